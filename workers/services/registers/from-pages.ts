// A read of a register source from pages already in hand (a published file generated or saved
// locally): the file path of the benchmark and of tests that move the clock. The pages go to the
// raw store and the fetch log as a fetched read's do, then through the same store step; a failure
// fails the read and counts on the source's health as a fetched read's does.
import type { Knex } from 'knex';
import type { Logger } from '../../../core/logger.js';
import type { RegisterToRead } from '../../../core/repositories/licensing/registers.repository.js';
import { LicensingReadsRepository } from '../../../core/repositories/licensing/reads.repository.js';
import { RawPagesRepository, type FetchLogEntry } from '../../../core/repositories/raw-pages.repository.js';
import type { FetchedPage } from '../../../scrapers/contract.js';
import { sha256 } from '../../../scrapers/http/index.js';
import type { RegisterName, RegisterSource } from '../../../scrapers/registers/contract.js';
import { failRead, registerChanged } from './fate.js';
import { REGISTER_PAGE_KIND } from './read.js';
import { storeRegisterRead, type StoreReadInput, type StoreReadResult } from './store.js';

export async function readFromPages(
  db: Knex,
  register: RegisterToRead,
  pages: FetchedPage[],
  opts: {
    log: Logger;
    observedAt?: Date;
    trigger?: string;
    source?: Partial<RegisterSource>;
    timings?: StoreReadInput['timings'];
  },
): Promise<StoreReadResult & { readId: number }> {
  const readId = await new LicensingReadsRepository(db).start(
    register.id,
    register.council_id,
    opts.trigger ?? 'file',
  );
  const entries: FetchLogEntry[] = pages.map((p) => ({
    method: 'GET',
    url: p.url,
    status: p.status,
    contentType: p.headers['content-type'] ?? null,
    body: p.body,
    contentHash: sha256(p.body),
    durationMs: 0,
    error: null,
    fetchedAt: p.fetchedAt,
  }));
  await new RawPagesRepository(db).saveFetches(entries, {
    councilId: register.council_id,
    reference: null,
    pageKind: REGISTER_PAGE_KIND,
  });
  const source: RegisterSource = {
    council_slug: register.council_slug,
    register: register.register as RegisterName,
    url: register.url,
    kind: 'file',
    title: null,
    published: null,
    ...opts.source,
  };
  const refs = pages.map((p, i) => ({
    url: p.url,
    finalUrl: p.finalUrl,
    status: p.status,
    contentHash: entries[i].contentHash!,
    contentType: entries[i].contentType,
    fetchedAt: p.fetchedAt,
  }));
  try {
    const r = await storeRegisterRead(db, {
      register,
      readId,
      kind: 'read',
      observedAt: opts.observedAt ?? new Date(),
      sources: [{ source, pages, refs }],
      log: opts.log,
      timings: opts.timings,
    });
    return { ...r, readId };
  } catch (err) {
    const e = err as Error;
    await failRead(db, register, readId, `${e.name}: ${e.message}`, registerChanged(err));
    throw err;
  }
}
