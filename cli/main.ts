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

const isHelp = (a: string) => a === '--help' || a === '-h';

/** `--help` or `-h` among a command's arguments (before a `--` that ends the options). */
function asksHelp(args: string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some(isHelp);
}

function unknownCommand(name: string): number {
  console.error(`plandata: unknown command '${name}'\n\n${help()}`);
  return 2;
}

/** Runs one subcommand and returns the exit code. Known failures print one line, never a stack trace. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || isHelp(name)) {
    // `help`, `help help`, `--help`: the list; `help <command>`: its usage; anything else is a mistake.
    const [topic, ...more] = rest;
    if (!topic || topic === 'help' || isHelp(topic)) {
      if (more.length) return unknownCommand(more[0]!);
      console.log(help());
      return 0;
    }
    if (!Object.hasOwn(commands, topic)) return unknownCommand(topic);
    if (more.length) {
      console.error(`plandata help: one command at a time (unexpected '${more[0]}')`);
      return 2;
    }
    console.log((await commands[topic].load()).usage);
    return 0;
  }
  if (!Object.hasOwn(commands, name)) return unknownCommand(name);
  const cmd = await commands[name].load();
  // Every command's own help: `plandata <command> --help` (or -h) prints its usage, exit 0.
  if (asksHelp(rest)) {
    console.log(cmd.usage);
    return 0;
  }
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
      const { missingDatabaseLine } = await import('./database.js');
      console.error(
        `plandata ${name}: ${missingDatabaseLine(err.exitMessage, err.cause) ?? err.exitMessage}`,
      );
      return 1;
    }
    console.error(err);
    return 1;
  }
}
