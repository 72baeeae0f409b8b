// A CSV register file's records read quickly (read.ts: the whole-file and the streamed read), for
// registers of hundreds of thousands of rows, where csv-parse was most of a load's time before its
// first write.
// It reads exactly what csv-parse reads with read.ts's options (relax_column_count, relax_quotes,
// empty lines kept as records of one empty cell, the record delimiter found at the first line
// break outside quotes: \r\n, \n or \r): the same records, the same cells. Where a text is outside
// the grammar this reader knows exactly (a quote closed and followed by more text, a quote never
// closed, a NUL, a lone surrogate), it answers false and the caller parses with csv-parse, which
// decides (it reads such text its own way, or refuses it): nothing is guessed here.
// csv.test.ts holds the two readers to the same output on every fixture CSV and on random texts.
// It is not the national loaders' tokenizer (enrich/loaders/csv-tokens.ts), whose grammar is
// another: strict quotes (a quote inside a cell is that line's error), empty lines skipped, fed in
// chunks; a register file's rows are numbered with its empty lines and read as csv-parse reads them.

const QUOTE = 34; // "
const COMMA = 44; // ,
const CR = 13;
const LF = 10;

/** The record delimiter csv-parse finds at `pos`: \r\n before \n before \r (its auto-discovery order). */
function delimiterAt(text: string, pos: number): string | null {
  const c = text.charCodeAt(pos);
  if (c === CR) return text.charCodeAt(pos + 1) === LF ? '\r\n' : '\r';
  if (c === LF) return '\n';
  return null;
}

/** A record's cells, and where the record ends (the index of its delimiter, or the text's end). */
interface Scanned {
  cells: string[];
  end: number;
  delimiter: string | null;
}

/**
 * Reads one record from `pos` character by character (a record with a quote, or the first record,
 * whose line break names the delimiter). Null where csv-parse would read the text otherwise.
 */
function scanRecord(text: string, pos: number, known: string | null): Scanned | null {
  const cells: string[] = [];
  let delimiter = known;
  const n = text.length;
  let i = pos;
  for (;;) {
    // One cell from i.
    if (text.charCodeAt(i) === QUOTE) {
      // Quoted: "" is a quote; the closing quote must be followed by a comma, the record's
      // delimiter or the end of the text.
      let value = '';
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q < 0) return null; // never closed: csv-parse refuses the file
        if (text.charCodeAt(q + 1) === QUOTE) {
          value += text.slice(from, q + 1);
          from = q + 2;
          continue;
        }
        value += text.slice(from, q);
        i = q + 1;
        break;
      }
      cells.push(value);
      if (i >= n) return { cells, end: n, delimiter };
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i++;
        continue;
      }
      if (delimiter === null) delimiter = delimiterAt(text, i);
      if (delimiter !== null && text.startsWith(delimiter, i)) return { cells, end: i, delimiter };
      return null; // text after a closing quote: csv-parse's relaxed reading, left to it
    }
    // Unquoted: to the next comma or delimiter; a quote inside is text (relax_quotes).
    const start = i;
    for (;;) {
      if (i >= n) {
        cells.push(text.slice(start, i));
        return { cells, end: n, delimiter };
      }
      const c = text.charCodeAt(i);
      if (c === COMMA) break;
      if (c === CR || c === LF) {
        if (delimiter === null) delimiter = delimiterAt(text, i);
        if (text.startsWith(delimiter!, i)) {
          cells.push(text.slice(start, i));
          return { cells, end: i, delimiter };
        }
      }
      i++;
    }
    cells.push(text.slice(start, i));
    i++;
  }
}

/**
 * The cells of one record's text (as csvRecords gives it). A record without quotes is split at
 * its commas; one with quotes is read cell by cell.
 */
export function csvCells(record: string): string[] {
  if (!record.includes('"')) return record.split(',');
  // csvRecords read this record already, so it is in the grammar: a cell is quoted (to its
  // closing quote, "" a quote) or runs to the next comma; a line break inside is text.
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    if (record.charCodeAt(i) === QUOTE) {
      let value = '';
      let from = i + 1;
      let q = record.indexOf('"', from);
      while (q >= 0 && record.charCodeAt(q + 1) === QUOTE) {
        value += record.slice(from, q + 1);
        from = q + 2;
        q = record.indexOf('"', from);
      }
      if (q < 0) throw new Error('csvCells: not a record csvRecords gave');
      cells.push(value + record.slice(from, q));
      i = q + 2; // past the closing quote and its comma
      if (i > record.length) return cells;
    } else {
      const comma = record.indexOf(',', i);
      if (comma < 0) {
        cells.push(record.slice(i));
        return cells;
      }
      cells.push(record.slice(i, comma));
      i = comma + 1;
    }
  }
}

/**
 * Each record of a CSV text as its own text (without its delimiter), in order; `onRecord` gets
 * each record's text and cells (csvCells reads the text again later). False, having called
 * `onRecord` for some records perhaps, where csv-parse must read the text (see the file comment).
 */
export function csvRecords(text: string, onRecord: (record: string, cells: string[]) => void): boolean {
  if (text.includes('\u0000') || !(text as unknown as { isWellFormed(): boolean }).isWellFormed())
    return false;
  const n = text.length;
  let delimiter: string | null = null;
  let nextQuote = text.indexOf('"');
  let pos = 0;
  while (pos < n) {
    if (nextQuote >= 0 && nextQuote < pos) nextQuote = text.indexOf('"', pos);
    let end = delimiter === null ? -1 : text.indexOf(delimiter, pos);
    if (end < 0 && delimiter !== null) end = n;
    if (delimiter !== null && (nextQuote < 0 || nextQuote >= end)) {
      // No quote before the delimiter: the record is the text up to it.
      const record = text.slice(pos, end);
      onRecord(record, record.split(','));
    } else {
      const s = scanRecord(text, pos, delimiter);
      if (!s) return false;
      delimiter = s.delimiter;
      end = s.end;
      onRecord(text.slice(pos, end), s.cells);
    }
    // Past the delimiter; a text ending in one has no record after it.
    pos = end + (delimiter === null ? 0 : delimiter.length);
    if (delimiter === null) break;
  }
  return true;
}
