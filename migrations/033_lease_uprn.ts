import type { Knex } from 'knex';

// The registered leases file names the leased property's UPRN ("OS UPRN"); with it the strict outline
// rule (spec 2.2) can tell that the other property points in a parcel are flats of the same building.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('land_titles', (t) => {
    t.text('uprn');
  });
  await knex.raw('CREATE INDEX land_titles_uprn_idx ON land_titles (uprn) WHERE uprn IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('land_titles', (t) => {
    t.dropColumn('uprn');
  });
}
