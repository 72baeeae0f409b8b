// Runs the real plandata command in a child process: bin/plandata.js, which runs the compiled code in
// dist/ (built once per test run by vitest's global setup, test/helpers/global-setup.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const checkoutDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const binPath = path.join(checkoutDir, 'bin', 'plandata.js');

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export function startCli(
  args: string[],
  env: Record<string, string> = {},
  input?: string,
): { child: ChildProcess; done: Promise<CliResult> } {
  const child = spawn(process.execPath, [binPath, ...args], {
    cwd: checkoutDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  if (input !== undefined) child.stdin!.end(input);
  else child.stdin!.end();
  const done = new Promise<CliResult>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

export function runCli(args: string[], env: Record<string, string> = {}, input?: string): Promise<CliResult> {
  return startCli(args, env, input).done;
}
