import type { Knex } from 'knex';

// Owner alerts with scope=group (spec 4.5): the companies of the alert company's group, from its top
// company down through majority control, as GET /v1/owners/{number}?scope=group reads the group.
// Set when the alert is created or changed and again by the nightly planning.derived job; null for
// scope=company (and read as the alert's own company where not yet set).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alerts', (t) => {
    t.specificType('owner_members', 'text[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alerts', (t) => {
    t.dropColumn('owner_members');
  });
}
