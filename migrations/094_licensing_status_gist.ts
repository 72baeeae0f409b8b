import type { Knex } from 'knex';

// Point and box searches under their default status filters (licensing spec 3: licences in force,
// applications open): GiST indexes of only those rows, so a circle or box reads the records it can
// return, not every licence and application that ever stood there (in force is under half of the
// licences, open a small share of the applications). licences_location_idx still serves status=all.
const INDEXES: [string, string][] = [
  [
    'licences_in_force_location_idx',
    "ON licences USING GIST (location) WHERE record_type = 'licence' AND in_force",
  ],
  [
    'licences_open_location_idx',
    "ON licences USING GIST (location) WHERE record_type = 'application' AND status IN ('applied', 'in_consultation')",
  ],
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, def] of INDEXES) await knex.raw(`CREATE INDEX ${name} ${def}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of INDEXES) await knex.raw(`DROP INDEX ${name}`);
}
