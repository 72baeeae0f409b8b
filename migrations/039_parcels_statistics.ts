import type { Knex } from 'knex';

// The INSPIRE loader analyses parcels after every load (framework.ts fillTable: autovacuum may be
// off). At the default statistics target PostGIS samples 30,000 rows and builds a 100 x 100
// histogram: 35 ms of a 20,000-parcel load (more than the GiST build, a third of a plain COPY of the
// same rows) and 95 ms at 300,000. The one look-up on parcels is a point inside a parcel
// (ownership.repository.ts parcelsAt): its plan and its estimate are the same with a 10 x 10
// histogram of a 3,000-row sample (checked with EXPLAIN at 20,000 and 300,000 parcels, where an
// area query's estimate moves from 7,926 to 7,567 rows); inspire_id is the primary key, estimated
// from its unique index. So both columns are sampled at target 10: 5 ms and 14 ms.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'ALTER TABLE parcels ALTER COLUMN geom SET STATISTICS 10, ALTER COLUMN inspire_id SET STATISTICS 10',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'ALTER TABLE parcels ALTER COLUMN geom SET STATISTICS -1, ALTER COLUMN inspire_id SET STATISTICS -1',
  );
}
