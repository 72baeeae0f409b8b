// A read of a licensing register source from pages already in hand (a published file generated or
// saved locally): the file path of the benchmark and of tests that move the clock
// (register-read.ts readRegisterFromPages with the licensing kind).
import type { Knex } from 'knex';
import type { RegisterToRead } from '../../../core/repositories/licensing/registers.repository.js';
import type { FetchedPage } from '../../../scrapers/contract.js';
import { LICENSING_READ } from './read.js';
import { readRegisterFromPages, type FromPagesOptions } from './register-read.js';
import type { StoreReadInput, StoreReadResult } from './store.js';

export function readFromPages(
  db: Knex,
  register: RegisterToRead,
  pages: FetchedPage[],
  opts: FromPagesOptions<StoreReadInput['timings']>,
): Promise<StoreReadResult & { readId: number }> {
  return readRegisterFromPages(LICENSING_READ, db, register, pages, opts);
}
