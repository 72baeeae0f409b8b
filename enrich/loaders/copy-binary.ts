// PostgreSQL's binary COPY format (PostgreSQL 15 docs, COPY, "Binary Format"): a signature, then per
// row a 16-bit field count and each field as a 32-bit length (-1 for null) and its bytes in the
// type's binary representation, then -1 as the trailer. A direct COPY whose cells are mostly binary
// already (the INSPIRE parcels' EWKB and areas) is sent this way: no hex string, no COPY text line
// and no escaping in node, and PostgreSQL reads the WKB and the double as they are instead of
// decoding hex and parsing digits.

/** A cell of a row; bytes are a geometry's EWKB (hex in a text COPY, as they are in a binary one). */
export type Cell = string | number | boolean | null | Uint8Array;

/**
 * How a column's cells are written: 'text' (a string, as UTF-8: text, varchar), 'float8' (a number,
 * as a big-endian IEEE double), 'bytes' (a Uint8Array as it is: a geometry column's EWKB, which
 * PostGIS's binary input reads like its hex text input).
 */
export type BinaryColumn = 'text' | 'float8' | 'bytes';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** Chunk handed to the COPY stream, binary or text (framework.ts cuts its text at the same size). */
export const COPY_CHUNK = 1 << 16;

/** Rows in binary COPY format, handed over in chunks of about 64 KiB (a new buffer each). */
export class BinaryCopyWriter {
  private buf = Buffer.allocUnsafe(COPY_CHUNK);
  private view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.length);
  private at = 0;

  constructor(private readonly columns: readonly BinaryColumn[]) {
    this.buf.set(SIGNATURE, 0);
    // Flags (no OIDs) and the length of the header extension: both zero.
    this.view.setUint32(11, 0);
    this.view.setUint32(15, 0);
    this.at = 19;
  }

  /** A chunk's worth written: time to take() it. */
  get full(): boolean {
    return this.at >= COPY_CHUNK;
  }

  /** Appends one row (its cells in the order of the columns). */
  row(cells: readonly Cell[]): void {
    const cols = this.columns;
    // Room for the fixed parts; a string may need up to 3 bytes per UTF-16 unit.
    let need = 2 + 4 * cols.length;
    for (let i = 0; i < cols.length; i++) {
      const v = cells[i];
      if (typeof v === 'string') need += 3 * v.length;
      else if (v instanceof Uint8Array) need += v.length;
      else need += 8;
    }
    this.room(need);
    const b = this.buf;
    const dv = this.view;
    let at = this.at;
    dv.setInt16(at, cols.length);
    at += 2;
    for (let i = 0; i < cols.length; i++) {
      const v = cells[i];
      if (v === null || v === undefined) {
        dv.setInt32(at, -1);
        at += 4;
        continue;
      }
      switch (cols[i]) {
        case 'text': {
          if (typeof v !== 'string') throw new TypeError(`binary COPY: column ${i} wants a string`);
          // ASCII byte by byte (ids, release months: a native write per cell cost four times as much),
          // else all of it as UTF-8.
          let n = v.length;
          let k = 0;
          for (; k < n; k++) {
            const c = v.charCodeAt(k);
            if (c > 127) break;
            b[at + 4 + k] = c;
          }
          if (k < n) n = b.write(v, at + 4, 'utf8');
          dv.setInt32(at, n);
          at += 4 + n;
          break;
        }
        case 'float8':
          if (typeof v !== 'number') throw new TypeError(`binary COPY: column ${i} wants a number`);
          dv.setInt32(at, 8);
          dv.setFloat64(at + 4, v);
          at += 12;
          break;
        case 'bytes':
          if (!(v instanceof Uint8Array)) throw new TypeError(`binary COPY: column ${i} wants bytes`);
          dv.setInt32(at, v.length);
          b.set(v, at + 4);
          at += 4 + v.length;
          break;
      }
    }
    this.at = at;
  }

  /** The bytes written so far (a buffer the writer no longer touches); the writer starts afresh. */
  take(): Buffer {
    const out = this.buf.subarray(0, this.at);
    this.buf = Buffer.allocUnsafe(COPY_CHUNK);
    this.view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.length);
    this.at = 0;
    return out;
  }

  /** What is left, with the trailer: the last chunk of the COPY. */
  end(): Buffer {
    this.room(2);
    this.view.setInt16(this.at, -1);
    this.at += 2;
    return this.take();
  }

  private room(n: number): void {
    if (this.at + n <= this.buf.length) return;
    const grown = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.at + n));
    this.buf.copy(grown, 0, 0, this.at);
    this.buf = grown;
    this.view = new DataView(grown.buffer, grown.byteOffset, grown.length);
  }
}
