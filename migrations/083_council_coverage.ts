import type { Knex } from 'knex';

// Coverage of a council (GET /v1/councils): whether its planning register is read at all, and why
// not. `supported` (its platform has an adapter: health then says how the reading goes),
// `unsupported` (its own system, or a platform without an adapter, or a register shared with another
// council), `unknown` (no register found). Set by `plandata councils load` from the councils file;
// null on rows loaded before it, read as supported where the platform is a named one.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('councils', (t) => {
    t.text('coverage');
    t.text('coverage_reason');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('councils', (t) => {
    t.dropColumn('coverage');
    t.dropColumn('coverage_reason');
  });
}
