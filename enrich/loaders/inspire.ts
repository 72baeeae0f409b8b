// INSPIRE index polygons (HM Land Registry, GML in EPSG:27700), streamed with sax: one parcel per
// <LR:PREDEFINED> member with its INSPIREID and polygon posList; transformed to WGS84 in PostgreSQL.
import sax from 'sax';
import { createReadStream } from 'node:fs';
import type { Transform } from 'node:stream';
import { fillTable, LoadFormatError, RowError, type LoaderSpec, type SourceRecord } from './framework.js';

interface Parcel {
  /** Ordinal of the parcel in the file (its line in rejections). */
  line: number;
  id: string;
  rings: string[]; // posList text per ring, exterior first
}

async function* readGml(file: string, counter: Transform): AsyncGenerator<SourceRecord<Parcel>> {
  const parser = sax.createStream(true, { trim: true });
  const queue: SourceRecord<Parcel>[] = [];
  let ordinal = 0;
  let sawRoot = false;
  let cur: Parcel | null = null;
  let text = '';
  let inPos = false;
  let inId = false;
  let err: Error | null = null;
  const local = (n: string) => n.replace(/^.*:/, '');
  parser.on('opentag', (t) => {
    const n = local(t.name);
    if (!sawRoot) {
      sawRoot = true;
      if (n !== 'FeatureCollection')
        err = new LoadFormatError(`${file.split('/').pop()} is not INSPIRE GML (root <${t.name}>)`);
    }
    if (n === 'PREDEFINED') {
      ordinal++;
      cur = { line: ordinal, id: '', rings: [] };
    } else if (n === 'posList' || n === 'coordinates') {
      inPos = true;
      text = '';
    } else if (n === 'INSPIREID') {
      inId = true;
      text = '';
    }
  });
  parser.on('text', (t) => {
    if (inPos || inId) text += t;
  });
  parser.on('closetag', (name) => {
    const n = local(name);
    if (n === 'posList' || n === 'coordinates') {
      inPos = false;
      cur?.rings.push(text.trim());
    } else if (n === 'INSPIREID') {
      inId = false;
      if (cur) cur.id = text.trim();
    } else if (n === 'PREDEFINED' && cur) {
      queue.push({ line: ordinal, value: cur });
      cur = null;
    }
  });
  parser.on('error', (e) => {
    err =
      sawRoot && ordinal > 0
        ? e
        : new LoadFormatError(`${file.split('/').pop()} is not readable GML: ${e.message}`);
  });
  const input = createReadStream(file).pipe(counter);
  for await (const chunk of input) {
    parser.write((chunk as Buffer).toString('utf8'));
    if (err) throw err;
    while (queue.length) yield queue.shift()!;
  }
  parser.end();
  if (err) throw err;
  while (queue.length) yield queue.shift()!;
  if (!sawRoot) throw new LoadFormatError(`${file.split('/').pop()} is empty`);
}

function ringWkt(pos: string): string {
  const n = pos
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (n.length < 8 || n.length % 2 || n.some((x) => !Number.isFinite(x)))
    throw new RowError('polygon ring has too few or unreadable coordinates');
  const pts: string[] = [];
  for (let i = 0; i < n.length; i += 2) pts.push(`${n[i]} ${n[i + 1]}`);
  return `(${pts.join(',')})`;
}

export const inspireLoader: LoaderSpec<Parcel> = {
  kind: 'inspire',
  formatByFirstRecord: true,
  stage: [
    ['line', 'integer'],
    ['inspire_id', 'text'],
    ['wkt', 'text'],
  ],
  read: readGml,
  toRow(p) {
    if (!/^\d+$/.test(p.id)) throw new RowError(`INSPIREID '${p.id}' is not a number`);
    if (!p.rings.length) throw new RowError('parcel has no polygon');
    return [p.line, p.id, `POLYGON(${p.rings.map(ringWkt).join(',')})`];
  },
  async merge({ client, release }) {
    return fillTable(client, 'parcels', async () => {
      // Geometry read set-wise in one pass into a second temp table (UPDATEs of the stage would write
      // every row again). MakeValid may wrap a single polygon in a collection; keep it when there is
      // exactly one.
      await client.query(
        `CREATE TEMP TABLE staged ON COMMIT DROP AS
       SELECT line, inspire_id,
         CASE WHEN GeometryType(g) <> 'POLYGON' AND ST_NumGeometries(g) = 1 THEN ST_GeometryN(g, 1) ELSE g END AS g
       FROM (SELECT line, inspire_id, plandata_geom(wkt, 27700) AS g FROM stage) s`,
      );
      await client.query(`DELETE FROM parcels`);
      const r = await client.query(
        `INSERT INTO parcels (inspire_id, geom, area_m2, release)
       SELECT DISTINCT ON (inspire_id) inspire_id, g, ST_Area(g::geography), $1 FROM staged
       WHERE g IS NOT NULL AND GeometryType(g) = 'POLYGON'`,
        [release],
      );
      await client.query(`ANALYZE parcels`);
      const bad = await client.query<{ inspire_id: string; line: number }>(
        `SELECT inspire_id, line FROM staged WHERE g IS NULL OR GeometryType(g) <> 'POLYGON' ORDER BY line`,
      );
      return {
        loaded: r.rowCount ?? 0,
        rejections: bad.rows.map((b) => ({
          line: b.line,
          reason: `parcel ${b.inspire_id}: polygon cannot be read`,
        })),
      };
    });
  },
};
