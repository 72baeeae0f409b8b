// Property files: EPC domestic certificates (certificates.csv of the EPC register bulk download) and
// HM Land Registry price paid (16-column headerless CSV; monthly updates carry record status
// A added, C changed, D deleted in column 16).
import { addressKey, normalisePostcode, partsKey } from '../join/address.js';
import { readCsv, type CsvRow } from './csv.js';
import { calendarDay, fillTable, RowError, type LoaderSpec } from './framework.js';

/** Empty as null (a function at module level: tsx names a closure made inside toRow on every call). */
const o = (s: string) => s || null;

const RATINGS = new Set(['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);

function isoDate(s: string, what: string): string | null {
  if (!s) return null;
  const day = calendarDay(s, '/');
  if (day) return day;
  throw new RowError(`${what} '${s}' is not a date`);
}

export const epcLoader: LoaderSpec<CsvRow> = {
  kind: 'epc',
  stage: [
    ['lmk_key', 'text'],
    ['uprn', 'text'],
    ['address_norm', 'text'],
    ['postcode_norm', 'text'],
    ['address', 'text'],
    ['rating', 'text'],
    ['efficiency', 'integer'],
    ['floor_area', 'double precision'],
    ['property_type', 'text'],
    ['built_form', 'text'],
    ['inspection_date', 'date'],
    ['lodgement_date', 'date'],
  ],
  read: (file, counter) =>
    readCsv(file, counter, {
      kind: 'EPC domestic certificates',
      required: [
        'LMK_KEY',
        'ADDRESS1',
        'POSTCODE',
        'CURRENT_ENERGY_RATING',
        'TOTAL_FLOOR_AREA',
        'LODGEMENT_DATE',
      ],
    }),
  toRow(r) {
    const lmk = r.get('LMK_KEY');
    if (!lmk) throw new RowError('LMK_KEY is empty');
    const rating = r.get('CURRENT_ENERGY_RATING').toUpperCase();
    if (!RATINGS.has(rating)) throw new RowError(`CURRENT_ENERGY_RATING '${rating}' is not A+ to G`);
    const fa = r.get('TOTAL_FLOOR_AREA');
    const floor = fa === '' ? null : Number(fa);
    if (floor !== null && (!Number.isFinite(floor) || floor < 0))
      throw new RowError(`TOTAL_FLOOR_AREA '${fa}' is not a number`);
    const address = [r.get('ADDRESS1'), r.get('ADDRESS2'), r.get('ADDRESS3')].filter(Boolean).join(', ');
    const key = addressKey(address);
    if (!key) throw new RowError('address is empty');
    const eff = r.get('CURRENT_ENERGY_EFFICIENCY');
    const uprn = r.get('UPRN').replace(/\.0$/, '');
    return [
      lmk,
      /^\d{1,12}$/.test(uprn) ? uprn : null,
      key,
      normalisePostcode(r.get('POSTCODE')),
      address,
      rating,
      /^\d+$/.test(eff) ? Number(eff) : null,
      floor,
      r.get('PROPERTY_TYPE') || null,
      r.get('BUILT_FORM') || null,
      isoDate(r.get('INSPECTION_DATE'), 'INSPECTION_DATE'),
      isoDate(r.get('LODGEMENT_DATE'), 'LODGEMENT_DATE'),
    ];
  },
  direct: {
    table: 'epc_certificates',
    columns: [
      'lmk_key',
      'uprn',
      'address_norm',
      'postcode_norm',
      'address',
      'rating',
      'efficiency',
      'floor_area',
      'property_type',
      'built_form',
      'inspection_date',
      'lodgement_date',
      'release',
    ],
    when: 'empty',
    // The stage row is not used again: the release is added to it (no copy of each row).
    row: (s, release) => {
      s.push(release);
      return s;
    },
  },
  async merge({ client, release }) {
    return fillTable(client, 'epc_certificates', async () => {
      const r = await client.query(
        `INSERT INTO epc_certificates (lmk_key, uprn, address_norm, postcode_norm, address, rating, efficiency,
         floor_area, property_type, built_form, inspection_date, lodgement_date, release)
       SELECT DISTINCT ON (lmk_key) *, $1 FROM stage
       ON CONFLICT (lmk_key) DO UPDATE SET uprn = EXCLUDED.uprn, address_norm = EXCLUDED.address_norm,
         postcode_norm = EXCLUDED.postcode_norm, address = EXCLUDED.address, rating = EXCLUDED.rating,
         efficiency = EXCLUDED.efficiency, floor_area = EXCLUDED.floor_area,
         property_type = EXCLUDED.property_type, built_form = EXCLUDED.built_form,
         inspection_date = EXCLUDED.inspection_date, lodgement_date = EXCLUDED.lodgement_date,
         release = EXCLUDED.release`,
        [release],
      );
      return r.rowCount ?? 0;
    });
  },
};

export const pricePaidLoader: LoaderSpec<CsvRow> = {
  kind: 'price-paid',
  formatByFirstRecord: true,
  stage: [
    ['transaction_id', 'text'],
    ['price', 'bigint'],
    ['transfer_date', 'date'],
    ['postcode_norm', 'text'],
    ['property_type', 'text'],
    ['new_build', 'text'],
    ['tenure', 'text'],
    ['paon', 'text'],
    ['saon', 'text'],
    ['street', 'text'],
    ['locality', 'text'],
    ['town', 'text'],
    ['district', 'text'],
    ['county', 'text'],
    ['category', 'text'],
    ['address_norm', 'text'],
    ['status', 'text'],
  ],
  read: (file, counter) =>
    readCsv(file, counter, { kind: 'price paid (16-column, headerless)', columns: 16 }),
  toRow(r) {
    const f = r.fields.map((x) => x.trim());
    const [
      id,
      price,
      date,
      pc,
      type,
      nb,
      tenure,
      paon,
      saon,
      street,
      locality,
      town,
      district,
      county,
      cat,
      status,
    ] = f as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (!/^\{[0-9A-F-]{36}\}$/i.test(id)) throw new RowError(`transaction id '${id}' is not a {GUID}`);
    if (status !== 'A' && status !== 'C' && status !== 'D')
      throw new RowError(`record status '${status}' is not A, C or D`);
    if (status === 'D')
      return [
        id,
        0,
        '1970-01-01',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        '',
        'D',
      ];
    if (!/^\d+$/.test(price)) throw new RowError(`price '${price}' is not whole pounds`);
    // YYYY-MM-DD, optionally with ' 00:00' (calendarDay reads the first ten characters).
    const day =
      (date.length === 10 || (date.length === 16 && date.endsWith(' 00:00'))) && calendarDay(date, '');
    if (!day) throw new RowError(`date '${date}' is not YYYY-MM-DD 00:00`);
    if (!'DSTFO'.includes(type) || type.length !== 1)
      throw new RowError(`property type '${type}' is not D, S, T, F or O`);
    if (tenure !== 'F' && tenure !== 'L' && tenure !== 'U')
      throw new RowError(`tenure '${tenure}' is not F or L`);
    const key = partsKey(saon, paon, street) ?? '';
    return [
      id,
      Number(price),
      day,
      normalisePostcode(pc),
      type,
      nb,
      tenure,
      o(paon),
      o(saon),
      o(street),
      o(locality),
      o(town),
      o(district),
      o(county),
      o(cat),
      key,
      status,
    ];
  },
  direct: {
    table: 'price_paid',
    columns: [
      'transaction_id',
      'price',
      'transfer_date',
      'postcode_norm',
      'property_type',
      'new_build',
      'tenure',
      'paon',
      'saon',
      'street',
      'locality',
      'town',
      'district',
      'county',
      'category',
      'address_norm',
      'release',
    ],
    when: 'empty',
    // Into an empty table a deletion (D) has nothing to delete; the status column is not stored (the
    // stage row is not used again, so its last cell becomes the release: no copy of each row).
    row: (s, release) => {
      if (s[16] === 'D') return null;
      s[16] = release;
      return s;
    },
  },
  async merge({ client, release }) {
    return fillTable(client, 'price_paid', async () => {
      // A monthly update deletes (D) and upserts (A, C) by transaction id; a yearly or complete file
      // is all A, so reloading it is idempotent too.
      await client.query(
        `DELETE FROM price_paid WHERE transaction_id IN (SELECT transaction_id FROM stage WHERE status = 'D')`,
      );
      const r = await client.query(
        `INSERT INTO price_paid (transaction_id, price, transfer_date, postcode_norm, property_type, new_build, tenure,
         paon, saon, street, locality, town, district, county, category, address_norm, release)
       SELECT DISTINCT ON (transaction_id) transaction_id, price, transfer_date, postcode_norm, property_type, new_build,
         tenure, paon, saon, street, locality, town, district, county, category, address_norm, $1
       FROM stage WHERE status <> 'D'
       ON CONFLICT (transaction_id) DO UPDATE SET price = EXCLUDED.price, transfer_date = EXCLUDED.transfer_date,
         postcode_norm = EXCLUDED.postcode_norm, property_type = EXCLUDED.property_type,
         new_build = EXCLUDED.new_build, tenure = EXCLUDED.tenure, paon = EXCLUDED.paon, saon = EXCLUDED.saon,
         street = EXCLUDED.street, locality = EXCLUDED.locality, town = EXCLUDED.town,
         district = EXCLUDED.district, county = EXCLUDED.county, category = EXCLUDED.category,
         address_norm = EXCLUDED.address_norm, release = EXCLUDED.release`,
        [release],
      );
      return r.rowCount ?? 0;
    });
  },
};
