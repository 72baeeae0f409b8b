// GET /v1/hmo-licences, /v1/hmo-licences/{id} and /v1/hmo-licences/coverage (spec 2.9, 4.11)
// through HTTP on a real database filled by the store step from the real registers (Sheffield's
// 2025 list, Oxford's register and exemptions, Newcastle's search results): every parameter, its
// errors, the cursor, CSV, metering (a licence is a record; coverage is a request, not records),
// meta.as_of, meta.filters with the defaults, meta.source with the OGL statement.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, ukDate } from '../../core/calendar.js';
import { upsertHmoCoverage } from '../../core/repositories/hmo/registers.repository.js';
import { app as buildTestApp, application, get, key, type Json } from '../api/seed.js';
import { describeWithFixtures, readFixtureText } from '../helpers/fixtures.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { hmoCouncils, hmoSource, postcodesIn, readFile, syntheticPostcodes } from './harness.js';

const SHEFFIELD_2025 = 'registers/hmo/sheffield/sheffield_hmo_licences_issued_to_2025-10-01.csv';
const OXFORD = 'registers/hmo/oxford/oxford_hmo_simplified_register.csv';
const OXFORD_TEN = 'registers/hmo/oxford/oxford_hmo_temporary_exemptions.csv';
const NEWCASTLE = 'registers/hmo/newcastle/newcastle_idox_licensing_hmo_search_results_raw.csv';

let rt: TestRuntime;
let a: FastifyInstance;
let pro: string;
let demo: string;
const today = ukDate(new Date());

const all = async (url: string, k: string): Promise<Json[]> => {
  const out: Json[] = [];
  let next: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const r = await get(a, `${url}${next ? `${sep}cursor=${encodeURIComponent(next)}` : ''}`, k);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    out.push(...r.body.data);
    next = r.body.meta.next_cursor;
  } while (next);
  return out;
};

describeWithFixtures('the HMO licence endpoints', () => {
  beforeAll(async () => {
    rt = await testRuntime();
    a = await buildTestApp(rt);
    await hmoCouncils(rt.db, [
      { slug: 'sheffield', name: 'Sheffield', nation: 'england', ons_code: 'E08000019' },
      { slug: 'oxford', name: 'Oxford', nation: 'england', ons_code: 'E07000178' },
      { slug: 'newcastle-upon-tyne', name: 'Newcastle upon Tyne', nation: 'england', ons_code: 'E08000021' },
      { slug: 'leeds', name: 'Leeds', nation: 'england', ons_code: 'E08000035' },
    ]);
    await syntheticPostcodes(rt.db, postcodesIn(readFixtureText(SHEFFIELD_2025)), {
      lat: 53.37,
      lng: -1.5,
      lad: 'E08000019',
    });
    const sheffield = (await rt.db('councils').where({ slug: 'sheffield' }).first('id')) as { id: number };
    await application(rt.db, {
      council_id: sheffield.id,
      address: '1 Abbeydale Road, Sheffield S7 1FA',
      postcode: 'S7 1FA',
      description: 'Change of use of flats to a large HMO (sui generis)',
      categories: ['hmo'],
      date_received: '2026-01-15',
    });
    await readFile(rt.db, await hmoSource(rt.db, 'sheffield'), SHEFFIELD_2025, ukDate(new Date()));
    await readFile(rt.db, await hmoSource(rt.db, 'oxford'), OXFORD, today);
    await readFile(rt.db, await hmoSource(rt.db, 'oxford', { name: 'exemptions' }), OXFORD_TEN, today);
    await readFile(
      rt.db,
      await hmoSource(rt.db, 'newcastle-upon-tyne', {
        adapter: 'idox-licensing',
        url: 'https://nc.example/online-licensing',
      }),
      NEWCASTLE,
      today,
    );
    const ids = Object.fromEntries(
      (await rt.db('councils').select('slug', 'id')).map((c: { slug: string; id: number }) => [c.slug, c.id]),
    );
    // What is known of the councils' registers beyond the reads: Oxford publishes under the OGL;
    // official counts (illustrative figures for the test, not official statistics).
    await upsertHmoCoverage(rt.db, [
      {
        councilId: ids.oxford,
        licence: 'Open Government Licence v3.0',
        officialLicensedHmos: 4000,
        officialYear: 2024,
        officialSource: 'TEST FIGURES',
      },
      {
        councilId: ids.sheffield,
        officialLicensedHmos: 2000,
        officialYear: 2024,
        officialSource: 'TEST FIGURES',
      },
      {
        councilId: ids.leeds,
        reason: 'on_request',
        officialLicensedHmos: 3000,
        officialYear: 2024,
        officialSource: 'TEST FIGURES',
      },
    ]);
    pro = await key(rt.db, 'pro');
    demo = await key(rt.db, 'demo');
  });

  it('needs a key (401)', async () => {
    const r = await get(a, '/v1/hmo-licences', null);
    expect(r.status).toBe(401);
    expect(r.body.error.type).toBe('authentication_error');
  });

  it('answers the first page newest first, with as_of, the filters as run (defaults included) and the records charged', async () => {
    const r = await get(a, '/v1/hmo-licences', pro);
    expect(r.status).toBe(200);
    const { data, meta } = r.body;
    expect(data).toHaveLength(100);
    expect(meta).toMatchObject({
      limit: 100,
      count: 100,
      as_of: today,
      filters: {
        council: null,
        postcode: null,
        status: null,
        licence_type: null,
        min_occupants: null,
        expires_within: null,
        planning: null,
        removed: 'exclude',
        sort: 'newest',
        limit: 100,
      },
      records: { used: 100, one_off: false },
    });
    expect(meta.next_cursor).toEqual(expect.any(String));
    const starts = data.map((x: Json) => x.licence_start).filter(Boolean);
    expect([...starts].sort().reverse()).toEqual(starts);
    // Re-reading a page this month is free (spec 8).
    const again = await get(a, '/v1/hmo-licences', pro);
    expect(again.body.meta.records.used).toBe(100);
  });

  it('serves every spec 2.9 field of a licence, by id', async () => {
    const [row] = await rt.db('hmo_licences').where({ licence_ref: '6272' }).select('id');
    const r = await get(a, `/v1/hmo-licences/${row.id}`, pro);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id: row.id,
      council: 'sheffield',
      council_name: 'Sheffield',
      coverage: 'full',
      lad_code: 'E08000019',
      licence_key: 'sheffield/main/licence/6272',
      licence_ref: '6272',
      address: 'Flat 1b, 1, Abbeydale Road',
      postcode: 'S7 1FA',
      uprn: null,
      geo_source: 'postcode',
      geo_precision: 'centroid',
      licence_type: 'hmo_other',
      licence_status: '2028-06-20' >= today ? 'licensed' : 'expired',
      scheme: null,
      licence_start: '2023-11-17',
      licence_start_precision: 'day',
      licence_expiry: '2028-06-20',
      licence_expiry_precision: 'day',
      max_occupants: 7,
      max_households: null,
      kitchens: null,
      kitchens_shared: null,
      licence_term_months: 55,
      application_date: null,
      application_date_precision: null,
      removed_at: null,
      planning: { applications: 1, hmo_use_applications: 1, latest_date: '2026-01-15' },
    });
    for (const f of [
      'lat',
      'lng',
      'first_seen',
      'last_seen',
      'source_date',
      'wash_basins_shared',
      'tribunal_decisions',
    ])
      expect(r.body.data).toHaveProperty(f);
    expect(r.body.meta.as_of).toBe(today);
    expect(r.body.meta.records.used).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an id it does not hold, 400 for one that is not a whole number', async () => {
    expect((await get(a, '/v1/hmo-licences/99999999', pro)).status).toBe(404);
    const bad = await get(a, '/v1/hmo-licences/abc', pro);
    expect([400, 404]).toContain(bad.status);
  });

  it('council: only that council; an unknown slug is a 400 naming council', async () => {
    const rows = await all('/v1/hmo-licences?council=newcastle-upon-tyne', pro);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((x) => x.council))).toEqual(new Set(['newcastle-upon-tyne']));
    const bad = await get(a, '/v1/hmo-licences?council=atlantis', pro);
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('council');
  });

  it('postcode: a full postcode, a district; a malformed one is a 400', async () => {
    const unit = await all('/v1/hmo-licences?postcode=s71fa', pro);
    expect(unit.length).toBeGreaterThan(3);
    expect(new Set(unit.map((x) => x.postcode))).toEqual(new Set(['S7 1FA']));
    const district = await all('/v1/hmo-licences?postcode=OX4&removed=include', pro);
    expect(district.length).toBeGreaterThan(100);
    expect(district.every((x) => x.postcode.startsWith('OX4 '))).toBe(true);
    const bad = await get(a, '/v1/hmo-licences?postcode=12345', pro);
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('postcode');
  });

  it('status is computed for the day: past expiry is expired whatever the register says; active is licensed and listed', async () => {
    const active = await all('/v1/hmo-licences?status=active&council=sheffield', pro);
    expect(active.length).toBeGreaterThan(0);
    expect(
      active.every(
        (x) => x.licence_status === 'licensed' && x.licence_expiry >= today && x.removed_at === null,
      ),
    ).toBe(true);
    // Oxford's licences ran out by 2023: the register's list of licences granted, expired today.
    const oxford = await all('/v1/hmo-licences?council=oxford&status=expired&licence_type=mandatory', pro);
    expect(oxford).toHaveLength(446);
    expect(oxford.every((x) => x.licence_status === 'expired')).toBe(true);
    expect((await get(a, '/v1/hmo-licences?council=oxford&status=licensed', pro)).body.data).toEqual([]);
    const exempt = await get(a, '/v1/hmo-licences?licence_type=temporary_exemption', pro);
    expect(exempt.body.data.every((x: Json) => x.licence_status === 'expired')).toBe(true);
    const bad = await get(a, '/v1/hmo-licences?status=sleeping', pro);
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('status');
  });

  it('licence_type, min_occupants and min_households filter; bad values are 400s naming them', async () => {
    const additional = await get(a, '/v1/hmo-licences?licence_type=additional&limit=50', pro);
    expect(additional.body.data.every((x: Json) => x.licence_type === 'additional')).toBe(true);
    const big = await all('/v1/hmo-licences?min_occupants=9', pro);
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((x) => x.max_occupants >= 9)).toBe(true);
    expect((await get(a, '/v1/hmo-licences?min_households=1', pro)).body.data).toEqual([]);
    for (const [q, p] of [
      ['licence_type=selective', 'licence_type'],
      ['min_occupants=0', 'min_occupants'],
      ['min_occupants=x', 'min_occupants'],
    ]) {
      const r = await get(a, `/v1/hmo-licences?${q}`, pro);
      expect(r.status, q).toBe(400);
      expect(r.body.error.param, q).toBe(p);
    }
  });

  it('expires_within months, sorted by expiry; out of range is a 400', async () => {
    const rows = await all('/v1/hmo-licences?expires_within=12&sort=expiry', pro);
    const limit = addDays(today, 366);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((x) => x.licence_expiry >= today && x.licence_expiry <= limit)).toBe(true);
    const expiries = rows.map((x) => x.licence_expiry);
    expect([...expiries].sort()).toEqual(expiries);
    const bad = await get(a, '/v1/hmo-licences?expires_within=61', pro);
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('expires_within');
    expect((await get(a, '/v1/hmo-licences?sort=oldest', pro)).body.error.param).toBe('sort');
  });

  it('planning=hmo_use finds licences where an application at the address is an HMO proposal', async () => {
    const rows = await all('/v1/hmo-licences?planning=hmo_use', pro);
    expect(rows.length).toBeGreaterThan(3);
    expect(
      rows.every((x) => x.address.endsWith('1, Abbeydale Road') && x.planning.hmo_use_applications === 1),
    ).toBe(true);
    const none = await get(a, '/v1/hmo-licences?planning=none&postcode=S7 1FA', pro);
    expect(none.body.data.every((x: Json) => !x.address.endsWith(' 1, Abbeydale Road'))).toBe(true);
    expect((await get(a, '/v1/hmo-licences?planning=maybe', pro)).body.error.param).toBe('planning');
  });

  it('pages on a cursor without gaps or repeats; a tampered cursor is a 400', async () => {
    const paged = await all('/v1/hmo-licences?council=sheffield&limit=100', pro);
    const ids = paged.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await rt
      .db('hmo_licences as l')
      .join('councils as c', 'c.id', 'l.council_id')
      .where('c.slug', 'sheffield')
      .whereNull('l.removed_at')
      .count<{ count: string }[]>('* as count');
    expect(ids.length).toBe(Number(stored[0].count));
    const first = await get(a, '/v1/hmo-licences?council=sheffield', pro);
    const tampered = await get(
      a,
      `/v1/hmo-licences?council=oxford&cursor=${encodeURIComponent(first.body.meta.next_cursor)}`,
      pro,
    );
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.param).toBe('cursor');
  });

  it('removed: include and only', async () => {
    const only = await get(a, '/v1/hmo-licences?removed=only', pro);
    expect(only.status).toBe(200);
    expect(only.body.data).toEqual([]);
    expect(only.body.meta.hint).toMatch(/coverage/);
  });

  it('format=csv: the same page as CSV, the planning block flattened', async () => {
    const r = await get(a, '/v1/hmo-licences?council=sheffield&postcode=S7 1FA&format=csv', pro);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/csv/);
    const lines = r.text.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^id,council,council_name,coverage,lad_code,licence_key,licence_ref,/);
    expect(lines[0]).toContain('planning_hmo_use_applications');
    expect(lines.some((l) => l.includes('"Flat 1b, 1, Abbeydale Road"'))).toBe(true);
  });

  it('keeps the OGL statement with records from an openly licensed register', async () => {
    const r = await get(a, '/v1/hmo-licences?council=oxford&removed=include&limit=5', pro);
    expect(r.body.meta.source).toEqual([
      expect.objectContaining({
        council: 'oxford',
        licence: 'Open Government Licence v3.0',
        attribution: expect.stringContaining(
          'Contains public sector information licensed under the Open Government Licence v3.0.',
        ),
      }),
    ]);
    const s = await get(a, '/v1/hmo-licences?council=sheffield&limit=5', pro);
    expect(s.body.meta.source[0].attribution).toBe('Sheffield HMO register, as published by the council.');
  });

  it('caps the page at the plan and refuses unknown parameters', async () => {
    const r = await get(a, '/v1/hmo-licences?limit=500', demo);
    expect(r.body.meta.limit).toBe(10);
    expect(r.body.data).toHaveLength(10);
    const bad = await get(a, '/v1/hmo-licences?colour=red', pro);
    expect(bad.status).toBe(400);
  });

  describe('coverage', () => {
    it('lists every council and district, shown or not with the reason, active licences against official counts', async () => {
      const r = await get(a, '/v1/hmo-licences/coverage', pro);
      expect(r.status).toBe(200);
      const by = Object.fromEntries(r.body.data.map((x: Json) => [x.council, x]));
      expect(by.leeds).toMatchObject({
        shown: false,
        coverage: null,
        reason: 'register only available on request',
        active_licences: null,
        official_licensed_hmos: 3000,
        districts: ['E08000035'],
      });
      expect(by.oxford).toMatchObject({
        shown: true,
        coverage: 'full',
        reason: null,
        active_licences: 0,
        official_licensed_hmos: 4000,
        register_date: today,
      });
      expect(by['newcastle-upon-tyne']).toMatchObject({
        shown: true,
        coverage: 'grey',
        active_licences: 100,
      });
      const sheffieldActive = by.sheffield.active_licences as number;
      expect(r.body.meta).toMatchObject({
        count: 4,
        councils_shown: 3,
        active_licences: sheffieldActive + 100,
        official_total: 9000,
        official_covered: 6000,
        coverage_pct: Math.round((1000 * sheffieldActive) / 9000) / 10,
        official_sources: ['TEST FIGURES'],
        as_of: today,
      });
    });

    it('is counted as a request, not as records', async () => {
      const k = await key(rt.db, 'starter');
      const r1 = await get(a, '/v1/hmo-licences/coverage', k);
      const r2 = await get(a, '/v1/hmo-licences/coverage', k);
      expect(r1.status).toBe(200);
      expect(r1.headers['x-records-remaining-month']).toBe('10000');
      expect(r2.headers['x-records-remaining-month']).toBe('10000');
      expect(Number(r2.headers['x-ratelimit-remaining-month'])).toBe(
        Number(r1.headers['x-ratelimit-remaining-month']) - 1,
      );
      // A search on the same key charges its licences.
      const s = await get(a, '/v1/hmo-licences?limit=3', k);
      expect(s.headers['x-records-remaining-month']).toBe('9997');
    });
  });
});
