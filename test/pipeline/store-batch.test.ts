// The store step for a batch of one council's records (workers/services/store-record.ts storeBatch,
// core/repositories/store.repository.ts) on a real PostgreSQL and Redis, with pages the Idox
// adapter read from the simulator: new records with their first version, documents, snapshots and
// after-store jobs; a second store that changes nothing but updated_at; changed records among
// unchanged ones with one version each; a record that does not parse reported with its fetches
// written; a batch naming a record twice refused by the repository.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import type { Simulator } from '../../sim/server.js';
import { SimpleClient } from '../../sim/client.js';
import type { SimApplication } from '../../sim/data.js';
import { idoxAdapter } from '../../scrapers/platforms/idox/adapter.js';
import { summaryUrl } from '../../scrapers/platforms/idox/discover.js';
import { discoveredRef } from '../../workers/services/scrape/fetch.js';
import { createRedis } from '../../core/redis.js';
import { StoreRepository } from '../../core/repositories/planning/store.repository.js';
import type { FetchGroup } from '../../core/repositories/raw-pages.repository.js';
import { Queues } from '../../core/queues.js';
import { afterStore } from '../../workers/pipeline.js';
import {
  afterStoreJobId,
  storeBatch,
  storeInput,
  type StoreCouncil,
  type StoreItem,
} from '../../workers/services/scrape/store.js';
import { councilId, rowCount, simWithCouncils } from './harness.js';

const SLUG = 'store-batch';
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let rt: TestRuntime;
let sim: Simulator;
let council: StoreCouncil;
let conn: ReturnType<typeof createRedis>;
let queues: Queues;

beforeAll(async () => {
  rt = await testRuntime();
  sim = await simWithCouncils(rt, 41, [{ slug: SLUG, applications: 30 }]);
  council = { id: await councilId(rt, SLUG), slug: SLUG, nation: 'england', platform: 'idox' };
  conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  queues = new Queues(conn, rt.config.REDIS_PREFIX);
}, 60_000);

afterAll(async () => {
  await queues?.close();
  conn?.disconnect();
  await sim?.close();
});

/** One application's pages as scrape.fetch has them, and their fetches as its recorder logs them. */
async function fetched(app: SimApplication): Promise<StoreItem> {
  const pages = await idoxAdapter.fetch(
    {
      council: { slug: SLUG, platform: 'idox', baseUrl: sim.portalUrl(SLUG) },
      client: new SimpleClient(),
      logger: quiet,
    },
    discoveredRef(SLUG, {
      reference: app.reference,
      keyval: app.keyval,
      url: summaryUrl(sim.portalUrl(SLUG), app.keyval),
    }),
  );
  const entries = pages.map((p) => ({
    method: 'GET' as const,
    url: p.url,
    status: p.status,
    contentType: p.headers['content-type'] ?? null,
    body: p.body,
    contentHash: createHash('sha256').update(p.body).digest('hex'),
    durationMs: 1,
    error: null,
    fetchedAt: p.fetchedAt,
  }));
  const fetches: FetchGroup = {
    reference: app.reference,
    pageKind: 'application',
    entries,
    pages: pages.map((p, i) => ({
      url: p.url,
      finalUrl: p.finalUrl,
      status: p.status,
      contentHash: entries[i].contentHash,
      contentType: entries[i].contentType,
      fetchedAt: p.fetchedAt,
    })),
  };
  return { reference: app.reference, pages, fetches };
}

const count = (table: string, where: Record<string, unknown> = {}) => rowCount(rt, table, where);

describe('store batches', () => {
  it('stores new records with their first version, documents, snapshots and after-store jobs', async () => {
    const apps = sim.visible(SLUG).slice(0, 8);
    const items = await Promise.all(apps.map(fetched));
    const out = await storeBatch(rt.db, queues, council, items);
    expect(out.size).toBe(8);
    for (const app of apps) {
      const r = out.get(app.reference)!;
      expect('result' in r && r.result.outcome).toBe('created');
    }
    expect(await count('applications', { council_id: council.id })).toBe(8);
    expect(await count('application_versions', { version: 1 })).toBe(8);
    // Every version's after-store jobs are queued and its pending flag cleared.
    expect(await count('application_versions', { followups_pending: true })).toBe(0);
    for (const app of apps) {
      const r = out.get(app.reference)!;
      if (!('result' in r)) throw new Error('not stored');
      for (const job of afterStore) {
        const j = await queues.get(job).getJob(afterStoreJobId(job, r.result.applicationId, 1));
        expect(j?.data).toEqual({ applicationId: r.result.applicationId, version: 1, isNew: true });
      }
      // The record's values are the parse of its pages, as the single-record store gives.
      const row = await rt.db('applications').where({ id: r.result.applicationId }).first();
      const input = storeInput(council, app.reference, items[apps.indexOf(app)].pages);
      expect(row.content_hash).toBe(input.contentHash);
      expect(row.description).toBe(app.description);
      expect(await count('documents', { application_id: r.result.applicationId })).toBe(
        input.documents.length,
      );
    }
    // The snapshots, fetch log and page sets went in with the batch.
    const pages = items.flatMap((i) => i.fetches!.entries);
    expect(await count('fetch_log', { council_id: council.id })).toBe(pages.length);
    expect(await count('record_pages', { council_id: council.id })).toBe(8);
    expect(await count('raw_pages')).toBe(new Set(pages.map((p) => p.contentHash)).size);
  });

  it('a second store of the same pages changes nothing but updated_at', async () => {
    const apps = sim.visible(SLUG).slice(0, 8);
    const before = await rt
      .db('applications')
      .where({ council_id: council.id })
      .max({ t: 'updated_at' })
      .first();
    const versions = await count('application_versions');
    const out = await storeBatch(rt.db, queues, council, await Promise.all(apps.map(fetched)));
    for (const r of out.values()) expect('result' in r && r.result.outcome).toBe('unchanged');
    expect(await count('application_versions')).toBe(versions);
    const after = await rt
      .db('applications')
      .where({ council_id: council.id })
      .min({ t: 'updated_at' })
      .first();
    expect(new Date(after!.t).getTime()).toBeGreaterThan(new Date(before!.t).getTime());
  });

  it('changed records among unchanged and new ones get one new version each, with their changed fields', async () => {
    const statusOf = (a: SimApplication) => sim.expected(SLUG, a.keyval).status;
    const later = (a: SimApplication) => {
      sim.setDay(sim.day() + 20);
      try {
        return statusOf(a);
      } finally {
        sim.setDay(sim.day() - 20);
      }
    };
    const rest = sim.visible(SLUG).slice(8, 20);
    const moving = rest.filter((a) => later(a) !== statusOf(a)).slice(0, 3);
    const still = rest.filter((a) => later(a) === statusOf(a)).slice(0, 3);
    const fresh = sim.visible(SLUG).slice(20, 22);
    expect(moving.length).toBeGreaterThan(0);
    expect(still).toHaveLength(3);
    await storeBatch(rt.db, queues, council, await Promise.all([...moving, ...still].map(fetched)));
    sim.setDay(sim.day() + 20);
    try {
      const apps = [...moving, ...still, ...fresh];
      const out = await storeBatch(rt.db, queues, council, await Promise.all(apps.map(fetched)));
      for (const a of apps) {
        const r = out.get(a.reference)!;
        if (!('result' in r)) throw r.error;
        const versions = await rt
          .db('application_versions')
          .where({ application_id: r.result.applicationId })
          .orderBy('version');
        if (fresh.includes(a)) {
          expect(r.result.outcome).toBe('created');
          expect(versions).toHaveLength(1);
        } else if (still.includes(a)) {
          expect(r.result.outcome).toBe('unchanged');
          expect(versions).toHaveLength(1);
        } else {
          expect(r.result.outcome).toBe('changed');
          expect(r.result.version).toBe(2);
          expect(versions).toHaveLength(2);
          expect(versions[1].status).toBe(statusOf(a));
          expect(versions[1].changed_fields).toContain('status');
        }
      }
    } finally {
      sim.setDay(sim.day() - 20);
    }
  });

  it('a record whose pages do not parse is reported, and its fetches are written all the same', async () => {
    const app = sim.visible(SLUG)[27];
    const item = await fetched(app);
    // Every page answered with a page of no Idox layout: the record cannot be built.
    const blank = '<html><body><p>Nothing here</p></body></html>';
    const broken = {
      ...item,
      pages: item.pages.map((p) => ({ ...p, body: Buffer.from(blank), text: blank })),
    };
    const before = await count('fetch_log', { council_id: council.id });
    const out = await storeBatch(rt.db, queues, council, [broken]);
    const r = out.get(app.reference)!;
    expect('error' in r && r.fetchesWritten).toBe(true);
    expect(await count('applications', { reference: app.reference })).toBe(0);
    expect((await count('fetch_log', { council_id: council.id })) - before).toBe(
      item.fetches!.entries.length,
    );
  });

  it('the repository refuses a batch naming one record twice', async () => {
    const app = sim.visible(SLUG)[25];
    const input = storeInput(council, app.reference, (await fetched(app)).pages);
    await expect(new StoreRepository(rt.db).upsertMany(council.id, [input, input])).rejects.toThrow(
      /names a record twice/,
    );
    expect(await count('applications', { reference: app.reference })).toBe(0);
  });
});
