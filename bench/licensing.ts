// Licensing register ingest on the file path: each council's register is a published file in the
// simulator's licensing layout (sim/registers/licensing.ts), generated in this process (no HTTP:
// the polite client is not what is measured here; the planning ingest bench measures it), then read
// through the same code as a fetched read: raw store and fetch log, parse (register-file adapter),
// normalise, map, compare with the store, write records and change-feed rows (readFromPages ->
// storeRegisterRead). Size: BENCH_LIC_COUNCILS councils x BENCH_LIC_RECORDS records in all (default
// the issue's ~400 x 500,000); BENCH_LIC_CONCURRENCY councils at a time (default 2, the host's cores).
//   1. first read of every register (all backfill);
//   2. a second read a day later, with BENCH_LIC_CHANGE of the records changed (default 2%):
//      statuses, licensed hours, supervisors, holders, activities, licences vanishing;
//   3. a third read of the same files (nothing changed).
// File generation is timed apart and not counted.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays } from '../core/calendar.js';
import { loadConfig } from '../core/config.js';
import { createDb, type Knex } from '../core/db.js';
import { createLogger } from '../core/logger.js';
import { CouncilsAdminRepository } from '../core/repositories/councils-admin.repository.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../core/repositories/licensing/registers.repository.js';
import { migrateLatest } from '../migrations/runner.js';
import type { FetchedPage } from '../scrapers/contract.js';
import { generateCouncil, type SimCouncilData, type SimRegisterSpec } from '../sim/data.js';
import { renderLicensingFile } from '../sim/registers/licensing.js';
import { readFromPages } from '../workers/services/registers/from-pages.js';
import type { StoreReadInput } from '../workers/services/registers/store.js';
import { benchDbUrl, median, report } from './lib.js';

const COUNCILS = Number(process.env.BENCH_LIC_COUNCILS ?? 400);
const RECORDS = Number(process.env.BENCH_LIC_RECORDS ?? 500_000);
const CHANGE = Number(process.env.BENCH_LIC_CHANGE ?? 0.02);
const CONCURRENCY = Number(process.env.BENCH_LIC_CONCURRENCY ?? 2);
const SEED = 2026;
const START = '2026-01-05';

interface Council {
  register: RegisterToRead;
  data: SimCouncilData;
  spec: SimRegisterSpec;
}

function page(url: string, text: string, day: number): FetchedPage {
  const body = Buffer.from(text);
  return {
    url,
    finalUrl: url,
    status: 200,
    headers: { 'content-type': 'text/csv;charset=UTF-8' },
    body,
    text,
    fetchedAt: `${addDays(START, day)}T03:00:00.000Z`,
  };
}

interface Pass {
  seconds: number;
  generateSeconds: number;
  records: number;
  created: number;
  changed: number;
  notSeen: number;
  changeRows: number;
  eventRows: number;
  correctionRows: number;
  timings: Required<NonNullable<StoreReadInput['timings']>>;
  perCouncilMs: number[];
}

/** One read of every council's register on simulated `day`, CONCURRENCY councils at a time. */
async function pass(db: Knex, councils: Council[], day: number): Promise<Pass> {
  const log = createLogger('warn');
  const out: Pass = {
    seconds: 0,
    generateSeconds: 0,
    records: 0,
    created: 0,
    changed: 0,
    notSeen: 0,
    changeRows: 0,
    eventRows: 0,
    correctionRows: 0,
    timings: { parse: 0, map: 0, compare: 0, write: 0 },
    perCouncilMs: [],
  };
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < councils.length; i = next++) {
      const c = councils[i];
      const g = performance.now();
      const text = renderLicensingFile(SEED, c.data, c.spec, START, day);
      out.generateSeconds += (performance.now() - g) / 1000;
      const timings: StoreReadInput['timings'] = {};
      const t = performance.now();
      const r = await readFromPages(db, c.register, [page(c.register.url, text, day)], {
        log,
        trigger: 'bench',
        observedAt: new Date(`${addDays(START, day)}T03:00:00Z`),
        timings,
      });
      out.perCouncilMs.push(performance.now() - t);
      out.records += r.records ?? 0;
      out.created += r.created ?? 0;
      out.changed += r.changed ?? 0;
      out.notSeen += r.not_seen ?? 0;
      out.changeRows += r.change_rows ?? 0;
      out.eventRows += r.event_rows ?? 0;
      out.correctionRows += r.correction_rows ?? 0;
      for (const k of Object.keys(out.timings) as (keyof Pass['timings'])[])
        out.timings[k] += timings[k] ?? 0;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // Generation runs on the same thread between reads: take it out of the wall time.
  out.seconds = (performance.now() - started) / 1000 - out.generateSeconds / CONCURRENCY;
  return out;
}

async function bench(dbName: string): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: benchDbUrl(dbName), LOG_LEVEL: 'warn' });
  const db = createDb({ url: config.DATABASE_URL, poolMax: CONCURRENCY + 2 });
  try {
    await migrateLatest(db);
    const per = Math.ceil(RECORDS / COUNCILS);
    const slugs = Array.from({ length: COUNCILS }, (_, i) => `bench-lic-${String(i + 1).padStart(3, '0')}`);
    await new CouncilsAdminRepository(db).load(
      slugs.map((slug) => ({
        slug,
        name: slug,
        nation: 'england',
        ons_code: null,
        platform: 'none',
        base_url: '',
      })),
    );
    const councils: Council[] = [];
    const registers = new CouncilRegistersRepository(db);
    for (const slug of slugs) {
      const c = await new CouncilsAdminRepository(db).bySlug(slug);
      await registers.upsert({
        councilId: c!.id,
        register: 'licensing',
        adapter: 'register-file',
        url: `https://bench.example/${slug}/registers/licensing.csv`,
      });
      const spec: SimRegisterSpec = { adapter: 'register-file', records: per, changeRate: CHANGE };
      councils.push({
        register: (await registers.ofCouncil(slug, 'licensing'))[0],
        spec,
        data: generateCouncil(SEED, { slug, applications: 200, registers: { licensing: spec } }, START),
      });
    }
    console.log(`licensing bench: ${COUNCILS} councils x ${per} records, ${CONCURRENCY} at a time`);

    const first = await pass(db, councils, 0);
    console.log(`first read: ${first.records} records in ${first.seconds.toFixed(1)} s`);
    const second = await pass(db, councils, 1);
    console.log(
      `second read: ${second.changed} changed, ${second.changeRows + second.eventRows} rows in ${second.seconds.toFixed(1)} s`,
    );
    const third = await pass(db, councils, 1);
    const sizes = (
      await db.raw(
        `SELECT (SELECT count(*) FROM licences)::int AS licences, (SELECT count(*) FROM licensing_changes)::int AS rows,
                pg_total_relation_size('licences')::bigint AS licences_bytes,
                pg_total_relation_size('licensing_changes')::bigint AS changes_bytes`,
      )
    ).rows[0];
    const s = (x: number) => x / 1000;
    report(
      'licensing',
      {
        councils: COUNCILS,
        records_per_council: per,
        records_read: first.records,
        licences_stored: sizes.licences,
        first_read_s: first.seconds,
        first_read_records_per_s: first.records / first.seconds,
        first_read_parse_s: s(first.timings.parse),
        first_read_normalise_map_s: s(first.timings.map),
        first_read_compare_s: s(first.timings.compare),
        first_read_write_s: s(first.timings.write),
        first_read_rows: first.changeRows + first.eventRows + first.correctionRows,
        first_read_council_p50_ms: median(first.perCouncilMs),
        second_read_s: second.seconds,
        second_read_records_per_s: second.records / second.seconds,
        second_read_change_detection_s: s(second.timings.compare),
        second_read_parse_map_s: s(second.timings.parse + second.timings.map),
        second_read_write_s: s(second.timings.write),
        second_read_changed_records: second.changed,
        second_read_not_seen: second.notSeen,
        second_read_change_rows: second.changeRows,
        second_read_event_rows: second.eventRows,
        second_read_correction_rows: second.correctionRows,
        third_read_unchanged_s: third.seconds,
        third_read_records_per_s: third.records / third.seconds,
        third_read_rows: third.changeRows + third.eventRows + third.correctionRows,
        feed_rows_total: sizes.rows,
        licences_mb: Number(sizes.licences_bytes) / 2 ** 20,
        changes_mb: Number(sizes.changes_bytes) / 2 ** 20,
        generate_files_s: first.generateSeconds + second.generateSeconds + third.generateSeconds,
      },
      {
        path: 'file path: generated register files -> readFromPages (raw store, parse, normalise, compare, write); no HTTP',
        concurrency: String(CONCURRENCY),
        change_rate: String(CHANGE),
      },
    );
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const dbName = `plandata_bench_licensing_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: benchDbUrl('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  try {
    await bench(dbName);
  } finally {
    // A bench left behind is a shared server's disk.
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
