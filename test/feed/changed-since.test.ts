// changed_since on GET /v1/applications (spec 4.1, issue 8): records changed between two polls all
// appear in the second poll, once; a change whose transaction is still open at poll time is not
// skipped but served by the next poll; gates and validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addApplication, addCouncil, addKey } from './fixtures.js';

let rt: TestRuntime;
let app: FastifyInstance;
let pro: string;
let starter: string;
let councilId: number;
let n = 0;

interface Rec {
  id: string;
  reference: string;
  changed_at: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One poll: every page from changed_since, following next_cursor. */
async function poll(since: string, limit = 2): Promise<Rec[]> {
  const out: Rec[] = [];
  let cursor: string | null = null;
  do {
    const qs = new URLSearchParams({ changed_since: since, limit: String(limit), council: 'feedshire' });
    if (cursor) qs.set('cursor', cursor);
    const res = await app.inject({
      method: 'GET',
      url: `/v1/applications?${qs}`,
      headers: { authorization: `Bearer ${pro}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Rec[]; meta: { next_cursor: string | null } };
    out.push(...body.data);
    cursor = body.meta.next_cursor;
  } while (cursor);
  return out;
}

/** What the store step does on a real content change: changed_at moves to its transaction start. */
async function change(publicRef: string): Promise<void> {
  await rt
    .db('applications')
    .where({ council_id: councilId, reference: publicRef })
    .update({ description: `changed ${++n}`, changed_at: rt.db.fn.now() });
}

const maxChanged = (recs: Rec[]) =>
  recs
    .map((r) => r.changed_at)
    .sort()
    .at(-1)!;

beforeAll(async () => {
  rt = await testRuntime();
  app = await buildApp(rt);
  pro = await addKey(rt.db, 'pro', 'feed@example.com');
  starter = await addKey(rt.db, 'starter', 'small@example.com');
  councilId = await addCouncil(rt.db, 'feedshire');
  for (let i = 1; i <= 7; i++) await addApplication(rt.db, { councilId, reference: `A/${i}` });
  await sleep(1100);
});

afterAll(async () => app?.close());

describe('changed_since', () => {
  it('is Pro and above: a Starter key gets 403 naming the parameter', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/applications?changed_since=2026-01-01',
      headers: { authorization: `Bearer ${starter}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ type: 'permission_error', param: 'changed_since' });
  });

  it('rejects a malformed value with 400 naming changed_since', async () => {
    for (const bad of ['yesterday', '2026-02-30', '2026-01-01T25:00']) {
      const res = await app.inject({
        method: 'GET',
        url: `/v1/applications?changed_since=${encodeURIComponent(bad)}`,
        headers: { authorization: `Bearer ${pro}` },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.param).toBe('changed_since');
    }
  });

  it('records changed between two polls all appear in the second poll, once', async () => {
    const first = await poll('2020-01-01');
    expect(first.map((r) => r.reference).sort()).toEqual(['A/1', 'A/2', 'A/3', 'A/4', 'A/5', 'A/6', 'A/7']);
    // Oldest change first, so "the largest changed_at seen" is a safe next starting point.
    expect([...first.map((r) => r.changed_at)]).toEqual([...first.map((r) => r.changed_at)].sort());
    const since = maxChanged(first);

    await change('A/2');
    await change('A/5');
    await addApplication(rt.db, { councilId, reference: 'A/8' });
    await change('A/7');
    await addApplication(rt.db, { councilId, reference: 'A/9' });
    await sleep(1100);

    const second = await poll(since);
    const refs = second.map((r) => r.reference);
    expect(new Set(refs).size).toBe(refs.length); // nothing twice within a poll
    for (const r of ['A/2', 'A/5', 'A/7', 'A/8', 'A/9']) expect(refs).toContain(r);
    // Anything else is the inclusive boundary: a record whose changed_at equals the one polled from.
    for (const r of second.filter((x) => !['A/2', 'A/5', 'A/7', 'A/8', 'A/9'].includes(x.reference)))
      expect(r.changed_at).toBe(since);
  });

  it('a change whose transaction is still open at poll time is served by the next poll', async () => {
    const base = maxChanged(await poll('2020-01-01', 100));
    const trx = await rt.db.transaction();
    // A slow store transaction: changed_at is its start time, but it commits after the others.
    await trx('applications')
      .where({ council_id: councilId, reference: 'A/1' })
      .update({ description: 'slow change', changed_at: trx.fn.now() });
    await sleep(50);
    await change('A/3');
    await sleep(1100);
    const during = await poll(base, 100);
    // Not served while A/1's transaction is open: A/3 changed later than A/1 started, so serving it
    // would move the client's high-water mark past A/1 and skip it.
    expect(during.map((r) => r.reference)).not.toContain('A/1');
    expect(during.map((r) => r.reference)).not.toContain('A/3');
    await trx.commit();
    await sleep(1100);
    const next = await poll(during.length ? maxChanged(during) : base, 100);
    const refs = next.map((r) => r.reference);
    expect(refs).toContain('A/1');
    expect(refs).toContain('A/3');
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('a cursor keeps its horizon: a record changed while paging is not served twice in one walk', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let page = 0;
    do {
      const qs = new URLSearchParams({ changed_since: '2020-01-01', limit: '3', council: 'feedshire' });
      if (cursor) qs.set('cursor', cursor);
      const res = await app.inject({
        method: 'GET',
        url: `/v1/applications?${qs}`,
        headers: { authorization: `Bearer ${pro}` },
      });
      const body = res.json() as { data: Rec[]; meta: { next_cursor: string | null } };
      seen.push(...body.data.map((r) => r.reference));
      cursor = body.meta.next_cursor;
      // After the first page, change a record already served: it must not come back in this walk.
      if (page++ === 0) {
        await change(body.data[0].reference);
        await sleep(1100);
      }
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(9);
  });
});
