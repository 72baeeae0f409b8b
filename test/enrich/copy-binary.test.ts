// Binary COPY (enrich/loaders/copy-binary.ts) into a real PostgreSQL table: what is stored is every
// cell as given (text of any script, nulls, doubles to the last bit, bytes), across chunks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import pgCopy from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { freshDatabase } from '../helpers/db.js';
import { BinaryCopyWriter } from '../../enrich/loaders/copy-binary.js';
import type { Cell } from '../../enrich/loaders/framework.js';
import type { Knex } from '../../core/db.js';

let db: Knex;
let conn: pg.PoolClient;

describe('binary COPY', () => {
  beforeAll(async () => {
    db = (await freshDatabase()).db;
    conn = (await db.client.acquireConnection()) as pg.PoolClient;
  });
  afterAll(async () => {
    await db.client.releaseConnection(conn);
    await db.destroy();
  });

  it('stores text, doubles, bytes and nulls exactly, rows cut into chunks', async () => {
    const rows: Cell[][] = [
      ['plain', 1.5, Buffer.from([0, 1, 2, 255])],
      ['', -0, new Uint8Array(0)],
      ['é ß ı ſ 中文 🙂 tab\there\nnewline \\ backslash', 0.1 + 0.2, Buffer.from('bytes')],
      [null, null, null],
      ['x'.repeat(200_000), Number.MIN_VALUE, Buffer.alloc(100_000, 7)],
      ['inf', Infinity, Buffer.from([1])],
      ['nan', NaN, Buffer.from([2])],
    ];
    for (let i = 0; i < 10000; i++) rows.push([`row ${i}`, i / 7, Buffer.from([i & 255, i >> 8])]);
    const w = new BinaryCopyWriter(['text', 'float8', 'bytes']);
    const chunks: Buffer[] = [];
    for (const r of rows) {
      w.row(r);
      if (w.full) chunks.push(w.take());
    }
    chunks.push(w.end());
    expect(chunks.length).toBeGreaterThan(3);
    await conn.query('CREATE TEMP TABLE t (n serial, s text, d float8, b bytea)');
    await pipeline(
      async function* () {
        yield* chunks;
      },
      conn.query(pgCopy.from('COPY t (s, d, b) FROM STDIN (FORMAT binary)')),
    );
    // Doubles compared by their bits (text would round them).
    const got = (
      await conn.query<{ s: string | null; bits: string | null; b: Buffer | null }>(
        `SELECT s, float8send(d)::text AS bits, b FROM t ORDER BY n`,
      )
    ).rows;
    const bits = (d: number) => {
      const b = Buffer.alloc(8);
      b.writeDoubleBE(d);
      return `\\x${b.toString('hex')}`;
    };
    expect(got).toHaveLength(rows.length);
    got.forEach((g, i) => {
      const [s, d, b] = rows[i]!;
      expect([i, g.s, g.bits, g.b && Buffer.from(g.b).toString('hex')]).toEqual([
        i,
        s,
        d === null ? null : bits(d as number),
        b === null ? null : Buffer.from(b as Uint8Array).toString('hex'),
      ]);
    });
  });

  it('refuses a cell of the wrong type, naming its column', () => {
    const w = new BinaryCopyWriter(['text', 'float8']);
    expect(() => w.row(['a', 'b'])).toThrow(/column 1 wants a number/);
    expect(() => w.row([1, 2])).toThrow(/column 0 wants a string/);
  });
});
