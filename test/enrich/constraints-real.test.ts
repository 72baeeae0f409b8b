import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/db.js';
import { describeWithFixtures, fixturePath } from '../helpers/fixtures.js';
import { runLoad, LoadFormatError } from '../../enrich/loaders/framework.js';
import { loaders } from '../../enrich/loaders/index.js';
import { constraintsLoader } from '../../enrich/loaders/constraints.js';
import { checkPoint } from '../../enrich/constraints/check.js';
import type { Knex } from '../../core/db.js';

const PC = 'open-data/planning-constraints/';
let db: Knex;

describeWithFixtures('constraint layers and loaders on the real open-data slices', () => {
  beforeAll(async () => {
    db = (await freshDatabase()).db;
    for (const [layer, f] of [
      ['conservation', 'barnet-conservation-area.planning-data.geojson'],
      ['flood', 'london-flood-zone-2-simplified-barnet-camden.geojson'],
      ['views', 'london-protected-vistas-lvmf-barnet-camden.geojson'],
      ['whs', 'world-heritage-sites-saltaire-westminster.geojson'],
    ] as const)
      await runLoad(db, constraintsLoader(layer), fixturePath(PC + f), { release: '2025-05', scope: layer });
  });

  it('a point inside Hampstead Garden Suburb gets a within conservation entry with name and reference', async () => {
    const entries = await checkPoint(db, { lat: 51.5813555, lng: -0.1824754, precise: true });
    const hgs = entries.find((e) => e.name === 'Hampstead Garden Suburb');
    expect(hgs).toMatchObject({ layer: 'conservation', relation: 'within', metres: null, reference: '6947' });
    expect(hgs!.url).toBe('https://www.planning.data.gov.uk/entity/44004082');
  });

  it('a point in the flood-zone-2 polygon gets the flood entry with grade 2', async () => {
    const r = await db.raw(
      `SELECT ST_Y(p) lat, ST_X(p) lng FROM (SELECT ST_PointOnSurface(geom) p FROM layer_features WHERE layer='flood') x`,
    );
    const entries = await checkPoint(db, { lat: r.rows[0].lat, lng: r.rows[0].lng, precise: true });
    expect(entries.find((e) => e.layer === 'flood')).toMatchObject({ relation: 'within', grade: '2' });
  });

  it('a point in a protected view corridor gets it with the view number as reference', async () => {
    const r = await db.raw(
      `SELECT reference, ST_Y(p) lat, ST_X(p) lng FROM (SELECT reference, ST_PointOnSurface(geom) p FROM layer_features
       WHERE layer='views' AND dataset='corridor' AND reference='2A.1') x LIMIT 1`,
    );
    const entries = await checkPoint(db, { lat: r.rows[0].lat, lng: r.rows[0].lng, precise: true });
    expect(entries.filter((e) => e.layer === 'views').map((e) => [e.reference, e.dataset])).toContainEqual([
      '2A.1',
      'corridor',
    ]);
  });

  it('a Leeds point gets none of the London layers', async () => {
    expect(await checkPoint(db, { lat: 53.79617, lng: -1.55254, precise: false })).toEqual([]);
  });

  it('reloading a layer replaces it instead of doubling it', async () => {
    await runLoad(
      db,
      constraintsLoader('views'),
      fixturePath(PC + 'london-protected-vistas-lvmf-barnet-camden.geojson'),
      {
        release: '2025-06',
        scope: 'views',
      },
    );
    const n = await db('layer_features').where({ layer: 'views' }).count<{ count: number }[]>('* as count');
    expect(Number(n[0]!.count)).toBe(17);
  });

  it('loads both postcode slices and the price-paid and company samples', async () => {
    const a = await runLoad(
      db,
      loaders.postcodes!,
      fixturePath('open-data/postcodes/nspl-2025-05-latlon-leeds-ls1-ls6.csv'),
      { release: '2025-05' },
    );
    expect([a.loaded, a.rejected]).toEqual([4680, 0]);
    const pc = await db('postcodes').where({ postcode_norm: 'LS102RU' }).first();
    expect(pc).toMatchObject({ postcode: 'LS10 2RU', lad_code: 'E08000035', release: '2025-05' });
    const pp = await runLoad(
      db,
      loaders['price-paid']!,
      fixturePath('open-data/price-paid/ppd-monthly-update-canonical-sample.csv'),
      { release: '2021-10' },
    );
    expect(pp.loaded).toBe(17);
    const q = await db('price_paid')
      .where({ transaction_id: '{4E75C29C-C5C8-8922-E063-4804A8C094D0}' })
      .first();
    expect(q).toMatchObject({
      price: 1525000,
      transfer_date: '2021-02-08',
      address_norm: 'QUINNEYS MAYPOLE RD',
      postcode_norm: 'CM83NW',
    });
    const c = await runLoad(
      db,
      loaders.companies!,
      fixturePath('open-data/companies-house/basic-company-data-sample-2021.csv'),
      { release: '2021-06' },
    );
    expect(c.loaded).toBe(31);
    expect(await db('companies').where({ company_number: '12778855' }).first()).toMatchObject({
      name: '! LIMITED',
      status: 'Active',
    });
  });

  it('a file in the wrong format is refused before anything is written', async () => {
    const before = await db('price_paid').count<{ count: number }[]>('* as count');
    await expect(
      runLoad(
        db,
        loaders['price-paid']!,
        fixturePath('open-data/companies-house/basic-company-data-sample-2021.csv'),
        { release: '2021-06' },
      ),
    ).rejects.toThrow(/is not a price-paid file: line 1: expected 16 columns, found 55/);
    await expect(
      runLoad(db, loaders.epc!, fixturePath('open-data/price-paid/ppd-monthly-update-canonical-sample.csv'), {
        release: '2021-06',
      }),
    ).rejects.toBeInstanceOf(LoadFormatError);
    expect(await db('price_paid').count<{ count: number }[]>('* as count')).toEqual(before);
  });

  it('a malformed line is reported with its line number and the rest loads', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pp-'));
    const f = path.join(dir, 'pp-2024-03.csv');
    const good = (id: string, price: string) =>
      `"{${id}}","${price}","2024-03-01 00:00","N10 1DB","T","N","F","14","","SMITH ROAD","","LONDON","BARNET","GREATER LONDON","A","A"`;
    writeFileSync(
      f,
      [
        good('11111111-1111-1111-1111-111111111111', '500000'),
        good('22222222-2222-2222-2222-222222222222', 'lots'),
        '"broken","row"',
        good('33333333-3333-3333-3333-333333333333', '610000'),
      ].join('\n') + '\n',
    );
    const s = await runLoad(db, loaders['price-paid']!, f, { release: '2024-03' });
    expect(s.loaded).toBe(2);
    expect(s.rejections).toEqual([
      { line: 2, reason: "price 'lots' is not whole pounds" },
      { line: 3, reason: 'expected 16 columns, found 2' },
    ]);
  });
});
