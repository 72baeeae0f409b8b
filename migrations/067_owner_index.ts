import type { Knex } from 'knex';

// Owners (spec 2.6, 4.12): one row per company registry number holding titles in the company-owned
// land files, with its name and title counts, rebuilt after a load by the planning.derived job
// (core/repositories/open-data/owners.repository.ts), so GET /v1/owners?q= finds owners by the
// start of their name or number, most freehold titles first, without counting titles per request.
// Archive records get the leaseholder numbers live records carry, so an owner's leased historical
// applications can be counted (IF NOT EXISTS: the archive work may add the column too).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('owner_index', (t) => {
    t.text('company_number').primary();
    t.text('name').notNullable();
    t.text('name_norm').notNullable();
    t.integer('freehold_titles').notNullable();
    t.integer('leasehold_titles').notNullable();
    t.boolean('overseas').notNullable();
  });
  await knex.raw(
    'CREATE INDEX owner_index_name_idx ON owner_index (name_norm text_pattern_ops, freehold_titles DESC)',
  );
  await knex.raw('CREATE INDEX owner_index_rank_idx ON owner_index (freehold_titles DESC, company_number)');
  await knex.raw(
    'ALTER TABLE archive_applications ADD COLUMN IF NOT EXISTS leaseholder_company_numbers text[]',
  );
  await knex.raw(`CREATE INDEX IF NOT EXISTS archive_leaseholder_idx ON archive_applications
    USING GIN (leaseholder_company_numbers)`);
  await knex.raw(`CREATE INDEX IF NOT EXISTS archive_owner_group_idx ON archive_applications
    USING GIN (owner_group_numbers)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('owner_index');
}
