// The INSPIRE loader's reader and toRow (enrich/loaders/inspire.ts) against a reference: the string
// reader's regular expressions over the whole decoded file, each coordinate read by Number(). The
// loader cuts the file chunk by chunk and reads the numbers from their character codes; it must give
// the same parcels, ids, coordinates, rejections and lines, for real-shaped files and for every odd
// shape (prefixes, Unicode spaces, odd numbers, bytes that are not UTF-8, malformed and unclosed
// members), whatever chunks the file is read in. A load of a generated file stores the certain
// parcels' binary COPY rows exactly.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/db.js';
import { runLoad, RowError } from '../../enrich/loaders/framework.js';
import { inspireLoaderWith } from '../../enrich/loaders/inspire.js';
import type { Knex } from '../../core/db.js';
import { generatedGml } from './gml-cases.js';
import { FILES, synthetic } from './synthetic.js';

type Outcome = { line: number; error: string } | { line: number; id: string; coords: number[][] };

// The reader's patterns, applied here to the whole file at once.
const PARCEL = /<(?:[\w.-]+:)?PREDEFINED[\s>][\s\S]*?<\/(?:[\w.-]+:)?PREDEFINED\s*>/g;
const PARCEL_OPEN = /<(?:[\w.-]+:)?PREDEFINED[\s>]/g;
const RING = /<(?:[\w.-]+:)?(?:posList|coordinates)(?:\s[^>]*)?>([^<]*)</g;
const ID = /<(?:[\w.-]+:)?INSPIREID(?:\s[^>]*)?>([^<]*)</;
const UNREADABLE = 'polygon ring has too few or unreadable coordinates';

/** What the regular expressions read in the whole decoded file, parcel by parcel. */
function expected(text: string): Outcome[] {
  const out: Outcome[] = [];
  let end = 0;
  for (const m of text.matchAll(PARCEL)) {
    const line = out.length + 1;
    end = m.index + m[0].length;
    const id = ID.exec(m[0])?.[1]?.trim() ?? '';
    if (!/^\d+$/.test(id)) {
      out.push({ line, error: `INSPIREID '${id}' is not a number` });
      continue;
    }
    const rings = [...m[0].matchAll(RING)].map((r) =>
      r[1]!
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
    );
    if (!rings.length) out.push({ line, error: 'parcel has no polygon' });
    else if (rings.some((c) => c.length < 8 || c.length % 2 || c.some((v) => !Number.isFinite(v))))
      out.push({ line, error: UNREADABLE });
    else out.push({ line, id, coords: rings });
  }
  PARCEL_OPEN.lastIndex = end;
  if (PARCEL_OPEN.test(text)) out.push({ line: out.length + 1, error: 'parcel is not closed' });
  return out;
}

/** Rings of a little-endian polygon EWKB. */
function ewkbRings(b: Uint8Array): number[][] {
  const v = new DataView(b.buffer, b.byteOffset, b.length);
  const rings: number[][] = [];
  let at = 13;
  for (let r = v.getUint32(9, true); r > 0; r--) {
    const points = v.getUint32(at, true);
    at += 4;
    const ring: number[] = [];
    for (let k = 0; k < 2 * points; k++, at += 8) ring.push(v.getFloat64(at, true));
    rings.push(ring);
  }
  return rings;
}

/** -0 as 0: an unclosed ring goes as WKT, which writes -0 as 0 (as it did). */
const unsigned = (o: Outcome[]): Outcome[] =>
  o.map((x) => ('coords' in x ? { ...x, coords: x.coords.map((r) => r.map((v) => v + 0)) } : x));

/** What the loader's reader and toRow make of a file. */
async function actual(file: string, readBytes?: number): Promise<Outcome[]> {
  const spec = inspireLoaderWith(undefined, readBytes);
  const out: Outcome[] = [];
  for await (const batch of spec.read(file, new PassThrough()))
    for (const rec of batch) {
      if (rec.error) {
        out.push({ line: rec.line, error: rec.error });
        continue;
      }
      try {
        const row = spec.toRow(rec.value)!;
        const coords = row[2]
          ? ewkbRings(row[2] as Uint8Array)
          : // An unclosed ring goes as WKT for PostGIS to report.
            (row[3] as string)
              .slice(9, -2)
              .split('),(')
              .map((r) => r.split(/[ ,]/).map(Number));
        out.push({ line: rec.line, id: row[1] as string, coords });
      } catch (err) {
        if (!(err instanceof RowError)) throw err;
        out.push({ line: rec.line, error: err.message });
      }
    }
  return out;
}

const dir = mkdtempSync(path.join(tmpdir(), 'inspire-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function written(name: string, bytes: Buffer): string {
  const f = path.join(dir, name);
  writeFileSync(f, bytes);
  return f;
}

describe('INSPIRE GML read', () => {
  it('reads the real-shaped synthetic file as the regular expressions did', async () => {
    const f = synthetic(FILES.inspire);
    const want = expected(readFileSync(f, 'utf8'));
    expect(want).toHaveLength(6);
    expect(unsigned(await actual(f))).toEqual(unsigned(want));
    expect(unsigned(await actual(f, 97))).toEqual(unsigned(want));
  });

  it('reads generated files with every odd shape as the regular expressions did, in any chunks', async () => {
    let parcels = 0;
    const reasons = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const bytes = generatedGml(seed, 300 + 50 * seed, seed % 4 === 0);
      const f = written(`seed${seed}.gml`, bytes);
      // The reference decodes as Node does (a byte that is not UTF-8 becomes U+FFFD).
      const want = expected(bytes.toString('utf8'));
      for (const w of want) if ('error' in w) reasons.add(w.error.replace(/'.*'/, "'…'"));
      parcels += want.length;
      // Reads of a few bytes, a prime number of bytes, 4 KiB and the loader's own size.
      for (const readBytes of [seed === 1 ? 7 : 61, 4096, undefined])
        expect(
          unsigned(await actual(f, readBytes)),
          `seed ${seed}, reads of ${readBytes ?? 'default'}`,
        ).toEqual(unsigned(want));
    }
    expect(parcels).toBeGreaterThan(5000);
    // Every kind of rejection was met.
    expect([...reasons].sort()).toEqual([
      "INSPIREID '…' is not a number",
      'parcel has no polygon',
      'parcel is not closed',
      UNREADABLE,
    ]);
  });

  it('numbers as Number() reads them: signs, points, exponents, hex, long digit runs, Unicode spaces', async () => {
    const nums = [
      '+530000 -0 530000. .5e0 0x81650 00180000.100',
      '530000.12345678901234567 180000.99999999999999999 9007199254740993 180000 427025.59414832619 180000',
      '530000\u00a0180000\u2003530010\u3000180000\ufeff530010,180010 530000 180000',
    ];
    // Closed rings (the first point again at the end), so that they come back as EWKB, sign of zero and all.
    const member = (id: number, pos: string) =>
      `<LR:PREDEFINED><gml:posList>${pos} 530000 180000 530001 180000 530000 180001 ${pos
        .split(/[\s,]+/)
        .slice(0, 2)
        .join(' ')}</gml:posList><LR:INSPIREID>${id}</LR:INSPIREID></LR:PREDEFINED>\n`;
    const text = `<wfs:FeatureCollection>\n${nums.map((p, i) => member(i + 1, p)).join('')}</wfs:FeatureCollection>\n`;
    const f = written('numbers.gml', Buffer.from(text));
    const got = await actual(f);
    expect(got).toEqual(expected(text));
    const first = (got[0] as { coords: number[][] }).coords[0]!;
    expect(first.slice(0, 6)).toEqual([530000, -0, 530000, 0.5, 530000, 180000.1]);
    expect(Object.is(first[1], -0)).toBe(true);
    // 17 digits: the integer over a power of ten would round twice and miss Number()'s answer.
    expect((got[1] as { coords: number[][] }).coords[0]!.slice(0, 6)).toEqual([
      530000.1234567891, 180001, 9007199254740992, 180000, 427025.5941483262, 180000,
    ]);
    expect((got[2] as { coords: number[][] }).coords[0]!.slice(0, 8)).toEqual([
      530000, 180000, 530010, 180000, 530010, 180010, 530000, 180000,
    ]);
  });
});

describe('INSPIRE: a generated file loaded', () => {
  let db: Knex;
  beforeAll(async () => {
    db = (await freshDatabase()).db;
  });

  it('rejects what the reference rejects, at its line, and stores the certain parcels as the JS EWKB and area, byte for byte', async () => {
    const bytes = generatedGml(99, 1500);
    const f = written('load.gml', bytes);
    const want = expected(bytes.toString('utf8'));
    const s = await runLoad(db, inspireLoaderWith(undefined, 4096), f, { release: '2024-06' });
    expect(s.direct).toBe(true);
    expect(s.read).toBe(want.length);
    const refused = want.filter((w): w is { line: number; error: string } => 'error' in w);
    expect(refused.length).toBeGreaterThan(50);
    // The reader's and toRow's rejections, with their lines; the rest are PostGIS's (unreadable polygons).
    const mine = s.rejections.filter((r) => !/^parcel \d+: polygon cannot be read$/.test(r.reason));
    expect(mine.sort((a, b) => a.line - b.line)).toEqual(
      refused.map((w) => ({ line: w.line, reason: w.error })),
    );
    expect(s.loaded + s.rejected).toBe(s.read);
    // A certain parcel's row is COPYed in binary: what is stored is the JS EWKB and double exactly.
    const spec = inspireLoaderWith(undefined, 4096);
    const direct = new Map<string, [string, number]>();
    for await (const batch of spec.read(f, new PassThrough()))
      for (const rec of batch) {
        if (rec.error) continue;
        try {
          const row = spec.toRow(rec.value)!;
          if (row.length > 6)
            direct.set(row[1] as string, [
              Buffer.from(row[6] as Uint8Array).toString('hex'),
              row[5] as number,
            ]);
        } catch (err) {
          if (!(err instanceof RowError)) throw err;
        }
      }
    expect(direct.size).toBeGreaterThan(1000);
    const stored = (
      await db.raw(
        `SELECT inspire_id, encode(ST_AsEWKB(geom, 'NDR'), 'hex') AS hex, area_m2 FROM parcels WHERE inspire_id = ANY(?)`,
        [[...direct.keys()]],
      )
    ).rows as { inspire_id: string; hex: string; area_m2: number }[];
    expect(stored).toHaveLength(direct.size);
    for (const r of stored)
      expect([r.inspire_id, r.hex, r.area_m2]).toEqual([r.inspire_id, ...direct.get(r.inspire_id)!]);
  });
});
