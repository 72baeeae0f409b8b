import type { Knex } from 'knex';

// related_planning (licensing spec 2.1): planning applications at the same premises as a licence, by
// UPRN first (the council's own on the application, or the one the service holds), else by a
// normalised address within the postcode (applications_postcode_idx already serves that).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX applications_uprn_idx ON applications (uprn) WHERE uprn IS NOT NULL');
  await knex.raw(
    'CREATE INDEX applications_service_uprn_idx ON applications (service_uprn) WHERE service_uprn IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX applications_service_uprn_idx');
  await knex.raw('DROP INDEX applications_uprn_idx');
}
