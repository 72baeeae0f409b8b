import type { Knex } from 'knex';

// Expiring consents (spec 2.8, 4.8): one row per permitted full or outline permission (live or
// archive) whose time limit falls near today, with its rule, limit date and follow-on counts, rebuilt
// by the planning.derived job (core/repositories/planning/consents.repository.ts). The API reads it
// in limit-date order. derived_refreshes records when each derived table was last rebuilt, so an
// answer can say how fresh it is.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('derived_refreshes', (t) => {
    t.text('name').primary(); // consent_limits, decision_stats, owner_index
    t.timestamp('refreshed_at', { useTz: true }).notNullable();
    t.date('as_of').notNullable(); // the day the rows were computed for
    t.integer('rows').notNullable();
    t.integer('took_ms').notNullable();
  });
  await knex.schema.createTable('consent_limits', (t) => {
    t.text('public_id').primary();
    t.text('source').notNullable(); // live, historical
    t.bigInteger('app_id').notNullable(); // applications.id or archive_applications.id
    t.integer('council_id').notNullable();
    t.text('nation').notNullable();
    t.text('reference').notNullable();
    t.text('address');
    t.text('postcode');
    t.text('procedure').notNullable(); // full, outline
    t.date('decided_date').notNullable();
    t.text('rule').notNullable(); // commencement, reserved_matters, commencement_after_rm
    t.integer('years').notNullable();
    t.date('limit_date').notNullable();
    t.text('assumes').notNullable();
    t.boolean('council_date').notNullable(); // the limit is the council's published expiry date
    t.integer('homes');
    t.boolean('householder').notNullable();
    t.specificType('location', 'geography(Point,4326)');
    t.jsonb('follow_on').notNullable();
    t.jsonb('links');
  });
  await knex.raw('CREATE INDEX consent_limits_limit_idx ON consent_limits (limit_date, public_id)');
  await knex.raw(
    'CREATE INDEX consent_limits_council_idx ON consent_limits (council_id, limit_date, public_id)',
  );
  await knex.raw('CREATE INDEX consent_limits_location_idx ON consent_limits USING GIST (location)');
  // The refresh reads permitted full and outline permissions by decision date.
  await knex.raw(`CREATE INDEX applications_permissions_idx ON applications (date_decided)
    WHERE stage = 'approved' AND procedure IN ('full', 'outline')`);
  await knex.raw(`CREATE INDEX archive_permissions_idx ON archive_applications (date_decided)
    WHERE stage = 'approved' AND procedure IN ('full', 'outline')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS archive_permissions_idx');
  await knex.raw('DROP INDEX IF EXISTS applications_permissions_idx');
  await knex.schema.dropTableIfExists('consent_limits');
  await knex.schema.dropTableIfExists('derived_refreshes');
}
