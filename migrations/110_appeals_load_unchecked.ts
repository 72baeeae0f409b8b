import type { Knex } from 'knex';

// appeals.load_id without its foreign key. Every row of a load COPY is checked against appeal_loads
// one row at a time when the COPY ends (PostgreSQL's foreign keys are row triggers): 3-6 s of a
// 500,000-case load, with the loader idle, for a reference the load makes itself. The loader is the
// only writer of load_id, and it writes the id of the appeal_loads row it inserted first in the
// same transaction (appeals-store.ts); nothing deletes an appeal_loads row. (PostgreSQL's guide to
// bulk loading, "Populating a Database", names the same cost: a foreign key's check per row.) The
// council's foreign key stays: councils are the operators' to change, and an appeal's council set
// to null with its council is behaviour (ON DELETE SET NULL). test/appeals/appeals.test.ts checks
// that every stored case names its load.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE appeals DROP CONSTRAINT IF EXISTS appeals_load_id_foreign');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE appeals a SET load_id = NULL
                   WHERE load_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM appeal_loads l WHERE l.id = a.load_id)`);
  await knex.raw(`ALTER TABLE appeals ADD CONSTRAINT appeals_load_id_foreign
                   FOREIGN KEY (load_id) REFERENCES appeal_loads (id) ON DELETE SET NULL`);
}
