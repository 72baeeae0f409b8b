// bench/enrich (issue 7): (1) load speed of every loader against a plain COPY of the same rows, on
// generated files in the official formats; (2) GET /v1/constraints p50/p99 through the HTTP stack
// with national-size layers generated in SQL (>= 500,000 points and 50,000 polygons).
// Runs in its own database (BENCH_DB, default plandata_bench_enrich). Sizes: BENCH_LOAD_ROWS,
// BENCH_POINTS, BENCH_POLYGONS, BENCH_ITER.
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import os, { tmpdir } from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import pgCopy from 'pg-copy-streams';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../api/app.js';
import { loadConfig } from '../core/config.js';
import { createDb, type Knex } from '../core/db.js';
import { createLogger } from '../core/logger.js';
import { createRedis, redisReady } from '../core/redis.js';
import { KeysRepository } from '../core/repositories/keys.repository.js';
import { UsageRepository } from '../core/repositories/usage.repository.js';
import { checkPoint } from '../enrich/constraints/check.js';
import { migrateLatest } from '../migrations/runner.js';
import { runLoad, type LoaderSpec } from '../enrich/loaders/framework.js';
import { loaders } from '../enrich/loaders/index.js';
import { constraintsLoader } from '../enrich/loaders/constraints.js';
import { benchDbUrl, percentile, report, withBenchAdmin, type Figures } from './lib.js';

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'enrich.json');
const DB_NAME = process.env.BENCH_DB ?? 'plandata_bench_enrich';
const LOAD_ROWS = Number(process.env.BENCH_LOAD_ROWS ?? 100_000);
/**
 * Parcels in the INSPIRE GML file (default a fifth of BENCH_LOAD_ROWS: 20,000). Real files are one
 * per council, about 10,000 to over 300,000 parcels: a size shows how much of a load is fixed cost.
 */
const INSPIRE_ROWS = Number(process.env.BENCH_INSPIRE_ROWS ?? Math.round(LOAD_ROWS / 5));
const POINTS = Number(process.env.BENCH_POINTS ?? 550_000);
const POLYGONS = Number(process.env.BENCH_POLYGONS ?? 55_000);
const ITER = Number(process.env.BENCH_ITER ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Only these loader kinds (comma-separated), for profiling one. */
const KINDS = process.env.BENCH_KINDS?.split(',');
const LOAD_RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 1);
/** Which parts to run: 'load', 'constraints' or both (default). */
const PARTS = (process.env.BENCH_PARTS ?? 'load,constraints').split(',');

// Deterministic generator so runs are comparable.
let seed = 42;
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
const guid = (i: number) => `{${i.toString(16).padStart(8, '0').toUpperCase()}-0000-4000-8000-000000000000}`;
const postcode = (i: number) =>
  `${['N', 'NW', 'LS', 'M', 'B', 'BS', 'SW', 'E'][i % 8]}${(i % 20) + 1} ${(i % 9) + 1}${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i >> 5) % 26))}`;
/** A distinct well-formed postcode for each i (area, district 1-99, inward digit and two letters). */
const uniquePostcode = (i: number) => {
  const area = ['N', 'NW', 'LS', 'M', 'B', 'BS', 'SW', 'E'][i % 8];
  const j = Math.floor(i / 8);
  const l = (k: number) => String.fromCharCode(65 + (k % 26));
  return `${area}${(j % 99) + 1} ${Math.floor(j / 99) % 10}${l(Math.floor(j / 990))}${l(Math.floor(j / 25740))}`;
};
const street = (i: number) => `${(i % 300) + 1} ${['HIGH', 'STATION', 'CHURCH', 'MILL', 'PARK'][i % 5]} ROAD`;

async function write(file: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(file);
  for (const l of lines) if (!out.write(l + '\n')) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

function* range(n: number) {
  for (let i = 0; i < n; i++) yield i;
}

interface Case {
  kind: string;
  file: string;
  rows: number;
  spec: LoaderSpec<never>;
  scope?: string;
  /** The same rows as plain COPY input: a CSV file and the COPY options, or a TSV of staged rows. */
  baseline: { file: string; columns: number; options: string };
  /** The table the loader fills and which of its rows it wrote (for the same-shape baseline). */
  target: { table: string; where: string };
}

async function makeFiles(dir: string): Promise<Case[]> {
  const n = LOAD_ROWS;
  const f = (name: string) => path.join(dir, name);
  const cases: Case[] = [];

  await write(
    f('pp.csv'),
    (function* () {
      for (const i of range(n))
        yield [
          guid(i),
          String(int(80_000, 2_000_000)),
          `20${10 + (i % 14)}-0${(i % 9) + 1}-1${i % 9} 00:00`,
          postcode(i),
          'DSTF'[i % 4]!,
          'N',
          'FL'[i % 2]!,
          String((i % 300) + 1),
          i % 4 === 3 ? `FLAT ${i % 12}` : '',
          `${['HIGH', 'STATION', 'CHURCH', 'MILL', 'PARK'][i % 5]} ROAD`,
          '',
          'LONDON',
          'BARNET',
          'GREATER LONDON',
          'A',
          'A',
        ]
          .map(q)
          .join(',');
    })(),
  );
  cases.push({
    kind: 'price-paid',
    file: f('pp.csv'),
    rows: n,
    spec: loaders['price-paid']!,
    baseline: { file: f('pp.csv'), columns: 16, options: 'FORMAT csv' },
    target: { table: 'price_paid', where: 'true' },
  });

  await write(
    f('postcodes.csv'),
    (function* () {
      yield 'Postcode,lat,long';
      for (const i of range(n))
        yield `${uniquePostcode(i)},${(50.5 + rnd() * 4).toFixed(5)},${(-3 + rnd() * 3).toFixed(5)}`;
    })(),
  );
  cases.push({
    kind: 'postcodes',
    file: f('postcodes.csv'),
    rows: n,
    spec: loaders.postcodes!,
    baseline: { file: f('postcodes.csv'), columns: 3, options: 'FORMAT csv, HEADER' },
    target: { table: 'postcodes', where: 'true' },
  });

  await write(
    f('uprn.csv'),
    (function* () {
      yield 'UPRN,X_COORDINATE,Y_COORDINATE,LATITUDE,LONGITUDE';
      for (const i of range(n))
        yield `${100000000 + i},530000.00,180000.00,${(50.5 + rnd() * 4).toFixed(7)},${(-3 + rnd() * 3).toFixed(7)}`;
    })(),
  );
  cases.push({
    kind: 'uprn',
    file: f('uprn.csv'),
    rows: n,
    spec: loaders.uprn!,
    baseline: { file: f('uprn.csv'), columns: 5, options: 'FORMAT csv, HEADER' },
    target: { table: 'uprn_points', where: 'true' },
  });

  const epcHead =
    'LMK_KEY,ADDRESS1,ADDRESS2,ADDRESS3,POSTCODE,BUILDING_REFERENCE_NUMBER,CURRENT_ENERGY_RATING,POTENTIAL_ENERGY_RATING,CURRENT_ENERGY_EFFICIENCY,POTENTIAL_ENERGY_EFFICIENCY,PROPERTY_TYPE,BUILT_FORM,INSPECTION_DATE,LOCAL_AUTHORITY,CONSTITUENCY,COUNTY,LODGEMENT_DATE,TRANSACTION_TYPE,ENVIRONMENT_IMPACT_CURRENT,ENVIRONMENT_IMPACT_POTENTIAL,ENERGY_CONSUMPTION_CURRENT,ENERGY_CONSUMPTION_POTENTIAL,CO2_EMISSIONS_CURRENT,CO2_EMISS_CURR_PER_FLOOR_AREA,CO2_EMISSIONS_POTENTIAL,LIGHTING_COST_CURRENT,LIGHTING_COST_POTENTIAL,HEATING_COST_CURRENT,HEATING_COST_POTENTIAL,HOT_WATER_COST_CURRENT,HOT_WATER_COST_POTENTIAL,TOTAL_FLOOR_AREA,ENERGY_TARIFF,MAINS_GAS_FLAG,FLOOR_LEVEL,FLAT_TOP_STOREY,FLAT_STOREY_COUNT,MAIN_HEATING_CONTROLS,MULTI_GLAZE_PROPORTION,GLAZED_TYPE,GLAZED_AREA,EXTENSION_COUNT,NUMBER_HABITABLE_ROOMS,NUMBER_HEATED_ROOMS,LOW_ENERGY_LIGHTING,NUMBER_OPEN_FIREPLACES,HOTWATER_DESCRIPTION,HOT_WATER_ENERGY_EFF,HOT_WATER_ENV_EFF,FLOOR_DESCRIPTION,FLOOR_ENERGY_EFF,FLOOR_ENV_EFF,WINDOWS_DESCRIPTION,WINDOWS_ENERGY_EFF,WINDOWS_ENV_EFF,WALLS_DESCRIPTION,WALLS_ENERGY_EFF,WALLS_ENV_EFF,SECONDHEAT_DESCRIPTION,SHEATING_ENERGY_EFF,SHEATING_ENV_EFF,ROOF_DESCRIPTION,ROOF_ENERGY_EFF,ROOF_ENV_EFF,MAINHEAT_DESCRIPTION,MAINHEAT_ENERGY_EFF,MAINHEAT_ENV_EFF,MAINHEATCONT_DESCRIPTION,MAINHEATC_ENERGY_EFF,MAINHEATC_ENV_EFF,LIGHTING_DESCRIPTION,LIGHTING_ENERGY_EFF,LIGHTING_ENV_EFF,MAIN_FUEL,WIND_TURBINE_COUNT,HEAT_LOSS_CORRIDOR,UNHEATED_CORRIDOR_LENGTH,FLOOR_HEIGHT,PHOTO_SUPPLY,SOLAR_WATER_HEATING_FLAG,MECHANICAL_VENTILATION,ADDRESS,LOCAL_AUTHORITY_LABEL,CONSTITUENCY_LABEL,POSTTOWN,CONSTRUCTION_AGE_BAND,LODGEMENT_DATETIME,TENURE,FIXED_LIGHTING_OUTLETS_COUNT,LOW_ENERGY_FIXED_LIGHT_COUNT,UPRN,UPRN_SOURCE';
  const epcCols = epcHead.split(',');
  await write(
    f('epc.csv'),
    (function* () {
      yield epcHead;
      for (const i of range(n)) {
        const v: Record<string, string> = {
          LMK_KEY: String(10_000_000_000 + i),
          ADDRESS1: street(i),
          POSTCODE: postcode(i),
          CURRENT_ENERGY_RATING: 'ABCDEFG'[i % 7]!,
          POTENTIAL_ENERGY_RATING: 'B',
          CURRENT_ENERGY_EFFICIENCY: String(30 + (i % 60)),
          PROPERTY_TYPE: 'House',
          BUILT_FORM: 'Semi-Detached',
          INSPECTION_DATE: '2021-03-01',
          LODGEMENT_DATE: '2021-03-04',
          TOTAL_FLOOR_AREA: String(40 + (i % 150)),
          LODGEMENT_DATETIME: '2021-03-04 10:00:00',
          UPRN: String(100000000 + i),
          UPRN_SOURCE: 'Address Matched',
        };
        yield epcCols.map((c) => v[c] ?? '').join(',');
      }
    })(),
  );
  cases.push({
    kind: 'epc',
    file: f('epc.csv'),
    rows: n,
    spec: loaders.epc!,
    baseline: { file: f('epc.csv'), columns: epcCols.length, options: 'FORMAT csv, HEADER' },
    target: { table: 'epc_certificates', where: 'true' },
  });

  const props = [1, 2, 3, 4].flatMap((i) => [
    `Proprietor Name (${i})`,
    `Company Registration No. (${i})`,
    `Proprietorship Category (${i})`,
    `Proprietor (${i}) Address (1)`,
    `Proprietor (${i}) Address (2)`,
    `Proprietor (${i}) Address (3)`,
  ]);
  const ccodHead = [
    'Title Number',
    'Tenure',
    'Property Address',
    'District',
    'County',
    'Region',
    'Postcode',
    'Multiple Address Indicator',
    'Price Paid',
    ...props,
    'Date Proprietor Added',
    'Additional Proprietor Indicator',
  ];
  await write(
    f('ccod.csv'),
    (function* () {
      yield ccodHead.map(q).join(',');
      for (const i of range(n)) {
        const p = [
          `COMPANY ${i % 5000} LIMITED`,
          String(1_000_000 + (i % 5000)),
          'Limited Company or Public Limited Company',
          '1 Example Park, Leeds LS1 4AP',
          '',
          '',
        ];
        yield [
          `NGL${i}`,
          i % 3 ? 'Freehold' : 'Leasehold',
          `${street(i)}, London (${postcode(i)})`,
          'BARNET',
          'GREATER LONDON',
          'GREATER LONDON',
          postcode(i),
          'N',
          String(int(100_000, 900_000)),
          ...p,
          ...Array(18).fill(''),
          '03-07-2019',
          'N',
        ]
          .map(q)
          .join(',');
      }
    })(),
  );
  cases.push({
    kind: 'ccod',
    file: f('ccod.csv'),
    rows: n,
    spec: loaders.ccod!,
    baseline: { file: f('ccod.csv'), columns: ccodHead.length, options: 'FORMAT csv, HEADER' },
    target: { table: 'land_titles', where: "kind = 'ccod'" },
  });

  const chHead =
    'CompanyName, CompanyNumber,RegAddress.CareOf,RegAddress.POBox,RegAddress.AddressLine1, RegAddress.AddressLine2,RegAddress.PostTown,RegAddress.County,RegAddress.Country,RegAddress.PostCode,CompanyCategory,CompanyStatus,CountryOfOrigin,DissolutionDate,IncorporationDate,Accounts.AccountRefDay,Accounts.AccountRefMonth,Accounts.NextDueDate,Accounts.LastMadeUpDate,Accounts.AccountCategory,Returns.NextDueDate,Returns.LastMadeUpDate,Mortgages.NumMortCharges,Mortgages.NumMortOutstanding,Mortgages.NumMortPartSatisfied,Mortgages.NumMortSatisfied,SICCode.SicText_1,SICCode.SicText_2,SICCode.SicText_3,SICCode.SicText_4,LimitedPartnerships.NumGenPartners,LimitedPartnerships.NumLimPartners,URI,PreviousName_1.CONDATE, PreviousName_1.CompanyName, PreviousName_2.CONDATE, PreviousName_2.CompanyName,PreviousName_3.CONDATE, PreviousName_3.CompanyName,PreviousName_4.CONDATE, PreviousName_4.CompanyName,PreviousName_5.CONDATE, PreviousName_5.CompanyName,PreviousName_6.CONDATE, PreviousName_6.CompanyName,PreviousName_7.CONDATE, PreviousName_7.CompanyName,PreviousName_8.CONDATE, PreviousName_8.CompanyName,PreviousName_9.CONDATE, PreviousName_9.CompanyName,PreviousName_10.CONDATE, PreviousName_10.CompanyName,ConfStmtNextDueDate, ConfStmtLastMadeUpDate';
  await write(
    f('companies.csv'),
    (function* () {
      yield chHead;
      for (const i of range(n)) {
        const num = String(1_000_000 + i).padStart(8, '0');
        const row = [
          `COMPANY ${i} LIMITED`,
          num,
          '',
          '',
          '1 EXAMPLE PARK',
          '',
          'LEEDS',
          '',
          'UNITED KINGDOM',
          'LS1 4AP',
          'Private Limited Company',
          'Active',
          'United Kingdom',
          '',
          '14/05/2014',
          '31',
          '12',
          '30/09/2025',
          '31/12/2023',
          'FULL',
          '',
          '',
          '1',
          '0',
          '0',
          '1',
          '68209 - Other letting',
          '',
          '',
          '',
          '0',
          '0',
          `http://business.data.gov.uk/id/company/${num}`,
          ...Array(20).fill(''),
          '15/07/2025',
          '01/07/2024',
        ];
        yield row.map(q).join(',');
      }
    })(),
  );
  cases.push({
    kind: 'companies',
    file: f('companies.csv'),
    rows: n,
    spec: loaders.companies!,
    baseline: { file: f('companies.csv'), columns: 55, options: 'FORMAT csv, HEADER' },
    target: { table: 'companies', where: 'true' },
  });

  // JSON lines, GeoJSON and GML have no CSV to COPY: the baseline is a TSV of the same rows as
  // the loader stages them (text, and WKT for geometry), COPYed into a table of those columns.
  await write(
    f('psc.txt'),
    (function* () {
      for (const i of range(n))
        yield JSON.stringify({
          company_number: String(1_000_000 + i).padStart(8, '0'),
          data: {
            kind: 'corporate-entity-person-with-significant-control',
            name: `PARENT ${i % 1000} LIMITED`,
            identification: { registration_number: String(2_000_000 + (i % 1000)) },
            natures_of_control: ['ownership-of-shares-75-to-100-percent'],
            notified_on: '2016-04-06',
          },
        });
    })(),
  );
  await write(
    f('psc.tsv'),
    (function* () {
      for (const i of range(n))
        yield [
          String(1_000_000 + i).padStart(8, '0'),
          `PARENT ${i % 1000} LIMITED`,
          String(2_000_000 + (i % 1000)).padStart(8, '0'),
          '{ownership-of-shares-75-to-100-percent}',
          '75-100',
          't',
          '2016-04-06',
        ].join('\t');
    })(),
  );
  cases.push({
    kind: 'psc',
    file: f('psc.txt'),
    rows: n,
    spec: loaders.psc!,
    baseline: { file: f('psc.tsv'), columns: 7, options: 'FORMAT text' },
    target: { table: 'company_controllers', where: 'true' },
  });

  const polys = Math.round(n / 5);
  const square = (x: number, y: number, d: number) => [
    [x, y],
    [x + d, y],
    [x + d, y + d],
    [x, y + d],
    [x, y],
  ];
  await write(
    f('layer.geojson'),
    (function* () {
      yield '{"type":"FeatureCollection","features":[';
      for (const i of range(polys)) {
        const x = 400000 + (i % 500) * 300;
        const y = 200000 + Math.floor(i / 500) * 300;
        yield (
          (i ? ',' : '') +
          JSON.stringify({
            type: 'Feature',
            properties: {
              dataset: 'conservation-area',
              name: `Area ${i}`,
              reference: `CA${i}`,
              entity: 44000000 + i,
            },
            geometry: { type: 'Polygon', coordinates: [square(x, y, 200)] },
          })
        );
      }
      yield ']}';
    })(),
  );
  const gml = (i: number) => {
    const x = 400000 + (i % 500) * 30;
    const y = 200000 + Math.floor(i / 500) * 30;
    return square(x, y, 20).flat().join(' ');
  };
  await write(
    f('inspire.gml'),
    (function* () {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:LR="www.landregistry.gov.uk">';
      for (const i of range(INSPIRE_ROWS))
        yield `<wfs:member><LR:PREDEFINED gml:id="P.${i}"><LR:GEOMETRY><gml:Polygon srsName="urn:ogc:def:crs:EPSG::27700"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2" count="5">${gml(i)}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></LR:GEOMETRY><LR:INSPIREID>${50_000_000 + i}</LR:INSPIREID></LR:PREDEFINED></wfs:member>`;
      yield '</wfs:FeatureCollection>';
    })(),
  );
  const wkt = (pts: number[][]) => `POLYGON((${pts.map((p) => p.join(' ')).join(',')}))`;
  await write(
    f('layer.tsv'),
    (function* () {
      for (const i of range(polys)) {
        const x = 400000 + (i % 500) * 300;
        const y = 200000 + Math.floor(i / 500) * 300;
        yield [
          `Area ${i}`,
          `CA${i}`,
          `https://www.planning.data.gov.uk/entity/${44000000 + i}`,
          `SRID=27700;${wkt(square(x, y, 200))}`,
        ].join('\t');
      }
    })(),
  );
  await write(
    f('inspire.tsv'),
    (function* () {
      for (const i of range(INSPIRE_ROWS)) {
        const x = 400000 + (i % 500) * 30;
        const y = 200000 + Math.floor(i / 500) * 30;
        yield [String(50_000_000 + i), `SRID=27700;${wkt(square(x, y, 20))}`].join('\t');
      }
    })(),
  );
  cases.push({
    kind: 'constraints',
    scope: 'conservation',
    file: f('layer.geojson'),
    rows: polys,
    spec: constraintsLoader('conservation') as LoaderSpec<never>,
    baseline: { file: f('layer.tsv'), columns: -4, options: 'FORMAT text' },
    target: { table: 'layer_features', where: "source = 'layer.geojson'" },
  });
  cases.push({
    kind: 'inspire',
    file: f('inspire.gml'),
    rows: INSPIRE_ROWS,
    spec: loaders.inspire!,
    baseline: { file: f('inspire.tsv'), columns: -2, options: 'FORMAT text' },
    target: { table: 'parcels', where: 'true' },
  });
  return cases;
}

/** Plain COPY of the baseline file into an unlogged table of the same width (negative: last column geometry). */
async function plainCopy(db: Knex, c: Case): Promise<number> {
  const conn = (await db.client.acquireConnection()) as pg.PoolClient;
  try {
    const width = Math.abs(c.baseline.columns);
    const cols = Array.from({ length: width }, (_, i) =>
      c.baseline.columns < 0 && i === width - 1 ? `c${i} geometry` : `c${i} text`,
    );
    await conn.query(
      `DROP TABLE IF EXISTS bench_copy; CREATE UNLOGGED TABLE bench_copy (${cols.join(', ')})`,
    );
    const t0 = process.hrtime.bigint();
    await pipeline(
      createReadStream(c.baseline.file),
      conn.query(pgCopy.from(`COPY bench_copy FROM STDIN (${c.baseline.options})`)),
    );
    const s = Number(process.hrtime.bigint() - t0) / 1e9;
    await conn.query('DROP TABLE bench_copy');
    return s;
  } finally {
    await db.client.releaseConnection(conn);
  }
}

/**
 * CPU seconds so far of this process and of every PostgreSQL backend of this benchmark's pool
 * (/proc/<pid>/stat utime + stime; the server is local). On the shared 2-core machine wall time moves
 * with other people's load; CPU per load moves far less (docs/benchmarks/enrich.md).
 */
async function cpuNow(db: Knex, conn?: pg.PoolClient): Promise<number> {
  const c = await cpuParts(db, conn);
  return c.node + c.pg;
}

async function cpuParts(db: Knex, conn?: pg.PoolClient): Promise<{ node: number; pg: number }> {
  const sql = `SELECT pid FROM pg_stat_activity WHERE application_name = 'plandata-bench-enrich'`;
  const pids: { pid: number }[] = conn ? (await conn.query(sql)).rows : (await db.raw(sql)).rows;
  let ticks = 0;
  for (const { pid } of pids)
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(f[11]) + Number(f[12]); // utime, stime (fields 14 and 15)
    } catch {
      // a backend that has just gone
    }
  const u = process.cpuUsage();
  return { pg: ticks / 100, node: (u.user + u.system) / 1e6 };
}

/**
 * The fair baseline (issue 7: "plain COPY of the same rows"): the rows the loader wrote, exported as
 * they stand in the target, COPYed into a table of the target's shape (the same columns, types,
 * defaults and indexes, logged like the target) that also holds the target's other rows. The
 * GeoJSON layers share layer_features with the national-size layers (about 600,000 features): the
 * loader maintains that table's GiST indexes at that size, and a COPY into an empty table would not
 * (COPYing the bench's 20,000 features: 0.74-0.88 s into the filled table against 0.31-0.34 s into
 * an empty one, fourth session). Until the fourth session the baseline was always an empty table; `empty` keeps that
 * figure beside the fair one for kinds whose target holds other rows; kinds whose target holds
 * nothing else are measured as before, into an empty table made afresh. The filled table is built
 * once per kind (`sameShape`) and, like the target before each load, has the kind's rows deleted
 * and is vacuumed before each timed COPY.
 */
async function sameShapeCopy(
  db: Knex,
  c: Case,
  dir: string,
): Promise<{ s: number; cpu: number; empty: { s: number; cpu: number } | null }> {
  const conn = (await db.client.acquireConnection()) as pg.PoolClient;
  const file = path.join(dir, 'same-shape.copy');
  const timedCopy = async (table: string) => {
    const cpu0 = await cpuNow(db, conn);
    const t0 = process.hrtime.bigint();
    await pipeline(createReadStream(file), conn.query(pgCopy.from(`COPY ${table} FROM STDIN`)));
    const s = Number(process.hrtime.bigint() - t0) / 1e9;
    return { s, cpu: (await cpuNow(db, conn)) - cpu0 };
  };
  try {
    await pipeline(
      conn.query(pgCopy.to(`COPY (SELECT * FROM ${c.target.table} WHERE ${c.target.where}) TO STDOUT`)),
      createWriteStream(file),
    );
    const others = Number(
      (await conn.query(`SELECT count(*) AS n FROM ${c.target.table} WHERE NOT (${c.target.where})`)).rows[0]
        .n,
    );
    // An empty table made afresh for each COPY (as the loaders of full files write new files).
    await conn.query(
      `DROP TABLE IF EXISTS bench_same; CREATE TABLE bench_same (LIKE ${c.target.table} INCLUDING ALL)`,
    );
    const empty = await timedCopy('bench_same');
    await conn.query('DROP TABLE bench_same');
    if (others === 0) return { ...empty, empty: null };
    const table = await sameShape(conn, c);
    await conn.query(`DELETE FROM ${table} WHERE ${c.target.where}`);
    await conn.query(`VACUUM ${table}`);
    return { ...(await timedCopy(table)), empty };
  } finally {
    rmSync(file, { force: true });
    await db.client.releaseConnection(conn);
  }
}

/**
 * The same-shaped table of a kind whose target holds other rows: filled before its indexes are built
 * (an index build is far quicker than 600,000 inserts), then kept for the kind's remaining runs.
 */
let sameShapeBuilt: string | undefined;
async function sameShape(conn: pg.PoolClient, c: Case): Promise<string> {
  const key = `${c.target.table} ${c.target.where}`;
  if (sameShapeBuilt === key) return 'bench_same_filled';
  await conn.query(
    `DROP TABLE IF EXISTS bench_same_filled;
     CREATE TABLE bench_same_filled (LIKE ${c.target.table} INCLUDING ALL EXCLUDING INDEXES)`,
  );
  await conn.query(
    `INSERT INTO bench_same_filled SELECT * FROM ${c.target.table} WHERE NOT (${c.target.where})`,
  );
  const { rows } = await conn.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1`,
    [c.target.table],
  );
  for (const { indexname, indexdef } of rows)
    await conn.query(
      indexdef
        .replace(` INDEX ${indexname} ON `, ` INDEX bench_same_filled_${indexname} ON `)
        .replace(` ON public.${c.target.table} `, ' ON public.bench_same_filled '),
    );
  await conn.query('ANALYZE bench_same_filled');
  sameShapeBuilt = key;
  return 'bench_same_filled';
}

/**
 * A full garbage collection before each timed load: generating the files leaves this process with
 * hundreds of megabytes of garbage whose collection otherwise lands inside the first loads and was
 * counted as the loader's CPU (0.3-0.9 s of node CPU a load on companies; a `plandata load` process
 * starts clean).
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** BENCH_FILES_DIR: write the generated files there and keep them (for profiling a loader alone). */
const FILES_DIR = process.env.BENCH_FILES_DIR;

async function loaderFigures(db: Knex): Promise<Figures> {
  const dir = FILES_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-enrich-'));
  const figures: Figures = {};
  try {
    const cases = await makeFiles(dir);
    for (const c of cases) {
      const key = c.scope ? `${c.kind}:${c.scope}` : c.kind;
      if (KINDS && !KINDS.includes(c.kind)) continue;
      const runs: {
        load: number;
        same: number;
        raw: number;
        reload: number;
        loadCpu: number;
        sameCpu: number;
        empty: { s: number; cpu: number } | null;
      }[] = [];
      // The GeoJSON layers load beside the national-size layers the constraint part reads, as in
      // production, whichever part ran first in this database (the figure depended on it before).
      if (c.target.table === 'layer_features') await ensureLayers(db);
      for (let run = 0; run < LOAD_RUNS; run++) {
        // A first load: the loader's rows of this kind are cleared so every run inserts them anew.
        await db.raw(`DELETE FROM ${c.target.table} WHERE ${c.target.where}`);
        await db.raw(`VACUUM ANALYZE ${c.target.table}`);
        collectGarbage();
        const cpu0 = await cpuParts(db);
        const s = await runLoad(db, c.spec, c.file, { release: '2024-06', scope: c.scope });
        const cpu1 = await cpuParts(db);
        const loadCpu = cpu1.node + cpu1.pg - cpu0.node - cpu0.pg;
        if (s.rejected)
          throw new Error(`${c.kind}: ${s.rejected} rejected, first ${JSON.stringify(s.rejections[0])}`);
        const { s: same, cpu: sameCpu, empty } = await sameShapeCopy(db, c, dir);
        const raw = await plainCopy(db, c);
        // The same file again (a reload of the release: every row already there).
        const again = await runLoad(db, c.spec, c.file, { release: '2024-06', scope: c.scope });
        runs.push({ load: s.seconds, same, raw, reload: again.seconds, loadCpu, sameCpu, empty });
        console.log(
          `bench/enrich: ${key} ${c.rows} rows: loader ${s.seconds.toFixed(2)} s (${s.direct ? 'direct COPY' : 'stage'} ${s.phases.stageSeconds.toFixed(2)}, merge ${s.phases.mergeSeconds.toFixed(2)}), COPY same rows into the target's shape ${same.toFixed(2)} s, COPY of the input into text columns ${raw.toFixed(2)} s; CPU loader ${loadCpu.toFixed(2)} s (node ${(cpu1.node - cpu0.node).toFixed(2)}, PostgreSQL ${(cpu1.pg - cpu0.pg).toFixed(2)}), same-shape COPY ${sameCpu.toFixed(2)} s${empty ? ` (into an empty table: ${empty.s.toFixed(2)} s, CPU ${empty.cpu.toFixed(2)} s)` : ''}; reload ${again.seconds.toFixed(2)} s (load ${os.loadavg()[0]!.toFixed(2)})`,
        );
      }
      // The median run by loader time.
      const m = [...runs].sort((a, b) => a.load - b.load)[Math.floor(runs.length / 2)]!;
      figures[`load_${key}_rows`] = c.rows;
      figures[`load_${key}_rows_per_s`] = Math.round(c.rows / m.load);
      figures[`copy_${key}_rows_per_s`] = Math.round(c.rows / m.same);
      figures[`load_${key}_ratio_to_copy`] = Number((m.same / m.load).toFixed(3));
      // The same ratio in CPU seconds (this process and its PostgreSQL backends).
      figures[`load_${key}_cpu_s`] = Number(m.loadCpu.toFixed(3));
      figures[`copy_${key}_cpu_s`] = Number(m.sameCpu.toFixed(3));
      figures[`load_${key}_cpu_ratio_to_copy`] = Number((m.sameCpu / m.loadCpu).toFixed(3));
      figures[`load_${key}_load_average`] = Number(os.loadavg()[0]!.toFixed(2));
      figures[`copy_raw_${key}_rows_per_s`] = Math.round(c.rows / m.raw);
      figures[`load_${key}_ratio_to_raw_copy`] = Number((m.raw / m.load).toFixed(3));
      figures[`reload_${key}_rows_per_s`] = Math.round(c.rows / m.reload);
      if (m.empty) {
        // The method before the fourth session: the baseline COPY into an empty table.
        figures[`load_${key}_ratio_to_copy_empty`] = Number((m.empty.s / m.load).toFixed(3));
        figures[`load_${key}_cpu_ratio_to_copy_empty`] = Number((m.empty.cpu / m.loadCpu).toFixed(3));
      }
    }
  } finally {
    await db.raw('DROP TABLE IF EXISTS bench_same_filled');
    if (!FILES_DIR) rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

/** National-size layers in SQL: points (listed buildings, single trees, mine entries) and polygons. */
async function ensureLayers(db: Knex): Promise<void> {
  const have = Number(
    (await db.raw(`SELECT count(*) AS n FROM layer_features WHERE source = 'bench'`)).rows[0].n,
  );
  if (have === POINTS + POLYGONS) return;
  console.log(`bench/enrich: generating ${POINTS} points and ${POLYGONS} polygons ...`);
  await db.raw(`DELETE FROM layer_features WHERE source = 'bench'`);
  // Great Britain's bounding box roughly (lng -5.5..1.7, lat 50.0..55.8); buffers in metres.
  const pt = `ST_SetSRID(ST_MakePoint(-5.5 + random() * 7.2, 50.0 + random() * 5.8), 4326)`;
  const area = (m: string) => `ST_Buffer(${pt}::geography, ${m}, 'quad_segs=4')::geometry`;
  const ins = (layer: string, n: number, geom: string, extra = `NULL`) =>
    db.raw(`INSERT INTO layer_features (layer, source, name, reference, url, grade, dataset, geom, release)
      SELECT '${layer}', 'bench', '${layer} ' || g, '${layer}-' || g, NULL, NULL, ${extra}, ${geom}, '2024-06'
      FROM generate_series(1, ${n}) g`);
  const p = POINTS;
  await ins('listed', Math.round(p * 0.7), pt);
  await ins('tpo', Math.round(p * 0.2), pt, `'tree'`);
  await ins('coal', p - Math.round(p * 0.7) - Math.round(p * 0.2), pt, `'mine-entry'`);
  const q = POLYGONS;
  await ins('conservation', Math.round(q * 0.4), area('200 + random() * 600'));
  await ins('tpo', Math.round(q * 0.3), area('30 + random() * 100'));
  await ins('article4', Math.round(q * 0.1), area('300 + random() * 1000'));
  await ins('flood', Math.round(q * 0.1), area('200 + random() * 1500'), `NULL`);
  await ins(
    'archaeology',
    q - Math.round(q * 0.4) - Math.round(q * 0.3) - 2 * Math.round(q * 0.1),
    area('500 + random() * 2000'),
  );
  await db.raw('ANALYZE layer_features');
}

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
const pct = (t: number[], p: number) =>
  Number(
    percentile(
      [...t].sort((a, b) => a - b),
      p,
    ).toFixed(2),
  );

/**
 * One run: ITER new points through the whole HTTP stack, then the same points through the check SQL
 * alone (checkPoint on the same pool), GET /v1/categories for the fixed cost of auth and limits on a
 * route without SQL of its own, and the record charge alone for new point keys.
 */
async function constraintRun(
  db: Knex,
  app: FastifyInstance,
  keys: string[],
  run: number,
): Promise<Record<string, number>> {
  const points: [string, string][] = [];
  for (let i = 0; i < ITER + 50; i++)
    // Points over England and Wales (inside the UK outline), away from the coasts.
    points.push([(51.0 + rnd() * 2.5).toFixed(6), (-2.8 + rnd() * 3.0).toFixed(6)]);
  const load0 = os.loadavg()[0]!;
  const http: number[] = [];
  let entries = 0;
  for (let i = 0; i < points.length; i++) {
    const [lat, lng] = points[i]!;
    const t0 = process.hrtime.bigint();
    const res = await app.inject({
      method: 'GET',
      url: `/v1/constraints?lat=${lat}&lng=${lng}`,
      headers: { authorization: `Bearer ${keys[i % keys.length]}` },
    });
    const t = ms(t0);
    if (res.statusCode !== 200) throw new Error(`constraints ${res.statusCode}: ${res.body}`);
    if (i >= 50) {
      http.push(t); // the first 50 warm the pool and caches
      entries += (res.json() as { meta: { count: number } }).meta.count;
    }
  }
  const sql: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const [lat, lng] = points[i]!;
    const t0 = process.hrtime.bigint();
    await checkPoint(db, { lat: Number(lat), lng: Number(lng), precise: true });
    if (i >= 50) sql.push(ms(t0));
  }
  const fixed: number[] = [];
  for (let i = 0; i < Math.min(ITER, 1000); i++) {
    const t0 = process.hrtime.bigint();
    const res = await app.inject({
      method: 'GET',
      url: '/v1/categories',
      headers: { authorization: `Bearer ${keys[i % keys.length]}` },
    });
    if (res.statusCode !== 200) throw new Error(`categories ${res.statusCode}`);
    fixed.push(ms(t0));
  }
  const usage = new UsageRepository(db);
  const charge: number[] = [];
  for (let i = 0; i < Math.min(ITER, 1000); i++) {
    const t0 = process.hrtime.bigint();
    await usage.chargeRecords(
      {
        account: `bench-enrich-${process.pid}-charge@example.com`,
        period: '2026-11-01',
        countRequest: false,
        requestLimit: null,
        cap: null,
        contactKeys: [],
        contactCap: 0,
      },
      [`pt:run${run}:${i}`],
    );
    charge.push(ms(t0));
  }
  const load1 = os.loadavg()[0]!;
  const r = {
    p50: pct(http, 50),
    p99: pct(http, 99),
    sql_p50: pct(sql, 50),
    sql_p99: pct(sql, 99),
    fixed_p50: pct(fixed, 50),
    fixed_p99: pct(fixed, 99),
    charge_p50: pct(charge, 50),
    charge_p99: pct(charge, 99),
    entries: entries / http.length,
    load: Number(((load0 + load1) / 2).toFixed(2)),
  };
  console.log(
    `bench/enrich: constraints run ${run}: HTTP p50 ${r.p50} p99 ${r.p99} ms; SQL p50 ${r.sql_p50} p99 ${r.sql_p99}; ` +
      `fixed (categories) p50 ${r.fixed_p50} p99 ${r.fixed_p99}; charge p50 ${r.charge_p50} p99 ${r.charge_p99}; load ${r.load}`,
  );
  return r;
}

async function constraintFigures(db: Knex): Promise<Figures> {
  await ensureLayers(db);
  const cfg = loadConfig({
    DATABASE_URL: benchDbUrl(DB_NAME),
    REDIS_PREFIX: `benchenrich${process.pid}`,
    LOG_LEVEL: 'silent',
  });
  const redis = createRedis({ url: cfg.REDIS_URL });
  await redisReady(redis);
  const app: FastifyInstance = await buildApp({ config: cfg, db, redis, logger: createLogger('silent') });
  await app.ready();
  // Enterprise keys (1,200 a minute each): enough that the per-minute limit never binds even when
  // every run falls inside one minute (each run sends ITER + 50 constraint and up to 1,000 categories
  // requests; sized for one run, the third run met a 429 once the API got faster).
  const keys: string[] = [];
  const requests = RUNS * (ITER + 50 + Math.min(ITER, 1000));
  for (let i = 0; i < Math.ceil(requests / 1000) + 2; i++)
    keys.push(
      (
        await new KeysRepository(db).create({
          email: `bench-enrich-${process.pid}-${i}@example.com`,
          plan: 'enterprise',
        })
      ).key,
    );
  const runs: Record<string, number>[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) runs.push(await constraintRun(db, app, keys, run));
  } finally {
    await app.close();
    redis.disconnect();
  }
  // The median run by HTTP p99 is the one reported; every run's p50/p99 and load are kept too.
  const med = [...runs].sort((a, b) => a.p99! - b.p99!)[Math.floor(runs.length / 2)]!;
  const layers = (
    await db.raw(`SELECT
      count(*) FILTER (WHERE GeometryType(geom) = 'POINT') AS points,
      count(*) FILTER (WHERE GeometryType(geom) <> 'POINT') AS polygons FROM layer_features`)
  ).rows[0];
  const figures: Figures = {
    constraints_layer_points: Number(layers.points),
    constraints_layer_polygons: Number(layers.polygons),
    constraints_requests: ITER,
    constraints_runs: runs.length,
    constraints_mean_entries: Number(med.entries!.toFixed(2)),
    constraints_p50_ms: med.p50!,
    constraints_p99_ms: med.p99!,
    constraints_sql_p50_ms: med.sql_p50!,
    constraints_sql_p99_ms: med.sql_p99!,
    constraints_sql_share_of_p99: Number((med.sql_p99! / med.p99!).toFixed(2)),
    constraints_fixed_overhead_p50_ms: med.fixed_p50!,
    constraints_fixed_overhead_p99_ms: med.fixed_p99!,
    constraints_charge_p50_ms: med.charge_p50!,
    constraints_charge_p99_ms: med.charge_p99!,
    constraints_load_average: med.load!,
  };
  runs.forEach((r, i) => {
    figures[`constraints_run${i + 1}_p50_ms`] = r.p50!;
    figures[`constraints_run${i + 1}_p99_ms`] = r.p99!;
    figures[`constraints_run${i + 1}_load_average`] = r.load!;
  });
  return figures;
}

async function main(): Promise<void> {
  const exists = await withBenchAdmin(
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).rowCount,
  );
  if (exists && process.env.BENCH_RESET)
    await withBenchAdmin((c) => c.query(`DROP DATABASE "${DB_NAME}" WITH (FORCE)`));
  if (!exists || process.env.BENCH_RESET)
    await withBenchAdmin((c) => c.query(`CREATE DATABASE "${DB_NAME}"`));
  const db = createDb({ url: benchDbUrl(DB_NAME), poolMax: 4, applicationName: 'plandata-bench-enrich' });
  try {
    await migrateLatest(db);
    // A run of one part keeps the other part's figures from the last full run.
    const previous: Figures =
      PARTS.length < 2 && existsSync(RESULTS)
        ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as { figures: Figures }).figures
        : {};
    const keep = (k: string) =>
      PARTS.includes('load') ? k.startsWith('constraints_') : !k.startsWith('constraints_');
    const figures = {
      ...Object.fromEntries(Object.entries(previous).filter(([k]) => keep(k))),
      ...(PARTS.includes('load') ? await loaderFigures(db) : {}),
      ...(PARTS.includes('constraints') ? await constraintFigures(db) : {}),
    };
    report('enrich', figures, {
      load: `BENCH_LOAD_ROWS=${LOAD_ROWS} rows per CSV/JSON-lines kind, ${Math.round(LOAD_ROWS / 5)} features for GeoJSON, ${INSPIRE_ROWS} parcels for GML (BENCH_INSPIRE_ROWS), first loads (target rows of the kind deleted first), median of ${LOAD_RUNS} run(s); ratio = seconds of a COPY of the same rows into a LIKE-target table (INCLUDING ALL) holding the target's other rows / loader seconds (>= 0.5 wanted; ratio_to_copy_empty: into an empty table, the method before the fourth session, for kinds whose target holds other rows); ratio_to_raw_copy = the input COPYed into text columns of an unlogged table; reload = the same file loaded again`,
      constraints: `GET /v1/constraints through Fastify inject, sequential, ${ITER} random points in England and Wales after 50 warm-up requests, ${RUNS} runs, the median run by p99; sql = checkPoint alone on the same points; fixed_overhead = GET /v1/categories (auth + limits); charge = plandata_charge_records alone; layers generated in SQL`,
    });
  } finally {
    await db.destroy();
  }
}

await main();
