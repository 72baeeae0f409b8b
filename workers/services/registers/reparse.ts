// Re-deriving a licensing or HMO register source from the raw store (`plandata reparse --register
// licensing|hmo`, the licensing.reparse job): the pages of its last read, rebuilt from raw_pages with
// no network, run through today's parser and normalisation. The bytes are the ones already read, so
// whatever now reads differently is the code's doing: extraction corrections, never changes, and
// never a record's presence. The source's health is not touched (this is not a read of it).
import type { Knex } from 'knex';
import type { Logger } from '../../../core/logger.js';
import type { RegisterToRead } from '../../../core/repositories/licensing/registers.repository.js';
import { LicensingReadsRepository } from '../../../core/repositories/licensing/reads.repository.js';
import { HmoReadsRepository } from '../../../core/repositories/hmo/reads.repository.js';
import { storeHmoRead, type HmoStoreResult } from './hmo-store.js';
import type { ReadSource } from '../../../core/repositories/licensing/reads.repository.js';
import { sourcesFromRaw, storeRegisterRead, type SourceRead, type StoreReadResult } from './store.js';

export class NothingToReparseError extends Error {
  override name = 'NothingToReparseError';
}

/** What a reparse needs of a register kind's reads table (licensing_reads, hmo_reads). */
interface ReparseReads {
  lastSuccessful(councilRegisterId: number): Promise<{ pages: ReadSource[] | null } | null>;
  start(councilRegisterId: number, councilId: number, trigger: string, kind: 'reparse'): Promise<number>;
  finish(id: number, outcome: { status: 'failed'; error: string }): Promise<boolean>;
}

/** The pages of the source's last read from the raw store, through the kind's store step as a reparse. */
async function reparseFromRaw<R>(
  db: Knex,
  reads: ReparseReads,
  register: RegisterToRead,
  trigger: string,
  store: (readId: number, sources: SourceRead[]) => Promise<R>,
): Promise<R & { readId: number }> {
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
    return { ...(await store(readId, sources)), readId };
  } catch (err) {
    await reads.finish(readId, {
      status: 'failed',
      error: `${(err as Error).name}: ${(err as Error).message}`,
    });
    throw err;
  }
}

/** A licensing source reparsed: what now reads differently goes to the feed as corrections (store.ts). */
export function reparseRegister(
  db: Knex,
  register: RegisterToRead,
  log: Logger,
  trigger = 'reparse',
): Promise<StoreReadResult & { readId: number }> {
  return reparseFromRaw(db, new LicensingReadsRepository(db), register, trigger, (readId, sources) =>
    storeRegisterRead(db, { register, readId, kind: 'reparse', observedAt: new Date(), sources, log }),
  );
}

/** An HMO source reparsed: licences whose content now reads differently are corrected (hmo-store.ts). */
export function reparseHmoRegister(
  db: Knex,
  register: RegisterToRead,
  log: Logger,
  trigger = 'reparse',
): Promise<HmoStoreResult & { readId: number }> {
  return reparseFromRaw(db, new HmoReadsRepository(db), register, trigger, (readId, sources) =>
    storeHmoRead(db, { register, readId, kind: 'reparse', observedAt: new Date(), sources, log }),
  );
}
