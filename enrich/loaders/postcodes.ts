// Postcode directory: ONSPD / NSPL (pcd or pcds, lat, long, admin codes) or the slim
// Postcode,lat,long form. A release upserts every postcode it holds (spec 2.2 geocoding).
import { normalisePostcode, displayPostcode } from '../join/address.js';
import { readCsv, type CsvRow } from './csv.js';
import { fillTable, RowError, type LoaderSpec } from './framework.js';
import { pointHex } from './wkb.js';

function num(s: string, what: string): number {
  const n = Number(s);
  if (s === '' || !Number.isFinite(n)) throw new RowError(`${what} '${s}' is not a number`);
  return n;
}

export const postcodesLoader: LoaderSpec<CsvRow> = {
  kind: 'postcodes',
  stage: [
    ['postcode_norm', 'text'],
    ['postcode', 'text'],
    ['lat', 'double precision'],
    ['lng', 'double precision'],
    ['country_code', 'text'],
    ['lad_code', 'text'],
    ['ward_code', 'text'],
    ['parish_code', 'text'],
    ['lsoa_code', 'text'],
    ['oa_code', 'text'],
    ['terminated', 'text'],
  ],
  read: (file, counter) =>
    readCsv(file, counter, {
      kind: 'postcode directory (ONSPD/NSPL)',
      required: ['lat'],
      requiredAny: [
        ['pcds', 'pcd', 'pcd7', 'pcd8', 'postcode'],
        ['long', 'lng'],
      ],
    }),
  toRow(r) {
    const raw = r.get('pcds') || r.get('pcd') || r.get('pcd7') || r.get('pcd8') || r.get('postcode');
    const norm = normalisePostcode(raw);
    if (!norm) throw new RowError(`postcode '${raw}' is not a full postcode`);
    const lat = num(r.get('lat'), 'lat');
    const lng = num(r.get('long') || r.get('lng'), 'long');
    // ONSPD marks postcodes without a grid reference with lat 99.999999: no point to load.
    if (lat > 90 || lat < 49 || lat > 61 || lng < -9 || lng > 2.5)
      throw new RowError(`no UK coordinate (${lat}, ${lng})`);
    const v = (...names: string[]) => {
      for (const n of names) {
        const x = r.get(n);
        if (x) return x;
      }
      return null;
    };
    return [
      norm,
      displayPostcode(norm),
      lat,
      lng,
      v('ctry', 'ctry25cd', 'ctry12cd'),
      v('oslaua', 'laua', 'lad25cd', 'lad24cd', 'lad24cd_derived', 'lad23cd'),
      v('osward', 'ward', 'wd25cd', 'wd24cd', 'wd23cd'),
      v('parish', 'parncp', 'par25cd', 'parncp24cd', 'parncp23cd'),
      v('lsoa21', 'lsoa21cd', 'lsoa11', 'lsoa11cd'),
      v('oa21', 'oa21cd', 'oa11', 'oa11cd'),
      v('doterm'),
    ];
  },
  direct: {
    table: 'postcodes',
    columns: [
      'postcode_norm',
      'postcode',
      'lat',
      'lng',
      'location',
      'country_code',
      'lad_code',
      'ward_code',
      'parish_code',
      'lsoa_code',
      'oa_code',
      'terminated',
      'release',
    ],
    when: 'empty',
    // location as EWKB: the same point as ST_MakePoint(lng, lat) in the merge below.
    row: (s, release) => [...s.slice(0, 4), pointHex(s[3] as number, s[2] as number), ...s.slice(4), release],
  },
  async merge({ client, release }) {
    return fillTable(client, 'postcodes', async () => {
      const r = await client.query(
        `INSERT INTO postcodes (postcode_norm, postcode, lat, lng, location, country_code, lad_code, ward_code,
         parish_code, lsoa_code, oa_code, terminated, release)
       SELECT DISTINCT ON (postcode_norm) postcode_norm, postcode, lat, lng,
         ST_SetSRID(ST_MakePoint(lng, lat), 4326)::geography, country_code, lad_code, ward_code,
         parish_code, lsoa_code, oa_code, terminated, $1 FROM stage
       ON CONFLICT (postcode_norm) DO UPDATE SET postcode = EXCLUDED.postcode, lat = EXCLUDED.lat,
         lng = EXCLUDED.lng, location = EXCLUDED.location, country_code = EXCLUDED.country_code,
         lad_code = EXCLUDED.lad_code, ward_code = EXCLUDED.ward_code, parish_code = EXCLUDED.parish_code,
         lsoa_code = EXCLUDED.lsoa_code, oa_code = EXCLUDED.oa_code, terminated = EXCLUDED.terminated,
         release = EXCLUDED.release`,
        [release],
      );
      return r.rowCount ?? 0;
    });
  },
};

/** OS Open UPRN (UPRN, X_COORDINATE, Y_COORDINATE, LATITUDE, LONGITUDE): the property points. */
export const uprnLoader: LoaderSpec<CsvRow> = {
  kind: 'uprn',
  stage: [
    ['uprn', 'text'],
    ['lat', 'double precision'],
    ['lng', 'double precision'],
  ],
  read: (file, counter) =>
    readCsv(file, counter, { kind: 'OS Open UPRN', required: ['UPRN', 'LATITUDE', 'LONGITUDE'] }),
  toRow(r) {
    const uprn = r.get('UPRN');
    if (!/^\d{1,12}$/.test(uprn)) throw new RowError(`UPRN '${uprn}' is not a number of up to 12 digits`);
    const lat = num(r.get('LATITUDE'), 'LATITUDE');
    const lng = num(r.get('LONGITUDE'), 'LONGITUDE');
    if (lat < 49 || lat > 61 || lng < -9 || lng > 2.5)
      throw new RowError(`no UK coordinate (${lat}, ${lng})`);
    return [uprn, lat, lng];
  },
  direct: {
    table: 'uprn_points',
    columns: ['uprn', 'lat', 'lng', 'release'],
    when: 'empty',
    row: (s, release) => [...s, release],
  },
  async merge({ client, release }) {
    return fillTable(client, 'uprn_points', async () => {
      const r = await client.query(
        `INSERT INTO uprn_points (uprn, lat, lng, release)
       SELECT DISTINCT ON (uprn) uprn, lat, lng, $1 FROM stage
       ON CONFLICT (uprn) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng, release = EXCLUDED.release`,
        [release],
      );
      return r.rowCount ?? 0;
    });
  },
};
