// The one way every national file is loaded (issue 7): records stream from the file (constant
// memory), each is turned into a row or rejected with its line number and reason, rows are COPYed
// into a temporary staging table, and one transaction merges the stage into the target table and
// records the release. A file in the wrong format is refused on its first record, before anything is
// written; a malformed line is reported and skipped; a reload of a release replaces it.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import pgCopy from 'pg-copy-streams';
import type { Knex } from '../../core/db.js';

/** The file is not in the format the loader expects; nothing was written. */
export class LoadFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoadFormatError';
  }
}

/** One record cannot be loaded; the loader reports it with its line and goes on. */
export class RowError extends Error {}

export type Cell = string | number | boolean | null;

export interface SourceRecord<T> {
  /** 1-based line (CSV) or feature ordinal (JSON, GML) where the record starts. */
  line: number;
  value: T;
  /** A record the reader could not parse at all (malformed quoting, bad JSON feature). */
  error?: string;
}

export interface MergeContext {
  client: pg.ClientBase;
  release: string;
  source: string;
  scope: string;
}

export interface LoaderSpec<T> {
  kind: string;
  /** Columns of the staging table in COPY order: [name, SQL type]. */
  stage: [string, string][];
  /** Reads the file. The first record (or header check) throws LoadFormatError on a wrong format. */
  read(file: string, counter: Transform): AsyncIterable<SourceRecord<T>>;
  /**
   * True for formats without a header to check (headerless CSV, GeoJSON, GML, JSON lines): the first
   * record then decides the format, and one it cannot read refuses the file. With a checked header a
   * bad first data line is only a rejection.
   */
  formatByFirstRecord?: boolean;
  /** Turns one record into a stage row (same order as `stage`), or throws RowError. */
  toRow(value: T): Cell[] | null;
  /** Moves the stage (temp table `stage`) into the target table; returns rows now held for the release. */
  merge(ctx: MergeContext): Promise<number | { loaded: number; rejections: Rejection[] }>;
}

export interface Rejection {
  line: number;
  reason: string;
}

export interface LoadSummary {
  kind: string;
  scope: string;
  release: string;
  file: string;
  read: number;
  loaded: number;
  rejected: number;
  /** The first 1,000 rejections (all are counted). */
  rejections: Rejection[];
  seconds: number;
  /** Where the time went: reading, checking and COPYing into the stage, then the merge. */
  phases: { stageSeconds: number; mergeSeconds: number };
}

export interface LoadOptions {
  release: string;
  scope?: string;
  /** Progress line on stderr (only drawn on a terminal). */
  progress?: boolean;
}

const MAX_REJECTIONS_KEPT = 1000;

export function checkRelease(release: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(release))
    throw new LoadFormatError(`release must be YYYY-MM (got '${release}')`);
  return release;
}

/** Release from a file name (…2025-05…, …202505…), else the current month. */
export function releaseFromName(file: string, now = new Date()): string {
  const base = path.basename(file);
  const m = /(20\d\d)[-_]?(0[1-9]|1[0-2])(?!\d)/.exec(base);
  if (m) return `${m[1]}-${m[2]}`;
  return now.toISOString().slice(0, 7);
}

/** True for a real calendar day (COPY would abort the whole load on 2022-13-01 or 31-02-2020). */
export function isCalendarDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1000 || y > 9999) return false;
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** COPY text format: backslash, tab, newline and carriage return escaped; \N for null. */
export function copyCell(v: Cell): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  const s = typeof v === 'number' ? String(v) : v;
  return /[\\\t\n\r]/.test(s)
    ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : s;
}

function progressDrawer(kind: string, total: number, enabled: boolean) {
  let last = 0;
  return (bytes: number, rows: number, final = false) => {
    if (!enabled) return;
    const now = Date.now();
    if (!final && now - last < 200) return;
    last = now;
    const pct = total > 0 ? Math.min(100, (bytes * 100) / total) : 0;
    const width = 30;
    const filled = Math.round((pct / 100) * width);
    process.stderr.write(
      `\r${kind} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${pct.toFixed(0).padStart(3)}% ${rows.toLocaleString('en-GB')} rows${final ? '\n' : ''}`,
    );
  };
}

/** Runs one load end to end. Throws LoadFormatError (nothing written) when the file is not of the kind. */
export async function runLoad<T>(
  db: Knex,
  spec: LoaderSpec<T>,
  file: string,
  opts: LoadOptions,
): Promise<LoadSummary> {
  const started = Date.now();
  const release = checkRelease(opts.release);
  const scope = opts.scope ?? '';
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new LoadFormatError(`cannot read ${file}: no such file`);
  }
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      bytes += chunk.length;
      cb(null, chunk);
    },
  });
  const draw = progressDrawer(
    `${spec.kind}${scope ? `:${scope}` : ''}`,
    size,
    !!opts.progress && !!process.stderr.isTTY,
  );
  const it = spec.read(file, counter)[Symbol.asyncIterator]();
  const rejections: Rejection[] = [];
  let rejected = 0;
  let read = 0;
  let staged = 0;
  const reject = (line: number, reason: string) => {
    rejected++;
    if (rejections.length < MAX_REJECTIONS_KEPT) rejections.push({ line, reason });
  };
  const rowOf = (rec: SourceRecord<T>): Cell[] | null => {
    read++;
    if (rec.error) {
      reject(rec.line, rec.error);
      return null;
    }
    try {
      return spec.toRow(rec.value);
    } catch (err) {
      if (err instanceof RowError) {
        reject(rec.line, err.message);
        return null;
      }
      throw err;
    }
  };

  // The first record decides the format: a header check in read(), or a first row that the loader
  // cannot read at all. Refused here, before a connection is even taken.
  const first = await it.next();
  let firstRow: Cell[] | null = null;
  if (!first.done && !spec.formatByFirstRecord) {
    firstRow = rowOf(first.value);
  } else if (!first.done) {
    if (first.value.error)
      throw new LoadFormatError(
        `${path.basename(file)} is not a ${spec.kind} file: line ${first.value.line}: ${first.value.error}`,
      );
    try {
      firstRow = spec.toRow(first.value.value);
    } catch (err) {
      if (err instanceof RowError)
        throw new LoadFormatError(
          `${path.basename(file)} is not a ${spec.kind} file: line ${first.value.line}: ${err.message}`,
        );
      throw err;
    }
    read++;
  }

  const conn = (await db.client.acquireConnection()) as pg.PoolClient;
  try {
    await conn.query('BEGIN');
    try {
      await conn.query(
        `CREATE TEMP TABLE stage (${spec.stage.map(([n, t]) => `"${n}" ${t}`).join(', ')}) ON COMMIT DROP`,
      );
      const copy = conn.query(
        pgCopy.from(`COPY stage (${spec.stage.map(([n]) => `"${n}"`).join(', ')}) FROM STDIN`),
      );
      const lines = async function* (): AsyncGenerator<string> {
        let buf = '';
        const push = (row: Cell[] | null) => {
          if (!row) return;
          staged++;
          buf += row.map(copyCell).join('\t') + '\n';
        };
        push(firstRow);
        for (;;) {
          const n = await it.next();
          if (n.done) break;
          push(rowOf(n.value));
          draw(bytes, staged);
          if (buf.length >= 1 << 16) {
            yield buf;
            buf = '';
          }
        }
        if (buf) yield buf;
      };
      await pipeline(lines, copy);
      const stagedAt = Date.now();
      const merged = await spec.merge({ client: conn, release, source: path.basename(file), scope });
      const mergedAt = Date.now();
      // Rows PostgreSQL itself refused during the merge (an unreadable geometry) are rejections too.
      const loaded = typeof merged === 'number' ? merged : merged.loaded;
      if (typeof merged !== 'number') {
        for (const r of merged.rejections) reject(r.line, r.reason);
        staged -= merged.rejections.length;
      }
      await conn.query(
        `INSERT INTO data_releases (kind, scope, release, file, rows_loaded, rows_rejected, loaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (kind, scope) DO UPDATE SET release = EXCLUDED.release, file = EXCLUDED.file,
           rows_loaded = EXCLUDED.rows_loaded, rows_rejected = EXCLUDED.rows_rejected, loaded_at = now()`,
        [spec.kind, scope, release, path.basename(file), loaded, rejected],
      );
      await conn.query('COMMIT');
      draw(size, staged, true);
      return {
        kind: spec.kind,
        scope,
        release,
        file: path.basename(file),
        read,
        loaded: staged,
        rejected,
        rejections,
        seconds: (Date.now() - started) / 1000,
        phases: { stageSeconds: (stagedAt - started) / 1000, mergeSeconds: (mergedAt - stagedAt) / 1000 },
      };
    } catch (err) {
      await conn.query('ROLLBACK').catch(() => {});
      throw err;
    }
  } finally {
    await db.client.releaseConnection(conn);
  }
}

/**
 * Runs `fill` (the merge's writes into `table`). When the table holds no rows before the merge (a
 * first load), its indexes other than those of constraints (the primary key that ON CONFLICT needs
 * stays) are dropped first and built once afterwards: one sorted build instead of growing every
 * index row by row. Inside the merge's transaction, so a failed load leaves the indexes as they were;
 * readers of the empty table wait for the commit instead of reading nothing. A table with rows keeps
 * its indexes (readers of the old release are never blocked). The table is analysed either way when
 * it was empty, so the first queries after a first load have statistics.
 */
export async function fillTable<T>(client: pg.ClientBase, table: string, fill: () => Promise<T>): Promise<T> {
  const empty = (
    await client.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`)
  ).rows[0]!.empty;
  if (!empty) return fill();
  const indexes = (
    await client.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i WHERE i.indrelid = $1::regclass
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [table],
    )
  ).rows;
  for (const ix of indexes) await client.query(`DROP INDEX ${ix.name}`);
  const out = await fill();
  for (const ix of indexes) await client.query(ix.def);
  await client.query(`ANALYZE ${table}`);
  return out;
}

/** A readable stream of the file through the byte counter (for the progress bar). */
export function openCounted(file: string, counter: Transform): Readable {
  return createReadStream(file).pipe(counter);
}

/** Human summary printed by `plandata load`. */
export function formatSummary(s: LoadSummary, maxLines = 20): string {
  const lines = [
    `${s.kind}${s.scope ? ` (${s.scope})` : ''} release ${s.release} from ${s.file}: ${s.loaded.toLocaleString('en-GB')} rows loaded, ${s.rejected.toLocaleString('en-GB')} rejected in ${s.seconds.toFixed(1)} s`,
  ];
  for (const r of s.rejections.slice(0, maxLines)) lines.push(`  line ${r.line}: ${r.reason}`);
  if (s.rejected > maxLines) lines.push(`  … and ${s.rejected - maxLines} more`);
  return lines.join('\n');
}
