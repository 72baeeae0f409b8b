// One CLI subcommand. run() returns the process exit code; it prints its own errors.
export interface Command {
  /** One line for `plandata help`. */
  summary: string;
  /** Usage text shown by `plandata help <name>` and on bad arguments. */
  usage: string;
  run(args: string[]): Promise<number>;
}
