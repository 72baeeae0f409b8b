// bench/api: the read API at national size. A generator loads synthetic applications (default
// 1,000,000 over 400 councils, realistic postcodes, dates, stages, procedures and coordinates) into a
// dedicated database `plandata_bench` with INSERT ... SELECT generate_series; then each query shape is
// timed through the API (over a loopback socket: HTTP, auth, limits, metering, serialisation) and as the same SQL run
// directly on the same pool (captured from the repository's own queries), giving p50/p99, requests/s
// and two API/SQL ratios: against all the SQL the request ran (query plus metering: the SQL the API
// sends for that request, the issue's figure as the lead reads it), and against the read query alone.
// By id is also measured against its SQL plus the floor of an authenticated no-op request through the
// same plugins (by_id_ratio_sql_plus_floor, target <= 1.5): with a 0.4 ms statement, by id against its
// SQL alone measures Fastify and the per-minute check in Redis, not the work of by id.
//
// Requests go over a loopback socket (an undici keep-alive pool; BENCH_TRANSPORT=inject for Fastify's
// inject, as before 2026-11-26 evening). Inject is not the path a client takes, and it distorts the
// tail: light-my-request's objects outlive two young-generation collections (5 MB promoted per
// scavenge for a bare route against 0.05 MB over a socket), so each scavenge took 7-17 ms and landed on
// the slowest 1% of requests (docs/benchmarks.md, "By id's tail was the harness").
//
// Run it through `npm run bench -- api`: that starts it with the API process's Node options
// (bin/run-bench.js; docs/operations.md, "The API process"), which the result's notes record.
//
//   npm run bench -- api                      1M rows (reuses the database when it already holds them)
//   BENCH_ROWS=10000000 npm run bench -- api  10M rows
//   BENCH_RESET=1 ...                         rebuild the database
//   BENCH_PREWARM=0 ...                       skip `plandata prewarm`'s read of the record read's relations
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { buildApp } from '../api/app.js';
import type { RouteModule } from '../api/deps.js';
import { loadConfig } from '../core/config.js';
import { createDb, queryNative, type Knex } from '../core/db.js';
import { createLogger } from '../core/logger.js';
import { createRedis, redisReady } from '../core/redis.js';
import { KeysRepository } from '../core/repositories/keys.repository.js';
import { ApplicationsRepository } from '../core/repositories/planning/applications.repository.js';
import { AssociatedRepository } from '../core/repositories/planning/associated.repository.js';
import { DocumentsRepository } from '../core/repositories/planning/documents.repository.js';
import { HistoryRepository } from '../core/repositories/planning/history.repository.js';
import { PrewarmRepository, RECORD_READ_RELATIONS } from '../core/repositories/prewarm.repository.js';
import { migrateLatest } from '../migrations/runner.js';
import { DERIVED_TABLES, refreshDerived } from '../workers/services/derived.js';
import { benchDbUrl, percentile, report, withBenchAdmin, type Figures } from './lib.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ARCHIVE_ROWS = Number(process.env.BENCH_ARCHIVE_ROWS ?? Math.round(ROWS / 5));
const COUNCILS = 400;
const DB_NAME = process.env.BENCH_DB ?? 'plandata_bench';
const ITER = Number(process.env.BENCH_ITER ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** BENCH_ONLY=by_id,associated_family,...: time these cases alone. */
const ONLY = process.env.BENCH_ONLY?.split(',');
const TRANSPORT = process.env.BENCH_TRANSPORT === 'inject' ? 'inject' : 'http';

const AREAS =
  `AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO`.split(
    ' ',
  );

const DESCRIPTIONS = [
  ['Single storey rear extension', 'householder-extension'],
  ['Two storey side extension and loft conversion with rear dormer', 'householder-extension'],
  ['Erection of 2 dwellings with associated parking', 'new-homes'],
  ['Erection of 45 dwellings, access and landscaping', 'new-homes'],
  ['Change of use from office (Class E) to residential (Class C3)', 'change-of-use'],
  ['Loft conversion with rear dormer and rooflights', 'loft-conversion'],
  ['Installation of solar panels on the roof', 'renewable-energy'],
  ['Felling of oak tree protected by TPO', 'trees'],
  ['Discharge of condition 3 (materials) of planning permission', 'other'],
  ['Display of illuminated fascia signage', 'advertisement'],
  ['Replacement windows and doors', 'windows-doors'],
  ['Conversion of dwelling into 3 self-contained flats', 'flat-conversion'],
  ['Change of use to house in multiple occupation (C4)', 'hmo'],
  ['Erection of detached garden outbuilding', 'outbuilding'],
  ['Listed building consent for internal alterations', 'listed-building'],
  ['New shopfront and roller shutter', 'shopfront'],
  ['Installation of telecommunications mast', 'telecoms'],
  ['Construction of basement extension', 'basement'],
  ['Erection of boundary wall and gates', 'boundary-treatment'],
  ['Installation of air source heat pump', 'plant-equipment'],
];
const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Mill Road',
  'Park Avenue',
  'Victoria Road',
  'Green Lane',
  'Manor Way',
  'Kings Road',
  'Queens Drive',
];

const sqlArray = (xs: string[]) => `(ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}])`;

/** Creates and fills the bench database unless it already holds ROWS applications. */
async function ensureData(): Promise<Knex> {
  const exists = await withBenchAdmin(
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).rowCount,
  );
  if (exists && process.env.BENCH_RESET) {
    await withBenchAdmin((c) => c.query(`DROP DATABASE "${DB_NAME}" WITH (FORCE)`));
  }
  if (!exists || process.env.BENCH_RESET)
    await withBenchAdmin((c) => c.query(`CREATE DATABASE "${DB_NAME}"`));
  const db = createDb({ url: benchDbUrl(DB_NAME), poolMax: 12, applicationName: 'plandata-bench' });
  await migrateLatest(db);
  const have = Number(
    ((await db.raw('SELECT count(*)::bigint AS n FROM applications')).rows[0] as { n: number }).n,
  );
  if (have === ROWS) {
    console.log(`bench/api: ${DB_NAME} already holds ${have} applications`);
    return db;
  }
  console.log(
    `bench/api: generating ${ROWS} applications and ${ARCHIVE_ROWS} archive records in ${DB_NAME} ...`,
  );
  const t0 = Date.now();
  await db.raw(
    'TRUNCATE usage_records, usage_monthly, api_keys, archive_applications, applications, councils RESTART IDENTITY CASCADE',
  );
  await db.raw(`SELECT setseed(0.42)`);
  await db.raw(`
    INSERT INTO councils (slug, name, nation, ons_code, platform, enabled, last_success_at, last_attempt_at)
    SELECT 'council-' || lpad(i::text, 3, '0'), 'Council ' || lpad(i::text, 3, '0'),
      CASE WHEN i % 20 < 17 THEN 'england' WHEN i % 20 < 19 THEN 'wales' WHEN i % 40 = 19 THEN 'scotland' ELSE 'northern-ireland' END,
      'E0' || lpad(i::text, 7, '0'), (ARRAY['idox','northgate','civica','agile'])[1 + i % 4], true, now(), now()
    FROM generate_series(1, ${COUNCILS}) i`);
  const descs = sqlArray(DESCRIPTIONS.map((d) => d[0]));
  const cats = sqlArray(DESCRIPTIONS.map((d) => d[1]));
  const areas = sqlArray(AREAS);
  const streets = sqlArray(STREETS);
  // Each council: an area code, five districts, a centroid; rows spread evenly with random fields.
  const fill = (table: 'applications' | 'archive_applications', from: number, to: number) => {
    const live = table === 'applications';
    return `
    WITH s AS (
      SELECT g, (1 + (g::bigint * 7919) % ${COUNCILS})::int AS cid, random() r1, random() r2, random() r3, random() r4,
        random() r5, random() r6, random() r7, random() r8
      FROM generate_series(${from}, ${to}) g),
    t AS (
      SELECT s.*, c.nation,
        ${areas}[1 + (s.cid % ${AREAS.length})] || (1 + ((s.cid / ${AREAS.length}) * 5 + floor(s.r1 * 5)::int) % 30)::text AS district,
        50.5 + ((s.cid * 37) % 400) / 400.0 * 4.5 AS clat, -4.5 + ((s.cid * 91) % 400) / 400.0 * 6.0 AS clng,
        1 + floor(s.r2 * ${DESCRIPTIONS.length})::int AS di,
        ${live ? `DATE '2026-01-01' + floor(s.r3 * 320)::int` : `DATE '2005-01-01' + floor(s.r3 * 7600)::int`} AS received
      FROM s JOIN councils c ON c.id = s.cid)
    INSERT INTO ${table} (public_id, council_id, reference, reference_norm, nation, address, postcode, postcode_norm,
      postcode_district, description, ${live ? 'status, category, categories, content_hash, changed_at, documents_count,' : ''}
      stage, procedure, planning_route, date_received, date_decided, date_received_precision, date_decided_precision,
      location)
    SELECT ${live ? "'pa_'" : "'h_'"} || substr(md5(g::text || '${table}'), 1, 14), cid,
      ${live ? "'26/'" : "'H'"} || lpad(g::text, 8, '0') || '/FUL', ${live ? "'26/'" : "'H'"} || lpad(g::text, 8, '0') || '/FUL', nation,
      (1 + floor(r4 * 200)::int)::text || ' ' || ${streets}[1 + floor(r5 * ${STREETS.length})::int],
      district || ' ' || (1 + floor(r6 * 9)::int)::text || chr(65 + floor(r7 * 26)::int) || chr(65 + floor(r8 * 26)::int),
      district || (1 + floor(r6 * 9)::int)::text || chr(65 + floor(r7 * 26)::int) || chr(65 + floor(r8 * 26)::int),
      district,
      ${descs}[di] || ' at ' || (1 + floor(r4 * 200)::int)::text || ' ' || ${streets}[1 + floor(r5 * ${STREETS.length})::int],
      ${live ? `CASE WHEN r1 < 0.3 THEN 'Pending Consideration' WHEN r1 < 0.75 THEN 'Grant Permission' ELSE 'Decided' END, ${cats}[di], ARRAY[${cats}[di]], md5(g::text), received + interval '1 day' * floor(r2 * 30), floor(r3 * 40)::int,` : ''}
      CASE WHEN r1 < 0.3 THEN 'pending' WHEN r1 < 0.75 THEN 'approved' WHEN r1 < 0.85 THEN 'refused' WHEN r1 < 0.9 THEN 'withdrawn' WHEN r1 < 0.97 THEN 'decided' ELSE 'other' END,
      (ARRAY['full','full','full','outline','reserved-matters','discharge','amendment','listed-building','advert-consent','tree-works','prior-approval','lawful-dev-cert','other'])[1 + floor(r8 * 13)::int],
      'Full planning', received,
      CASE WHEN r1 >= 0.3 THEN received + (20 + floor(r2 * 100)::int) END, 'day', CASE WHEN r1 >= 0.3 THEN 'day' END,
      CASE WHEN r7 < 0.03 THEN NULL ELSE ST_SetSRID(ST_MakePoint(clng + (r5 - 0.5) * 0.25, clat + (r6 - 0.5) * 0.15), 4326)::geography END
    FROM t`;
  };
  const batch = 250_000;
  // At 10M rows, building the secondary indexes once after the load beats maintaining them row by row.
  const dropped: string[] = [];
  if (ROWS >= 5_000_000) {
    const idx = (
      await db.raw(`SELECT indexname, indexdef FROM pg_indexes
        WHERE tablename IN ('applications', 'archive_applications') AND indexname NOT LIKE '%pkey'
        AND indexdef NOT LIKE 'CREATE UNIQUE%'`)
    ).rows as { indexname: string; indexdef: string }[];
    for (const i of idx) {
      dropped.push(i.indexdef);
      await db.raw(`DROP INDEX ${i.indexname}`);
    }
  }
  await db.raw('ALTER TABLE applications SET (autovacuum_enabled = false)');
  for (let from = 1; from <= ROWS; from += batch) {
    await db.raw(fill('applications', from, Math.min(ROWS, from + batch - 1)));
    process.stdout.write(
      `  live ${Math.min(ROWS, from + batch - 1)} (${Math.round((Date.now() - t0) / 1000)} s)\n`,
    );
  }
  for (let from = 1; from <= ARCHIVE_ROWS; from += batch) {
    await db.raw(fill('archive_applications', from, Math.min(ARCHIVE_ROWS, from + batch - 1)));
  }
  for (const def of dropped) {
    await db.raw(def);
    process.stdout.write(`  ${def.slice(0, 80)}... (${Math.round((Date.now() - t0) / 1000)} s)\n`);
  }
  await db.raw('ALTER TABLE applications SET (autovacuum_enabled = true)');
  await db.raw(`UPDATE councils c SET records_count = x.n, newest_record_date = x.newest, oldest_record_date = x.oldest
    FROM (SELECT council_id, count(*) n, max(date_received) newest, min(date_received) oldest FROM applications GROUP BY council_id) x
    WHERE x.council_id = c.id`);
  await db.raw('VACUUM ANALYZE');
  console.log(`bench/api: generated in ${Math.round((Date.now() - t0) / 1000)} s`);
  return db;
}

/**
 * The per-application endpoints' data (issue 15), added once to a generated database: families of
 * linked applications (in one block of 400 ids in 40, each row of the next three blocks cites the
 * row 400, 800 or 1,200 ids before it, in the same council, and the fourth block's rows cite the
 * first block's: a principal, three discharges and a discharge of a discharge), and for every 20th
 * live record three versions (first read, validated, decided) and 10 documents.
 */
async function ensurePerApplicationData(db: Knex): Promise<void> {
  const done = (await db.raw('SELECT EXISTS (SELECT 1 FROM application_versions) AS x')).rows[0] as {
    x: boolean;
  };
  if (done.x) return;
  const t0 = Date.now();
  await db.raw(`UPDATE applications a
      SET description = 'Application for approval of details reserved by conditions 3 (materials) and 5 of application ' || p.reference,
          procedure = 'discharge'
     FROM applications p
    WHERE ((a.id - 1) / 400) % 40 BETWEEN 1 AND 4
      AND p.id = a.id - 400 * (CASE WHEN ((a.id - 1) / 400) % 40 = 4 THEN 3 ELSE ((a.id - 1) / 400) % 40 END)`);
  await db.raw(`INSERT INTO application_versions (application_id, version, content_hash, changed_fields, status,
      stage, decision_outcome, snapshot, observed_at, matched_at)
    SELECT a.id, v, md5(a.id::text || v), '{}', s.status, s.stage, s.outcome,
      jsonb_build_object('status', s.status, 'stage', s.stage,
        'decision', CASE WHEN v = 3 THEN jsonb_build_object('outcome', s.outcome, 'issued_date', a.date_received + 60, 'level', 'Delegated') END,
        'date_received', a.date_received, 'date_validated', CASE WHEN v > 1 THEN a.date_received + 5 END,
        'date_decided', CASE WHEN v = 3 THEN a.date_received + 60 END,
        'key_dates', jsonb_build_object('target_decision', CASE WHEN v > 1 THEN a.date_received + 61 END),
        'committee', NULL, 'appeal', NULL),
      now() - interval '1 day' * (4 - v), now()
    FROM applications a CROSS JOIN generate_series(1, 3) v
    CROSS JOIN LATERAL (SELECT (ARRAY['Registered', 'Pending Consideration', 'Decided'])[v] AS status,
                               CASE WHEN v = 3 THEN 'approved' ELSE 'pending' END AS stage,
                               CASE WHEN v = 3 THEN 'Grant Permission' END AS outcome) s
    WHERE a.id % 20 = 0`);
  await db.raw(`INSERT INTO documents (application_id, position, title, doc_type, doc_date, url)
    SELECT a.id, d - 1, (ARRAY['Application Form', 'Site Location Plan', 'Proposed Elevations', 'Design and Access Statement',
        'Comment from Mrs C Jones, 14 Mill Lane', 'Highway Authority response', 'Heritage Statement', 'Proposed Floor Plans',
        'Delegated Officer Report', 'Decision Notice'])[d],
      (ARRAY['Application Form', 'Plans', 'Plans', 'Supporting Documents', 'Public Comment', 'Consultee Comment',
        'Supporting Documents', 'Plans', 'Officer Report', 'Decision'])[d],
      a.date_received + d, 'https://example.gov.uk/files/' || a.public_id || '-' || d || '.pdf'
    FROM applications a CROSS JOIN generate_series(1, 10) d
    WHERE a.id % 20 = 0`);
  await db.raw('VACUUM ANALYZE applications, application_versions, documents');
  console.log(`bench/api: per-application data added in ${Math.round((Date.now() - t0) / 1000)} s`);
}

const OWNER_COMPANIES = 20_000;
const OWNER_WORDS = [
  'ACME',
  'ALPHA',
  'BRIDGE',
  'CASTLE',
  'DELTA',
  'EAGLE',
  'FOREST',
  'GRANITE',
  'HARBOUR',
  'IRON',
];

/**
 * The data the issue-15 endpoints read (expiring consents, decision statistics, owners): synthetic
 * companies and titles (skewed: a few companies hold most titles), majority control in groups, owners
 * and leaseholders on one application in 20 (live and archive), then the derived tables rebuilt as
 * the nightly planning.derived job does. Done once per database; the rebuild times are figures.
 */
async function ensureDerived(db: Knex, figures: Figures): Promise<void> {
  const have = Number(
    ((await db.raw('SELECT count(*)::int AS n FROM owner_index')).rows[0] as { n: number }).n,
  );
  if (have === 0) {
    const t0 = Date.now();
    const words = sqlArray(OWNER_WORDS);
    await db.raw('TRUNCATE land_titles, companies, company_controllers');
    await db.raw(`INSERT INTO companies (company_number, name, name_norm, status, release)
      SELECT lpad(c::text, 8, '0'), n, n, 'Active', '2026-10' FROM (
        SELECT c, ${words}[1 + c % ${OWNER_WORDS.length}] || ' ' || ${words}[1 + (c / ${OWNER_WORDS.length}) % ${OWNER_WORDS.length}] || ' ' || c || ' LIMITED' AS n
        FROM generate_series(1, ${OWNER_COMPANIES}) c) x`);
    await db.raw(`INSERT INTO land_titles (kind, title_number, tenure, property_address, postcode_norm, proprietors, company_numbers, release, date_proprietor_added, price_paid)
      SELECT 'ccod', 'BT' || t, CASE WHEN t % 5 = 0 THEN 'Leasehold' ELSE 'Freehold' END, t || ' Bench Road', NULL,
        jsonb_build_array(jsonb_build_object('name', 'X', 'company_number', lpad(c::text, 8, '0'))), ARRAY[lpad(c::text, 8, '0')],
        '2026-10', DATE '2015-01-01' + (t % 4000), 100000 + t % 900000
      FROM (SELECT t, 1 + floor(${OWNER_COMPANIES} * power(random(), 3))::int AS c FROM generate_series(1, ${OWNER_COMPANIES * 10}) t) x`);
    await db.raw(`INSERT INTO company_controllers (company_number, controller_name, controller_number, share_band, majority, release)
      SELECT lpad(c::text, 8, '0'), 'TOP', lpad((1 + c % 100)::text, 8, '0'), '75-100', true, '2026-10'
      FROM generate_series(101, ${OWNER_COMPANIES}) c WHERE c % 3 = 0`);
    for (const t of ['applications', 'archive_applications'])
      await db.raw(`UPDATE ${t} SET owner_company_numbers = ARRAY[o], owner_group_numbers = ARRAY[o, lpad((1 + n % 100)::text, 8, '0')],
          leaseholder_company_numbers = CASE WHEN id % 60 = 0 THEN ARRAY[lpad((1 + (n * 7) % ${OWNER_COMPANIES})::text, 8, '0')] END
        FROM (SELECT id AS i, 1 + floor(${OWNER_COMPANIES} * power(random(), 3))::int AS n FROM ${t} WHERE id % 20 = 0) x
        CROSS JOIN LATERAL (SELECT lpad(x.n::text, 8, '0') AS o) y
        WHERE ${t}.id = x.i`);
    await db.raw(`INSERT INTO data_releases (kind, scope, release, file, rows_loaded, rows_rejected) VALUES
      ('ccod', '', '2026-10', 'bench', 0, 0), ('companies', '', '2026-10', 'bench', 0, 0) ON CONFLICT DO NOTHING`);
    // VACUUM too: the GIN indexes' pending lists are merged then, as after a load.
    await db.raw(
      'VACUUM ANALYZE land_titles, companies, company_controllers, applications, archive_applications',
    );
    console.log(`bench/api: owners generated in ${Math.round((Date.now() - t0) / 1000)} s`);
  }
  // Rebuilt once per database (BENCH_REFRESH=1 again): the rebuild times are figures of that run.
  const built = Number(
    ((await db.raw('SELECT count(*)::int AS n FROM derived_refreshes')).rows[0] as { n: number }).n,
  );
  if (have > 0 && built >= DERIVED_TABLES.length && !process.env.BENCH_REFRESH) return;
  const done = await refreshDerived(db);
  for (const [t, r] of Object.entries(done)) {
    figures[`refresh_${t}_ms`] = r.tookMs;
    figures[`refresh_${t}_rows`] = r.rows;
    console.log(`bench/api: ${t} rebuilt: ${r.rows} rows in ${Math.round(r.tookMs)} ms`);
  }
  await db.raw('ANALYZE consent_limits, decision_stats, owner_index, owner_figures');
}

interface Case {
  name: string;
  url: () => string;
  indexed: boolean;
  /** The re-read accounts' keys: the records are charged once each, then re-read free (no metering writes). */
  sameKey?: boolean;
  /**
   * The read query alone, where the API runs it inside a statement that also meters (by id: the record
   * and its charge in one statement): the repository's own look-up of the same record.
   */
  querySql?: (url: string) => Promise<unknown>;
}

function pick<T>(xs: T[]): T {
  return xs[Math.floor(Math.random() * xs.length)];
}

async function main(): Promise<void> {
  const db = await ensureData();
  await ensurePerApplicationData(db);
  const figures: Figures = {};
  await ensureDerived(db, figures);
  // The record read's tables and indexes in memory before timing, as `plandata prewarm` leaves a
  // production database after a restart or a bulk load: by id lands on a random record of millions,
  // and without this its p99 times whichever of its pages the host's cache happened to drop (a disk
  // read of a few ms), not our work. BENCH_PREWARM=0 times the cache as it is.
  if (process.env.BENCH_PREWARM !== '0') {
    const done = await new PrewarmRepository(db).prewarm(RECORD_READ_RELATIONS, 'read');
    figures.prewarm_ms = done.reduce((a, r) => a + r.ms, 0);
    figures.prewarm_mib = done.reduce((a, r) => a + r.bytes, 0) / 1048576;
    console.log(
      `bench/api: prewarmed ${done.length} relations, ${figures.prewarm_mib.toFixed(0)} MiB in ${Math.round(figures.prewarm_ms)} ms`,
    );
  }
  const cfg = loadConfig({
    DATABASE_URL: benchDbUrl(DB_NAME),
    REDIS_PREFIX: `bench${process.pid}`,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_MAX: '12',
  });
  const redis = createRedis({ url: cfg.REDIS_URL });
  await redisReady(redis);
  // The floor of an authenticated request through the same plugins as by id (a metered read: the
  // key check, the per-minute decision in Redis, the monthly count, the headers) whose handler does
  // nothing: by id is measured against its own SQL plus this floor's time outside its SQL.
  const noop: RouteModule = async (v1) => {
    v1.get('/v1/_bench/noop', { config: { meteredRead: true }, schema: { hide: true } }, async (req) => {
      await req.account.decision;
      return { data: null, meta: {} };
    });
  };
  const app: FastifyInstance = await buildApp(
    { config: cfg, db, redis, logger: createLogger('silent') },
    { extraRoutes: [noop] },
  );
  await app.ready();
  // One way of sending a request for every figure below (see the header: a socket unless
  // BENCH_TRANSPORT=inject).
  let pool: Pool | undefined;
  if (TRANSPORT === 'http') {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONCURRENCY, pipelining: 1 });
  }
  const send = async (url: string, key: string): Promise<{ statusCode: number; body: string }> => {
    const headers = { authorization: `Bearer ${key}` };
    if (!pool) return app.inject({ url, headers });
    const r = await pool.request({ path: url, method: 'GET', headers });
    return { statusCode: r.statusCode, body: await r.body.text() };
  };

  // Enough Enterprise keys (1,200/min each, no monthly caps) that the per-minute limit never binds.
  const keys: string[] = [];
  for (let i = 0; i < 64; i++)
    keys.push(
      (
        await new KeysRepository(db).create({
          email: `bench-${process.pid}-${i}@example.com`,
          plan: 'enterprise',
        })
      ).key,
    );
  let k = 0;
  const nextKey = () => keys[k++ % keys.length];
  // The re-read cases' accounts, outside the rotation: each reads the page in the warm-up (records
  // charged), then re-reads it free. Four, because one account's 1,200 requests a minute ran out
  // on a fast host (the case sends about 1,300 requests), and a 429 fails the run.
  const rereadKeys: string[] = [];
  for (let i = 0; i < 4; i++)
    rereadKeys.push(
      (
        await new KeysRepository(db).create({
          email: `bench-${process.pid}-reread-${i}@example.com`,
          plan: 'enterprise',
        })
      ).key,
    );
  let r = 0;
  const rereadKey = () => rereadKeys[r++ % rereadKeys.length];

  const sample = (
    await db.raw(`SELECT a.public_id, c.slug, a.postcode_district, ST_Y(a.location::geometry) lat, ST_X(a.location::geometry) lng
      FROM applications a JOIN councils c ON c.id = a.council_id WHERE a.location IS NOT NULL
      AND a.id IN (SELECT 1 + floor(random() * ${ROWS})::bigint FROM generate_series(1, 500))`)
  ).rows as {
    public_id: string;
    slug: string;
    postcode_district: string;
    lat: number;
    lng: number;
  }[];
  const owners = (
    await db.raw('SELECT company_number FROM owner_index ORDER BY freehold_titles DESC LIMIT 200')
  ).rows.map((r: { company_number: string }) => r.company_number) as string[];
  const largestOwner = (
    await db.raw(`SELECT n FROM applications a CROSS JOIN LATERAL unnest(a.owner_company_numbers) n
      WHERE a.owner_company_numbers IS NOT NULL GROUP BY n ORDER BY count(*) DESC, n LIMIT 1`)
  ).rows[0]?.n as string;
  const words = ['extension', 'dwellings', 'solar', 'signage', 'basement', 'telecommunications', 'oak'];
  const perApp = {
    family: (
      await db.raw(`SELECT public_id FROM applications
        WHERE id IN (SELECT 400 * 40 * floor(random() * ${Math.max(1, Math.floor(ROWS / 16000) - 1)})::bigint + 1 + floor(random() * 2000)::bigint
                     FROM generate_series(1, 500))`)
    ).rows.map((r: { public_id: string }) => r.public_id) as string[],
    versioned: (
      await db.raw(`SELECT public_id FROM applications
        WHERE id IN (SELECT 20 * (1 + floor(random() * ${Math.floor(ROWS / 20) - 1}))::bigint FROM generate_series(1, 500))`)
    ).rows.map((r: { public_id: string }) => r.public_id) as string[],
  };
  const allCases: Case[] = [
    // Auth, per-minute limit and monthly count with no query of its own: the fixed cost of a request.
    { name: 'fixed_overhead', indexed: true, url: () => '/v1/categories' },
    // The authenticated no-op (above): the floor by id is measured against.
    { name: 'noop_floor', indexed: true, url: () => '/v1/_bench/noop' },
    {
      name: 'by_id',
      indexed: true,
      url: () => `/v1/applications/${pick(sample).public_id}`,
      querySql: (url) => new ApplicationsRepository(db).findLive(url.split('/').pop()!),
    },
    {
      name: 'council_date_range',
      indexed: true,
      url: () =>
        `/v1/applications?council=${pick(sample).slug}&date_from=2026-03-01&date_to=2026-06-30&limit=50`,
    },
    {
      // The same page re-read by accounts that already read it: what a page costs when its records were charged.
      name: 'council_page_reread',
      indexed: true,
      sameKey: true,
      url: () => `/v1/applications?council=council-042&date_from=2026-03-01&date_to=2026-06-30&limit=50`,
    },
    {
      name: 'postcode_district',
      indexed: true,
      url: () => `/v1/applications?postcode=${pick(sample).postcode_district}&limit=50`,
    },
    {
      name: 'stage_procedure',
      indexed: true,
      url: () =>
        `/v1/applications?stage=${pick(['approved', 'refused', 'withdrawn'])}&procedure=${pick(['full', 'outline', 'tree-works'])}&limit=50`,
    },
    { name: 'keyword_q', indexed: true, url: () => `/v1/applications?q=${pick(words)}&limit=50` },
    {
      name: 'nearby_1km',
      indexed: true,
      url: () => {
        const s = pick(sample);
        return `/v1/applications/nearby?lat=${s.lat}&lng=${s.lng}&radius=1000&limit=50`;
      },
    },
    {
      name: 'nearby_5km',
      indexed: true,
      url: () => {
        const s = pick(sample);
        return `/v1/applications/nearby?lat=${s.lat}&lng=${s.lng}&radius=5000&limit=50`;
      },
    },
    {
      name: 'changed_since_page',
      indexed: true,
      url: () => `/v1/applications?changed_since=2026-${pick(['03', '06', '09'])}-01&limit=100`,
    },
    // Issue 15: expiring consents, decision statistics (a council's and the UK's), owners.
    { name: 'consents_expiring', indexed: true, url: () => '/v1/consents/expiring?limit=50' },
    {
      name: 'consents_council',
      indexed: true,
      url: () => `/v1/consents/expiring?council=${pick(sample).slug}&months=12&passed=1&householder=include`,
    },
    {
      name: 'decision_stats_council',
      indexed: true,
      url: () =>
        `/v1/decision-stats?council=${pick(sample).slug}&period=${pick(['2026', '2026-Q2', '2025', 'last-12-months'])}`,
    },
    { name: 'decision_stats_uk', indexed: true, url: () => '/v1/decision-stats' },
    {
      name: 'owners_search',
      indexed: true,
      url: () => `/v1/owners?q=${pick(OWNER_WORDS).toLowerCase()}&limit=50`,
    },
    { name: 'owner_record', indexed: true, url: () => `/v1/owners/${pick(owners)}` },
    {
      name: 'owner_applications',
      indexed: true,
      url: () => `/v1/owners/${pick(owners)}/applications?limit=50`,
    },
    // The owner with the most live applications (18,597 at 10M, about 1,860 at 1M) and groups.
    { name: 'owner_record_largest', indexed: true, url: () => `/v1/owners/${largestOwner}` },
    {
      name: 'owner_applications_largest',
      indexed: true,
      url: () => `/v1/owners/${largestOwner}/applications?limit=50&interest=${pick(['owned', 'any'])}`,
    },
    { name: 'owner_record_group', indexed: true, url: () => `/v1/owners/${pick(owners)}?scope=group` },
    {
      name: 'csv_page',
      indexed: true,
      url: () => `/v1/applications?council=${pick(sample).slug}&format=csv&limit=100`,
    },
    // The per-application endpoints (issue 15): a member of a family (its walk up to the principal
    // and down again), a standalone record, the timeline of a record with three versions, its documents.
    {
      name: 'associated_family',
      indexed: true,
      url: () => `/v1/applications/${pick(perApp.family)}/associated`,
      querySql: (url) => new AssociatedRepository(db).family(url.split('/')[3]),
    },
    {
      name: 'associated_standalone',
      indexed: true,
      url: () => `/v1/applications/${pick(sample).public_id}/associated`,
      querySql: (url) => new AssociatedRepository(db).family(url.split('/')[3]),
    },
    {
      name: 'history',
      indexed: true,
      url: () => `/v1/applications/${pick(perApp.versioned)}/history`,
      querySql: (url) => new HistoryRepository(db).versions(url.split('/')[3]),
    },
    {
      name: 'documents',
      indexed: true,
      url: () => `/v1/applications/${pick(perApp.versioned)}/documents`,
      querySql: (url) => new DocumentsRepository(db).list(url.split('/')[3]),
    },
  ];
  const cases = allCases.filter((c) => !ONLY || ONLY.includes(c.name));

  // Captures the SQL of one API call: every statement (`all`, the request's whole database work:
  // key look-up when not kept, request count, query, record metering) and the read query on the
  // application tables (`query`). A page read meters its records in its own statement; that
  // statement reports its read part (core/db.ts queryNative), which is the read query timed alone.
  // A named (prepared) statement is replayed as the same named statement on the same pool; a
  // metering statement is replayed for a fresh account, so it charges new records as the API's call
  // did rather than taking the cheaper re-read path. Replays go straight to pg (no knex builder).
  interface Stmt {
    sql: string;
    bindings: unknown[];
    name?: string;
    /** Part of the read query (the `sql` column). */
    query: boolean;
    /** Part of everything the request ran (the `all sql` column). */
    all: boolean;
  }
  const captured: Stmt[] = [];
  let capturing = false;
  db.on(
    'query',
    (q: {
      sql: string;
      bindings?: unknown[];
      name?: string;
      read?: { sql: string; bindings: unknown[] };
    }) => {
      if (!capturing) return;
      if (q.read) {
        captured.push({ sql: q.read.sql, bindings: q.read.bindings, query: true, all: false });
        captured.push({ sql: q.sql, bindings: q.bindings ?? [], name: q.name, query: false, all: true });
        return;
      }
      const query =
        /\b(applications|archive_applications|application_nodes|consent_limits|decision_stats|owner_index|owner_figures|owner_links|land_titles|companies|company_controllers)\b/.test(
          q.sql,
        ) && !/usage_|plandata_meter/.test(q.sql);
      captured.push({ sql: q.sql, bindings: q.bindings ?? [], name: q.name, query, all: true });
    },
  );
  const benchAccount = new RegExp(`^bench-${process.pid}-\\d+@example\\.com$`);
  let replayAccount = 0;
  const replay = async (stmts: Stmt[]): Promise<number> => {
    const t = performance.now();
    for (const st of stmts) {
      const fresh = `replay-${process.pid}-${++replayAccount}@example.com`;
      const bindings = st.bindings.map((b) => (typeof b === 'string' && benchAccount.test(b) ? fresh : b));
      await queryNative(db, st.sql, bindings, st.name ? { name: st.name } : {});
    }
    return performance.now() - t;
  };

  const notes: Record<string, string> = {
    rows: String(ROWS),
    archive_rows: String(ARCHIVE_ROWS),
    councils: String(COUNCILS),
    iterations: String(ITER),
    transport: TRANSPORT,
    concurrency: String(CONCURRENCY),
    cpus: String(os.cpus().length),
    node_flags:
      [...process.execArgv.filter((a) => a.startsWith('--max-')), process.env.NODE_OPTIONS ?? '']
        .join(' ')
        .trim() || 'none',
    prewarm:
      process.env.BENCH_PREWARM === '0'
        ? 'off'
        : `${RECORD_READ_RELATIONS.length} record-read relations (read)`,
  };
  for (const c of cases) {
    if (ONLY && !ONLY.includes(c.name)) continue;
    const keyFor = c.sameKey ? rereadKey : nextKey;
    // Warm-up, and check the shape answers 200.
    for (let i = 0; i < 20; i++) {
      const r = await send(c.url(), keyFor());
      if (r.statusCode !== 200) {
        notes[c.name] = `HTTP ${r.statusCode}: ${r.body.slice(0, 200)}`;
        break;
      }
    }
    if (notes[c.name]) {
      console.log(`${c.name}: skipped (${notes[c.name]})`);
      continue;
    }
    // CPU of this process per request (Fastify, plugins, the key and limit checks, the pg and Redis
    // clients, serialisation), requests one at a time: far less moved by other work on the host than
    // latency, so two trees compare on a busy machine.
    {
      const n = Number(process.env.BENCH_CPU_ITER ?? 400);
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < n; i++) await send(c.url(), keyFor());
      const cpu = process.cpuUsage(cpu0);
      figures[`${c.name}_api_cpu_us_per_request`] = (cpu.user + cpu.system) / n;
    }
    let sqlStatements = 0;
    const apiMs: number[] = [];
    // fixed_overhead runs no application query: its SQL column is the empty replay (0).
    const sqlMs: number[] = [];
    const allSqlMs: number[] = [];
    // Each iteration: (1) the page as a client first meets it (cold caches, records new to the
    // account): the latency figures; (2) the same page again through the API for the next account
    // (records new to it, so metered as in (1)) and as SQL, in alternating order, both on warm caches:
    // the ratio compares like with like (replaying right after the API call would give the SQL the
    // caches the API call had just warmed).
    const hotApiMs: number[] = [];
    for (let i = 0; i < ITER; i++) {
      const url = c.url();
      captured.length = 0;
      capturing = true;
      const t0 = performance.now();
      const r = await send(url, keyFor());
      apiMs.push(performance.now() - t0);
      capturing = false;
      if (r.statusCode !== 200) throw new Error(`${c.name}: ${r.statusCode} ${r.body.slice(0, 300)}`);
      const stmts = captured.filter((st) => st.all);
      const queryStmts = captured.filter((st) => st.query);
      sqlStatements += c.querySql ? 1 : queryStmts.length;
      const hotApi = async () => {
        const t = performance.now();
        const h = await send(url, keyFor());
        hotApiMs.push(performance.now() - t);
        // A 429 (per-minute limit) would time an answer that skips the work.
        if (h.statusCode !== 200) throw new Error(`${c.name}: warm ${h.statusCode} ${h.body.slice(0, 300)}`);
      };
      // The same SQL, run directly on the same pool: the query alone, then everything the request ran.
      const direct = async () => {
        if (c.querySql) {
          const t = performance.now();
          await c.querySql(url);
          sqlMs.push(performance.now() - t);
        } else sqlMs.push(await replay(queryStmts));
        allSqlMs.push(await replay(stmts));
      };
      if (i % 2) {
        await hotApi();
        await direct();
      } else {
        await direct();
        await hotApi();
      }
    }
    for (const xs of [apiMs, hotApiMs, sqlMs, allSqlMs]) xs.sort((a, b) => a - b);
    // Throughput: CONCURRENCY requests in flight for a fixed count.
    const total = ITER;
    let done = 0;
    const t2 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (done < total) {
          done++;
          await send(c.url(), keyFor());
        }
      }),
    );
    const rps = total / ((performance.now() - t2) / 1000);
    const p50 = percentile(apiMs, 50);
    const p99 = percentile(apiMs, 99);
    const h50 = percentile(hotApiMs, 50);
    const s50 = percentile(sqlMs, 50);
    const s99 = percentile(sqlMs, 99);
    const a50 = percentile(allSqlMs, 50);
    figures[`${c.name}_api_p50_ms`] = p50;
    figures[`${c.name}_api_p99_ms`] = p99;
    figures[`${c.name}_api_warm_p50_ms`] = h50;
    figures[`${c.name}_api_warm_p99_ms`] = percentile(hotApiMs, 99);
    if (sqlStatements > 0) {
      figures[`${c.name}_sql_p50_ms`] = s50;
      figures[`${c.name}_sql_p99_ms`] = s99;
      figures[`${c.name}_ratio_p50`] = h50 / s50;
    }
    figures[`${c.name}_all_sql_p50_ms`] = a50;
    figures[`${c.name}_all_sql_p99_ms`] = percentile(allSqlMs, 99);
    figures[`${c.name}_ratio_all_sql_p50`] = h50 / a50;
    figures[`${c.name}_rps`] = rps;
    console.log(
      `${c.name.padEnd(20)} api p50 ${p50.toFixed(2)} p99 ${p99.toFixed(2)} ms | warm p50 ${h50.toFixed(2)} | ` +
        (sqlStatements > 0
          ? `sql p50 ${s50.toFixed(2)} p99 ${s99.toFixed(2)} ms, ratio ${(h50 / s50).toFixed(2)} | `
          : 'no application query | ') +
        `all sql p50 ${a50.toFixed(2)} ms, ratio ${(h50 / a50).toFixed(2)} | ` +
        `${rps.toFixed(0)} req/s`,
    );
  }
  // By id against (its SQL + the floor): the floor is the no-op's time outside its own SQL (its one
  // statement, the monthly count), so the request count by id runs inside its SQL is not counted twice.
  if (figures.noop_floor_api_warm_p50_ms !== undefined && figures.by_id_all_sql_p50_ms !== undefined) {
    const floor = Math.max(0, figures.noop_floor_api_warm_p50_ms - figures.noop_floor_all_sql_p50_ms);
    figures.noop_floor_outside_sql_p50_ms = floor;
    figures.by_id_ratio_sql_plus_floor =
      figures.by_id_api_warm_p50_ms / (figures.by_id_all_sql_p50_ms + floor);
    console.log(
      `by id against its SQL + the authenticated no-op floor (${floor.toFixed(2)} ms): ` +
        `${figures.by_id_ratio_sql_plus_floor.toFixed(2)} (target <= 1.5)`,
    );
  }
  // What carrying a page costs inject itself (light-my-request copies the body into buffers and back
  // into a string, and those buffers add to garbage collection): a bare Fastify route sending a static
  // body of the size of a 50-record page. Every API figure above includes it when BENCH_TRANSPORT=inject;
  // over the socket (the default) the server writes the body out instead.
  {
    const councilPage = allCases.find((c) => c.name === 'council_date_range')!;
    const text = (await send(councilPage.url(), nextKey())).body;
    const bare = Fastify();
    bare.get('/page', async (_req, reply) => reply.type('application/json; charset=utf-8').send(text));
    await bare.ready();
    const ms: number[] = [];
    for (let i = 0; i < ITER + 20; i++) {
      const t = performance.now();
      await bare.inject({ url: '/page' });
      if (i >= 20) ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    figures.inject_page_p50_ms = percentile(ms, 50);
    notes.inject_page_bytes = String(text.length);
    console.log(`inject alone, static ${text.length}-byte page: p50 ${percentile(ms, 50).toFixed(2)} ms`);
    await bare.close();
  }
  notes.load_average = os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  report(ROWS === 1_000_000 ? 'api' : `api-${ROWS}`, figures, notes);
  await pool?.close();
  await app.close();
  redis.disconnect();
  await db('api_keys').where('email', 'like', `bench-${process.pid}-%`).delete();
  // The run's usage too, so usage_records does not grow from run to run (metering cost grows with it).
  for (const t of ['usage_records', 'usage_monthly'])
    for (const who of ['replay', 'bench'])
      await db(t).where('account', 'like', `${who}-${process.pid}-%`).delete();
  await db.destroy();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
