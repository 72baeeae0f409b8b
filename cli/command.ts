// One CLI subcommand. run() returns the process exit code; it prints its own errors.
// Its one-line summary for `plandata help` is in the registry (cli/commands/index.ts), so that
// `help` lists every command without importing any.
export interface Command {
  /** Usage text shown by `plandata help <name>` and on bad arguments. */
  usage: string;
  run(args: string[]): Promise<number>;
}
