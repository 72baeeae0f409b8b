// Shared plumbing for benchmarks: print a table, write bench/results/<name>.json with the date and machine.
import '../core/v8-flags.js'; // the product's V8 settings, as `plandata` sets them
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fileURLToPath } from 'node:url';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');

export type Figures = Record<string, number>;

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
  return `${os.hostname()} ${os.platform()}-${os.arch()} ${os.cpus().length}x ${cpu} ${Math.round(os.totalmem() / 2 ** 30)}GiB node ${process.version}`;
}

/**
 * The host reference: milliseconds of one fixed single-thread workload (sorting 200,000 numbers from
 * a fixed generator, and a JSON round trip of 2,000 records), the fastest of five, measured in the
 * same run as the figures it is written beside. Hosts of one kind differ by up to 3x per core, and a
 * busy host is slower still: a figure divided by its run's reference compares across hosts and runs.
 */
export function hostReference(): number {
  const once = (): number => {
    const t0 = performance.now();
    let x = 12345;
    const xs = new Float64Array(200_000);
    for (let i = 0; i < xs.length; i++) xs[i] = x = (x * 1103515245 + 12345) % 2147483648;
    xs.sort();
    const recs = Array.from({ length: 2000 }, (_, i) => ({ id: i, ref: `24/${i}/FUL`, v: xs[i * 50] }));
    const back = JSON.parse(JSON.stringify(recs)) as { v: number }[];
    if (back.length !== recs.length || xs[0] > xs[xs.length - 1]) throw new Error('host reference');
    return performance.now() - t0;
  };
  return Math.min(...Array.from({ length: 5 }, once));
}

/**
 * Print the figures as a table and write them to bench/results/<name>.json, with the host reference
 * (hostReference) and the load average at the end of the run.
 */
export function report(name: string, figures: Figures, notes: Record<string, string> = {}): void {
  figures = { ...figures, host_reference_ms: hostReference() };
  notes = {
    ...notes,
    load_average_at_end: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
  const width = Math.max(...Object.keys(figures).map((k) => k.length), 6);
  console.log(`\n${name} (${new Date().toISOString()})`);
  console.log(`${'figure'.padEnd(width)}  value`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(12)}`);
  for (const [k, v] of Object.entries(figures)) {
    const shown = Number.isInteger(v) ? String(v) : v.toFixed(3);
    console.log(`${k.padEnd(width)}  ${shown}`);
  }
  mkdirSync(resultsDir, { recursive: true });
  const out = { name, date: new Date().toISOString(), machine: machine(), figures, notes };
  writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify(out, null, 2) + '\n');
}

/** Percentile of an ascending-sorted array (nearest rank). */
/** The middle value (the upper one of an even count), of an unsorted list. */
export function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

/** The PostgreSQL server benchmarks use: BENCH_DATABASE_URL, else DATABASE_URL, else the local one. */
const benchServer =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** URL of database `name` on the benchmark server. */
export function benchDbUrl(name: string): string {
  const u = new URL(benchServer);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs fn with a client on the server's maintenance database (CREATE/DROP DATABASE). */
export async function withBenchAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: benchDbUrl('postgres') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
