// Streaming CSV records with their line numbers. A line the tokenizer cannot read (broken quoting) is
// yielded as an error record and the parse goes on; a line with the wrong column count is an error
// record too. With a header the first line is checked against the columns the kind requires.
import type { Transform } from 'node:stream';
import { CsvTokenizer, type CsvToken } from './csv-tokens.js';
import { LoadFormatError, openCounted, type SourceRecord } from './framework.js';

export interface CsvOptions {
  /** Kind name, for messages. */
  kind: string;
  /** Expected columns of a headerless file (exact count). */
  columns?: number;
  /** For files with a header: columns that must be present (compared trimmed, case-insensitive). */
  required?: string[];
  /** Columns a file may have beyond the required ones, any of which are enough instead (alternatives). */
  requiredAny?: string[][];
}

export type CsvRow = {
  fields: string[];
  get(name: string): string;
  /** The column at a position from `columnPositions`, trimmed ('' for -1). */
  at(i: number): string;
  /** Column position of a name in this row's file (-1: none); one function per file. */
  readonly position: (name: string) => number;
};

/** One record; `get` trims the named column ('' when the file has no such column). */
class Row implements CsvRow {
  constructor(
    readonly fields: string[],
    readonly position: (name: string) => number,
  ) {}
  get(name: string): string {
    return this.at(this.position(name));
  }
  at(i: number): string {
    return i < 0 ? '' : (this.fields[i] ?? '').trim();
  }
}

type Positions<T> = { [P in keyof T]: T[P] extends string ? number : number[] };

/**
 * Column positions of named columns (or groups of them), looked up once per file instead of once
 * per field of every row: `columnPositions({ id: 'Id', sic: ['Sic 1', 'Sic 2'] })(row)` gives
 * `{ id: 3, sic: [7, -1] }` for that row's file, kept until a row of another file comes.
 */
export function columnPositions<T extends Record<string, string | readonly string[]>>(
  names: T,
): (r: CsvRow) => Positions<T> {
  let file: CsvRow['position'] | null = null;
  let positions = {} as Positions<T>;
  return (r) => {
    if (r.position !== file) {
      file = r.position;
      const p: Record<string, number | number[]> = {};
      for (const [key, name] of Object.entries(names))
        p[key] = typeof name === 'string' ? file(name) : name.map(file);
      positions = p as Positions<T>;
    }
    return positions;
  };
}

const norm = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** What a file's first characters say it is, when that is plainly not CSV. */
function notCsv(text: string): string | null {
  const t = text.replace(/^\uFEFF/, '').trimStart();
  // JSON: an object with a quoted key, or an array (an unquoted price-paid id starts '{9…', not '{"').
  if (/^(\{\s*"|\[\s*[[{"\d\-\]tfn])/.test(t)) return 'JSON (GeoJSON?)';
  if (/^<[?!a-zA-Z]/.test(t)) return 'XML or HTML';
  return null;
}

export async function* readCsv(
  file: string,
  counter: Transform,
  opts: CsvOptions,
): AsyncGenerator<SourceRecord<CsvRow>[]> {
  const name = file.split('/').pop();
  const input = openCounted(file, counter);
  input.setEncoding('utf8');
  const tokenizer = new CsvTokenizer();
  // The file's last character: a last record without its line end may have been cut off.
  let last = '';
  let sniffed = false;
  async function* tokens(): AsyncGenerator<[CsvToken[], boolean]> {
    for await (const chunk of input as AsyncIterable<string>) {
      if (!sniffed && chunk.trim()) {
        sniffed = true;
        const what = notCsv(chunk);
        if (what) throw new LoadFormatError(`${name} is not a ${opts.kind} file: it holds ${what}, not CSV`);
      }
      if (chunk.length) last = chunk[chunk.length - 1]!;
      yield [tokenizer.push(chunk), false];
    }
    yield [tokenizer.push('', true), true];
  }
  let index: Map<string, number> | null = null;
  // Column position of each name a loader asks for, normalised once per name (not once per call).
  const positions = new Map<string, number>();
  const position = (name: string): number => {
    let i = positions.get(name);
    if (i === undefined) {
      i = index?.get(norm(name)) ?? -1;
      positions.set(name, i);
    }
    return i;
  };
  let width = opts.columns ?? 0;
  for await (const [batch, final] of tokens()) {
    const out: SourceRecord<CsvRow>[] = [];
    // Records of the final batch ended at the end of the file, not at a line end.
    const cut = final && last !== '\n' && last !== '\r';
    for (const token of batch) {
      if (!token.record) {
        if (opts.required && !index)
          throw new LoadFormatError(
            `${name} is not a ${opts.kind} file: its first line is not a CSV header (${token.error ?? 'malformed'})`,
          );
        out.push({
          line: token.line,
          value: undefined as unknown as CsvRow,
          error: `unreadable CSV: ${token.error ?? 'malformed'}`,
          ...(cut ? { truncated: true } : {}),
        });
        continue;
      }
      const record = token.record;
      if (opts.required && !index) {
        index = new Map(record.map((h, i) => [norm(h), i]));
        const missing = opts.required.filter((c) => !index!.has(norm(c)));
        for (const alts of opts.requiredAny ?? [])
          if (!alts.some((a) => index!.has(norm(a)))) missing.push(alts.join(' or '));
        if (missing.length)
          throw new LoadFormatError(
            `${name} is not a ${opts.kind} file: the header lacks ${missing.join(', ')}`,
          );
        width = record.length;
        continue;
      }
      if (width && record.length !== width) {
        out.push({
          line: token.line,
          value: undefined as unknown as CsvRow,
          error: `expected ${width} columns, found ${record.length}`,
          ...(cut ? { truncated: true } : {}),
        });
        continue;
      }
      out.push({ line: token.line, value: new Row(record, position) });
    }
    yield out;
  }
}
