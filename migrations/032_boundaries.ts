import type { Knex } from 'knex';

// Administrative boundaries (spec 2.2 parish, parish_code, ward; spec 4.1 parish filter: "coordinates
// inside the parish boundary"): ONS parish and ward polygons, in WGS84, found by point.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('boundaries', (t) => {
    t.bigIncrements('id');
    t.text('kind').notNullable(); // parish, ward
    t.text('code').notNullable(); // ONS code: E04… / W04… parishes, E05… / W05… wards
    t.text('name').notNullable();
    t.text('source').notNullable(); // base name of the file (ward files come one per council)
    t.specificType('geom', 'geometry(Geometry,4326)').notNullable();
    t.text('release').notNullable();
  });
  await knex.raw('CREATE INDEX boundaries_geom_idx ON boundaries USING GIST (geom)');
  await knex.raw('CREATE INDEX boundaries_kind_code_idx ON boundaries (kind, code)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('boundaries');
}
