import type { Knex } from 'knex';

// The constraint check (spec 2.3) looks up near features layer by layer: one GiST index on
// (layer, geography) lets each near rule descend only into its own layer's part of the tree. With the
// geography index alone the planner ANDed it with the (layer, source) b-tree, reading the whole
// layer's bitmap (126,500 entries for tree points) per request. btree_gist gives GiST the `=` on text.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');
  await knex.raw('DROP INDEX IF EXISTS layer_features_geog_idx');
  await knex.raw(
    'CREATE INDEX layer_features_layer_geog_idx ON layer_features USING GIST (layer, (geom::geography))',
  );
  await knex.raw('ANALYZE layer_features');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS layer_features_layer_geog_idx');
  await knex.raw('CREATE INDEX layer_features_geog_idx ON layer_features USING GIST ((geom::geography))');
}
