import type { Knex } from 'knex';

// Licences of one type in force in a council by expiry, soonest first (licensing spec 4.4
// sort=expiry with type=...: "which premises licences here run out next"): the index in the page's
// order, so the page reads its rows and stops instead of sorting the council's in-force licences of
// that type. One type is sent as an equality (api.repository.ts oneOf) so the index gives the order.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "CREATE INDEX licences_council_type_expiry_idx ON licences (council_id, type, date_expires ASC NULLS LAST, id) WHERE record_type = 'licence' AND in_force",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX licences_council_type_expiry_idx');
}
