// The store step: parse an application's pages with the council's adapter (pages fetched now by
// scrape.fetch, or rebuilt from raw snapshots by scrape.store and `plandata reparse`, which
// therefore never touches the network), classify, upsert, and chain the after-store jobs
// (workers/pipeline.ts). scrape.fetch stores its batch of applications together.
import type { Knex } from 'knex';
import { UnrecoverableError, type Job } from 'bullmq';
import type { JobPayloads } from '../../../core/jobs.js';
import type { JobContext } from '../../context.js';
import { act } from './fate.js';
import { cachedCouncil, tracker } from './session.js';
import type { FetchedPage } from '../../../scrapers/contract.js';
import { adapterFor } from '../../../scrapers/platforms/index.js';
import { decodeBody } from '../../../scrapers/kit/charset.js';
import {
  RawPagesRepository,
  type FetchGroup,
  type StoredPage,
} from '../../../core/repositories/raw-pages.repository.js';
import {
  StoreRepository,
  type StoreInput,
  type StoreResult,
} from '../../../core/repositories/planning/store.repository.js';
import { newApplicationId, newArchiveId } from '../../../core/ids.js';
import { isArchiveDate } from '../../../core/domain/planning/archive.js';
import { afterStore, type AfterStorePayload } from '../../pipeline.js';
import type { Queues } from '../../../core/queues.js';
import type { JobName } from '../../../core/jobs.js';
import { changedFields, ingest, toArchive, type IngestCouncil } from '../../../enrich/map/planning.js';
import { countStored } from '../../../core/metrics.js';

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
 * Queues every after-store job for the versions, then clears their pending flags: one round trip
 * per after-store job kind and one statement for a batch. Runs after the store statements commit.
 * If the process dies between commit and enqueue, the flag stays set and the next store of the
 * record (the BullMQ retry of the same job, or the next night) enqueues them; the deterministic job
 * ids make a repeated enqueue harmless.
 */
export async function enqueueAfterStoreMany(
  db: Knex,
  queues: Queues,
  results: Pick<StoreResult, 'applicationId' | 'version' | 'outcome' | 'followupsPending'>[],
): Promise<number> {
  const pending = results.filter((r) => r.followupsPending);
  if (!pending.length || afterStore.length === 0) return 0;
  for (const job of afterStore) {
    await queues.get(job).addBulk(
      pending.map((r) => {
        const data: AfterStorePayload = {
          applicationId: r.applicationId,
          version: r.version,
          isNew: r.version === 1,
        };
        return { name: job, data, opts: { jobId: afterStoreJobId(job, r.applicationId, r.version) } };
      }),
    );
  }
  await new StoreRepository(db).clearFollowups(pending);
  return afterStore.length * pending.length;
}

/** enqueueAfterStoreMany for one stored version. */
export function enqueueAfterStore(
  db: Knex,
  queues: Queues,
  result: Pick<StoreResult, 'applicationId' | 'version' | 'outcome' | 'followupsPending'>,
): Promise<number> {
  return enqueueAfterStoreMany(db, queues, [result]);
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
  // Parsed by the platform that fetched them: a council that has moved platform keeps, until the
  // new platform reads a record again, that record's pages from the old one.
  const readBy = { ...council, platform: stored.platform ?? council.platform };
  return storeFromPages(db, queues, readBy, reference, stored.pages.map(toFetchedPage));
}

/** Parses a record's pages (fetched now, or rebuilt from snapshots) and stores it; throws what stopped it. */
async function storeFromPages(
  db: Knex,
  queues: Queues | null,
  council: StoreCouncil,
  reference: string,
  pages: FetchedPage[],
): Promise<StoreResult> {
  const r = (await storeBatch(db, queues, council, [{ reference, pages }])).get(reference)!;
  if ('error' in r) throw r.error;
  return r.result;
}

/**
 * The store step's input for one record: its pages parsed by the council's adapter, then ingest().
 * A record received before 2026 (a back-fill of older windows) is an archive record (spec 1, 2.2).
 */
export function storeInput(council: StoreCouncil, reference: string, pages: FetchedPage[]): StoreInput {
  const parsed = adapterFor(council.platform).parse(pages, { slug: council.slug });
  const r = ingest(parsed.reference === reference ? parsed : { ...parsed, reference }, council);
  if (isArchiveDate(r.content.date_received)) {
    const a = toArchive(r.content);
    return {
      councilId: council.id,
      reference: r.content.reference,
      content: a.content as unknown as Record<string, unknown>,
      documents: [],
      contentHash: a.contentHash,
      changedFields: () => [],
      raw: null,
      countedAt: null,
      newPublicId: newArchiveId,
      followups: false,
      archive: true,
      status: r.content.stage,
      stage: r.content.stage,
      decisionOutcome: null,
    };
  }
  return {
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
  };
}

/** One record of a store batch: its pages, and (from scrape.fetch) the fetches to write with it. */
export interface StoreItem {
  reference: string;
  pages: FetchedPage[];
  fetches?: FetchGroup;
}

/**
 * What became of one record of a batch: stored, or the error that stopped it (a parse error, a
 * failed statement or enqueue), with whether its fetches are written (they are whenever the
 * batch's first statement committed: a record that failed after it can be re-parsed from them).
 */
export type StoreItemResult = { result: StoreResult } | { error: unknown; fetchesWritten: boolean };

/**
 * Stores a batch of one council's records (scrape.fetch's batch, or one record) and writes their
 * fetches, plus `alsoFetches` (the log of fetches that failed), in the first statement. One record's
 * failure never fails the others: a record that does not parse is left out; when a statement fails
 * for the whole batch, each record is stored again on its own; a record the batch statements do not
 * settle takes the full transaction alone. Never throws for a record: each gets its result or error.
 */
export async function storeBatch(
  db: Knex,
  queues: Queues | null,
  council: StoreCouncil,
  items: StoreItem[],
  alsoFetches: FetchGroup[] = [],
): Promise<Map<string, StoreItemResult>> {
  const parsed = items.map((it): Parsed => {
    try {
      return { it, input: storeInput(council, it.reference, it.pages) };
    } catch (error) {
      return { it, error };
    }
  });
  return storeParsed(db, queues, council, parsed, alsoFetches);
}

/** A record of a batch, parsed once: its store input, or why it does not parse. */
type Parsed = { it: StoreItem; input: StoreInput } | { it: StoreItem; error: unknown };

async function storeParsed(
  db: Knex,
  queues: Queues | null,
  council: StoreCouncil,
  parsed: Parsed[],
  alsoFetches: FetchGroup[],
): Promise<Map<string, StoreItemResult>> {
  const all = parsed.flatMap((p) => ('input' in p ? [p.input] : []));
  const inputs = all.filter((i) => !i.archive);
  const archived = all.filter((i) => i.archive);
  const raws = new RawPagesRepository(db);
  const groups = [...parsed.flatMap((p) => (p.it.fetches ? [p.it.fetches] : [])), ...alsoFetches];
  const repo = new StoreRepository(db);
  let settled: Map<string, StoreResult>;
  try {
    settled = await repo.upsertMany(council.id, inputs, raws.prepare(council.id, groups));
  } catch (err) {
    const out = new Map<string, StoreItemResult>();
    if (parsed.length + alsoFetches.length > 1) {
      // One record's bad value (or a deadlock) failed the batch's statement: each on its own.
      for (const p of parsed)
        for (const [k, v] of await storeParsed(db, queues, council, [p], [])) out.set(k, v);
      for (const g of alsoFetches) await raws.write(raws.prepare(council.id, [g])).catch(() => {});
    } else {
      for (const p of parsed)
        out.set(p.it.reference, { error: 'error' in p ? p.error : err, fetchesWritten: false });
    }
    return out;
  }
  const out = new Map<string, StoreItemResult>();
  for (const p of parsed) if ('error' in p) out.set(p.it.reference, { error: p.error, fetchesWritten: true });
  for (const [reference, r] of await storeArchive(repo, council.id, archived)) out.set(reference, r);
  const stored: StoreResult[] = [];
  for (const input of inputs) {
    try {
      const result = settled.get(input.reference) ?? (await repo.fullUpsert(input));
      stored.push(result);
      out.set(input.reference, { result });
    } catch (err) {
      out.set(input.reference, { error: err, fetchesWritten: true });
    }
  }
  // Each created or changed record wrote a version row.
  const n = (o: StoreResult['outcome']) => stored.filter((r) => r.outcome === o).length;
  countStored(
    'planning',
    { created: n('created'), changed: n('changed'), unchanged: n('unchanged') },
    n('created') + n('changed'),
  );
  if (queues) {
    try {
      await enqueueAfterStoreMany(db, queues, stored);
    } catch (err) {
      // Stored, but the after-store jobs are not queued: reported as failed, so the record is
      // stored again (its pending flag then queues them; deterministic ids make that harmless).
      for (const [reference, r] of out)
        if ('result' in r && r.result.followupsPending)
          out.set(reference, { error: err, fetchesWritten: true });
    }
  }
  return out;
}

/** The archive records of a batch in one statement; when it fails, each on its own. */
async function storeArchive(
  repo: StoreRepository,
  councilId: number,
  inputs: StoreInput[],
): Promise<Map<string, StoreItemResult>> {
  const out = new Map<string, StoreItemResult>();
  if (!inputs.length) return out;
  try {
    for (const [reference, result] of await repo.upsertArchive(councilId, inputs))
      out.set(reference, { result });
  } catch (err) {
    if (inputs.length === 1) out.set(inputs[0].reference, { error: err, fetchesWritten: true });
    else for (const i of inputs) for (const [k, v] of await storeArchive(repo, councilId, [i])) out.set(k, v);
  }
  return out;
}

/**
 * Store step of one application from its snapshots (scrape.store): what a batch hands over when
 * its inline store failed, and `plandata reparse`'s path.
 */
export async function storeOne(
  payload: JobPayloads['scrape.store'],
  ctx: JobContext,
  job: Job<JobPayloads['scrape.store']>,
): Promise<Record<string, unknown>> {
  const t = tracker(ctx);
  if (payload.runId !== null && !(await t.isOpen(payload.runId))) return { closed: true };
  const council = await cachedCouncil(ctx, payload.councilId, payload.runId);
  try {
    const result = await storeFromSnapshots(ctx.rt.db, ctx.queues, council, payload.reference);
    if (!result) throw new UnrecoverableError(`no stored pages for ${council.slug} ${payload.reference}`);
    if (payload.runId !== null) await t.markDone(payload.runId, payload.reference, result.outcome);
    return { applicationId: result.applicationId, version: result.version, outcome: result.outcome };
  } catch (err) {
    if (err instanceof UnrecoverableError) throw err;
    await act(err, job, ctx, { ...payload, host: null });
    return { failed: (err as Error).message };
  }
}
