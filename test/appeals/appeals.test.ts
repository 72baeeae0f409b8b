// Planning appeals (spec 2.7, 3.1, 3.2, 4.9): the real Appeals Casework Portal case page read by the
// pins-acp adapter; a casework file in the Planning Inspectorate's Casework Database columns
// (SYNTHETIC rows: no real casework file is among the fixtures) read by the register-file layout;
// outcomes normalised; appeals joined to the application with the same council reference in the
// same authority, whose appeal block and stage follow (an allowed appeal makes a refusal approved);
// GET /v1/appeals with every parameter, newest first, contact names only with the add-on, meta.source
// naming the file and its end date.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { Queues } from '../../core/queues.js';
import { createRedis } from '../../core/redis.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { createLogger } from '../../core/logger.js';
import { appealOutcomeOf, appealTypeOf } from '../../enrich/normalise/appeals/index.js';
import { pinsAcpAdapter } from '../../scrapers/registers/pins-acp/adapter.js';
import { CASEWORK_PARTIES, caseworkCsv } from '../../sim/open-data.js';
import type { RegisterRead } from '../../scrapers/registers/contract.js';
import { loadAppeals } from '../../workers/services/registers/appeals-store.js';
import { app as buildTestApp, application, get, key, type Json } from '../api/seed.js';
import { describeWithFixtures } from '../helpers/fixtures.js';
import { savedPage } from '../helpers/portal-pages.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

const ACP = 'registers/appeals/pins-appeals-casework-portal/pins_acp_viewcase_APP-U2750-W-25-3360163.html';
const log = createLogger('silent');

// SYNTHETIC rows, in the real file's columns (CASEWORK_COLUMNS, then the parties').
const ROWS = [
  [
    '3300001',
    'Planning Appeal',
    'Barnet',
    'E09000003',
    '26/00001/FUL',
    '1 High Road, London, N3 1AA',
    'Minor Dwellings',
    'Written Representations',
    'Refusal',
    'Refusal',
    '02/01/2026',
    '10/01/2026',
    '20/03/2026',
    'Allowed',
    '4',
    'No',
    'Yes',
    'Not Linked',
    '',
    'Sample Appellant One',
    'Sample Agents Ltd',
  ],
  [
    '3300002',
    'Householder (HAS)',
    'Barnet',
    'E09000003',
    '26/00002/HSE',
    '2 High Road, London, N3 1AB',
    'Householder developments',
    'Written Representations',
    'Refusal',
    'Refusal',
    '03/01/2026',
    '11/01/2026',
    '21/03/2026',
    'Dismissed',
    '',
    'No',
    'No',
    'Not Linked',
    '',
    '',
    '',
  ],
  [
    '3300003',
    'Planning Appeal',
    'Barnet',
    'E09000003',
    '26/00003/FUL',
    '3 High Road, London, N3 1AD',
    'Major Dwellings',
    'Inquiry',
    'Refusal',
    'Refusal',
    '04/01/2026',
    '12/01/2026',
    '22/03/2026',
    'Split Decision',
    '120',
    'Yes',
    'No',
    'Lead',
    '3300003',
    'Sample Developments Ltd',
    '',
  ],
  [
    '3300004',
    'Enforcement Appeal',
    'Camden',
    'E09000007',
    'EN/26/0004',
    '4 Camden Road, London, NW1 9AA',
    'Change of use',
    'Hearing',
    'Enforcement',
    'Enforcement',
    '05/01/2026',
    '13/01/2026',
    '23/03/2026',
    'Notice upheld',
    '',
    'No',
    'No',
    'Not Linked',
    '',
    '',
    '',
  ],
  [
    '3300005',
    'Called-in application',
    'Camden',
    'E09000007',
    '26/0005/FUL',
    '5 Camden Road, London, NW1 9AB',
    'Major Dwellings',
    'Inquiry',
    'Call-in',
    'Call-in',
    '06/01/2026',
    '14/01/2026',
    '24/03/2026',
    'Allowed',
    '300',
    'No',
    'No',
    'Not Linked',
    '',
    '',
    '',
  ],
  [
    '3300006',
    'Planning Appeal',
    'Barnet',
    'E09000003',
    '26/00006/FUL',
    '6 High Road, London, N3 1AF',
    'Minor Dwellings',
    'Written Representations',
    'Conditions',
    'Against conditions',
    '07/01/2026',
    '15/01/2026',
    '25/03/2026',
    'Allowed',
    '1',
    'No',
    'No',
    'Not Linked',
    '',
    '',
    '',
  ],
  [
    '3300007',
    'Advertisement Appeal',
    'Barnet',
    'E09000003',
    '26/00007/ADV',
    '7 High Road, London, N3 1AG',
    'Advertisements',
    'Written Representations',
    'Refusal',
    'Refusal',
    '08/01/2026',
    '16/01/2026',
    '31/02/2026',
    'Dismissed',
    '',
    'No',
    'No',
    'Not Linked',
    '',
    '',
    '',
  ],
];
const FILE = caseworkCsv(ROWS, CASEWORK_PARTIES);

let rt: TestRuntime;
let a: FastifyInstance;
let pro: string;
let contact: string;
let queues: Queues;
const apps: Record<string, { id: number; public_id: string }> = {};

describe('appeal outcomes and types (spec 3.2, 4.9)', () => {
  it.each([
    ['Allowed', 'allowed'],
    ['Allowed with conditions', 'allowed'],
    ['Dismissed', 'dismissed'],
    ['Split Decision', 'split'],
    ['Allowed in part', 'split'],
    ['Quashed', 'quashed'],
    ['Notice quashed', 'quashed'],
    ['Notice upheld', 'dismissed'],
    ['Notice varied and upheld', 'dismissed'],
    ['Appeal Withdrawn', 'withdrawn'],
    ['Invalid', 'invalid'],
    ['Turned away', 'invalid'],
    ['Lapsed', 'other'],
    ['Not yet decided', null],
  ] as const)('%s -> %s', (w, o) => expect(appealOutcomeOf(w)).toBe(o));

  it.each([
    ['Planning Appeal (W)', 'planning'],
    ['Householder (HAS)', 'householder'],
    ['Commercial Appeal Service (CAS)', 'planning'],
    ['Enforcement Appeal', 'enforcement'],
    ['Listed Building Consent', 'listed'],
    ['Lawful Development Certificate', 'lawful'],
    ['Advertisement Appeal', 'advert'],
    ['Tree Preservation Order', 'trees'],
    ['Called-in application', 'other'],
    ['Rights of Way Order', 'other'],
  ] as const)('%s -> %s', (w, t) => expect(appealTypeOf(w)).toBe(t));
});

describeWithFixtures('appeals: read, joined, served', () => {
  beforeAll(async () => {
    rt = await testRuntime();
    a = await buildTestApp(rt);
    queues = new Queues(createRedis({ url: rt.config.REDIS_URL, forQueues: true }), rt.config.REDIS_PREFIX);
    await new CouncilsAdminRepository(rt.db).load([
      {
        slug: 'barnet',
        name: 'Barnet',
        nation: 'england',
        ons_code: 'E09000003',
        platform: 'idox',
        base_url: 'https://b.example',
      },
      {
        slug: 'camden',
        name: 'Camden',
        nation: 'england',
        ons_code: 'E09000007',
        platform: 'idox',
        base_url: 'https://c.example',
      },
      {
        slug: 'north-yorkshire',
        name: 'North Yorkshire',
        nation: 'england',
        ons_code: 'E06000065',
        platform: 'idox',
        base_url: 'https://ny.example',
      },
    ]);
    const barnet = (await rt.db('councils').where({ slug: 'barnet' }).first('id')) as { id: number };
    for (const [ref, stage] of [
      ['26/00001/FUL', 'refused'],
      ['26/00002/HSE', 'refused'],
      ['26/00003/FUL', 'refused'],
      ['26/00006/FUL', 'approved'],
    ] as const)
      apps[ref] = await application(rt.db, {
        council_id: barnet.id,
        reference: ref,
        stage,
        status: 'Refused',
      });
    // 26/00001/FUL as the store step stored it: its first version, refused.
    await rt.db('application_versions').insert({
      application_id: apps['26/00001/FUL'].id,
      version: 1,
      content_hash: 'h-first',
      status: 'Refused',
      stage: 'refused',
      snapshot: JSON.stringify({
        status: 'Refused',
        stage: 'refused',
        appeal: null,
        date_received: '2026-03-01',
      }),
      followups_pending: false,
    });
    // The same reference in another authority: never joined.
    const camden = (await rt.db('councils').where({ slug: 'camden' }).first('id')) as { id: number };
    await application(rt.db, { council_id: camden.id, reference: '26/00002/HSE', stage: 'refused' });
    pro = await key(rt.db, 'pro');
    contact = await key(rt.db, 'pro', { contact: true });
  });

  it('reads the Appeals Casework Portal case page: the case, its authority, dates and parties as printed', () => {
    const parsed = pinsAcpAdapter.parsePage!(savedPage(ACP));
    expect(parsed).toMatchObject({ platform: 'pins-acp', kind: 'case' });
    const read = parsed!.data as RegisterRead;
    expect(read.rejected).toEqual([]);
    expect(read.records).toHaveLength(1);
    expect(read.records[0]).toMatchObject({
      register: 'appeals',
      record_type: 'appeal',
      key: '3360163',
      council_slug: 'north-yorkshire',
      authority: 'North Yorkshire Council',
      address: 'Back Lane, Alne, YO61 1TJ',
      roles: {
        type: 'Planning Appeal (W)',
        status: 'Not yet decided',
        applicant: 'Mr D Cowton',
        agent: 'ELG Planning',
      },
      fields: {
        Reference: 'APP/U2750/W/25/3360163',
        Procedure: 'Written representations',
        Status: 'In Progress',
        'Case Link Status': 'Not Linked',
      },
      dates: { start: { date: '2025-02-10', precision: 'day' }, decided: null },
    });
  });

  it('loads the case page: filed under North Yorkshire, undecided, its reference in full', async () => {
    const r = await loadAppeals(rt.db, {
      adapter: 'pins-acp',
      pages: [savedPage(ACP)],
      sourceFile: 'ViewCase.aspx?caseid=3360163',
      log,
    });
    expect(r).toMatchObject({ records: 1, rejected: 0, written: 1, filed: 1 });
    const row = await rt.db('appeals').where({ case_number: '3360163' }).first();
    expect(row).toMatchObject({
      appeal_reference: 'APP/U2750/W/25/3360163',
      type: 'planning',
      outcome: null,
      postcode: 'YO61 1TJ',
      procedure: 'Written representations',
      link_status: 'Not Linked',
      start_date: '2025-02-10',
      contact: { appellant: 'Mr D Cowton', agent: 'ELG Planning' },
    });
  });

  it('loads a casework file: outcomes normalised, the bad row refused, appeals joined in their authority, stages updated (3.1)', async () => {
    const page = {
      ...savedPage(ACP),
      url: 'https://x.example/casework-database.csv',
      finalUrl: 'https://x.example/casework-database.csv',
      body: Buffer.from(FILE),
      text: FILE,
    };
    const before = new Date(Date.now() - 1000);
    const r = await loadAppeals(rt.db, {
      adapter: 'register-file',
      pages: [page],
      sourceFile: 'casework-database.csv',
      log,
      queues,
    });
    expect(r).toMatchObject({
      layout: 'pins-casework-database',
      records: 6,
      rejected: 1,
      written: 6,
      joined: 4,
      end_date: '2026-03-25',
    });
    expect(r.rejected_rows).toEqual([{ row: 7, reason: "Decision Date '…' is not a date" }]);
    const outcomes = Object.fromEntries(
      (
        await rt
          .db('appeals')
          .whereIn(
            'case_number',
            ROWS.map((x) => x[0]),
          )
          .select('case_number', 'outcome', 'type')
      ).map((x) => [x.case_number, `${x.type} ${x.outcome}`]),
    );
    expect(outcomes).toEqual({
      '3300001': 'planning allowed',
      '3300002': 'householder dismissed',
      '3300003': 'planning split',
      '3300004': 'enforcement dismissed',
      '3300005': 'other allowed',
      '3300006': 'planning allowed',
    });
    const stage = async (ref: string) =>
      await rt.db('applications').where({ id: apps[ref].id }).first('stage', 'appeal');
    // An appeal allowed makes the refusal approved; dismissed stays refused; split is decided.
    expect(await stage('26/00001/FUL')).toMatchObject({
      stage: 'approved',
      appeal: {
        case_number: '3300001',
        outcome: 'allowed',
        status: 'decided',
        decided_date: '2026-03-20',
        type: 'planning',
      },
    });
    expect((await stage('26/00002/HSE')).stage).toBe('refused');
    expect((await stage('26/00003/FUL')).stage).toBe('decided');
    // An appeal against conditions leaves the permission a permission.
    expect((await stage('26/00006/FUL')).stage).toBe('approved');
    const camden = await rt
      .db('applications as ap')
      .join('councils as c', 'c.id', 'ap.council_id')
      .where('c.slug', 'camden')
      .first('ap.appeal');
    expect(camden.appeal).toBeNull();

    // Each application the join changed has a new version, as a change the store step finds: its
    // history shows the stage the appeal gave, the change feed its changed_at, and its after-store
    // jobs (alert matching and webhooks, enrichment) are queued.
    const id1 = apps['26/00001/FUL'].id;
    expect(r.versions).toHaveLength(4);
    expect(r.versions).toContainEqual({ applicationId: id1, version: 2 });
    const v2 = await rt.db('application_versions').where({ application_id: id1, version: 2 }).first();
    expect(v2).toMatchObject({
      stage: 'approved',
      status: 'Refused',
      changed_fields: ['appeal', 'stage'],
      followups_pending: false,
    });
    expect(v2.snapshot).toMatchObject({
      stage: 'approved',
      date_received: '2026-03-01',
      appeal: { outcome: 'allowed' },
    });
    // An appeal that leaves the stage still changes the appeal block: a version of that alone.
    const v6 = await rt.db('application_versions').where({ application_id: apps['26/00006/FUL'].id }).first();
    expect(v6).toMatchObject({ version: 1, stage: 'approved', changed_fields: ['appeal'] });
    const app1 = await rt.db('applications').where({ id: id1 }).first('changed_at');
    expect(new Date(app1.changed_at).getTime()).toBeGreaterThanOrEqual(before.getTime());
    for (const job of ['alerts.match', 'enrich.application'] as const) {
      const queued = await queues.get(job).getJob(`${job}:${id1}:2`);
      expect(queued?.data).toEqual({ applicationId: id1, version: 2, isNew: false });
    }
    const h = await get(a, `/v1/applications/${apps['26/00001/FUL'].public_id}/history`, pro);
    expect(h.status).toBe(200);
    expect(h.body.data.map((e: Json) => [e.version, e.stage])).toEqual([
      [2, 'approved'],
      [1, 'refused'],
    ]);
    expect(h.body.data[0].changes).toEqual([
      { field: 'stage', from: 'refused', to: 'approved' },
      { field: 'appeal_status', from: null, to: 'decided' },
      { field: 'appeal_outcome', from: null, to: 'allowed' },
    ]);
    expect(h.body.data[0].council_dates).toMatchObject({ appeal_decided: '2026-03-20' });

    // The same file again changes nothing: no version, changed_at left.
    const again = await loadAppeals(rt.db, {
      adapter: 'register-file',
      pages: [page],
      sourceFile: 'casework-database.csv',
      log,
      queues,
    });
    expect(again).toMatchObject({ written: 0, versions: [] });
    const [{ count }] = await rt.db('application_versions').where({ application_id: id1 }).count();
    expect(Number(count)).toBe(2);
  });

  it('GET /v1/appeals: newest decision first, specialist casework left out, the application joined, meta.source the file and its end date', async () => {
    const r = await get(a, '/v1/appeals', pro);
    expect(r.status).toBe(200);
    expect(r.body.data.map((x: Json) => x.case_number)).toEqual([
      '3300006',
      '3300004',
      '3300003',
      '3300002',
      '3300001',
      '3360163',
    ]);
    const allowed = r.body.data.find((x: Json) => x.case_number === '3300001');
    expect(allowed).toMatchObject({
      casework_type: 'Planning Appeal',
      outcome: 'allowed',
      decision: 'Allowed',
      decision_date: '2026-03-20',
      authority: { slug: 'barnet', name: 'Barnet' },
      application: { id: apps['26/00001/FUL'].public_id, reference: '26/00001/FUL' },
      site_address: '1 High Road, London, N3 1AA',
      postcode: 'N3 1AA',
      residences: 4,
      received_date: '2026-01-02',
      start_date: '2026-01-10',
      appeal_reason: 'Refusal',
      lpa_name: 'Barnet',
      ons_code: 'E09000003',
      green_belt: false,
      costs_applied: true,
      link_status: 'Not Linked',
      links: { inspectorate: 'https://acp.planninginspectorate.gov.uk/ViewCase.aspx?caseid=3300001' },
    });
    expect(allowed).not.toHaveProperty('appellant');
    expect(r.body.meta.source).toContain('casework-database.csv, decisions to 2026-03-25');
    expect(r.body.meta.source).toContain('Open Government Licence v3.0');
  });

  it('GET /v1/applications/{id}: appeals holds its appeal records (2.7), also for an application stored after the load', async () => {
    const joined = await get(a, `/v1/applications/${apps['26/00001/FUL'].public_id}`, pro);
    expect(joined.status).toBe(200);
    expect(joined.body.data.appeals).toHaveLength(1);
    expect(joined.body.data.appeals[0]).toMatchObject({
      case_number: '3300001',
      outcome: 'allowed',
      decision_date: '2026-03-20',
      authority: { slug: 'barnet', name: 'Barnet' },
      application: { id: apps['26/00001/FUL'].public_id, reference: '26/00001/FUL', source: 'live' },
      links: { inspectorate: 'https://acp.planninginspectorate.gov.uk/ViewCase.aspx?caseid=3300001' },
    });
    expect(joined.body.data.appeals[0]).not.toHaveProperty('appellant');
    // Stored after the appeals were loaded: found by its council reference in its own authority.
    const camden = (await rt.db('councils').where({ slug: 'camden' }).first('id')) as { id: number };
    const late = await application(rt.db, {
      council_id: camden.id,
      reference: 'EN/26/0004',
      stage: 'pending',
    });
    const r = await get(a, `/v1/applications/${late.public_id}`, pro);
    expect(r.body.data.appeals.map((x: Json) => x.case_number)).toEqual(['3300004']);
    expect(r.body.data.appeals[0].application).toMatchObject({ id: late.public_id, reference: 'EN/26/0004' });
    // The same reference in another authority has none; an application with no appeal has [].
    const other = await application(rt.db, { council_id: camden.id, reference: '26/00001/FUL' });
    expect((await get(a, `/v1/applications/${other.public_id}`, pro)).body.data.appeals).toEqual([]);
  });

  it('every parameter of 4.9', async () => {
    const cases = async (q: string) =>
      (await get(a, `/v1/appeals?${q}`, pro)).body.data.map((x: Json) => x.case_number);
    expect(await cases('kind=other')).toEqual(['3300005']);
    expect(await cases('kind=all&council=camden')).toEqual(['3300005', '3300004']);
    expect(await cases('council=camden')).toEqual(['3300004']);
    expect(await cases('outcome=dismissed')).toEqual(['3300004', '3300002']);
    expect(await cases('outcome=split,allowed')).toEqual(['3300006', '3300003', '3300001']);
    expect(await cases('type=householder,enforcement')).toEqual(['3300004', '3300002']);
    expect(await cases('since=2026-03-21&until=2026-03-23')).toEqual(['3300004', '3300003', '3300002']);
    expect(await cases('reference=26/00003/FUL')).toEqual(['3300003']);
    expect(await cases('reference=APP/U2750/W/25/3360163')).toEqual(['3360163']);
    expect(await cases('reference=3300005')).toEqual(['3300005']);
    expect(await cases('postcode=N3 1A')).toEqual(['3300006', '3300003', '3300002', '3300001']);
    expect(await cases('postcode=YO61')).toEqual(['3360163']);
    expect(await cases('min_residences=100&kind=all')).toEqual(['3300005', '3300003']);
    const p1 = await get(a, '/v1/appeals?limit=2', pro);
    expect(p1.body.data.map((x: Json) => x.case_number)).toEqual(['3300006', '3300004']);
    const p2 = await get(
      a,
      `/v1/appeals?limit=2&cursor=${encodeURIComponent(p1.body.meta.next_cursor)}`,
      pro,
    );
    expect(p2.body.data.map((x: Json) => x.case_number)).toEqual(['3300003', '3300002']);
    for (const [q, p] of [
      ['outcome=won', 'outcome'],
      ['type=hedges', 'type'],
      ['since=2026-13-01', 'since'],
      ['since=2026-04-01&until=2026-03-01', 'since'],
      ['min_residences=0', 'min_residences'],
      ['kind=special', 'kind'],
      ['postcode=12', 'postcode'],
      ['council=atlantis', 'council'],
      ['cursor=abc', 'cursor'],
    ]) {
      const r = await get(a, `/v1/appeals?${q}`, pro);
      expect(r.status, q).toBe(400);
      expect(r.body.error.param, q).toBe(p);
    }
  });

  it('appellant and agent names only with the Contact Data add-on, metered on it', async () => {
    const r = await get(a, '/v1/appeals?reference=3300001', contact);
    expect(r.body.data[0]).toMatchObject({ appellant: 'Sample Appellant One', agent: 'Sample Agents Ltd' });
    expect(r.body.meta.contact).toMatchObject({ metered: 1 });
    const off = await get(a, '/v1/appeals?reference=3300001&include_contact=false', contact);
    expect(off.body.data[0]).not.toHaveProperty('appellant');
    const none = await get(a, '/v1/appeals?reference=3300001', pro);
    expect(none.body.data[0]).not.toHaveProperty('agent');
  });

  it('a later release: a new case added, a changed case rewritten, the unchanged ones left as they were', async () => {
    const before = await rt.db('appeals').whereIn('case_number', ['3300001', '3300002']).select();
    const first = Object.fromEntries(before.map((x) => [x.case_number, x]));
    // 3300007's decision date corrected (a new case now), 3300002 decided otherwise on review.
    const rows = ROWS.map((x) =>
      x[0] === '3300007'
        ? x.map((c, i) => (i === 12 ? '28/02/2026' : c))
        : x[0] === '3300002'
          ? x.map((c, i) => (i === 13 ? 'Allowed' : c))
          : x,
    );
    const file = caseworkCsv(rows, CASEWORK_PARTIES);
    const r = await loadAppeals(rt.db, {
      adapter: 'register-file',
      pages: [
        {
          ...savedPage(ACP),
          url: 'https://x.example/casework-database-2.csv',
          finalUrl: 'https://x.example/casework-database-2.csv',
          body: Buffer.from(file),
          text: file,
        },
      ],
      sourceFile: 'casework-database-2.csv',
      log,
      queues,
    });
    expect(r).toMatchObject({ records: 7, rejected: 0, written: 2, end_date: '2026-03-25' });
    const after = Object.fromEntries(
      (await rt.db('appeals').whereIn('case_number', ['3300001', '3300002', '3300007']).select()).map((x) => [
        x.case_number,
        x,
      ]),
    );
    expect(after['3300007']).toMatchObject({ type: 'advert', outcome: 'dismissed', load_id: r.loadId });
    expect(after['3300002']).toMatchObject({ outcome: 'allowed', decision: 'Allowed', load_id: r.loadId });
    expect(after['3300002'].updated_at.getTime()).toBeGreaterThan(first['3300002'].updated_at.getTime());
    expect(after['3300001']).toEqual(first['3300001']);
    // The appeal allowed on review makes the householder refusal approved (3.1).
    const hse = await rt.db('applications').where({ id: apps['26/00002/HSE'].id }).first('stage');
    expect(hse.stage).toBe('approved');
    const load = await rt.db('appeal_loads').where({ id: r.loadId }).first();
    expect(load).toMatchObject({
      source_file: 'casework-database-2.csv',
      end_date: '2026-03-25',
      records: 7,
    });
    // appeals.load_id has no foreign key (migration 110): every stored case names a load that exists.
    const dangling = await rt.db.raw(
      'SELECT count(*)::int AS n FROM appeals a WHERE a.load_id IS NULL OR NOT EXISTS (SELECT 1 FROM appeal_loads l WHERE l.id = a.load_id)',
    );
    expect(dangling.rows[0].n).toBe(0);
  });
});
