// The fetch step of a batch (scrape.fetch): fetch each application's pages, then store the batch
// inline with its raw snapshots; an application whose inline store fails is handed over to a
// scrape.store job.
import type { Job } from 'bullmq';
import type { FetchRef, JobPayloads } from '../../../core/jobs.js';
import { RawPagesRepository, type FetchGroup } from '../../../core/repositories/raw-pages.repository.js';
import type { DiscoveredRef } from '../../../scrapers/contract.js';
import { isScraperError } from '../../../scrapers/kit/errors.js';
import { adapterFor } from '../../../scrapers/platforms/index.js';
import type { JobContext } from '../../context.js';
import { judge } from './fate.js';
import { scrapeJobOptions } from './policy.js';
import type { RefOutcome } from './run-tracker.js';
import {
  BufferRecorder,
  adapterContext,
  cachedCouncil,
  hostOf,
  logEntries,
  pageSetOf,
  tracker,
} from './session.js';
import { storeBatch, type StoreItem } from './store.js';

// A batch checks that its run is still open before each application once this long has passed
// since the last check (a run failed by another job stops the batch, as it stops later jobs): in
// the bench a batch takes about a second, with politeness on about a minute.
const OPEN_CHECK_MS = 1000;

/** A fetch batch's reference as the adapter's fetch step takes it (the list fields unknown). */
export function discoveredRef(councilSlug: string, r: FetchRef): DiscoveredRef {
  return {
    council_slug: councilSlug,
    reference: r.reference,
    keyval: r.keyval,
    url: r.url,
    address: null,
    description: null,
    status: null,
    received: null,
    validated: null,
    found_by: 'search',
    window: { by: 'received', from: '', to: '' },
  };
}

/**
 * Fetch step of a batch (scrape.fetch): each application's pages through the adapter, then the
 * store step inline on the pages in hand; each application keeps its own fate, and the job is
 * retried for the ones to retry only.
 */
export async function fetchBatch(
  payload: JobPayloads['scrape.fetch'],
  ctx: JobContext,
  job: Job<JobPayloads['scrape.fetch']>,
): Promise<Record<string, unknown>> {
  const t = tracker(ctx);
  const given = 'refs' in payload ? payload.refs : [payload];
  // Each reference once (fetchBatches already sends them so), and the handle to find it by.
  const byReference = new Map(
    given.map((r) => [r.reference, { reference: r.reference, keyval: r.keyval, url: r.url }]),
  );
  const refs = [...byReference.values()];
  // A batch re-delivered after its worker died skips what it had finished.
  const { open, done } = await t.openAndDone(
    payload.runId,
    refs.map((r) => r.reference),
  );
  if (!open) return { closed: true };
  const council = await cachedCouncil(ctx, payload.councilId, payload.runId);
  const adapter = adapterFor(council.platform);
  const items: StoreItem[] = [];
  const failed: { ref: FetchRef; err: unknown }[] = [];
  // The fetch log of the applications whose fetch failed (written with the batch's first statement).
  const failedFetches: FetchGroup[] = [];
  let checked = Date.now();
  for (const ref of refs) {
    if (done.has(ref.reference)) continue;
    if (Date.now() - checked > OPEN_CHECK_MS) {
      if (!(await t.isOpen(payload.runId))) break;
      checked = Date.now();
    }
    const rec = new BufferRecorder();
    try {
      const pages = await adapter.fetch(adapterContext(ctx, council, rec), discoveredRef(council.slug, ref));
      const entries = logEntries(rec);
      items.push({
        reference: ref.reference,
        pages,
        fetches: {
          reference: ref.reference,
          pageKind: 'application',
          entries,
          pages: pageSetOf(pages, entries),
          platform: council.platform,
        },
      });
    } catch (err) {
      failed.push({ ref, err });
      failedFetches.push({ reference: ref.reference, pageKind: 'application', entries: logEntries(rec) });
      // The portal has changed: the run is failing; the rest of the batch is not asked for.
      if (isScraperError(err) && err.action === 'fail-council') break;
    }
  }
  // The store step, inline on the pages in hand, with the batch's snapshots and fetch log in its
  // first statement: what scrape.store would do without its queue hop, the snapshot read-back and
  // a second parse (the adapter reuses the documents it loaded while fetching). An application whose
  // store fails here is handed over to a scrape.store job, which parses its snapshots and decides
  // as it always has.
  const stored = await storeBatch(ctx.rt.db, ctx.queues, council, items, failedFetches);
  const outcomes: [string, RefOutcome][] = [];
  const handover: FetchRef[] = [];
  const raws = new RawPagesRepository(ctx.rt.db);
  for (const it of items) {
    const r = stored.get(it.reference)!;
    const ref = byReference.get(it.reference)!;
    if ('result' in r) {
      outcomes.push([it.reference, r.result.outcome]);
      continue;
    }
    ctx.log.debug(
      { reference: it.reference, err: (r.error as Error).message },
      'inline store failed: handing over to scrape.store',
    );
    // The snapshots must be in place before scrape.store reads them.
    try {
      if (!r.fetchesWritten) await raws.write(raws.prepare(council.id, [it.fetches!]));
      handover.push(ref);
    } catch (err) {
      failed.push({ ref, err });
    }
  }
  if (handover.length) {
    try {
      await ctx.queues.get('scrape.store').addBulk(
        handover.map((ref) => ({
          name: 'scrape.store',
          data: { councilId: council.id, runId: payload.runId, reference: ref.reference },
          opts: {
            ...scrapeJobOptions(ctx.rt.config),
            jobId: `s-${payload.runId}-${encodeURIComponent(ref.reference)}`,
          },
        })),
      );
    } catch (err) {
      for (const ref of handover) failed.push({ ref, err });
    }
  }
  // Each failed application's own fate; the job is retried for the ones to retry only.
  const retry: { ref: FetchRef; err: unknown }[] = [];
  // Left undone through an outage of our own database or Redis: the run sweep queues them again.
  const abandoned: { ref: FetchRef; err: unknown }[] = [];
  let runFailed = false;
  for (const f of failed) {
    const fate = await judge(f.err, job, ctx, {
      runId: payload.runId,
      councilId: council.id,
      host: hostOf(f.ref.url),
      reference: f.ref.reference,
    });
    if (fate === 'retry') retry.push(f);
    else if (fate === 'outage') abandoned.push(f);
    else if (fate === 'run-failed') runFailed = true;
    else outcomes.push([f.ref.reference, fate]);
  }
  await t.markDoneMany(payload.runId, outcomes);
  if (abandoned.length && !runFailed) {
    const first = abandoned[0].err as Error;
    throw new BatchRetryError(
      `${abandoned.length} of ${refs.length} applications left for the run sweep through an outage (first: ${first.message})`,
      { cause: first },
    );
  }
  if (retry.length && !runFailed) {
    await job.updateData({
      councilId: payload.councilId,
      runId: payload.runId,
      refs: retry.map((r) => r.ref),
    });
    const first = retry[0].err as Error;
    throw new BatchRetryError(
      `${retry.length} of ${refs.length} applications to retry (first: ${first.message})`,
      {
        cause: first,
      },
    );
  }
  return {
    applications: refs.length,
    stored: outcomes.filter(([, o]) => o === 'created' || o === 'changed' || o === 'unchanged').length,
    handedOver: handover.length,
    failed: failed.length,
  };
}

/** A batch whose failed applications are retried (the job's data now lists only them). */
class BatchRetryError extends Error {
  override readonly name = 'BatchRetryError';
}
