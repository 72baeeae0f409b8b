// csv.ts's reader against csv-parse with the options read.ts gives it: the same records and cells
// on every CSV file in ../shared/fixtures (none of which needs csv-parse), on the cases a register
// file has (quoted commas and line breaks, doubled quotes, empty lines, each line ending), and on
// random texts of the characters that matter; where the reader answers false, csv-parse reads the
// text its own way or refuses it, and those texts are counted so the comparison is not vacuous.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { describeWithFixtures, fixtureFiles } from '../../../test/helpers/fixtures.js';
import { savedPage } from '../../../test/helpers/portal-pages.js';
import { csvCells, csvRecords } from './csv.js';

const OPTIONS = { relax_column_count: true, relax_quotes: true, skip_empty_lines: false } as const;

function byCsvParse(text: string): string[][] | 'refused' {
  try {
    return parse(Buffer.from(text), OPTIONS) as string[][];
  } catch {
    return 'refused';
  }
}

/** The reader's records (the cells it gives and the cells of each record's text again), or null. */
function byReader(text: string): string[][] | null {
  const out: string[][] = [];
  const ok = csvRecords(text, (record, cells) => {
    expect(csvCells(record)).toEqual(cells);
    out.push(cells);
  });
  return ok ? out : null;
}

describe('the CSV reader', () => {
  it.each([
    ['an empty text', '', []],
    ['one line, no line break', 'a,b', [['a', 'b']]],
    [
      'a final line break, no record after it',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['an empty line, a record of one empty cell', 'a\n\nb', [['a'], [''], ['b']]],
    [
      'a quoted comma and line break',
      'x,"1 High Street,\nOxford"\ny,z',
      [
        ['x', '1 High Street,\nOxford'],
        ['y', 'z'],
      ],
    ],
    ['a doubled quote', '"say ""no""",b', [['say "no"', 'b']]],
    ['a quote inside an unquoted cell is text', 'a "b" c,d', [['a "b" c', 'd']]],
    ['a lone \\n in a \\r\\n file is text', 'a\r\nb\nc,d\r\ne', [['a'], ['b\nc', 'd'], ['e']]],
    ['a file of \\r line ends', 'a,b\rc\r', [['a', 'b'], ['c']]],
    ['an empty quoted cell', '"",x,""', [['', 'x', '']]],
  ])('reads %s as csv-parse does', (_name, text, records) => {
    expect(byReader(text)).toEqual(records);
    expect(byCsvParse(text)).toEqual(records);
  });

  it.each([
    ['text after a closing quote', '"a"b,c'],
    ['a quote never closed', 'a,"b\nc'],
    ['a NUL', 'a,b\u0000c'],
    ['a lone surrogate', 'a,\ud800'],
  ])('leaves %s to csv-parse', (_name, text) => {
    expect(byReader(text)).toBeNull();
  });

  it('reads 20,000 random texts as csv-parse does, or leaves them to it', () => {
    // A fixed seed: the same texts on every run.
    let seed = 20261126;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const alphabet = ['a', 'b', ',', ',', '"', '"', '\r', '\n', '\r\n', ' ', 'é', '€'];
    let read = 0;
    let left = 0;
    for (let k = 0; k < 20_000; k++) {
      let text = '';
      const len = Math.floor(random() * 24);
      for (let j = 0; j < len; j++) text += alphabet[Math.floor(random() * alphabet.length)];
      const mine = byReader(text);
      if (mine === null) {
        left++;
        continue;
      }
      read++;
      expect(mine, JSON.stringify(text)).toEqual(byCsvParse(text));
    }
    // Most texts are in the grammar, and some are not: both paths are exercised.
    expect(read).toBeGreaterThan(10_000);
    expect(left).toBeGreaterThan(500);
  });
});

describeWithFixtures('the CSV reader on the real files', () => {
  const files = fixtureFiles('.').filter((f) => /\.csv$/i.test(f));
  it('finds the fixture CSV files', () => {
    expect(files.length).toBeGreaterThan(30);
  });
  it.each(files)('reads %s as csv-parse does', (file) => {
    const text = savedPage(file).text.replace(/^\uFEFF/, '');
    const mine = byReader(text);
    expect(mine).not.toBeNull();
    expect(mine).toEqual(byCsvParse(text));
  });
});
