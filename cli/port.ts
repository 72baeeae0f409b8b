// The API's listen address, checked before a command starts anything (plandata api, plandata demo):
// a busy or forbidden port is one line naming what to change, not a stack trace after the workers
// have started.
import net from 'node:net';
import { FatalError } from '../core/errors.js';

/** The one line for a failure to listen on host:port (null: not an address problem). */
export function listenFailure(err: unknown, host: string, port: number): FatalError | null {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE')
    return new FatalError(`port ${port} is in use: set PORT=<a free port> (or stop what holds it)`);
  if (code === 'EACCES')
    return new FatalError(`port ${port} needs privileges this user lacks: set PORT=<a port above 1023>`);
  if (code === 'EADDRNOTAVAIL')
    return new FatalError(
      `HOST ${host} is not an address of this machine: set HOST=<one of its addresses> (0.0.0.0: all)`,
    );
  return null;
}

/** Listens on host:port for a moment and lets go: fails with one line when the API could not listen there. */
export async function checkPort(host: string, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err) => reject(listenFailure(err, host, port) ?? err));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
