import type { Knex } from 'knex';

// Keyset orders of the licensing searches by council (licensing spec 4.2-4.4), each as an index in the
// order the query reads, so a page is the first `limit` entries of one index range and no sort of the
// council's records: the default searches (licences in force by id; open applications newest
// received first, partial on those default status filters) and the sorts expiry, newest and
// consultation_end. Nullable keys are read NULLS LAST, as the queries order them (api.repository.ts).
const INDEXES: [string, string][] = [
  [
    'licences_council_in_force_id_idx',
    "ON licences (council_id, id) WHERE record_type = 'licence' AND in_force",
  ],
  [
    'licences_council_open_received_idx',
    "ON licences (council_id, date_received DESC NULLS LAST, id DESC) WHERE record_type = 'application' AND status IN ('applied', 'in_consultation')",
  ],
  [
    'licences_council_expiry_idx',
    "ON licences (council_id, date_expires ASC NULLS LAST, id) WHERE record_type = 'licence'",
  ],
  [
    'licences_council_granted_idx',
    "ON licences (council_id, date_granted DESC NULLS LAST, id DESC) WHERE record_type = 'licence'",
  ],
  [
    'licences_council_consultation_idx',
    "ON licences (council_id, consultation_end ASC NULLS LAST, id) WHERE record_type = 'application'",
  ],
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, def] of INDEXES) await knex.raw(`CREATE INDEX ${name} ${def}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of INDEXES) await knex.raw(`DROP INDEX ${name}`);
}
