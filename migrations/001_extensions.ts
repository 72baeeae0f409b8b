import type { Knex } from 'knex';

// PostGIS for points and layer geometries; pg_trgm for reference/name prefix and fuzzy look-ups.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS postgis');
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP EXTENSION IF EXISTS pg_trgm');
  await knex.raw('DROP EXTENSION IF EXISTS postgis');
}
