// GET /v1/applications/{id}/history and /documents (spec 4.6, 2.10) through HTTP on a real database:
// versions written by the store step's own writer (StoreRepository.fullUpsert, one per real content
// change), documents read off the real Idox documents tabs of Halton 22/00028/S73 and Cornwall
// PA25/09154 in ../shared/fixtures; every parameter, paging, the plan (every plan), errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { fixturePage } from '../helpers/portal-pages.js';
import { app as buildTestApp, application, archive, council, get, key, type Json } from './seed.js';
import {
  StoreRepository,
  type DocumentRow,
  type StoreInput,
} from '../../core/repositories/planning/store.repository.js';
import { parseDocuments } from '../../scrapers/platforms/idox/parse-documents.js';
import { newApplicationId } from '../../core/ids.js';

const rt = await testRuntime();
let a: FastifyInstance;
let demo: string, pro: string;
const ids: Record<string, string> = {};

const base = {
  reference_norm: '',
  nation: 'england',
  description: 'Erection of a supermarket extension.',
  status: 'Registered',
  stage: 'pending',
  decision: null,
  committee: null,
  appeal: null,
  date_received: '2026-01-12',
  date_validated: null,
  date_decided: null,
  key_dates: { target_decision: null, permission_expiry: null },
  documents_count: 0,
};

/** The store step's writer: one version per real content change. */
async function store(
  councilId: number,
  reference: string,
  content: Record<string, unknown>,
  documents: DocumentRow[] = [],
) {
  const c = { ...base, ...content, reference, reference_norm: reference.replace(/\s+/g, '').toUpperCase() };
  const input: StoreInput = {
    councilId,
    reference,
    content: c,
    documents,
    contentHash: JSON.stringify([c, documents]),
    changedFields: () => Object.keys(content),
    raw: {
      urls: {
        documents: `https://pa.example.gov.uk/online-applications/applicationDetails.do?activeTab=documents&keyVal=${reference}`,
      },
    },
    countedAt: null,
    newPublicId: newApplicationId,
    followups: false,
    status: (c.status as string) ?? null,
    stage: (c.stage as string) ?? null,
    decisionOutcome: ((c.decision as { outcome?: string } | null)?.outcome as string) ?? null,
  };
  return new StoreRepository(rt.db).fullUpsert(input);
}

/** Documents as the store step maps the parsed tab (enrich/map/planning.ts). */
function docsOf(rel: string): DocumentRow[] {
  const page = fixturePage(rel);
  return parseDocuments(page.text, page.finalUrl).documents.map((d, i) => ({
    position: i,
    title: d.title || null,
    doc_type: d.type,
    doc_group: d.group,
    doc_date: d.date,
    url: d.url,
  }));
}

beforeAll(async () => {
  a = await buildTestApp(rt);
  const halton = await council(rt.db, 'halton');
  // Five reads of one record: first seen, validated, a documents-only change (no event), decided,
  // an appeal lodged.
  const r1 = await store(halton.id, '26/00028/FUL', {});
  ids.moved = r1.publicId;
  await store(halton.id, '26/00028/FUL', {
    status: 'Pending Consideration',
    date_validated: '2026-01-15',
    key_dates: { target_decision: '2026-03-12', permission_expiry: null },
  });
  await store(halton.id, '26/00028/FUL', {
    status: 'Pending Consideration',
    date_validated: '2026-01-15',
    key_dates: { target_decision: '2026-03-12', permission_expiry: null },
    documents_count: 4,
  });
  const decided = {
    status: 'Decided',
    stage: 'approved',
    decision: { outcome: 'Grant Conditional Permission', issued_date: '2026-03-10', level: 'Delegated' },
    date_validated: '2026-01-15',
    date_decided: '2026-03-09',
    key_dates: { target_decision: '2026-03-12', permission_expiry: '2029-03-10' },
    documents_count: 4,
  };
  await store(halton.id, '26/00028/FUL', decided);
  await store(halton.id, '26/00028/FUL', {
    ...decided,
    appeal: { status: 'Appeal Lodged', outcome: null, lodged_date: '2026-04-02', decided_date: null },
  });

  // The real documents tabs, stored with their records.
  ids.halton = (
    await store(
      halton.id,
      '22/00028/S73',
      { date_received: '2026-01-05' },
      docsOf('idox/halton/documents-22-00028.html'),
    )
  ).publicId;
  const cornwall = await council(rt.db, 'cornwall');
  const cornwallDocs = docsOf('idox/cornwall/documents-PA25-09154.html');
  // A neighbour's letter filed under the writer's name, as some councils publish them.
  cornwallDocs.push({
    position: cornwallDocs.length,
    title: 'Letter of objection from Mr J Smith, 4 Trelawney Road',
    doc_type: 'Public Comment',
    doc_group: null,
    doc_date: '2026-01-20',
    url: null,
  });
  ids.cornwall = (
    await store(cornwall.id, 'PA25/09154', { date_received: '2026-01-04' }, cornwallDocs)
  ).publicId;
  ids.none = (await application(rt.db, { council_id: cornwall.id, reference: 'PA26/00001' })).public_id;
  ids.archived = (await archive(rt.db, { council_id: cornwall.id, reference: 'PA19/00001' })).public_id;
  demo = await key(rt.db, 'demo');
  pro = await key(rt.db, 'pro');
});

afterAll(async () => {
  await a?.close();
});

describe('GET /v1/applications/{id}/history', () => {
  it('newest first: each change with from, to, the council dates and when observed; first read last', async () => {
    const r = await get(a, `/v1/applications/${ids.moved}/history`, demo);
    expect(r.status).toBe(200);
    const e = r.body.data as Json[];
    expect(e.map((x) => x.version)).toEqual([5, 4, 2, 1]);
    expect(e[0].changes).toEqual([{ field: 'appeal_status', from: null, to: 'Appeal Lodged' }]);
    expect(e[0].council_dates).toMatchObject({ appeal_lodged: '2026-04-02', decided: '2026-03-09' });
    expect(e[1].changes).toEqual([
      { field: 'status', from: 'Pending Consideration', to: 'Decided' },
      { field: 'stage', from: 'pending', to: 'approved' },
      { field: 'decision', from: null, to: 'Grant Conditional Permission' },
      { field: 'decision_level', from: null, to: 'Delegated' },
      { field: 'decision_issued_date', from: null, to: '2026-03-10' },
      { field: 'date_decided', from: null, to: '2026-03-09' },
      { field: 'permission_expiry_date', from: null, to: '2029-03-10' },
    ]);
    expect(e[1]).toMatchObject({
      status: 'Decided',
      stage: 'approved',
      decision: { outcome: 'Grant Conditional Permission', issued_date: '2026-03-10', level: 'Delegated' },
      council_dates: {
        received: '2026-01-12',
        validated: '2026-01-15',
        decided: '2026-03-09',
        decision_issued: '2026-03-10',
      },
      first_seen: false,
    });
    expect(e[2].changes).toEqual([
      { field: 'status', from: 'Registered', to: 'Pending Consideration' },
      { field: 'date_validated', from: null, to: '2026-01-15' },
      { field: 'target_decision_date', from: null, to: '2026-03-12' },
    ]);
    expect(e[3]).toMatchObject({
      version: 1,
      first_seen: true,
      changes: [
        { field: 'status', from: null, to: 'Registered' },
        { field: 'stage', from: null, to: 'pending' },
      ],
    });
    for (const x of e) expect(x.observed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(r.body.meta).toMatchObject({
      limit: 10,
      count: 4,
      next_cursor: null,
      application: { id: ids.moved, reference: '26/00028/FUL' },
    });
    // The numeric id answers the same.
    const row = await rt.db('applications').where({ public_id: ids.moved }).first('id');
    expect((await get(a, `/v1/applications/${row.id}/history`, demo)).body.data).toHaveLength(4);
  });

  it('limit and cursor page through the events; field keeps the events where one of them moved', async () => {
    const p1 = await get(a, `/v1/applications/${ids.moved}/history?limit=3`, pro);
    expect(p1.body.data.map((x: Json) => x.version)).toEqual([5, 4, 2]);
    const p2 = await get(
      a,
      `/v1/applications/${ids.moved}/history?limit=3&cursor=${encodeURIComponent(p1.body.meta.next_cursor)}`,
      pro,
    );
    expect(p2.body.data.map((x: Json) => x.version)).toEqual([1]);
    expect(p2.body.meta.next_cursor).toBeNull();
    const f = await get(a, `/v1/applications/${ids.moved}/history?field=stage,appeal_status`, pro);
    expect(f.body.data.map((x: Json) => x.version)).toEqual([5, 4, 1]);
    // A cursor of another query is refused.
    const wrong = await get(
      a,
      `/v1/applications/${ids.halton}/history?limit=3&cursor=${encodeURIComponent(p1.body.meta.next_cursor)}`,
      pro,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.param).toBe('cursor');
  });

  it('errors: 400 naming a bad field or an unknown parameter, 404 for archive and unknown ids, 401', async () => {
    const bad = await get(a, `/v1/applications/${ids.moved}/history?field=colour`, pro);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: 'invalid_request', param: 'field' });
    expect(
      (await get(a, `/v1/applications/${ids.moved}/history?since=2026-01-01`, pro)).body.error.param,
    ).toBe('since');
    expect((await get(a, `/v1/applications/${ids.moved}/history?limit=0`, pro)).status).toBe(400);
    const h = await get(a, `/v1/applications/${ids.archived}/history`, pro);
    expect(h.status).toBe(404);
    expect(h.body.error.message).toContain('never change');
    expect((await get(a, '/v1/applications/pa_nothing/history', pro)).status).toBe(404);
    expect((await get(a, `/v1/applications/${ids.moved}/history`, null)).status).toBe(401);
  });
});

describe('GET /v1/applications/{id}/documents', () => {
  it("the real Halton tab: type, date, group and link in the council's order", async () => {
    const r = await get(a, `/v1/applications/${ids.halton}/documents`, demo);
    expect(r.status).toBe(200);
    expect(r.body.data.map((d: Json) => [d.type, d.group, d.date, d.names_member_of_public])).toEqual([
      ['Decision / Officer Report', 'decision', '2022-05-17', false],
      ['Application Form', 'application', '2022-01-26', false],
      ['Application Correspondence', 'correspondence', '2022-01-13', false],
      ['Plans', 'plans', '2022-01-13', false],
    ]);
    expect(r.body.data[0]).toMatchObject({
      position: 0,
      title: '2200028S73.pdf',
      url: 'https://pa.halton.gov.uk/online-applications/files/79263BB773DF74DE22E2B4034A3C5F1B/pdf/22_00028_S73-2200028S73.pdf-1203393.pdf',
    });
    expect(r.body.meta).toMatchObject({
      limit: 10,
      count: 4,
      next_cursor: null,
      documents_count: 0,
      application: { id: ids.halton, reference: '22/00028/S73' },
      documents_page:
        'https://pa.example.gov.uk/online-applications/applicationDetails.do?activeTab=documents&keyVal=22/00028/S73',
    });
  });

  it('the real Cornwall tab: decision notice and officer report, plans, statements; a named objector marked', async () => {
    const r = await get(a, `/v1/applications/${ids.cornwall}/documents`, pro);
    const byType = (t: string) => r.body.data.find((d: Json) => d.type === t);
    expect(byType('Decision Notice')).toMatchObject({
      group: 'decision',
      title: 'ACFULZ - CONDITIONAL APPROVAL',
      date: '2026-02-11',
    });
    expect(byType('Officer Report').group).toBe('decision');
    expect(byType('Plan - Site Location').group).toBe('plans');
    expect(byType('Ecology Report Trigger Table').group).toBe('statements');
    expect(byType('Application Form').group).toBe('application');
    expect(r.body.data.filter((d: Json) => d.names_member_of_public).map((d: Json) => d.title)).toEqual([
      'Letter of objection from Mr J Smith, 4 Trelawney Road',
    ]);
    expect(byType('Public Comment').group).toBe('comments');
  });

  it('group filters; limit and cursor page in order', async () => {
    const g = await get(a, `/v1/applications/${ids.cornwall}/documents?group=plans,decision`, pro);
    expect(g.body.data.map((d: Json) => d.group).sort()).toEqual(['decision', 'decision', 'plans', 'plans']);
    const all = await get(a, `/v1/applications/${ids.cornwall}/documents`, pro);
    const p1 = await get(a, `/v1/applications/${ids.cornwall}/documents?limit=2`, pro);
    const p2 = await get(
      a,
      `/v1/applications/${ids.cornwall}/documents?limit=2&cursor=${encodeURIComponent(p1.body.meta.next_cursor)}`,
      pro,
    );
    expect([...p1.body.data, ...p2.body.data].map((d: Json) => d.position)).toEqual(
      all.body.data.slice(0, 4).map((d: Json) => d.position),
    );
    const none = await get(a, `/v1/applications/${ids.none}/documents`, pro);
    expect(none.body).toMatchObject({
      data: [],
      meta: { count: 0, documents_count: 0, documents_page: null },
    });
  });

  it('errors: 400 for a bad group or unknown parameter, 404 for archive and unknown ids, 401', async () => {
    const bad = await get(a, `/v1/applications/${ids.cornwall}/documents?group=photos`, pro);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: 'invalid_request', param: 'group' });
    expect(
      (await get(a, `/v1/applications/${ids.cornwall}/documents?type=plans`, pro)).body.error.param,
    ).toBe('type');
    const h = await get(a, `/v1/applications/${ids.archived}/documents`, pro);
    expect(h.status).toBe(404);
    expect(h.body.error.message).toContain('without documents');
    expect((await get(a, '/v1/applications/999999999/documents', pro)).status).toBe(404);
    expect((await get(a, `/v1/applications/${ids.cornwall}/documents`, null)).status).toBe(401);
  });

  it('history and documents count as requests and charge no record', async () => {
    const k = await key(rt.db, 'starter', { email: 'docs-meter@example.com' });
    const r = await get(a, `/v1/applications/${ids.cornwall}/documents`, k);
    expect(r.headers['x-records-remaining-month']).toBe('10000');
    const h = await get(a, `/v1/applications/${ids.moved}/history`, k);
    expect(h.headers['x-records-remaining-month']).toBe('10000');
    expect(h.headers['x-ratelimit-remaining-month']).toBe(String(20_000 - 2));
  });
});
