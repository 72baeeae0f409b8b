// HMO licences and appeals benchmark (issue 16): (1) the load speed of an HMO register read, file
// path (parse, normalise, geocode, store, planning counts, the raw store), against a plain COPY of
// the same rows into a same-shaped table (target >= 0.5, as for the national loaders); the same for
// an appeals casework file loaded as `plandata appeals load` loads it (parse, normalise, file under
// the authority, store, join) against a plain COPY of the appeals it wrote (each also against a COPY
// into a table with the foreign keys the real table has: *_vs_copy_fk); (2) GET
// /v1/hmo-licences and GET /v1/appeals p99 at BENCH_HMO_ROWS licences and as many appeals (500,000
// by default; target <= 50 ms), through the API (Fastify inject: auth, limits, metering).
// SYNTHETIC data throughout: an Oxford-layout register file of generated licences, postcodes with
// made-up centroids, a casework file in the Inspectorate's Casework Database columns, appeals
// generated in SQL for the API figures. BENCH_HMO_PARTS=load stops after the load figures;
// BENCH_HMO_DB names the database (plandata_bench_hmo). The loaders' peak resident memory is
// sampled while each runs (*_peak_rss_mib).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import pgCopy from 'pg-copy-streams';
import { buildApp } from '../api/app.js';
import { loadConfig } from '../core/config.js';
import { createDb } from '../core/db.js';
import { createLogger } from '../core/logger.js';
import { createRedis } from '../core/redis.js';
import { KeysRepository } from '../core/repositories/keys.repository.js';
import { CouncilRegistersRepository } from '../core/repositories/licensing/registers.repository.js';
import { migrateLatest } from '../migrations/runner.js';
import { caseworkCsv } from '../sim/open-data.js';
import { loadAppeals } from '../workers/services/registers/appeals-store.js';
import { readHmoFromPages } from '../workers/services/registers/hmo-read.js';
import { benchDbUrl, percentile, report, withBenchAdmin, type Figures } from './lib.js';

const ROWS = Number(process.env.BENCH_HMO_ROWS ?? 500_000);
const COUNCILS = 400;
const DB_NAME = process.env.BENCH_HMO_DB ?? 'plandata_bench_hmo';
const REQUESTS = Number(process.env.BENCH_HMO_REQUESTS ?? 200);
const PARTS = process.env.BENCH_HMO_PARTS ?? 'all';
const log = createLogger('silent');
const MIB = 1024 * 1024;

/**
 * The process's peak resident memory while a loader runs, sampled every 20 ms (a synchronous
 * stretch is seen at its end: what it made is still resident then).
 */
function rssPeak(): () => number {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  return () => {
    clearInterval(timer);
    return Math.round(Math.max(peak, process.memoryUsage.rss()) / MIB);
  };
}

const STREETS = [
  'High Street',
  'Abbey Road',
  'Cowley Road',
  'Iffley Road',
  'Divinity Road',
  'Marston Road',
  'Botley Road',
];
const postcodeOf = (i: number) =>
  `OX${1 + (i % 9)} ${i % 10}${String.fromCharCode(65 + (((i / 10) | 0) % 26))}${String.fromCharCode(65 + (((i / 260) | 0) % 26))}`;
const dmy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

function registerFile(rows: number): Buffer {
  const lines = [
    'Case Number,Location,Total Number Occupants,Total Number Units,Licence Commenced,Licence Expires',
  ];
  const day = 86_400_000;
  const base = Date.UTC(2021, 0, 1);
  for (let i = 0; i < rows; i++) {
    const start = new Date(base + ((i * 7919) % 1800) * day);
    const end = new Date(start.getTime() + 5 * 365 * day);
    const suffix = i % 5 === 0 ? 'HMOLIC' : i % 2 ? 'HMOADS' : 'HMOADL';
    lines.push(
      `${String(21 + (i % 5))}/${String(i).padStart(6, '0')}/${suffix},${1 + (i % 300)} ${STREETS[i % STREETS.length]} Oxford Oxfordshire ${postcodeOf(i % 60_000)},${3 + (i % 8)},${i % 3 ? '' : String(2 + (i % 4))},${dmy(start)},${dmy(end)}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

const CASEWORK_TYPES = [
  'Planning Appeal',
  'Householder (HAS)',
  'Enforcement Appeal',
  'Listed Building Consent',
  'Advertisement Appeal',
];
const DECISIONS = ['Allowed', 'Dismissed', 'Dismissed', 'Split Decision', 'Withdrawn', 'Notice upheld'];

/** A casework file of `rows` SYNTHETIC decided appeals over the bench's councils (by ONS code). */
function caseworkFile(rows: number): Buffer {
  const day = 86_400_000;
  const base = Date.UTC(2021, 0, 1);
  function* cases() {
    for (let i = 0; i < rows; i++) {
      const c = 1 + (i % COUNCILS);
      const received = new Date(base + ((i * 7919) % 1800) * day);
      const decided = new Date(received.getTime() + (60 + (i % 200)) * day);
      yield [
        String(4_000_000 + i),
        CASEWORK_TYPES[i % CASEWORK_TYPES.length],
        `Council ${String(c).padStart(3, '0')}`,
        `E0${String(c).padStart(7, '0')}`,
        `25/${String(i).padStart(5, '0')}/FUL`,
        `${1 + (i % 300)} ${STREETS[i % STREETS.length]}, Oxford, ${postcodeOf(i % 60_000)}`,
        'Minor Dwellings',
        i % 9 ? 'Written Representations' : 'Hearing',
        'Refusal',
        i % 11 ? 'Refusal' : 'Against conditions',
        dmy(received),
        dmy(new Date(received.getTime() + 10 * day)),
        dmy(decided),
        DECISIONS[i % DECISIONS.length],
        i % 4 ? '' : String(1 + (i % 200)),
        i % 7 ? 'No' : 'Yes',
        i % 5 ? 'No' : 'Yes',
        'Not Linked',
        '',
      ];
    }
  }
  return Buffer.from(caseworkCsv(cases()));
}

/**
 * Milliseconds of a plain COPY of `table`'s rows (those `where` picks) into a same-shaped table: its
 * columns, defaults, indexes and checks (CREATE TABLE ... LIKE copies no foreign key); with
 * `foreignKeys`, the table's foreign keys too, so the COPY checks each row's references as a write
 * into the table itself does.
 */
async function copyMs(url: string, table: string, where: string, foreignKeys = false): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `CREATE TABLE bench_copy (LIKE ${table} INCLUDING DEFAULTS INCLUDING INDEXES INCLUDING CONSTRAINTS)`,
    );
    if (foreignKeys) {
      const fks = await client.query<{ def: string }>(
        `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'f'`,
        [table],
      );
      for (const { def } of fks.rows) await client.query(`ALTER TABLE bench_copy ADD ${def}`);
    }
    const chunks: Buffer[] = [];
    for await (const c of client.query(
      pgCopy.to(`COPY (SELECT * FROM ${table} WHERE ${where}) TO STDOUT`),
    ) as AsyncIterable<Buffer>)
      chunks.push(c);
    const t1 = performance.now();
    await pipeline(Readable.from(chunks), client.query(pgCopy.from('COPY bench_copy FROM STDIN')));
    const ms = performance.now() - t1;
    await client.query('DROP TABLE bench_copy');
    return ms;
  } finally {
    await client.end();
  }
}

async function main() {
  await withBenchAdmin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${DB_NAME}"`);
  });
  const url = benchDbUrl(DB_NAME);
  const db = createDb({ url, poolMax: 8, applicationName: 'plandata-bench' });
  await migrateLatest(db);
  const figures: Figures = {};
  const notes: Record<string, string> = { rows: String(ROWS), load: '' };
  await db.raw(`
    INSERT INTO councils (slug, name, nation, ons_code, platform, enabled)
    SELECT 'council-' || lpad(i::text, 3, '0'), 'Council ' || lpad(i::text, 3, '0'), 'england',
           'E0' || lpad(i::text, 7, '0'), 'idox', true
      FROM generate_series(1, ${COUNCILS}) i`);
  // SYNTHETIC centroids for the file's 60,000 postcodes.
  await db.raw(`
    INSERT INTO postcodes (postcode_norm, postcode, lat, lng, location, lad_code, release)
    SELECT replace(pc, ' ', ''), pc, 51.7 + (i % 300) * 0.0005, -1.3 + (i / 300) * 0.0005,
           ST_SetSRID(ST_MakePoint(-1.3 + (i / 300) * 0.0005, 51.7 + (i % 300) * 0.0005), 4326)::geography, 'E07000178', 'SYNTHETIC'
      FROM (SELECT i, 'OX' || (1 + i % 9) || ' ' || (i % 10) || chr(65 + (i / 10) % 26) || chr(65 + (i / 260) % 26) AS pc
              FROM generate_series(0, 59999) i) s
    ON CONFLICT DO NOTHING`);
  const council = (await db('councils').where({ slug: 'council-001' }).first('id')) as { id: number };
  const registers = new CouncilRegistersRepository(db);
  const row = await registers.upsert({
    councilId: council.id,
    register: 'hmo',
    adapter: 'register-file',
    url: 'https://bench.example/hmo.csv',
  });
  const source = (await registers.byId(row.id))!;

  // (1) Load speed.
  const body = registerFile(ROWS);
  const page = {
    url: source.url,
    finalUrl: source.url,
    status: 200,
    headers: { 'content-type': 'text/csv' },
    body,
    text: body.toString('utf8'),
    fetchedAt: new Date().toISOString(),
  };
  const timings: Record<string, number> = {};
  figures.rss_before_load_mib = Math.round(process.memoryUsage.rss() / MIB);
  const hmoRss = rssPeak();
  const t0 = performance.now();
  const r = await readHmoFromPages(db, source, [page], { log, trigger: 'bench', timings });
  const loadMs = performance.now() - t0;
  figures.load_peak_rss_mib = hmoRss();
  // The process's own peak so far: the HMO load runs first, so this is its peak.
  figures.load_max_rss_mib = Math.round((process.resourceUsage().maxRSS * 1024) / MIB);
  console.log(
    `bench/hmo: read ${r.records} rows, stored ${r.created} in ${(loadMs / 1000).toFixed(1)} s`,
    timings,
  );
  // The same rows by a plain COPY into a same-shaped table (its indexes and checks), and again with
  // its foreign keys (each row's references checked, as the loader's writes into the table are).
  const hmoCopyMs = await copyMs(url, 'hmo_licences', 'true');
  const hmoCopyFkMs = await copyMs(url, 'hmo_licences', 'true', true);
  figures.load_rows_per_s = Math.round((1000 * ROWS) / loadMs);
  figures.load_s = Math.round(loadMs) / 1000;
  figures.copy_s = Math.round(hmoCopyMs) / 1000;
  figures.load_vs_copy = Math.round((1000 * hmoCopyMs) / loadMs) / 1000;
  figures.copy_fk_s = Math.round(hmoCopyFkMs) / 1000;
  figures.load_vs_copy_fk = Math.round((1000 * hmoCopyFkMs) / loadMs) / 1000;
  for (const [k, v] of Object.entries(timings)) figures[`load_${k}_s`] = Math.round(v) / 1000;

  // (1b) The appeals loader on a casework file of ROWS appeals, against a plain COPY of the rows it wrote.
  const casework = caseworkFile(ROWS);
  const appealsTimings: Record<string, number> = {};
  figures.rss_before_appeals_load_mib = Math.round(process.memoryUsage.rss() / MIB);
  const appealsRss = rssPeak();
  const a0 = performance.now();
  const appealsLoad = await loadAppeals(db, {
    adapter: 'register-file',
    pages: [
      {
        url: 'https://bench.example/casework.csv',
        finalUrl: 'https://bench.example/casework.csv',
        status: 200,
        headers: { 'content-type': 'text/csv' },
        body: casework,
        text: casework.toString('utf8'),
        fetchedAt: new Date().toISOString(),
      },
    ],
    sourceFile: 'bench-casework.csv',
    log,
    timings: appealsTimings,
  });
  const appealsMs = performance.now() - a0;
  figures.appeals_load_peak_rss_mib = appealsRss();
  console.log(
    `bench/hmo: appeals read ${appealsLoad.records}, written ${appealsLoad.written}, filed ${appealsLoad.filed} in ${(appealsMs / 1000).toFixed(1)} s`,
  );
  if (appealsLoad.written !== ROWS) throw new Error(`appeals load wrote ${appealsLoad.written} of ${ROWS}`);
  const appealsCopyMs = await copyMs(url, 'appeals', `load_id = ${appealsLoad.loadId}`);
  const appealsCopyFkMs = await copyMs(url, 'appeals', `load_id = ${appealsLoad.loadId}`, true);
  figures.appeals_load_rows_per_s = Math.round((1000 * ROWS) / appealsMs);
  figures.appeals_load_s = Math.round(appealsMs) / 1000;
  figures.appeals_copy_s = Math.round(appealsCopyMs) / 1000;
  figures.appeals_load_vs_copy = Math.round((1000 * appealsCopyMs) / appealsMs) / 1000;
  figures.appeals_copy_fk_s = Math.round(appealsCopyFkMs) / 1000;
  figures.appeals_load_vs_copy_fk = Math.round((1000 * appealsCopyFkMs) / appealsMs) / 1000;
  for (const [k, v] of Object.entries(appealsTimings)) figures[`appeals_load_${k}_s`] = Math.round(v) / 1000;
  // The API figures run on appeals generated in SQL below.
  await db.raw('DELETE FROM appeals WHERE load_id = ?', [appealsLoad.loadId]);
  if (PARTS === 'load') {
    notes.load = `1-min load average at the end: ${(await import('node:os')).loadavg()[0].toFixed(2)}`;
    await db.destroy();
    report('hmo-load', figures, notes);
    return;
  }

  // Appeals: ROWS generated in SQL, spread over the councils.
  await db.raw(`
    INSERT INTO appeal_loads (source_file, end_date, layout, records, rejected, joined) VALUES ('bench-casework.csv', '2026-06-30', 'pins-casework-database', ${ROWS}, 0, 0)`);
  await db.raw(`
    INSERT INTO appeals (case_number, appeal_reference, casework_type, type, outcome, decision, decision_date, procedure,
      development_type, council_id, lpa_name, lpa_reference, lpa_reference_norm, site_address, postcode, postcode_norm,
      postcode_district, residences, link_inspectorate, load_id, content_hash)
    SELECT (3000000 + g)::text, 'APP/Z' || lpad((g % 9999)::text, 4, '0') || '/W/25/' || (3000000 + g),
      (ARRAY['Planning Appeal','Householder (HAS)','Enforcement Appeal','Listed Building Consent','Advertisement Appeal','Called-in application'])[1 + g % 6],
      (ARRAY['planning','householder','enforcement','listed','advert','other'])[1 + g % 6],
      (ARRAY['allowed','dismissed','dismissed','split','withdrawn','invalid','other'])[1 + g % 7],
      'Decision', DATE '2021-01-01' + (g % 2000), 'Written Representations', 'Minor Dwellings',
      1 + g % ${COUNCILS}, 'Council', '25/' || g || '/FUL', '25/' || g || '/FUL', g || ' High Street',
      'OX' || (1 + g % 9) || ' ' || (g % 10) || 'AA', 'OX' || (1 + g % 9) || (g % 10) || 'AA', 'OX' || (1 + g % 9),
      CASE WHEN g % 4 = 0 THEN g % 200 END, 'https://acp.planninginspectorate.gov.uk/ViewCase.aspx?caseid=' || (3000000 + g), 1, 'h'
    FROM generate_series(1, ${ROWS}) g`);
  await db.raw('ANALYZE');

  // (2) API p99.
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    REDIS_PREFIX: `bench-hmo-${process.pid}:`,
  });
  const redis = createRedis({ url: config.REDIS_URL });
  const app = await buildApp({ config, db, redis, logger: log });
  await app.ready();
  const keys = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      new KeysRepository(db).create({ email: `bench${i}@example.com`, plan: 'enterprise' }),
    ),
  );
  let k = 0;
  const auth = () => ({ authorization: `Bearer ${keys[k++ % keys.length].key}` });
  const first = await app.inject({ url: '/v1/hmo-licences?limit=100', headers: auth() });
  const next = JSON.parse(first.body).meta.next_cursor as string;
  const someId = JSON.parse(first.body).data[0].id as number;
  const cases: [string, string][] = [
    ['hmo_default', '/v1/hmo-licences?limit=100'],
    ['hmo_council', '/v1/hmo-licences?council=council-001&limit=100'],
    ['hmo_postcode_district', '/v1/hmo-licences?postcode=OX4&limit=100'],
    ['hmo_postcode_unit', `/v1/hmo-licences?postcode=${encodeURIComponent(postcodeOf(1234))}&limit=100`],
    ['hmo_active_expiry', '/v1/hmo-licences?status=active&sort=expiry&limit=100'],
    ['hmo_type_occupants', '/v1/hmo-licences?licence_type=mandatory&min_occupants=8&limit=100'],
    ['hmo_expires_within', '/v1/hmo-licences?expires_within=6&sort=expiry&limit=100'],
    ['hmo_planning_hmo_use', '/v1/hmo-licences?planning=hmo_use&limit=100'],
    ['hmo_page2', `/v1/hmo-licences?limit=100&cursor=${encodeURIComponent(next)}`],
    ['hmo_csv', '/v1/hmo-licences?limit=100&format=csv'],
    ['hmo_by_id', `/v1/hmo-licences/${someId}`],
    ['appeals_default', '/v1/appeals?limit=100'],
    ['appeals_council', '/v1/appeals?council=council-007&limit=100'],
    ['appeals_outcome_type', '/v1/appeals?outcome=allowed&type=householder&limit=100'],
    ['appeals_since_until', '/v1/appeals?since=2023-01-01&until=2023-06-30&limit=100'],
    ['appeals_reference', '/v1/appeals?reference=25/12345/FUL'],
    ['appeals_postcode', '/v1/appeals?postcode=OX4&limit=100'],
    ['appeals_min_residences', '/v1/appeals?min_residences=150&limit=100'],
    ['appeals_kind_other', '/v1/appeals?kind=other&limit=100'],
  ];
  let worst = 0;
  for (const [name, u] of cases) {
    for (let i = 0; i < 10; i++) await app.inject({ url: u, headers: auth() });
    const ms: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const s = performance.now();
      const res = await app.inject({ url: u, headers: auth() });
      ms.push(performance.now() - s);
      if (res.statusCode !== 200) throw new Error(`${u}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    ms.sort((a, b) => a - b);
    figures[`${name}_p50_ms`] = Math.round(percentile(ms, 50) * 100) / 100;
    figures[`${name}_p99_ms`] = Math.round(percentile(ms, 99) * 100) / 100;
    worst = Math.max(worst, percentile(ms, 99));
  }
  const cov = performance.now();
  await app.inject({ url: '/v1/hmo-licences/coverage', headers: auth() });
  figures.hmo_coverage_ms = Math.round((performance.now() - cov) * 100) / 100;
  figures.worst_p99_ms = Math.round(worst * 100) / 100;
  notes.load = `1-min load average at the end: ${(await import('node:os')).loadavg()[0].toFixed(2)}`;
  await app.close();
  redis.disconnect();
  await db.destroy();
  report('hmo', figures, notes);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
