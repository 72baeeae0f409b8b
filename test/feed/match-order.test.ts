// alerts.match waits for the other after-store jobs of the same version (the enrichment joins write
// the point and owners that radius and owner alerts need), then matches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '../../core/redis.js';
import { AlertsRepository } from '../../core/repositories/planning/alerts.repository.js';
import type { JobContext } from '../../workers/context.js';
import { alertsMatch, MATCH_WAIT_FIRST_MS, nextMatchWait } from '../../workers/handlers/alerts.js';
import { Queues } from '../../core/queues.js';
import { afterStoreJobId } from '../../workers/services/scrape/store.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addApplication, addCouncil } from './fixtures.js';

let rt: TestRuntime;
let queues: Queues;
let conn: ReturnType<typeof createRedis>;
let ctx: JobContext;

beforeAll(async () => {
  rt = await testRuntime();
  conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  queues = new Queues(conn, rt.config.REDIS_PREFIX);
  ctx = { rt, queues, log: rt.logger };
});

afterAll(async () => {
  await queues?.close();
  conn?.disconnect();
});

describe('alerts.match after enrichment', () => {
  it('defers while the version is being queued or enrichment is pending, then matches with the point', async () => {
    const councilId = await addCouncil(rt.db, 'ordershire');
    const alert = await new AlertsRepository(rt.db).create('o@example.com', {
      type: 'radius',
      name: null,
      lat: 51.5,
      lng: -0.12,
      radius_m: 300,
      council_id: null,
      nation: null,
      owner_company: null,
      owner_scope: null,
      categories: null,
      frequency: 'daily',
    });
    // Stored without a point: geocoding is the enrichment join's work.
    const id = await addApplication(rt.db, { councilId, reference: 'O/1' });
    await rt
      .db('application_versions')
      .where({ application_id: id, version: 1 })
      .update({ followups_pending: true });
    const payload = { applicationId: id, version: 1, isNew: true };
    const run = () => alertsMatch(payload, ctx, {} as never);

    expect(await run()).toEqual({ deferred: ['(queueing)'], waitedMs: MATCH_WAIT_FIRST_MS });
    const retry = await queues.get('alerts.match').getJob(`alerts.match_${id}_1_w${MATCH_WAIT_FIRST_MS}`);
    expect(await retry!.getState()).toBe('delayed');
    expect(retry!.data).toMatchObject({ applicationId: id, version: 1, waitedMs: MATCH_WAIT_FIRST_MS });

    await rt
      .db('application_versions')
      .where({ application_id: id, version: 1 })
      .update({ followups_pending: false });
    const enrich = await queues.enqueue('enrich.application', payload, {
      jobId: afterStoreJobId('enrich.application', id, 1),
    });
    expect(await run()).toMatchObject({ deferred: ['enrich.application'] });

    // The join writes the point and finishes.
    await rt
      .db('applications')
      .where({ id })
      .update({ location: rt.db.raw('ST_SetSRID(ST_MakePoint(-0.121, 51.5), 4326)::geography') });
    await enrich.remove();
    expect(await run()).toEqual({ matches: 1, events: 0 });
    expect(await rt.db('alert_matches').where({ alert_id: alert.id, application_id: id })).toHaveLength(1);
  });

  it('waits 50 ms first, then doubles, at most a second at a time', () => {
    const waits: number[] = [];
    for (let waited = 0; waits.length < 8;) {
      const w = nextMatchWait(waited);
      waits.push(w);
      waited += w;
    }
    expect(waits).toEqual([50, 50, 100, 200, 400, 800, 1000, 1000]);
  });
});
