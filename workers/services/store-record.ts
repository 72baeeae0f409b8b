// The store step for one application: rebuild its pages from raw snapshots, parse them with the
// council's adapter, classify, upsert, and chain the after-store jobs (workers/pipeline.ts). Used by
// the scrape.store job and by `plandata reparse` (which therefore never touches the network).
import type { Knex } from 'knex';
import type { FetchedPage } from '../../scrapers/contract.js';
import { adapterFor } from '../../scrapers/platforms/index.js';
import { decodeBody } from '../../scrapers/platforms/idox/charset.js';
import {
  RawPagesRepository,
  type StatementParts,
  type StoredPage,
} from '../../core/repositories/raw-pages.repository.js';
import { StoreRepository, type StoreResult } from '../../core/repositories/store.repository.js';
import { newApplicationId } from '../../core/ids.js';
import { afterStore, type AfterStorePayload } from '../pipeline.js';
import type { Queues } from '../queues.js';
import type { JobName } from '../jobs.js';
import { changedFields, ingest, type IngestCouncil } from './ingest.js';

export interface StoreCouncil extends IngestCouncil {
  platform: string;
}

export function toFetchedPage(p: StoredPage): FetchedPage {
  const headers: Record<string, string> = p.contentType ? { 'content-type': p.contentType } : {};
  return {
    url: p.url,
    finalUrl: p.finalUrl,
    status: p.status,
    headers,
    body: p.body,
    text: decodeBody(p.body, p.contentType ?? undefined),
    fetchedAt: p.fetchedAt,
  };
}

/** The deterministic id of an after-store job: a second enqueue of the same version is a no-op. */
export function afterStoreJobId(job: JobName, applicationId: number, version: number): string {
  return `${job}:${applicationId}:${version}`;
}

/**
 * Queues every after-store job for the version, then clears its pending flag. Runs after the
 * store transaction commits. If the process dies between commit and enqueue, the flag stays set
 * and the next store of the record (the BullMQ retry of the same job, or the next night) enqueues
 * them; the deterministic job ids make a repeated enqueue harmless.
 */
export async function enqueueAfterStore(
  db: Knex,
  queues: Queues,
  result: Pick<StoreResult, 'applicationId' | 'version' | 'outcome' | 'followupsPending'>,
): Promise<number> {
  if (!result.followupsPending || afterStore.length === 0) return 0;
  const payload: AfterStorePayload = {
    applicationId: result.applicationId,
    version: result.version,
    isNew: result.version === 1,
  };
  for (const job of afterStore) {
    await queues
      .get(job)
      .add(job, payload, { jobId: afterStoreJobId(job, result.applicationId, result.version) });
  }
  await new StoreRepository(db).clearFollowups(result.applicationId, result.version);
  return afterStore.length;
}

/** Parses a record's stored pages and stores it. Throws the adapter's ScraperError as is. */
export async function storeFromSnapshots(
  db: Knex,
  queues: Queues | null,
  council: StoreCouncil,
  reference: string,
): Promise<StoreResult | null> {
  const stored = await new RawPagesRepository(db).recordPages(council.id, reference);
  if (!stored) return null;
  return storeFromPages(db, queues, council, reference, stored.map(toFetchedPage));
}

/**
 * Parses a record's pages (fetched now, or rebuilt from snapshots) and stores it. `also`: writes
 * to make in the store's first statement (the pages' snapshots, StoreRepository.upsert); a parse
 * error is thrown before any statement runs.
 */
export async function storeFromPages(
  db: Knex,
  queues: Queues | null,
  council: StoreCouncil,
  reference: string,
  pages: FetchedPage[],
  also?: StatementParts,
): Promise<StoreResult> {
  const raw = adapterFor(council.platform).parse(pages, { slug: council.slug });
  return storeRecord(db, queues, council, raw.reference === reference ? raw : { ...raw, reference }, also);
}

export async function storeRecord(
  db: Knex,
  queues: Queues | null,
  council: StoreCouncil,
  raw: Parameters<typeof ingest>[0],
  also?: StatementParts,
): Promise<StoreResult> {
  const r = ingest(raw, council);
  const result = await new StoreRepository(db).upsert(
    {
      councilId: council.id,
      reference: r.content.reference,
      content: r.content as unknown as Record<string, unknown>,
      documents: r.documents,
      contentHash: r.contentHash,
      changedFields: (before) => changedFields(before, r.content),
      raw: r.raw,
      countedAt: r.countedAt,
      newPublicId: newApplicationId,
      followups: afterStore.length > 0,
      status: r.content.status,
      stage: r.content.stage,
      decisionOutcome: r.content.decision?.outcome ?? null,
    },
    also,
  );
  if (queues) await enqueueAfterStore(db, queues, result);
  return result;
}
