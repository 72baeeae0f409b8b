// Reading a licensing register source now (`plandata scrape --register licensing`, tests) and
// waiting for the read: the same queue and job as the nightly read.
import type { Queues } from '../../../core/queues.js';
import type { Runtime } from '../../../core/runtime.js';
import type { RegisterToRead } from '../../../core/repositories/licensing/registers.repository.js';
import {
  LicensingReadsRepository,
  type LicensingReadRow,
} from '../../../core/repositories/licensing/reads.repository.js';
import { scrapeJobOptions } from '../scrape/policy.js';

/** Creates the read row and queues its job; returns the read id. */
export async function startRead(
  rt: Runtime,
  queues: Queues,
  register: RegisterToRead,
  trigger = 'cli',
): Promise<number> {
  const readId = await new LicensingReadsRepository(rt.db).start(register.id, register.council_id, trigger);
  await queues.enqueue(
    'licensing.read',
    { councilRegisterId: register.id, readId, trigger },
    { ...scrapeJobOptions(rt.config), jobId: `lr-${readId}` },
  );
  return readId;
}

/** Polls until the read closes; resolves with its row. */
export async function waitForRead(
  rt: Runtime,
  readId: number,
  opts: { pollMs?: number; timeoutMs?: number } = {},
): Promise<LicensingReadRow> {
  const reads = new LicensingReadsRepository(rt.db);
  const deadline = opts.timeoutMs ? Date.now() + opts.timeoutMs : Infinity;
  for (;;) {
    const read = await reads.byId(readId);
    if (!read) throw new Error(`licensing read ${readId} does not exist`);
    if (read.status !== 'running') return read;
    if (Date.now() > deadline)
      throw new Error(`licensing read ${readId} still running after ${opts.timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 200));
  }
}
