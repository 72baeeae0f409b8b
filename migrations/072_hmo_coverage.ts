import type { Knex } from 'knex';

// What is known of each council's HMO register beyond what the service reads (spec 2.9 coverage):
// why a council's licences are not shown where they are not (its register is not published online,
// only on request or as an online search, its reuse is restricted), the official count of licensed
// HMOs for the council and the year and source it is from, and the licence statement of its
// register. Loaded by `plandata hmo-coverage load <file>`; a council with no row is "not yet
// included" until someone looks at it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hmo_council_coverage', (t) => {
    t.integer('council_id').primary().references('councils.id').onDelete('CASCADE');
    t.text('reason'); // core/domain/hmo HMO_COVERAGE_REASONS key, or null
    t.text('note');
    t.integer('official_licensed_hmos');
    t.integer('official_year');
    t.text('official_source');
    t.text('licence'); // the register's reuse licence as published (e.g. Open Government Licence v3.0)
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('hmo_council_coverage');
}
