// Every loader kind of `plandata load`, declared in one place.
import type { LoaderSpec } from './framework.js';
import { postcodesLoader, uprnLoader } from './postcodes.js';
import { epcLoader, pricePaidLoader } from './property.js';
import { ccodLoader, companiesLoader, leasesLoader, ocodLoader, pscLoader } from './ownership.js';
import { inspireLoader } from './inspire.js';

export const loaders: Record<string, LoaderSpec<never>> = {
  postcodes: postcodesLoader as LoaderSpec<never>,
  uprn: uprnLoader as LoaderSpec<never>,
  epc: epcLoader as LoaderSpec<never>,
  'price-paid': pricePaidLoader as LoaderSpec<never>,
  ccod: ccodLoader as LoaderSpec<never>,
  ocod: ocodLoader as LoaderSpec<never>,
  leases: leasesLoader as LoaderSpec<never>,
  companies: companiesLoader as LoaderSpec<never>,
  psc: pscLoader as LoaderSpec<never>,
  inspire: inspireLoader as LoaderSpec<never>,
};
