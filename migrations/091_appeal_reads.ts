import type { Knex } from 'knex';

// One row per scheduled (or "read now") read of an appeals source: a council_registers row with
// register 'appeals' (the Inspectorate's casework file at its published address, or the Appeals
// Casework Portal's case pages), read through the register spine like a licensing or HMO source,
// then loaded as `plandata appeals load` loads a file (appeal_loads holds what the load wrote).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('appeal_reads', (t) => {
    t.bigIncrements('id');
    t.integer('council_register_id').notNullable().references('council_registers.id').onDelete('CASCADE');
    t.integer('council_id').notNullable().references('councils.id').onDelete('CASCADE');
    t.text('trigger').notNullable(); // nightly, cli, test
    t.text('status').notNullable().defaultTo('running'); // running, succeeded, failed
    t.integer('load_id').references('appeal_loads.id').onDelete('SET NULL');
    t.integer('records');
    t.integer('rejected');
    t.integer('written');
    t.integer('joined');
    t.integer('versions'); // applications whose stage or appeal block the read changed
    t.text('error');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX appeal_reads_register_idx ON appeal_reads (council_register_id, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('appeal_reads');
}
