// Seeding helpers of the licensing API tests: council register sources, licence and application
// rows, change-feed rows, straight into the tables of migrations 050-053 (the store step is tested in
// test/licensing/reads.test.ts and history.test.ts; these tests drive the API over chosen rows).
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

let seq = 0;
const rid = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

/** A licensing register source of a council: read (a successful read, not broken) unless `read: false`. */
export async function registerSource(
  db: Knex,
  councilId: number,
  opts: { read?: boolean; broken?: boolean; name?: string } = {},
): Promise<number> {
  const read = opts.read ?? true;
  const [r] = await db('council_registers')
    .insert({
      council_id: councilId,
      register: 'licensing',
      name: opts.name ?? 'main',
      adapter: 'register-file',
      url: `https://register.example/${councilId}/${opts.name ?? 'main'}.csv`,
      source_key: rid('k'),
      last_success_at: read ? new Date() : null,
      broken: opts.broken ?? false,
      records_count: read ? 0 : null,
      in_force_by_type: read ? JSON.stringify({}) : null,
      open_applications: read ? 0 : null,
    })
    .returning('id');
  return (r as { id: number }).id;
}

export interface LicenceInput extends Record<string, unknown> {
  council_id: number;
  council_register_id: number;
  lat?: number;
  lng?: number;
}

/** Inserts a licence (or, with record_type 'application', an application); returns its ids. */
export async function licence(db: Knex, input: LicenceInput): Promise<{ id: number; public_id: string }> {
  const n = ++seq;
  const { lat, lng, ...rest } = input;
  const recordType = (rest.record_type as string) ?? 'licence';
  const key = (rest.key as string) ?? `LIC/${String(n).padStart(6, '0')}`;
  const postcode = (rest.postcode as string | null | undefined) ?? null;
  const norm = postcode ? postcode.toUpperCase().replace(/\s+/g, '') : null;
  const status = (rest.status as string) ?? (recordType === 'licence' ? 'granted' : 'applied');
  const now = new Date();
  const row: Record<string, unknown> = {
    public_id: (recordType === 'licence' ? 'lic_' : 'lap_') + randomBytes(8).toString('hex'),
    nation: 'england',
    record_type: recordType,
    key,
    key_norm: key.toUpperCase().replace(/\s+/g, ''),
    status,
    status_raw: status,
    type: 'premises',
    regime: 'LA2003',
    premises_name: `Premises ${n}`,
    address: `${n} High Street, Town`,
    postcode,
    postcode_norm: norm,
    postcode_district: norm ? norm.slice(0, -3) : null,
    activities: [],
    activity_codes: [],
    parties: [],
    dates: {},
    confidence: { point: 'building', status: 'council_word', source: 'live_register', dates: {} },
    source_kind: 'live_register',
    presence: 'present',
    in_force: recordType === 'licence' && (status === 'granted' || status === 'current'),
    first_seen_at: now,
    first_seen_date: now.toISOString().slice(0, 10),
    last_seen_at: now,
    content_hash: `h${n}`,
    changed_at: now,
    ...rest,
  };
  for (const k of ['activities', 'parties', 'dates', 'confidence'])
    if (row[k] !== null && typeof row[k] === 'object') row[k] = JSON.stringify(row[k]);
  if (lat !== undefined && lng !== undefined)
    row.location = db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [lng, lat]);
  const [r] = await db('licences').insert(row).returning(['id', 'public_id']);
  return r as { id: number; public_id: string };
}

/** A change-feed row on a record (licensing_changes); returns its lev_ id. */
export async function change(
  db: Knex,
  record: { id: number; council_id: number; council_register_id: number; record_type?: string },
  input: Record<string, unknown> = {},
): Promise<string> {
  const id = (input.id as string) ?? `lev_${randomBytes(12).toString('hex')}`;
  const observed = (input.observed_at as Date | undefined) ?? new Date();
  await db('licensing_changes').insert({
    id,
    licence_id: record.id,
    council_id: record.council_id,
    council_register_id: record.council_register_id,
    record_type: record.record_type ?? 'licence',
    type: 'premises',
    regime: 'LA2003',
    source: 'event',
    change_type: 'granted',
    event_type: 'granted',
    significance: 'consumer',
    alertable: true,
    backfill: false,
    observed_at: observed,
    observed_date: observed.toISOString().slice(0, 10),
    // As the store step writes it: the record's district when the row is written (migration 092).
    postcode_district: db.raw('(SELECT postcode_district FROM licences WHERE id = ?)', [record.id]),
    ...input,
    before: input.before === undefined ? null : JSON.stringify(input.before),
    after: input.after === undefined ? null : JSON.stringify(input.after),
  });
  return id;
}
