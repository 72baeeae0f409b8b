// Streaming CSV records with their line numbers. A line csv-parse cannot read (broken quoting) is
// yielded as an error record and the parse goes on; a line with the wrong column count is an error
// record too. With a header the first line is checked against the columns the kind requires.
import { parse, type CsvError } from 'csv-parse';
import type { Transform } from 'node:stream';
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

export type CsvRow = { fields: string[]; get(name: string): string };

const norm = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

export async function* readCsv(
  file: string,
  counter: Transform,
  opts: CsvOptions,
): AsyncGenerator<SourceRecord<CsvRow>> {
  const skipped: SourceRecord<CsvRow>[] = [];
  const parser = openCounted(file, counter).pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (err: CsvError | undefined) => {
        const line = (err as unknown as { lines?: number } | undefined)?.lines ?? 0;
        skipped.push({
          line,
          value: undefined as unknown as CsvRow,
          error: `unreadable CSV: ${err?.message ?? 'malformed'}`,
        });
        return undefined;
      },
    }),
  );
  let index: Map<string, number> | null = null;
  let width = opts.columns ?? 0;
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    while (skipped.length) yield skipped.shift()!;
    const { record, info } = item;
    if (opts.required && !index) {
      index = new Map(record.map((h, i) => [norm(h), i]));
      const missing = opts.required.filter((c) => !index!.has(norm(c)));
      for (const alts of opts.requiredAny ?? [])
        if (!alts.some((a) => index!.has(norm(a)))) missing.push(alts.join(' or '));
      if (missing.length)
        throw new LoadFormatError(
          `${file.split('/').pop()} is not a ${opts.kind} file: the header lacks ${missing.join(', ')}`,
        );
      width = record.length;
      continue;
    }
    if (width && record.length !== width) {
      yield {
        line: info.lines,
        value: undefined as unknown as CsvRow,
        error: `expected ${width} columns, found ${record.length}`,
      };
      continue;
    }
    const idx = index;
    yield {
      line: info.lines,
      value: {
        fields: record,
        get: (name: string) => {
          const i = idx?.get(norm(name));
          return i === undefined ? '' : (record[i] ?? '').trim();
        },
      },
    };
  }
  while (skipped.length) yield skipped.shift()!;
}
