// The scrape pipeline as three jobs, each carrying ids only (STYLE 8):
//   scrape.council  discover the council's applications in a window -> one scrape.fetch per batch
//                   of FETCH_BATCH of them
//   scrape.fetch    fetch each application's pages, then store the batch inline with its raw
//                   snapshots (-> scrape.store for an application whose inline store fails)
//   scrape.store    parse one application's snapshots, classify, upsert, after-store jobs
// The parsed record is never put on a queue (it would be a whole record); the snapshots it is
// parsed from are the hand-over. Storing inline in scrape.fetch saves a queue hop, reading the
// snapshots back and parsing every page a second time; a batch per job shares one job's queue
// work, the run tracker's calls and the store's statements among its applications (bench/ingest;
// docs/benchmarks/ingest.md). Each application of a batch keeps its own fate: what an error means
// is decided by its class (scrapers/kit/errors.ts; workers/services/scrape/fate.ts): skip, fail the council (keeping its data), back
// off, or retry; a retry of the job carries only the applications still to retry.
import type { Handler } from '../context.js';
import { discoverCouncil } from '../services/scrape/discover.js';
import { fetchBatch } from '../services/scrape/fetch.js';
import { storeOne } from '../services/scrape/store.js';

export const scrapeCouncil: Handler<'scrape.council'> = (payload, ctx, job) =>
  discoverCouncil(payload, ctx, job);

export const scrapeFetch: Handler<'scrape.fetch'> = (payload, ctx, job) => fetchBatch(payload, ctx, job);

export const scrapeStore: Handler<'scrape.store'> = (payload, ctx, job) => storeOne(payload, ctx, job);
