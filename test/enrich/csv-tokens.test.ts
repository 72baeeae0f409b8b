// The loaders' CSV tokenizer (enrich/loaders/csv-tokens.ts): its split fast paths (a line without
// quotes, a line of fully quoted fields) must give what csv-parse gives, whatever the chunking.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CsvTokenizer } from '../../enrich/loaders/csv-tokens.js';

function tokens(text: string, cuts: number[]) {
  const t = new CsvTokenizer();
  const out: { line: number; record: string[] | null }[] = [];
  let p = 0;
  for (const c of [...cuts, text.length]) {
    for (const x of t.push(text.slice(p, c), false)) out.push({ line: x.line, record: x.record });
    p = c;
  }
  for (const x of t.push('', true)) out.push({ line: x.line, record: x.record });
  return out;
}

describe('CSV tokenizer', () => {
  it('reads well-formed CSV as csv-parse does, in any chunks', () => {
    let seed = 5;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const cells = ['a', 'b c', '', '"q"', '"x,y"', '"two\nlines"', '"say ""hi"""', '12', '""', '"a","b"'];
    for (let k = 0; k < 2000; k++) {
      const lines: string[] = [];
      for (let l = 0; l < 1 + Math.floor(rnd() * 4); l++) {
        const row: string[] = [];
        for (let f = 0; f < 1 + Math.floor(rnd() * 4); f++)
          row.push(cells[Math.floor(rnd() * cells.length)]!);
        lines.push(row.join(','));
      }
      const text = lines.join(rnd() < 0.5 ? '\n' : '\r\n') + (rnd() < 0.5 ? '\n' : '');
      const cuts: number[] = [];
      for (let p = Math.floor(rnd() * 5) + 1; p < text.length; p += Math.floor(rnd() * 7) + 1) cuts.push(p);
      const want = (
        parse(text, {
          relax_column_count: true,
          skip_empty_lines: true,
          info: true,
          record_delimiter: ['\r\n', '\n'],
        }) as unknown as {
          record: string[];
          info: { lines: number };
        }[]
      ).map((r) => ({ line: r.info.lines, record: r.record }));
      expect([text, tokens(text, cuts)]).toEqual([text, want]);
    }
  });

  it('reports a broken line with its number and goes on', () => {
    const out = tokens('a,b\n"x"y,z\nc,d\n', [5]);
    expect(out.map((t) => t.record)).toEqual([['a', 'b'], null, ['c', 'd']]);
    expect(out[1]!.line).toBe(2);
  });
});
