// The synthetic official-format files of test/synthetic (see its README): paths and a loader of the
// whole scenario used by the join and route tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from '../../core/db.js';
import { runLoad } from '../../enrich/loaders/framework.js';
import { loaders } from '../../enrich/loaders/index.js';
import { boundariesLoader } from '../../enrich/loaders/boundaries.js';
import { fixturePath } from '../helpers/fixtures.js';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'synthetic');

export const synthetic = (name: string): string => path.join(dir, name);

export const FILES = {
  epc: 'certificates-2024-06-synthetic.csv',
  uprn: 'osopenuprn-2024-06-synthetic.csv',
  ppComplete: 'pp-complete-2024-05-synthetic.csv',
  ppUpdate: 'pp-monthly-update-2024-06-synthetic.csv',
  ccod: 'CCOD_FULL_2024_06-synthetic.csv',
  ocod: 'OCOD_FULL_2024_06-synthetic.csv',
  leases: 'LEASES_FULL_2024_06-synthetic.csv',
  companies: 'BasicCompanyData-2024-06-01-synthetic.csv',
  psc: 'persons-with-significant-control-snapshot-2024-06-01-synthetic.txt',
  inspire: 'Land_Registry_Cadastral_Parcels-2024-06-synthetic.gml',
  parishes: 'Parishes_December_2023_Boundaries_EW_BGC-synthetic.geojson',
} as const;

/** Loads every synthetic file, the real postcode slices and the real Leeds wards. */
export async function loadScenario(db: Knex): Promise<void> {
  const r = { release: '2024-06' };
  await runLoad(
    db,
    loaders.postcodes!,
    fixturePath('open-data/postcodes/nspl-2025-05-latlon-north-london-window.csv'),
    {
      release: '2025-05',
    },
  );
  await runLoad(
    db,
    loaders.postcodes!,
    fixturePath('open-data/postcodes/nspl-2025-05-latlon-leeds-ls1-ls6.csv'),
    {
      release: '2025-05',
    },
  );
  await runLoad(db, boundariesLoader('ward'), fixturePath('open-data/geography/wards-2013-leeds.geojson'), {
    release: '2013-12',
    scope: 'ward',
  });
  await runLoad(db, boundariesLoader('parish'), synthetic(FILES.parishes), {
    release: '2023-12',
    scope: 'parish',
  });
  await runLoad(db, loaders.uprn!, synthetic(FILES.uprn), r);
  await runLoad(db, loaders.epc!, synthetic(FILES.epc), r);
  await runLoad(db, loaders['price-paid']!, synthetic(FILES.ppComplete), { release: '2024-05' });
  await runLoad(db, loaders['price-paid']!, synthetic(FILES.ppUpdate), r);
  await runLoad(db, loaders.ccod!, synthetic(FILES.ccod), r);
  await runLoad(db, loaders.ocod!, synthetic(FILES.ocod), r);
  await runLoad(db, loaders.leases!, synthetic(FILES.leases), r);
  await runLoad(db, loaders.companies!, synthetic(FILES.companies), r);
  await runLoad(db, loaders.psc!, synthetic(FILES.psc), r);
  await runLoad(db, loaders.inspire!, synthetic(FILES.inspire), r);
}
