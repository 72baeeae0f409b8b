// A CSV tokenizer for the loaders (RFC 4180: comma, double quote, "" inside quotes, LF or CRLF,
// newlines inside quoted fields), fed text chunk by chunk. It replaces csv-parse, which spent most
// of a wide file's load in its per-character state machine (bench/enrich: 60 % of the JS time of a
// CCOD load). Each record carries the line it ends on (csv-parse's info.lines); empty lines are
// skipped; a record with broken quoting comes back as an error and the tokenizer goes on at the next
// line, so one bad line is one rejection.

export interface CsvToken {
  /** 1-based line on which the record ends. */
  line: number;
  record: string[] | null;
  error?: string;
}

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

/** Lines in s between from (inclusive) and to (exclusive). */
function newlines(s: string, from: number, to: number): number {
  let n = 0;
  for (let k = s.indexOf('\n', from); k >= 0 && k < to; k = s.indexOf('\n', k + 1)) n++;
  return n;
}

/** Index of the next LF at or after from, or s.length. */
function lineEnd(s: string, from: number): number {
  const k = s.indexOf('\n', from);
  return k < 0 ? s.length : k;
}

export class CsvTokenizer {
  private rest = '';
  /** Line number at the start of `rest`. */
  private line = 1;
  private started = false;

  /**
   * Tokens for every record complete in the text so far. With `final` (end of input) the last record
   * needs no line end and an open quote is an error; otherwise an incomplete record waits for more.
   */
  push(text: string, final = false): CsvToken[] {
    let s = this.rest.length ? this.rest + text : text;
    if (!this.started && s.length) {
      this.started = true;
      if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
    }
    const out: CsvToken[] = [];
    const n = s.length;
    let i = 0;
    let line = this.line;
    // Index of the next line end at or after the field being read (s.length: none).
    let nextNl = -1;
    // Next quote and next carriage return at or after the record being read (-1: none in s).
    let nextQuote = -2;
    let nextCr = -2;
    records: while (i < n) {
      const recStart = i;
      const recLine = line;
      let c = s.charCodeAt(i);
      // An empty line (skip_empty_lines).
      if (c === LF) {
        i++;
        line++;
        continue;
      }
      if (c === CR) {
        if (i + 1 >= n && !final) break;
        i += i + 1 < n && s.charCodeAt(i + 1) === LF ? 2 : 1;
        line++;
        continue;
      }
      // A line with no quote at all (most of them in unquoted files): cut by the engine's split on
      // commas instead of a loop per character; exactly what the general reader below gives. (For
      // fully quoted lines a split on '","' was no faster than that reader's indexOf per field.)
      const nl = c === QUOTE ? -1 : s.indexOf('\n', i);
      if (c !== QUOTE && (nl >= 0 || final)) {
        let e = nl < 0 ? n : nl;
        if (e > i && s.charCodeAt(e - 1) === CR) e--;
        if (nextCr !== -1 && nextCr < i) nextCr = s.indexOf('\r', i);
        if (nextQuote !== -1 && nextQuote < i) nextQuote = s.indexOf('"', i);
        if ((nextCr < 0 || nextCr >= e) && (nextQuote < 0 || nextQuote >= e)) {
          out.push({ line, record: s.slice(i, e).split(',') });
          line++;
          i = nl < 0 ? n : nl + 1;
          continue;
        }
      }
      const fields: string[] = [];
      let error: string | null = null;
      fields: for (;;) {
        if (i >= n) {
          // Input ended right after a comma.
          if (!final) {
            i = recStart;
            line = recLine;
            break records;
          }
          fields.push('');
          break;
        }
        c = s.charCodeAt(i);
        let value: string;
        let end: number; // index of the character after the field
        if (c === QUOTE) {
          let from = i + 1;
          let seg = from;
          value = '';
          for (;;) {
            const q = s.indexOf('"', from);
            if (q < 0 || (q + 1 >= n && !final)) {
              if (!final) {
                i = recStart;
                line = recLine;
                break records;
              }
              error = `Quote Not Closed: the parsing is finished with an opening quote at line ${recLine}`;
              end = n;
              break;
            }
            if (q + 1 < n && s.charCodeAt(q + 1) === QUOTE) {
              value += s.slice(seg, q + 1);
              from = q + 2;
              seg = from;
              continue;
            }
            value = value.length ? value + s.slice(seg, q) : s.slice(seg, q);
            // Newlines inside the quotes: only counted when the next line end is before the quote.
            if (nextNl < i) nextNl = lineEnd(s, i);
            if (nextNl < q) {
              line += newlines(s, nextNl, q);
              nextNl = lineEnd(s, q);
            }
            end = q + 1;
            break;
          }
          if (error === null && end < n) {
            const d = s.charCodeAt(end);
            if (d !== COMMA && d !== LF && d !== CR)
              error = `Invalid Closing Quote: got "${s[end]}" at line ${line} instead of delimiter, record delimiter or end of input`;
          }
        } else {
          let k = i;
          while (k < n) {
            c = s.charCodeAt(k);
            if (c === COMMA || c === LF || c === CR) break;
            if (c === QUOTE) {
              error = `Invalid Opening Quote: a quote is found on field ${fields.length} at line ${line}, value is "${s.slice(i, k)}"`;
              break;
            }
            k++;
          }
          if (error === null && k >= n && !final) {
            i = recStart;
            line = recLine;
            break records;
          }
          value = s.slice(i, k);
          end = k;
        }
        if (error !== null) {
          // Skip to the next line end and go on; the record is one error token.
          const nl = s.indexOf('\n', end);
          if (nl < 0 && !final) {
            i = recStart;
            line = recLine;
            break records;
          }
          const next = nl < 0 ? n : nl + 1;
          const errLine = recLine + newlines(s, recStart, nl < 0 ? n : nl);
          out.push({ line: errLine, record: null, error });
          line = recLine + newlines(s, recStart, next);
          i = next;
          continue records;
        }
        fields.push(value);
        if (end >= n) {
          i = n; // final: the last record needs no line end
          break;
        }
        const d = s.charCodeAt(end);
        if (d === COMMA) {
          i = end + 1;
          continue fields;
        }
        if (d === CR) {
          if (end + 1 >= n && !final) {
            i = recStart;
            line = recLine;
            break records;
          }
          i = end + 1 < n && s.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
        } else i = end + 1; // LF
        out.push({ line, record: fields });
        line++;
        continue records;
      }
      out.push({ line, record: fields });
    }
    this.rest = i < n ? s.slice(i) : '';
    this.line = line;
    return out;
  }
}
