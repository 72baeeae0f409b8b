import '../core/v8-flags.js'; // first: before anything allocates (see there)
import { commands } from './commands/index.js';
import { UsageError } from '../core/errors.js';

function help(): string {
  const names = Object.keys(commands).sort();
  const w = Math.max(...names.map((n) => n.length));
  return [
    'usage: plandata <command> [options]',
    '',
    ...names.map((n) => `  ${n.padEnd(w)}  ${commands[n].summary}`),
    '',
    'plandata help <command> shows a command’s options.',
  ].join('\n');
}

/** Runs one subcommand and returns the exit code. Known failures print one line, never a stack trace. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const target = rest[0] && Object.hasOwn(commands, rest[0]) ? await commands[rest[0]].load() : null;
    console.log(target ? target.usage : help());
    return 0;
  }
  if (!Object.hasOwn(commands, name)) {
    console.error(`plandata: unknown command '${name}'\n\n${help()}`);
    return 2;
  }
  const cmd = await commands[name].load();
  try {
    return await cmd.run(rest);
  } catch (err) {
    // Imported here, not above: the configuration schema (typebox) is not needed to print help.
    const { ConfigError } = await import('../core/config.js');
    if (err instanceof ConfigError) {
      console.error(`plandata: ${err.message}`);
      return 1;
    }
    if (err instanceof UsageError) {
      console.error(`plandata ${name}: ${err.message}\n\n${cmd.usage}`);
      return 2;
    }
    if (err instanceof Error && 'exitMessage' in err && typeof err.exitMessage === 'string') {
      console.error(`plandata ${name}: ${err.exitMessage}`);
      return 1;
    }
    console.error(err);
    return 1;
  }
}
