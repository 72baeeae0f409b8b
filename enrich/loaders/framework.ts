// The one way every national file is loaded (issue 7): records stream from the file (constant
// memory), each is turned into a row or rejected with its line number and reason, rows are COPYed
// into a temporary staging table, and one transaction merges the stage into the target table and
// records the release. A kind that needs no SQL between the file and its table (LoaderSpec.direct)
// COPYs straight into the target instead when it can: a full file always, an upsert kind on a first
// load. A file in the wrong format (an empty, compressed or truncated file, a header without the
// kind's columns, a first record the kind cannot read) is refused, and so is one with more than
// MAX_REJECTED_SHARE of its records rejected: nothing is written and the release record stays as it
// was (it moves only in the transaction that commits the rows). A malformed line is reported and
// skipped; a reload of a release replaces it.
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import pgCopy from 'pg-copy-streams';
import type { Knex } from '../../core/db.js';
import { BinaryCopyWriter, COPY_CHUNK, type BinaryColumn, type Cell } from './copy-binary.js';
import { SpillBuffer } from './spill.js';

/** The file is not in the format the loader expects; nothing was written. */
export class LoadFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoadFormatError';
  }
}

/**
 * Too many of the file's records were rejected (LoadOptions.maxRejectedShare, every one at least):
 * the wrong file, or a format that has changed. Nothing was written; `rejections` are the first ones.
 */
export class LoadRejectedError extends LoadFormatError {
  constructor(
    message: string,
    readonly read: number,
    readonly rejected: number,
    readonly rejections: Rejection[],
  ) {
    super(message);
    this.name = 'LoadRejectedError';
  }
}

/**
 * The share of a file's records that may be rejected before the load is refused (more than half:
 * such a file is not of the kind, or its format has changed). `plandata load --max-rejected`.
 */
export const MAX_REJECTED_SHARE = 0.5;

/** A file whose first this many records are all rejected is refused there, without reading on. */
const EARLY_REFUSAL = 1000;

/** One record cannot be loaded; the loader reports it with its line and goes on. */
export class RowError extends Error {}

export type { Cell } from './copy-binary.js';

export interface SourceRecord<T> {
  /** 1-based line (CSV) or feature ordinal (JSON, GML) where the record starts. */
  line: number;
  value: T;
  /** A record the reader could not parse at all (malformed quoting, bad JSON feature). */
  error?: string;
  /**
   * With `error`: the file ends inside this record (a CSV or JSON line cut off without its line end,
   * a feature or parcel not closed, a FeatureCollection not closed). The whole file is refused.
   */
  truncated?: boolean;
}

export interface MergeContext {
  client: pg.ClientBase;
  release: string;
  source: string;
  scope: string;
}

/**
 * COPY straight into the target table: no stage, no INSERT … SELECT (the stage cost as much as the
 * final COPY: PostgreSQL parsed every row twice).
 */
export interface DirectCopy {
  table: string;
  /** Target columns in the order of `row`. */
  columns: string[];
  /**
   * 'replace': a full file (the previous release of the kind is deleted by `clear`), always direct.
   * 'empty': an upsert kind, direct only while the table holds no rows (a first load). A key met twice
   * in the file then breaks the primary key: the load falls back to the stage, whose merge keeps one.
   */
  when: 'replace' | 'empty';
  /** Analyse the table after every load, not only a first one (fillTable's alwaysAnalyze). */
  alwaysAnalyze?: boolean;
  clear?(ctx: MergeContext): Promise<void>;
  /**
   * The target row from the stage row that `toRow` made (null: nothing to write, e.g. a deletion;
   * 'stage': the row needs SQL on its way, see `mergeRest`).
   */
  row(stage: Cell[], release: string): Cell[] | 'stage' | null;
  /**
   * The COPY in binary format, with these column types (copy-binary.ts), instead of text: for rows
   * whose cells are binary already (EWKB, doubles), which then need no hex, digits or escaping.
   */
  binary?: readonly BinaryColumn[];
  /**
   * Checked before anything is written: null when the direct COPY may be used, else why not (the load
   * then goes through the stage and `merge`, and the summary's `note` says why).
   */
  usable?(client: pg.ClientBase): Promise<string | null>;
  /**
   * Rows `row` answered 'stage' for are kept aside as COPY text (spill.ts: in memory up to a bound,
   * then in a temporary file), COPYed into the stage after the direct COPY and moved into the
   * target by this.
   * A 23505 it raises sends the whole load through the stage, as one from the direct COPY does.
   */
  mergeRest?(ctx: MergeContext): Promise<{ loaded: number; rejections: Rejection[] }>;
}

export interface LoaderSpec<T> {
  kind: string;
  /** Columns of the staging table in COPY order: [name, SQL type]. */
  stage: [string, string][];
  /**
   * Columns PostgreSQL computes from those as each row is COPYed (`name type GENERATED ALWAYS AS
   * (…) STORED`): work that then runs while node is still reading the file, not after it.
   */
  stageGenerated?: string[];
  /**
   * Reads the file, records in batches (one per chunk read: an await per record cost more than some
   * loaders' checks). The first record (or header check) throws LoadFormatError on a wrong format.
   */
  read(file: string, counter: Transform): AsyncIterable<SourceRecord<T>[]>;
  /**
   * True for formats without a header to check (headerless CSV, GeoJSON, GML, JSON lines): the first
   * record then decides the format, and one it cannot read refuses the file. With a checked header a
   * bad first data line is only a rejection.
   */
  formatByFirstRecord?: boolean;
  /**
   * Turns one record into a stage row (same order as `stage`), or throws RowError. Cells after the
   * stage's columns are not COPYed into the stage: they are for `direct.row` only.
   */
  toRow(value: T): Cell[] | null;
  /** See DirectCopy; without it every load goes through the stage and `merge`. */
  direct?: DirectCopy;
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
  /**
   * Where the time went: reading, checking and COPYing into the stage, then the merge. A direct load
   * counts its COPY (and the index builds after it) as stage and has no merge.
   */
  phases: { stageSeconds: number; mergeSeconds: number };
  /** True when the rows were COPYed straight into the target (LoaderSpec.direct). */
  direct: boolean;
  /** Why a kind with a direct COPY went through the stage instead (DirectCopy.usable). */
  note?: string;
}

export interface LoadOptions {
  release: string;
  scope?: string;
  /** Progress line on stderr (only drawn on a terminal). */
  progress?: boolean;
  /** Memory bound of the rows set aside for DirectCopy.mergeRest before they go to disk (spill.ts). */
  spillBytes?: number;
  /**
   * Share of the records read that may be rejected (0 to 1; default MAX_REJECTED_SHARE); above it the
   * load is refused (LoadRejectedError). A file whose every record is rejected is refused whatever this is.
   */
  maxRejectedShare?: number;
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
  // Arithmetic, not a Date per call (called for every date of every row).
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);
}

/** Two ASCII digits at i as a number, else -1. */
function twoDigits(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/**
 * The ISO day written in `s`, or null when it is not a real calendar day: YYYY-MM-DD (anything after
 * it ignored, such as a time) or DD?MM?YYYY with each ? one of `ukSeparators`. Read by character
 * code, not regular expressions: several dates in each of millions of rows.
 */
export function calendarDay(s: string, ukSeparators: string): string | null {
  let y: number, m: number, d: number;
  if (s.length >= 10 && s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45) {
    const c = twoDigits(s, 0);
    const yy = twoDigits(s, 2);
    y = c < 0 || yy < 0 ? -1 : c * 100 + yy;
    m = twoDigits(s, 5);
    d = twoDigits(s, 8);
    return isCalendarDate(y, m, d) ? s.slice(0, 10) : null;
  }
  if (s.length === 10 && ukSeparators.includes(s[2]!) && ukSeparators.includes(s[5]!)) {
    const c = twoDigits(s, 6);
    const yy = twoDigits(s, 8);
    y = c < 0 || yy < 0 ? -1 : c * 100 + yy;
    m = twoDigits(s, 3);
    d = twoDigits(s, 0);
    return isCalendarDate(y, m, d) ? `${s.slice(6, 10)}-${s.slice(3, 5)}-${s.slice(0, 2)}` : null;
  }
  return null;
}

const COPY_SPECIAL = /[\\\t\n\r]/;

/**
 * COPY text format: backslash, tab, newline and carriage return escaped; \N for null; bytes as hex
 * (how PostGIS reads EWKB in text: the only bytes cells are geometry).
 */
export function copyCell(v: Cell): string {
  if (typeof v === 'string')
    return COPY_SPECIAL.test(v)
      ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
      : v;
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v); // digits, '.', '-', 'e', 'Infinity', 'NaN': nothing to escape
  return Buffer.from(v.buffer, v.byteOffset, v.length).toString('hex');
}

/**
 * One row (its first `cells` cells) as a line of COPY text (a loop: twice as fast as map + join on
 * 100,000-row loads).
 */
export function copyLine(row: Cell[], cells = row.length): string {
  let line = '';
  for (let i = 0; i < cells; i++) {
    if (i) line += '\t';
    line += copyCell(row[i]!);
  }
  return line + '\n';
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

/**
 * The size of a file that can be read and may be a national file: refuses (LoadFormatError) a missing
 * or unreadable path, a directory, an empty file and a compressed one (the loaders read plain text).
 */
function checkFile(file: string): number {
  const base = path.basename(file);
  let size: number;
  const head = Buffer.alloc(4);
  let got: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new LoadFormatError(`${file} is not a file`);
    size = st.size;
    const fd = openSync(file, 'r');
    try {
      got = readSync(fd, head, 0, 4, 0);
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    if (err instanceof LoadFormatError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new LoadFormatError(`cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (code ?? err)}`);
  }
  if (size === 0) throw new LoadFormatError(`${base} is empty`);
  if (got >= 4 && head.readUInt32BE(0) === 0x504b0304)
    throw new LoadFormatError(`${base} is a ZIP archive: extract the data file from it and load that`);
  if (got >= 2 && head[0] === 0x1f && head[1] === 0x8b)
    throw new LoadFormatError(`${base} is gzip-compressed: decompress it (gunzip) and load that`);
  return size;
}

/**
 * Runs one load end to end. Throws LoadFormatError (nothing written, the release record unchanged)
 * when the file is not of the kind, is empty or truncated, or has too many records rejected
 * (LoadRejectedError).
 */
export async function runLoad<T>(
  db: Knex,
  spec: LoaderSpec<T>,
  file: string,
  opts: LoadOptions,
): Promise<LoadSummary> {
  const started = Date.now();
  const release = checkRelease(opts.release);
  const scope = opts.scope ?? '';
  const maxShare = opts.maxRejectedShare ?? MAX_REJECTED_SHARE;
  if (!(maxShare >= 0 && maxShare <= 1))
    throw new LoadFormatError(`the rejected share must be between 0 and 1 (got ${maxShare})`);
  const base = path.basename(file);
  const size = checkFile(file);
  let bytes = 0;
  const draw = progressDrawer(
    `${spec.kind}${scope ? `:${scope}` : ''}`,
    size,
    !!opts.progress && !!process.stderr.isTTY,
  );
  let rejections: Rejection[] = [];
  let rejected = 0;
  let read = 0;
  let staged = 0;
  const refused = (early: boolean) =>
    new LoadRejectedError(
      early
        ? `${base}: its first ${rejected.toLocaleString('en-GB')} records were all rejected: it is not a ${spec.kind} file, or its format has changed`
        : `${base}: ${rejected.toLocaleString('en-GB')} of ${read.toLocaleString('en-GB')} records rejected (` +
            (rejected === read
              ? 'every one'
              : `more than the ${+(maxShare * 100).toFixed(2)}% a load accepts; --max-rejected changes it`) +
            `): it is not a ${spec.kind} file, or its format has changed`,
      read,
      rejected,
      rejections,
    );
  const reject = (line: number, reason: string) => {
    rejected++;
    if (rejections.length < MAX_REJECTIONS_KEPT) rejections.push({ line, reason });
    // A file whose records are all rejected is refused early rather than read to its end.
    if (rejected === read && rejected >= EARLY_REFUSAL) throw refused(true);
  };
  const truncated = (rec: SourceRecord<T>) =>
    new LoadFormatError(
      `${base} ends in the middle of a record (line ${rec.line}: ${rec.error}): the file looks truncated`,
    );
  const rowOf = (rec: SourceRecord<T>): Cell[] | null => {
    read++;
    if (rec.truncated) throw truncated(rec);
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

  /**
   * Opens the file and reads its first record, which decides the format: a header check in read(), or
   * a first row that the loader cannot read at all. Refused here, before a connection is even taken.
   * Called again (counts reset) when a direct load falls back to the stage.
   */
  const open = async () => {
    rejections = [];
    rejected = read = staged = bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        bytes += chunk.length;
        cb(null, chunk);
      },
    });
    const it = spec.read(file, counter)[Symbol.asyncIterator]();
    let first: SourceRecord<T> | undefined;
    let rest: SourceRecord<T>[] = [];
    for (;;) {
      const n = await it.next();
      if (n.done) break;
      if (!n.value.length) continue;
      first = n.value[0];
      rest = n.value.slice(1);
      break;
    }
    if (!first) {
      await it.return?.();
      throw new LoadFormatError(`${base} holds no ${spec.kind} records`);
    }
    let firstRow: Cell[] | null;
    if (!spec.formatByFirstRecord) {
      firstRow = rowOf(first);
    } else {
      if (first.truncated) throw truncated(first);
      if (first.error)
        throw new LoadFormatError(`${base} is not a ${spec.kind} file: line ${first.line}: ${first.error}`);
      try {
        firstRow = spec.toRow(first.value);
      } catch (err) {
        if (err instanceof RowError)
          throw new LoadFormatError(`${base} is not a ${spec.kind} file: line ${first.line}: ${err.message}`);
        throw err;
      }
      read++;
    }
    return { it, firstRow, rest };
  };

  const stageCells = spec.stage.length;
  /**
   * COPY data of every row of the file, through `map` (stage row to the row COPYed), 64 KiB a chunk:
   * text, or binary (copy-binary.ts) when `binary` gives the columns' types. Rows `map` answers
   * 'stage' for go to `aside` as stage COPY text. `toStage`: the rows COPYed are stage rows (only the
   * stage's cells written).
   */
  const copyText = (
    source: { it: AsyncIterator<SourceRecord<T>[]>; firstRow: Cell[] | null; rest: SourceRecord<T>[] },
    map: (row: Cell[]) => Cell[] | 'stage' | null,
    toStage: boolean,
    aside?: SpillBuffer,
    binary?: readonly BinaryColumn[],
  ) =>
    async function* (): AsyncGenerator<string | Buffer> {
      let buf = '';
      const bin = binary && new BinaryCopyWriter(binary);
      const push = (stageRow: Cell[] | null) => {
        const row = stageRow && map(stageRow);
        if (!row) return;
        staged++;
        if (row === 'stage') aside!.push(copyLine(stageRow!, stageCells));
        else if (bin) bin.row(row);
        else buf += copyLine(row, toStage ? stageCells : row.length);
      };
      push(source.firstRow);
      for (let batch = source.rest; ;) {
        for (const rec of batch) {
          push(rowOf(rec));
          // Binary chunks are cut within a batch (a reader's batch may be larger than a chunk).
          if (bin?.full) yield bin.take();
        }
        draw(bytes, staged);
        if (buf.length >= COPY_CHUNK) {
          yield buf;
          buf = '';
        }
        const n = await source.it.next();
        if (n.done) break;
        batch = n.value;
      }
      if (bin) yield bin.end();
      else if (buf) yield buf;
    };

  let source = await open();
  const conn = (await db.client.acquireConnection()) as pg.PoolClient;
  try {
    await conn.query('BEGIN');
    try {
      const ctx: MergeContext = { client: conn, release, source: path.basename(file), scope };
      let loaded = -1;
      let stagedAt = 0;
      let wentDirect = false;
      let note: string | undefined;
      const d = spec.direct;
      let direct =
        !!d &&
        (d.when === 'replace' ||
          (await conn.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${d.table}) AS empty`))
            .rows[0]!.empty);
      if (d && direct && d.usable) {
        note = (await d.usable(conn)) ?? undefined;
        direct = !note;
      }
      const createStage = () =>
        conn.query(
          `CREATE TEMP TABLE stage (${[...spec.stage.map(([n, t]) => `"${n}" ${t}`), ...(spec.stageGenerated ?? [])].join(', ')}) ON COMMIT DROP`,
        );
      const copyStage = () =>
        conn.query(pgCopy.from(`COPY stage (${spec.stage.map(([n]) => `"${n}"`).join(', ')}) FROM STDIN`));
      if (d && direct) {
        await conn.query('SAVEPOINT direct');
        try {
          loaded = await fillTable(
            conn,
            d.table,
            async () => {
              await d.clear?.(ctx);
              const aside = new SpillBuffer(opts.spillBytes);
              try {
                await pipeline(
                  copyText(source, (row) => d.row(row, release), false, aside, d.binary),
                  conn.query(
                    pgCopy.from(
                      `COPY ${d.table} (${d.columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN${d.binary ? ' (FORMAT binary)' : ''}`,
                    ),
                  ),
                );
                if (!aside.count) return staged;
                if (!d.mergeRest)
                  throw new Error(`${spec.kind}: rows set aside for the stage without mergeRest`);
                await createStage();
                await pipeline(() => aside.read(), copyStage());
              } finally {
                aside.dispose();
              }
              const rest = await d.mergeRest(ctx);
              for (const r of rest.rejections) reject(r.line, r.reason);
              staged -= rest.rejections.length;
              return staged;
            },
            d.alwaysAnalyze,
          );
          await conn.query('RELEASE SAVEPOINT direct');
          stagedAt = Date.now();
          wentDirect = true;
        } catch (err) {
          // 23505: a key twice in the file of an upsert kind; the stage's merge keeps one of them.
          if ((err as { code?: string }).code !== '23505') throw err;
          await conn.query('ROLLBACK TO SAVEPOINT direct');
          await source.it.return?.();
          source = await open();
        }
      }
      if (loaded < 0) {
        await createStage();
        await pipeline(
          copyText(source, (row) => row, true),
          copyStage(),
        );
        stagedAt = Date.now();
        const merged = await spec.merge(ctx);
        // Rows PostgreSQL itself refused during the merge (an unreadable geometry) are rejections too.
        loaded = typeof merged === 'number' ? merged : merged.loaded;
        if (typeof merged !== 'number') {
          for (const r of merged.rejections) reject(r.line, r.reason);
          staged -= merged.rejections.length;
        }
      }
      const mergedAt = Date.now();
      // Refused before the release record moves: the ROLLBACK below undoes the rows too.
      if (rejected === read || rejected > maxShare * read) throw refused(false);
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
        direct: wentDirect,
        ...(note ? { note } : {}),
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
export async function fillTable<T>(
  client: pg.ClientBase,
  table: string,
  fill: () => Promise<T>,
  /** A full replace changes every row: analysed even when the table held rows before. */
  alwaysAnalyze = false,
): Promise<T> {
  const empty = (
    await client.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`)
  ).rows[0]!.empty;
  if (!empty) {
    const out = await fill();
    if (alwaysAnalyze) await analyzeLookups(client, table);
    return out;
  }
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
  await analyzeLookups(client, table);
  return out;
}

/**
 * ANALYZE of the columns the look-ups use: those of the table's indexes. Statistics of every column
 * cost as much again as the COPY itself on a 100,000-row price-paid load (text columns sorted under
 * the collation); the joins' plans need only these. (Autovacuum may be off: this is the only ANALYZE.)
 */
async function analyzeLookups(client: pg.ClientBase, table: string): Promise<void> {
  const cols = (
    await client.query<{ col: string }>(
      `SELECT DISTINCT a.attname AS col FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
       WHERE i.indrelid = $1::regclass AND a.attnum > 0`,
      [table],
    )
  ).rows.map((r) => `"${r.col}"`);
  await client.query(`ANALYZE ${table}${cols.length ? ` (${cols.join(', ')})` : ''}`);
}

/**
 * A readable stream of the file through the byte counter (for the progress bar). A read error (a
 * directory, a file that went away) reaches the reader through the counter: pipe() alone would leave
 * it unhandled and end the process.
 */
export function openCounted(
  file: string,
  counter: Transform,
  opts: { highWaterMark?: number } = {},
): Readable {
  const input = createReadStream(file, opts);
  input.on('error', (err) => counter.destroy(err));
  return input.pipe(counter);
}

/** Human summary printed by `plandata load`. */
export function formatSummary(s: LoadSummary, maxLines = 20): string {
  const lines = [
    `${s.kind}${s.scope ? ` (${s.scope})` : ''} release ${s.release} from ${s.file}: ${s.loaded.toLocaleString('en-GB')} rows loaded, ${s.rejected.toLocaleString('en-GB')} rejected in ${s.seconds.toFixed(1)} s`,
  ];
  if (s.note) lines.push(`  ${s.note}`);
  for (const r of s.rejections.slice(0, maxLines)) lines.push(`  line ${r.line}: ${r.reason}`);
  if (s.rejected > maxLines) lines.push(`  … and ${s.rejected - maxLines} more`);
  return lines.join('\n');
}
