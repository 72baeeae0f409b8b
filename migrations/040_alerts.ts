import type { Knex } from 'knex';

// Saved alerts (spec 4.5). An alert belongs to an account (the key's e-mail, meta.owner). Each kind
// keeps only its own criteria columns; the check constraint makes a half-filled alert impossible.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('alerts', (t) => {
    t.increments('id');
    t.text('account').notNullable();
    t.text('type').notNullable(); // radius, council, national, owner
    t.text('name');
    t.specificType('center', 'geography(Point,4326)'); // radius
    t.integer('radius_m'); // radius
    t.integer('council_id').references('councils.id').onDelete('CASCADE'); // council
    t.text('nation'); // national: null = the whole UK
    t.text('owner_company'); // owner: registry number, normalised (8 characters, leading zeros)
    t.text('owner_scope'); // owner: company or group
    t.specificType('categories', 'text[]'); // optional filter on every kind: null = any category
    t.text('frequency').notNullable().defaultTo('daily');
    t.timestamps(true, true);
  });
  await knex.raw(`ALTER TABLE alerts ADD CONSTRAINT alerts_kind_check CHECK (
    (type = 'radius' AND center IS NOT NULL AND radius_m BETWEEN 1 AND 5000 AND council_id IS NULL AND owner_company IS NULL)
    OR (type = 'council' AND council_id IS NOT NULL AND center IS NULL AND owner_company IS NULL)
    OR (type = 'national' AND center IS NULL AND council_id IS NULL AND owner_company IS NULL)
    OR (type = 'owner' AND owner_company IS NOT NULL AND owner_scope IN ('company', 'group') AND center IS NULL AND council_id IS NULL))`);
  await knex.raw('CREATE INDEX alerts_account_idx ON alerts (account, id)');
  // Matching looks alerts up from one application: by council, by point, by owner number.
  await knex.raw("CREATE INDEX alerts_council_idx ON alerts (council_id) WHERE type = 'council'");
  await knex.raw("CREATE INDEX alerts_center_idx ON alerts USING GIST (center) WHERE type = 'radius'");
  await knex.raw("CREATE INDEX alerts_owner_idx ON alerts (owner_company) WHERE type = 'owner'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('alerts');
}
