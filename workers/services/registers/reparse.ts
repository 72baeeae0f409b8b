// Re-deriving a licensing register source from the raw store (`plandata reparse --register
// licensing`, the licensing.reparse job): the pages of its last read, rebuilt from raw_pages with no
// network, run through today's parser and normalisation. The bytes are the ones already read, so
// whatever now reads differently is the code's doing: extraction corrections, never changes, and
// never a record's presence. The source's health is not touched (this is not a read of it).
import type { Knex } from 'knex';
import type { Logger } from '../../../core/logger.js';
import type { RegisterToRead } from '../../../core/repositories/licensing/registers.repository.js';
import { LicensingReadsRepository } from '../../../core/repositories/licensing/reads.repository.js';
import { sourcesFromRaw, storeRegisterRead, type StoreReadResult } from './store.js';

export class NothingToReparseError extends Error {
  override name = 'NothingToReparseError';
}

export async function reparseRegister(
  db: Knex,
  register: RegisterToRead,
  log: Logger,
  trigger = 'reparse',
): Promise<StoreReadResult & { readId: number }> {
  const reads = new LicensingReadsRepository(db);
  const last = await reads.lastSuccessful(register.id);
  if (!last?.pages)
    throw new NothingToReparseError(`${register.council_slug} ${register.name}: no read to reparse`);
  const sources = await sourcesFromRaw(db, last.pages);
  if (!sources)
    throw new NothingToReparseError(
      `${register.council_slug} ${register.name}: a raw page of its last read is missing`,
    );
  const readId = await reads.start(register.id, register.council_id, trigger, 'reparse');
  try {
    const r = await storeRegisterRead(db, {
      register,
      readId,
      kind: 'reparse',
      observedAt: new Date(),
      sources,
      log,
    });
    return { ...r, readId };
  } catch (err) {
    await reads.finish(readId, {
      status: 'failed',
      error: `${(err as Error).name}: ${(err as Error).message}`,
    });
    throw err;
  }
}
