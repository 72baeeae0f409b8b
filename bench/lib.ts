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

/** Print the figures as a table and write them to bench/results/<name>.json. */
export function report(name: string, figures: Figures, notes: Record<string, string> = {}): void {
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
