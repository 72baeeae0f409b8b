// `plandata load` given the wrong file, through the real command (test/helpers/cli.ts), for several
// kinds: a file of another format, a CSV of another kind, an empty, header-only or truncated file,
// and one whose records are all (or mostly) rejected. Each is refused with exit 2 and one clear line
// (the first rejected lines after it when rows were rejected), and changes nothing: the tables and
// the release records (data_releases, loaded_at included) are as before.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { freshDatabase } from '../helpers/db.js';
import type { Knex } from '../../core/db.js';
import { FILES, synthetic } from './synthetic.js';

let db: Knex;
let url: string;
const dir = mkdtempSync(path.join(tmpdir(), 'load-cli-'));
const file = (name: string, text: string | Buffer) => {
  const f = path.join(dir, name);
  writeFileSync(f, text);
  return f;
};
const load = (...args: string[]) => runCli(['load', ...args, '--quiet'], { DATABASE_URL: url });

/** What a refused load must leave as it was. */
async function state() {
  const count = async (sql: string) => Number((await db.raw(sql)).rows[0].n);
  return {
    postcodes: await count(`SELECT count(*) AS n FROM postcodes`),
    titles: await count(`SELECT count(*) AS n FROM land_titles`),
    boundaries: await count(`SELECT count(*) AS n FROM boundaries`),
    controllers: await count(`SELECT count(*) AS n FROM company_controllers`),
    prices: await count(`SELECT count(*) AS n FROM price_paid`),
    releases: (await db.raw(`SELECT * FROM data_releases ORDER BY kind, scope`)).rows,
  };
}

const POSTCODES = 'Postcode,lat,long\nN2 0AA,51.5862001,-0.1702003\nLS6 1AA,53.8199,-1.5766\n';
const GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { pcds: 'N2 0AA', lat: 51.5, long: -0.17 },
      geometry: { type: 'Point', coordinates: [-0.17, 51.5] },
    },
  ],
});

describe('plandata load refuses a wrong file and changes nothing', () => {
  let before: Awaited<ReturnType<typeof state>>;
  beforeAll(async () => {
    ({ db, url } = await freshDatabase());
    // A loaded state to keep: postcodes, a full-replace kind (ccod), boundaries, psc and price paid.
    for (const args of [
      ['postcodes', file('pc-2025-05.csv', POSTCODES)],
      ['ccod', synthetic(FILES.ccod)],
      ['boundaries', synthetic(FILES.parishes), '--boundary', 'parish'],
      ['psc', synthetic(FILES.psc)],
      ['price-paid', synthetic(FILES.ppComplete)],
    ]) {
      const r = await load(...args);
      expect(r.code, `${args[0]}: ${r.stderr}`).toBe(0);
    }
    before = await state();
    expect(before.postcodes).toBe(2);
    expect(before.titles).toBe(11);
    expect(before.releases).toHaveLength(5);
  }, 60_000);

  const refused = async (args: string[], message: string | RegExp, rejected: string[] = []) => {
    const r = await load(...args);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    if (typeof message === 'string') expect(lines[0]).toBe(`plandata load: ${message}; nothing was written`);
    else expect(lines[0]).toMatch(message);
    expect(lines.slice(1)).toEqual(rejected);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(await state()).toEqual(before);
  };

  it('GeoJSON given as postcodes (one line or pretty-printed)', async () => {
    await refused(
      ['postcodes', file('postcodes.geojson', GEOJSON)],
      'postcodes.geojson is not a postcode directory (ONSPD/NSPL) file: it holds JSON (GeoJSON?), not CSV',
    );
    await refused(
      ['postcodes', file('postcodes-pretty.geojson', JSON.stringify(JSON.parse(GEOJSON), null, 2))],
      'postcodes-pretty.geojson is not a postcode directory (ONSPD/NSPL) file: it holds JSON (GeoJSON?), not CSV',
    );
    await refused(
      ['price-paid', file('pp.geojson', GEOJSON)],
      'pp.geojson is not a price paid (16-column, headerless) file: it holds JSON (GeoJSON?), not CSV',
    );
  }, 60_000);

  it('a CSV of another kind', async () => {
    await refused(
      ['postcodes', synthetic(FILES.uprn)],
      `${FILES.uprn} is not a postcode directory (ONSPD/NSPL) file: the header lacks lat, pcds or pcd or pcd7 or pcd8 or postcode, long or lng`,
    );
    await refused(
      ['ccod', synthetic(FILES.epc)],
      /^plandata load: certificates-2024-06-synthetic\.csv is not a CCOD \(UK companies that own property\) file: the header lacks Title Number, .*; nothing was written$/,
    );
    await refused(
      ['price-paid', synthetic(FILES.ccod)],
      /^plandata load: CCOD_FULL_2024_06-synthetic\.csv is not a price-paid file: line 1: /,
    );
    await refused(
      ['boundaries', synthetic(FILES.ccod), '--boundary', 'ward'],
      'CCOD_FULL_2024_06-synthetic.csv is not GeoJSON (no FeatureCollection or Feature)',
    );
    // Parishes given as wards: GeoJSON, but its first feature has no ward code.
    await refused(
      ['boundaries', synthetic(FILES.parishes), '--boundary', 'ward'],
      `${FILES.parishes} is not a boundaries file: line 1: feature has no ward code and name (WDyyCD, WDyyNM)`,
    );
  }, 60_000);

  it('an empty file, a header without records, a compressed file, a directory', async () => {
    // ccod replaces its kind: an empty file used to delete every title and load nothing.
    await refused(['ccod', file('ccod-empty.csv', '')], 'ccod-empty.csv is empty');
    await refused(['psc', file('psc-empty.txt', '')], 'psc-empty.txt is empty');
    await refused(
      ['ccod', file('ccod-header.csv', readFileSync(synthetic(FILES.ccod), 'utf8').split('\n')[0] + '\n')],
      'ccod-header.csv holds no ccod records',
    );
    await refused(
      [
        'boundaries',
        file('empty.geojson', '{"type":"FeatureCollection","features":[]}'),
        '--boundary',
        'parish',
      ],
      'empty.geojson holds no boundaries records',
    );
    await refused(
      ['postcodes', file('pc.csv.gz', gzipSync(POSTCODES))],
      'pc.csv.gz is gzip-compressed: decompress it (gunzip) and load that',
    );
    await refused(['postcodes', dir], `${dir} is not a file`);
    await refused(
      ['postcodes', path.join(dir, 'nope.csv')],
      `cannot read ${path.join(dir, 'nope.csv')}: no such file`,
    );
  }, 60_000);

  it('a truncated file: CSV, GeoJSON, JSON lines', async () => {
    const ccod = readFileSync(synthetic(FILES.ccod), 'utf8');
    await refused(
      ['ccod', file('ccod-cut.csv', ccod.slice(0, ccod.indexOf('\n', 400) + 30))],
      /^plandata load: ccod-cut\.csv ends in the middle of a record \(line \d+: .*\): the file looks truncated; nothing was written$/,
    );
    const parishes = readFileSync(synthetic(FILES.parishes), 'utf8');
    await refused(
      ['boundaries', file('parishes-cut.geojson', parishes.slice(0, -40)), '--boundary', 'parish'],
      /^plandata load: parishes-cut\.geojson ends in the middle of a record \(line \d: feature is not closed\): the file looks truncated; nothing was written$/,
    );
    await refused(
      ['boundaries', file('parishes-open.geojson', parishes.replace(/\]\}\s*$/, '')), '--boundary', 'parish'],
      /^plandata load: parishes-open\.geojson ends in the middle of a record \(line \d: the FeatureCollection is not closed\): the file looks truncated; nothing was written$/,
    );
    const psc = readFileSync(synthetic(FILES.psc), 'utf8');
    await refused(
      ['psc', file('psc-cut.txt', psc.slice(0, -50))],
      /^plandata load: psc-cut\.txt ends in the middle of a record \(line \d+: line is not JSON\): the file looks truncated; nothing was written$/,
    );
  }, 60_000);

  it('every record rejected, or more than the accepted share: the first bad lines reported', async () => {
    await refused(
      ['postcodes', file('pc-bad.csv', 'Postcode,lat,long\nnot a postcode,51.5,-0.17\nN2 0AA,99.9,99.9\n')],
      'pc-bad.csv: 2 of 2 records rejected (every one): it is not a postcodes file, or its format has changed',
      [
        "  line 2: postcode 'not a postcode' is not a full postcode",
        '  line 3: no UK coordinate (99.9, 99.9)',
      ],
    );
    // A kind that replaces its rows (ccod): every row bad is refused after its COPY, rolled back.
    const header = readFileSync(synthetic(FILES.ccod), 'utf8').split('\n')[0]!;
    const width = header.split(',').length;
    const badTitle = (n: number) =>
      ['', 'Freehold', `${n} EXAMPLE RD`, ...Array(width - 3).fill('')].join(',');
    await refused(
      ['ccod', file('ccod-bad.csv', `${header}\n${badTitle(1)}\n${badTitle(2)}\n`)],
      'ccod-bad.csv: 2 of 2 records rejected (every one): it is not a ccod file, or its format has changed',
      ['  line 2: Title Number is empty', '  line 3: Title Number is empty'],
    );
    const mostlyBad =
      'Postcode,lat,long\nN2 0AB,51.5862,-0.1702\n' +
      Array.from({ length: 14 }, (_, i) => `bad${i},51.5,-0.17\n`).join('');
    await refused(
      ['postcodes', file('pc-mostly-bad.csv', mostlyBad)],
      'pc-mostly-bad.csv: 14 of 15 records rejected (more than the 50% a load accepts; --max-rejected changes it): it is not a postcodes file, or its format has changed',
      [
        ...Array.from({ length: 10 }, (_, i) => `  line ${i + 3}: postcode 'bad${i}' is not a full postcode`),
        '  … and 4 more',
      ],
    );
    // Told to accept that share, the load goes through and only then moves the release record.
    const r = await load('postcodes', file('pc-mostly-bad-2025-06.csv', mostlyBad), '--max-rejected', '0.95');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^postcodes release 2025-06 from pc-mostly-bad-2025-06\.csv: 1 rows loaded, 14 rejected/,
    );
    expect(await db('data_releases').where({ kind: 'postcodes' }).first()).toMatchObject({
      release: '2025-06',
      rows_loaded: 1,
      rows_rejected: 14,
    });
  }, 60_000);
});
