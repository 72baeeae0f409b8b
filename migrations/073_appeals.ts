import type { Knex } from 'knex';

// Decided planning appeals (spec 2.7, 4.9) from the Planning Inspectorate's published casework files
// and Appeals Casework Portal case pages, one row per case number. `application_id` is the
// application with the same council reference in the same authority, where one is held (its
// `appeal` block and stage are updated from the appeal: spec 3.1). Appellant and agent names are
// kept in `contact`, served only with the Contact Data add-on. `appeal_loads` records each file or
// page set loaded: its name, the last decision date it covers, rows read and refused.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('appeal_loads', (t) => {
    t.increments('id');
    t.text('source_file').notNullable();
    t.date('end_date');
    t.text('layout');
    t.integer('records');
    t.integer('rejected');
    t.jsonb('rejected_rows');
    t.integer('joined');
    t.timestamp('loaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('appeals', (t) => {
    t.bigIncrements('id');
    t.text('case_number').notNullable().unique();
    t.text('appeal_reference');
    t.text('casework_type');
    t.text('type').notNullable(); // planning, householder, enforcement, listed, lawful, advert, trees, other
    t.text('outcome'); // spec 3.2; null while undecided
    t.text('decision');
    t.date('decision_date');
    t.date('lpa_decision_date');
    t.date('received_date');
    t.date('start_date');
    t.text('procedure');
    t.text('development_type');
    t.text('appeal_reason');
    t.integer('council_id').references('councils.id').onDelete('SET NULL');
    t.text('lpa_name');
    t.text('ons_code');
    t.text('lpa_reference');
    t.text('lpa_reference_norm');
    t.bigInteger('application_id').references('applications.id').onDelete('SET NULL');
    t.text('site_address');
    t.text('postcode');
    t.text('postcode_norm');
    t.text('postcode_district');
    t.integer('residences');
    t.boolean('green_belt');
    t.boolean('costs_applied');
    t.text('enforcement_grounds');
    t.text('link_status');
    t.text('lead_case');
    t.jsonb('contact'); // {appellant, agent}: Contact Data add-on only
    t.text('link_inspectorate');
    t.integer('load_id').references('appeal_loads.id').onDelete('SET NULL');
    t.text('content_hash').notNullable();
    t.timestamp('first_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  const idx = [
    'CREATE INDEX appeals_newest_idx ON appeals (decision_date DESC NULLS LAST, id DESC)',
    'CREATE INDEX appeals_council_idx ON appeals (council_id, decision_date DESC NULLS LAST, id DESC)',
    'CREATE INDEX appeals_type_idx ON appeals (type, decision_date DESC NULLS LAST, id DESC)',
    'CREATE INDEX appeals_outcome_idx ON appeals (outcome, decision_date DESC NULLS LAST, id DESC)',
    'CREATE INDEX appeals_lpa_ref_idx ON appeals (lpa_reference_norm)',
    'CREATE INDEX appeals_ref_idx ON appeals (appeal_reference)',
    'CREATE INDEX appeals_postcode_idx ON appeals (postcode_norm text_pattern_ops)',
    'CREATE INDEX appeals_application_idx ON appeals (application_id) WHERE application_id IS NOT NULL',
  ];
  for (const s of idx) await knex.raw(s);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('appeals');
  await knex.schema.dropTable('appeal_loads');
}
