import type { Knex } from 'knex';

// A register source remembers the withheld names it has printed (licensing spec 1: no person, ever),
// as truncated hashes salted with the source's identity, never the names: a sole trader printed again
// as the premises or trading name stays taken out after the licence is transferred to a company and
// the person is no longer a party on the register (enrich/map/licensing.ts Redactor).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('council_registers', (t) => {
    t.specificType('withheld_names', 'text[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('council_registers', (t) => {
    t.dropColumn('withheld_names');
  });
}
