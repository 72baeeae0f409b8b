// bench/licensing-api: the licensing read API at the issue's sizes (500,000 licences, 100,000
// applications, 2,000,000 change-feed rows, 400 councils), generated into a dedicated database
// `plandata_bench_licensing` with INSERT ... SELECT generate_series. Each endpoint shape is timed
// through the API (Fastify inject: auth, limits, metering, serialisation), p50 and p99, beside the SQL
// the request ran, replayed directly on the same pool (every statement the request sent, metering
// included, captured from the 'query' event). Then the licensing.event.created fan-out: 10,000 feed
// events to 50 webhooks, outbox events written per second. Targets: p99 <= 50 ms for every search,
// <= 30 ms for a feed page.
//
//   npm run bench -- licensing-api                     the issue's sizes (reuses the database)
//   BENCH_LICENCES=100000 BENCH_CHANGES=400000 ...     smaller, on a busy machine
//   BENCH_RESET=1 ...                                  rebuild the database
import { buildApp } from '../api/app.js';
import { loadConfig } from '../core/config.js';
import { createDb, queryNative, type Knex } from '../core/db.js';
import { createLogger } from '../core/logger.js';
import { Queues } from '../core/queues.js';
import { createRedis, redisReady } from '../core/redis.js';
import { KeysRepository } from '../core/repositories/keys.repository.js';
import { encryptSecret } from '../feed/webhooks/secrets.js';
import { migrateLatest } from '../migrations/runner.js';
import { inUk } from '../enrich/constraints/uk.js';
import { fanOutLicensing } from '../workers/services/registers/webhooks.js';
import { benchDbUrl, percentile, report, withBenchAdmin, type Figures } from './lib.js';

const LICENCES = Number(process.env.BENCH_LICENCES ?? 500_000);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? Math.round(LICENCES / 5));
const CHANGES = Number(process.env.BENCH_CHANGES ?? LICENCES * 4);
const COUNCILS = 400;
const DB_NAME = process.env.BENCH_DB ?? 'plandata_bench_licensing';
const ITER = Number(process.env.BENCH_ITER ?? 200);
const FANOUT_EVENTS = Number(process.env.BENCH_FANOUT_EVENTS ?? 10_000);
const FANOUT_HOOKS = Number(process.env.BENCH_FANOUT_HOOKS ?? 50);

/** BENCH_ONLY=name,name: only those cases; BENCH_EXPLAIN=1: print each case's plans, time nothing. */
const ONLY = process.env.BENCH_ONLY?.split(',');
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';

const AREAS = 'B BS CF E EC G L LS M N NE NW S SE SW W WC'.split(' ');

async function ensureData(): Promise<Knex> {
  const exists = await withBenchAdmin(
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).rowCount,
  );
  if (exists && process.env.BENCH_RESET)
    await withBenchAdmin((c) => c.query(`DROP DATABASE "${DB_NAME}" WITH (FORCE)`));
  if (!exists || process.env.BENCH_RESET)
    await withBenchAdmin((c) => c.query(`CREATE DATABASE "${DB_NAME}"`));
  const db = createDb({ url: benchDbUrl(DB_NAME), poolMax: 8, applicationName: 'plandata-bench' });
  await migrateLatest(db);
  const have = Number((await db.raw('SELECT count(*)::bigint AS n FROM licences')).rows[0].n);
  const haveChanges = Number((await db.raw('SELECT count(*)::bigint AS n FROM licensing_changes')).rows[0].n);
  if (have === LICENCES + APPLICATIONS && haveChanges === CHANGES) {
    console.log(`bench/licensing-api: ${DB_NAME} already holds ${have} records and ${haveChanges} feed rows`);
    return db;
  }
  const t0 = Date.now();
  console.log(
    `bench/licensing-api: generating ${LICENCES} licences, ${APPLICATIONS} applications, ${CHANGES} feed rows ...`,
  );
  await db.raw(
    'TRUNCATE webhook_outbox, webhooks, usage_records, usage_monthly, api_keys, licensing_changes, licences, licensing_reads, council_registers, councils RESTART IDENTITY CASCADE',
  );
  await db.raw('SELECT setseed(0.42)');
  await db.raw(`
    INSERT INTO councils (slug, name, nation, ons_code, platform, enabled)
    SELECT 'council-' || lpad(i::text, 3, '0'), 'Council ' || lpad(i::text, 3, '0'),
      CASE WHEN i % 20 < 17 THEN 'england' WHEN i % 20 < 19 THEN 'wales' ELSE 'scotland' END,
      'E0' || lpad(i::text, 7, '0'), 'idox', true
    FROM generate_series(1, ${COUNCILS}) i`);
  // Every council's register read, except one in forty (unread: missing coverage).
  await db.raw(`
    INSERT INTO council_registers (council_id, register, name, adapter, url, source_key, last_success_at,
      records_count, in_force_by_type, open_applications)
    SELECT id, 'licensing', 'main', 'register-file', 'https://register.example/' || slug || '.csv', md5(slug),
      CASE WHEN id % 40 = 0 THEN NULL ELSE now() END, CASE WHEN id % 40 = 0 THEN NULL ELSE 0 END,
      CASE WHEN id % 40 = 0 THEN NULL ELSE '{}'::jsonb END, CASE WHEN id % 40 = 0 THEN NULL ELSE 0 END
    FROM councils`);
  const areas = `(ARRAY[${AREAS.map((a) => `'${a}'`).join(',')}])`;
  const fill = (from: number, to: number) => `
    WITH s AS (
      SELECT g, (1 + (g::bigint * 7919) % ${COUNCILS})::int AS cid, random() r1, random() r2, random() r3,
        random() r4, random() r5, random() r6, random() r7
      FROM generate_series(${from}, ${to}) g),
    t AS (
      SELECT s.*, c.nation, c.slug, g > ${LICENCES} AS app,
        ${areas}[1 + (s.cid % ${AREAS.length})] || (1 + ((s.cid / ${AREAS.length}) * 3 + floor(s.r1 * 3)::int) % 30)::text AS district,
        50.5 + ((s.cid * 37) % 400) / 400.0 * 4.5 AS clat, -4.5 + ((s.cid * 91) % 400) / 400.0 * 6.0 AS clng
      FROM s JOIN councils c ON c.id = s.cid)
    INSERT INTO licences (public_id, council_id, council_register_id, nation, record_type, key, key_norm, status,
      status_raw, type, regime, application_kind, premises_name, address, postcode, postcode_norm, postcode_district,
      uprn, location, point_source, activities, activity_codes, parties, dates, date_received, date_decided,
      date_granted, date_expires, consultation_end, confidence, source_kind, presence, in_force, first_seen_at,
      first_seen_date, last_seen_at, content_hash, changed_at)
    SELECT CASE WHEN app THEN 'lap_' ELSE 'lic_' END || substr(md5(g::text), 1, 16), cid, cid, nation,
      CASE WHEN app THEN 'application' ELSE 'licence' END, 'L/' || g, 'L/' || g,
      st, st, ty, CASE ty WHEN 'gambling' THEN 'GA2005' WHEN 'taxi_operator' THEN 'taxi' ELSE 'LA2003' END,
      CASE WHEN app THEN (ARRAY['new','variation','minor_variation','dps_variation','transfer'])[1 + floor(r6 * 5)::int] END,
      'Premises ' || g, (1 + floor(r4 * 200)::int)::text || ' High Street',
      district || ' ' || (1 + floor(r5 * 9)::int)::text || 'AA', district || (1 + floor(r5 * 9)::int)::text || 'AA', district,
      (100000000000 + g)::text,
      ST_SetSRID(ST_MakePoint(clng + (r5 - 0.5) * 0.25, clat + (r6 - 0.5) * 0.15), 4326)::geography, 'building',
      '[{"activity":"alcohol","hours":[{"days":null,"start":"10:00","end":"23:00"}]},{"activity":"late_night_refreshment","hours":null}]'::jsonb,
      CASE WHEN r7 < 0.7 THEN ARRAY['alcohol','late_night_refreshment'] ELSE ARRAY['regulated_entertainment','live_music'] END,
      '[{"role":"holder","name":"Bench Inns Ltd","company_number":"01234567","charity_number":null,"trading_as":null}]'::jsonb,
      '{}'::jsonb, DATE '2020-01-01' + floor(r2 * 2500)::int,
      CASE WHEN st NOT IN ('applied','in_consultation') THEN DATE '2020-02-01' + floor(r2 * 2500)::int END,
      CASE WHEN NOT app THEN DATE '2020-02-01' + floor(r2 * 2500)::int END,
      CASE WHEN NOT app AND r3 < 0.5 THEN DATE '2026-01-01' + floor(r3 * 1500)::int END,
      CASE WHEN app THEN DATE '2026-10-01' + floor(r3 * 120)::int END,
      '{"point":"building","status":"council_word","source":"live_register","dates":{}}'::jsonb, 'live_register',
      CASE WHEN r4 < 0.02 THEN 'absent' ELSE 'present' END,
      NOT app AND st IN ('granted','current') AND r4 >= 0.02,
      now() - interval '1 day' * floor(r1 * 400), (now() - interval '1 day' * floor(r1 * 400))::date, now(), md5(g::text), now()
    FROM (SELECT t.*,
      CASE WHEN app THEN (ARRAY['applied','in_consultation','granted','refused','withdrawn'])[1 + floor(r3 * 5)::int]
           ELSE (ARRAY['granted','current','current','current','expired','surrendered','revoked','suspended'])[1 + floor(r3 * 8)::int] END AS st,
      (ARRAY['premises','premises','premises','premises','club','tens','gambling','taxi_operator','street_trading','other'])[1 + floor(r2 * 10)::int] AS ty
      FROM t) x`;
  const total = LICENCES + APPLICATIONS;
  for (let from = 1; from <= total; from += 100_000) {
    await db.raw(fill(from, Math.min(total, from + 99_999)));
    process.stdout.write(
      `  records ${Math.min(total, from + 99_999)} (${Math.round((Date.now() - t0) / 1000)} s)\n`,
    );
  }
  // Feed rows in position order over a year, each about a random record.
  for (let from = 1; from <= CHANGES; from += 250_000) {
    const to = Math.min(CHANGES, from + 249_999);
    await db.raw(`
      INSERT INTO licensing_changes (id, licence_id, council_id, council_register_id, record_type, type, regime,
        source, change_type, event_type, field, before, after, significance, alertable, backfill, event_date,
        observed_at, observed_date, postcode_district)
      SELECT 'lev_' || substr(md5('c' || g), 1, 24), l.id, l.council_id, l.council_register_id, l.record_type, l.type,
        l.regime, k.source, k.change_type, k.event_type, k.field, k.bf, k.af, k.sig, k.source = 'event' AND g % 10 <> 0,
        g % 10 = 0, (obs)::date, obs, (obs)::date, l.postcode_district
      FROM (SELECT g, 1 + (g::bigint * 104729) % ${total} AS lid,
              now() - interval '365 days' + interval '1 second' * (g::float8 / ${CHANGES} * 365 * 86400) AS obs
            FROM generate_series(${from}, ${to}) g) s
      JOIN licences l ON l.id = s.lid
      CROSS JOIN LATERAL (SELECT * FROM (VALUES
        ('event', 'granted', 'granted', NULL, NULL::jsonb, NULL::jsonb, 'consumer'),
        ('event', 'transfer', 'transfer', NULL, NULL, NULL, 'professional'),
        ('change', 'changed', NULL, 'status', '"granted"'::jsonb, '"suspended"'::jsonb, 'consumer'),
        ('event', 'alcohol_hours_extension', NULL, 'activities', NULL, NULL, 'consumer'),
        ('change', 'not_seen', NULL, NULL, '"present"', '"not_seen"', 'consumer'))
        AS v(source, change_type, event_type, field, bf, af, sig) OFFSET (g % 5) LIMIT 1) k
      ORDER BY g`);
    process.stdout.write(`  feed rows ${to} (${Math.round((Date.now() - t0) / 1000)} s)\n`);
  }
  await db.raw(`UPDATE council_registers r SET in_force_by_type = x.t, open_applications = x.o
    FROM (SELECT council_register_id, jsonb_object_agg(type, n) t, 0 o FROM
            (SELECT council_register_id, type, count(*)::int n FROM licences WHERE in_force GROUP BY 1, 2) y GROUP BY 1) x
    WHERE x.council_register_id = r.id AND r.last_success_at IS NOT NULL`);
  await db.raw('VACUUM ANALYZE');
  console.log(`bench/licensing-api: generated in ${Math.round((Date.now() - t0) / 1000)} s`);
  return db;
}

interface Case {
  name: string;
  url: () => string;
  kind: 'search' | 'feed' | 'single' | 'coverage';
}

const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)];

async function main(): Promise<void> {
  const db = await ensureData();
  const prefix = `bench-lic-${process.pid}`;
  const config = loadConfig({ DATABASE_URL: benchDbUrl(DB_NAME), REDIS_PREFIX: prefix, LOG_LEVEL: 'silent' });
  const redis = createRedis({ url: config.REDIS_URL });
  await redisReady(redis);
  const logger = createLogger('silent');
  const app = await buildApp({ config, db, redis, logger });
  await app.ready();
  await db.raw('TRUNCATE usage_records, usage_monthly, api_keys RESTART IDENTITY CASCADE');
  // Enough Enterprise keys with the Contact Data add-on (1,200 requests a minute each) that the
  // per-minute limit never binds once the searches run fast.
  const keys: string[] = [];
  for (let i = 0; i < 16; i++)
    keys.push(
      (
        await new KeysRepository(db).create({
          email: i === 0 ? 'bench@example.com' : `bench-${i}@example.com`,
          plan: 'enterprise',
          contactAddon: true,
        })
      ).key,
    );
  let keyAt = 0;
  const nextKey = () => keys[keyAt++ % keys.length];
  const councils = Array.from({ length: COUNCILS }, (_, i) => `council-${String(i + 1).padStart(3, '0')}`);
  const ids = (
    await db.raw("SELECT public_id FROM licences WHERE record_type = 'licence' ORDER BY random() LIMIT 200")
  ).rows.map((r: { public_id: string }) => r.public_id);
  // Points of records on land (the generator's spread reaches the sea; the API serves UK points only).
  const points = (
    await db.raw(
      'SELECT ST_Y(location::geometry) lat, ST_X(location::geometry) lng FROM licences ORDER BY random() LIMIT 2000',
    )
  ).rows.filter((p: { lat: number; lng: number }) => inUk(p.lat, p.lng)) as {
    lat: number;
    lng: number;
  }[];
  const districts = (await db.raw('SELECT DISTINCT postcode_district d FROM licences LIMIT 300')).rows.map(
    (r: { d: string }) => r.d,
  );
  const head = Number((await db.raw('SELECT max(position) p FROM licensing_changes')).rows[0].p);
  const cursorAt = async (q: string, p: number) => {
    const { encodeCursor, queryFingerprint } = await import('../core/cursor.js');
    const params = Object.fromEntries(new URLSearchParams(q));
    return encodeCursor(config.CURSOR_SECRET, `licensing/changes?${queryFingerprint(params)}`, { p });
  };
  const deep = await cursorAt('', Math.floor(head * 0.9));
  const cases: Case[] = [
    {
      name: 'licences_council',
      kind: 'search',
      url: () => `/v1/licensed-premises?council=${pick(councils)}`,
    },
    {
      name: 'licences_council_type_expiry',
      kind: 'search',
      url: () => `/v1/licensed-premises?council=${pick(councils)}&type=premises&sort=expiry&activity=alcohol`,
    },
    {
      name: 'licences_district',
      kind: 'search',
      url: () => `/v1/licensed-premises?postcode=${pick(districts)}&status=all`,
    },
    {
      name: 'licences_point_1km',
      kind: 'search',
      url: () => {
        const p = pick(points);
        return `/v1/licensed-premises?lat=${p.lat}&lng=${p.lng}&radius=1000`;
      },
    },
    {
      name: 'licences_point_5km_total',
      kind: 'search',
      url: () => {
        const p = pick(points);
        return `/v1/licensed-premises?lat=${p.lat}&lng=${p.lng}&radius=5000&status=all&total=1`;
      },
    },
    {
      name: 'licences_bbox',
      kind: 'search',
      url: () => {
        const p = pick(points);
        return `/v1/licensed-premises?bbox=${p.lng - 0.05},${p.lat - 0.05},${p.lng + 0.05},${p.lat + 0.05}`;
      },
    },
    {
      name: 'applications_council_open',
      kind: 'search',
      url: () => `/v1/licensing-applications?council=${pick(councils)}`,
    },
    {
      name: 'applications_council_all_consultation',
      kind: 'search',
      url: () => `/v1/licensing-applications?council=${pick(councils)}&status=all&sort=consultation_end`,
    },
    {
      name: 'applications_point',
      kind: 'search',
      url: () => {
        const p = pick(points);
        return `/v1/licensing-applications?lat=${p.lat}&lng=${p.lng}&status=all`;
      },
    },
    {
      name: 'licences_csv',
      kind: 'search',
      url: () => `/v1/licensed-premises?council=${pick(councils)}&format=csv`,
    },
    { name: 'single_licence_related', kind: 'single', url: () => `/v1/licensed-premises/${pick(ids)}` },
    { name: 'history', kind: 'single', url: () => `/v1/licensed-premises/${pick(ids)}/history` },
    { name: 'coverage', kind: 'coverage', url: () => '/v1/licensing/coverage' },
    { name: 'feed_council', kind: 'feed', url: () => `/v1/licensing/changes?council=${pick(councils)}` },
    {
      name: 'feed_council_events',
      kind: 'feed',
      url: () => `/v1/licensing/changes?council=${pick(councils)}&source=events&backfill=exclude`,
    },
    {
      name: 'feed_all_deep_cursor',
      kind: 'feed',
      url: () => `/v1/licensing/changes?cursor=${encodeURIComponent(deep)}`,
    },
    {
      name: 'feed_all_changed_since',
      kind: 'feed',
      url: () =>
        `/v1/licensing/changes?changed_since=${new Date(Date.now() - 20 * 86400_000).toISOString().slice(0, 10)}`,
    },
    { name: 'feed_district', kind: 'feed', url: () => `/v1/licensing/changes?postcode=${pick(districts)}` },
  ];
  const figures: Figures = {};
  const notes: Record<string, string> = {
    sizes: `${LICENCES} licences, ${APPLICATIONS} applications, ${CHANGES} feed rows, ${COUNCILS} councils`,
  };
  // Every statement a request sends, to replay as "its SQL".
  let captured: { sql: string; bindings: unknown[] }[] | null = null;
  db.on('query', (q: { sql: string; bindings?: unknown[] }) => {
    if (captured) captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
  });
  // Freshly generated pages are dirty and cold: written out and read once before anything is timed.
  await db.raw('CHECKPOINT');
  await db.raw('SELECT count(*) FROM licences WHERE activities IS NOT NULL');
  await db.raw('SELECT count(*) FROM licensing_changes WHERE before IS NULL');
  for (const c of cases) {
    if (ONLY && !ONLY.includes(c.name)) continue;
    if (EXPLAIN) {
      captured = [];
      const r = await app.inject({ url: c.url(), headers: { authorization: `Bearer ${nextKey()}` } });
      const statements = captured;
      captured = null;
      console.log(`\n=== ${c.name} (${r.statusCode})`);
      for (const st of statements) {
        if (!/^\s*(SELECT|WITH)/i.test(st.sql)) continue;
        const text = /\?/.test(st.sql) && !/\$\d/.test(st.sql) ? null : st.sql;
        const plan = text
          ? await queryNative<Record<string, string>>(db, `EXPLAIN (ANALYZE, BUFFERS) ${text}`, st.bindings)
          : (await db.raw(`EXPLAIN (ANALYZE, BUFFERS) ${st.sql}`, st.bindings as never)).rows;
        console.log(st.sql.replace(/\s+/g, ' ').slice(0, 400));
        console.log(plan.map((p: Record<string, string>) => p['QUERY PLAN']).join('\n'));
      }
      continue;
    }
    for (let i = 0; i < Math.min(20, ITER); i++)
      await app.inject({ url: c.url(), headers: { authorization: `Bearer ${nextKey()}` } });
    const api: number[] = [];
    const sql: number[] = [];
    for (let i = 0; i < ITER; i++) {
      const url = c.url();
      captured = [];
      const t = performance.now();
      const r = await app.inject({ url, headers: { authorization: `Bearer ${nextKey()}` } });
      api.push(performance.now() - t);
      const statements = captured;
      captured = null;
      if (r.statusCode !== 200)
        throw new Error(`${c.name}: ${url} answered ${r.statusCode} ${r.body.slice(0, 300)}`);
      const s = performance.now();
      for (const st of statements) {
        if (/\?/.test(st.sql) && !/\$\d/.test(st.sql)) await db.raw(st.sql, st.bindings as never);
        else await queryNative(db, st.sql, st.bindings);
      }
      sql.push(performance.now() - s);
    }
    api.sort((x, y) => x - y);
    sql.sort((x, y) => x - y);
    figures[`${c.name}_p50_ms`] = percentile(api, 50);
    figures[`${c.name}_p99_ms`] = percentile(api, 99);
    figures[`${c.name}_sql_p50_ms`] = percentile(sql, 50);
    figures[`${c.name}_sql_p99_ms`] = percentile(sql, 99);
    console.log(
      `${c.name.padEnd(40)} api p50 ${percentile(api, 50).toFixed(2)} p99 ${percentile(api, 99).toFixed(2)}  sql p50 ${percentile(sql, 50).toFixed(2)} p99 ${percentile(sql, 99).toFixed(2)} ms`,
    );
  }
  if (EXPLAIN) {
    await app.close();
    redis.disconnect();
    await db.destroy();
    return;
  }
  // The fan-out: FANOUT_HOOKS webhooks of every council, FANOUT_EVENTS events after their position.
  const startAt =
    Number(
      (
        await db.raw(
          `SELECT position FROM licensing_changes WHERE NOT backfill ORDER BY position DESC OFFSET ${FANOUT_EVENTS - 1} LIMIT 1`,
        )
      ).rows[0].position,
    ) - 1;
  await db('webhooks').insert(
    Array.from({ length: FANOUT_HOOKS }, (_, i) => ({
      account: 'bench@example.com',
      url: `https://hooks.example/${i}`,
      secret_ciphertext: encryptSecret(config.WEBHOOK_SECRET_KEY, 'bench@example.com', 'whsec_bench'),
      secret_prefix: 'whsec_benc',
      event_type: 'licensing.event.created',
      licensing: JSON.stringify({
        query: {},
        filters: { sources: ['event', 'change'], backfill: 'exclude' },
      }),
      licensing_position: startAt,
    })),
  );
  const queueConn = createRedis({ url: config.REDIS_URL, forQueues: true });
  const queues = new Queues(queueConn, prefix);
  const t = performance.now();
  const out = await fanOutLicensing({ db, config, queues, log: logger });
  const secs = (performance.now() - t) / 1000;
  figures.fanout_events = out.events;
  figures.fanout_seconds = secs;
  figures.fanout_events_per_s = out.events / secs;
  console.log(
    `fan-out: ${out.events} outbox events (${FANOUT_EVENTS} feed events x ${FANOUT_HOOKS} webhooks) in ${secs.toFixed(1)} s: ${(out.events / secs).toFixed(0)} events/s`,
  );
  await db.raw("DELETE FROM webhooks WHERE event_type = 'licensing.event.created'");
  for (const q of ['webhooks.deliver']) await queues.get(q as 'webhooks.deliver').obliterate({ force: true });
  await queues.close();
  queueConn.disconnect();
  report('licensing-api', figures, notes);
  await app.close();
  redis.disconnect();
  await db.destroy();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
