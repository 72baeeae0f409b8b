import type { Knex } from 'knex';

// The application record of spec 2.2: columns for what is filtered or sorted on (spec 4.1), JSON
// blocks for what is only displayed. Indexes follow the filters and sorts of 4.1 and nearby search.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('applications', (t) => {
    t.bigIncrements('id');
    t.text('public_id').notNullable().unique();
    t.integer('council_id').notNullable().references('councils.id').onDelete('RESTRICT');
    t.text('reference').notNullable();
    t.text('reference_norm').notNullable(); // upper case, no spaces (spec 4.1 reference filter)
    t.text('alt_reference');
    t.text('nation').notNullable();
    t.text('address');
    t.text('postcode');
    t.text('postcode_norm'); // upper case, no spaces
    t.text('postcode_district'); // outward code: SW11
    t.text('ward');
    t.text('parish');
    t.text('parish_code');
    t.text('uprn');
    t.text('service_uprn');
    t.text('service_uprn_source');
    t.text('description');
    t.text('application_type'); // the council's own type wording
    t.text('status'); // council wording verbatim
    t.text('stage'); // spec 3.1
    t.text('procedure'); // spec 4.1
    t.text('planning_route');
    t.text('category');
    t.specificType('categories', 'text[]').notNullable().defaultTo('{}');
    t.integer('dwelling_count');
    t.boolean('commercial');
    t.text('commercial_work');
    t.text('commercial_use_class');
    t.double('floorspace_sqm');
    t.boolean('major_development');
    t.jsonb('committee');
    t.jsonb('decision');
    t.jsonb('appeal');
    t.date('date_received');
    t.date('date_validated');
    t.date('date_decided');
    t.text('date_received_precision');
    t.text('date_decided_precision');
    t.jsonb('key_dates');
    t.specificType('location', 'geography(Point,4326)');
    t.text('location_source'); // uprn, postcode, council
    t.jsonb('last_sale');
    t.bigInteger('last_sale_price');
    t.jsonb('sales');
    t.double('floor_area');
    t.text('epc_rating');
    t.jsonb('epc');
    t.jsonb('freehold_owner');
    t.specificType('owner_company_numbers', 'text[]');
    t.specificType('owner_group_numbers', 'text[]');
    t.specificType('owner_types', 'text[]');
    t.jsonb('leaseholders');
    t.specificType('leaseholder_company_numbers', 'text[]');
    t.jsonb('constraints'); // null until checked, [] when checked and nothing found (spec 2.2)
    t.timestamp('constraints_checked_at', { useTz: true });
    t.jsonb('outline');
    t.integer('documents_count').notNullable().defaultTo(0);
    t.jsonb('comments');
    t.jsonb('links');
    t.jsonb('contact'); // Contact Data add-on fields (spec 2.2); served only with the add-on
    t.jsonb('raw'); // the parsed raw record, council wording verbatim
    t.text('content_hash').notNullable();
    t.text('source').notNullable().defaultTo('live');
    t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamps(true, true);
    t.unique(['council_id', 'reference']);
  });
  await knex.raw(`ALTER TABLE applications ADD COLUMN search tsvector GENERATED ALWAYS AS (
    to_tsvector('english', coalesce(description, '') || ' ' || coalesce(address, '') || ' ' || reference)) STORED`);
  const idx = [
    'CREATE INDEX applications_received_idx ON applications (date_received DESC NULLS LAST, id DESC)',
    'CREATE INDEX applications_council_received_idx ON applications (council_id, date_received DESC NULLS LAST, id DESC)',
    'CREATE INDEX applications_nation_received_idx ON applications (nation, date_received DESC NULLS LAST, id DESC)',
    'CREATE INDEX applications_district_received_idx ON applications (postcode_district, date_received DESC NULLS LAST, id DESC)',
    'CREATE INDEX applications_postcode_idx ON applications (postcode_norm)',
    'CREATE INDEX applications_stage_procedure_idx ON applications (stage, procedure, date_received DESC NULLS LAST, id DESC)',
    'CREATE INDEX applications_decided_idx ON applications (date_decided DESC, id DESC) WHERE date_decided IS NOT NULL',
    'CREATE INDEX applications_changed_idx ON applications (changed_at, id)',
    'CREATE INDEX applications_reference_idx ON applications (reference_norm)',
    'CREATE INDEX applications_search_idx ON applications USING GIN (search)',
    'CREATE INDEX applications_location_idx ON applications USING GIST (location)',
    'CREATE INDEX applications_categories_idx ON applications USING GIN (categories)',
    'CREATE INDEX applications_parish_idx ON applications (parish_code, date_received DESC NULLS LAST, id DESC) WHERE parish_code IS NOT NULL',
    'CREATE INDEX applications_owner_idx ON applications USING GIN (owner_company_numbers)',
    'CREATE INDEX applications_owner_group_idx ON applications USING GIN (owner_group_numbers)',
    'CREATE INDEX applications_leaseholder_idx ON applications USING GIN (leaseholder_company_numbers)',
    'CREATE INDEX applications_price_idx ON applications (last_sale_price) WHERE last_sale_price IS NOT NULL',
    'CREATE INDEX applications_committee_idx ON applications (date_received DESC NULLS LAST, id DESC) WHERE committee IS NOT NULL',
    'CREATE INDEX applications_major_idx ON applications (date_received DESC NULLS LAST, id DESC) WHERE major_development',
    'CREATE INDEX applications_unchecked_idx ON applications (id) WHERE constraints_checked_at IS NULL',
  ];
  for (const s of idx) await knex.raw(s);

  // Archive (historical) records: read-only, core fields only (spec 2.2), ids start h_.
  await knex.schema.createTable('archive_applications', (t) => {
    t.bigIncrements('id');
    t.text('public_id').notNullable().unique();
    t.integer('council_id').notNullable().references('councils.id').onDelete('RESTRICT');
    t.text('reference').notNullable();
    t.text('reference_norm').notNullable();
    t.text('nation').notNullable();
    t.text('address');
    t.text('postcode');
    t.text('postcode_norm');
    t.text('postcode_district');
    t.text('ward');
    t.text('uprn');
    t.text('description');
    t.text('application_type');
    t.text('stage'); // historical status equals stage (spec 2.2)
    t.text('procedure');
    t.text('planning_route'); // broad council-based type
    t.integer('dwelling_count');
    t.date('date_received');
    t.date('date_validated');
    t.date('date_decided');
    t.text('date_received_precision');
    t.text('date_decided_precision');
    t.specificType('location', 'geography(Point,4326)');
    t.jsonb('freehold_owner');
    t.specificType('owner_company_numbers', 'text[]');
    t.specificType('owner_group_numbers', 'text[]');
    t.jsonb('links');
    t.timestamp('loaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['council_id', 'reference']);
  });
  await knex.raw(`ALTER TABLE archive_applications ADD COLUMN search tsvector GENERATED ALWAYS AS (
    to_tsvector('english', coalesce(description, '') || ' ' || coalesce(address, '') || ' ' || reference)) STORED`);
  const aidx = [
    'CREATE INDEX archive_received_idx ON archive_applications (date_received DESC NULLS LAST, id DESC)',
    'CREATE INDEX archive_council_received_idx ON archive_applications (council_id, date_received DESC NULLS LAST, id DESC)',
    'CREATE INDEX archive_nation_received_idx ON archive_applications (nation, date_received DESC NULLS LAST, id DESC)',
    'CREATE INDEX archive_district_received_idx ON archive_applications (postcode_district, date_received DESC NULLS LAST, id DESC)',
    'CREATE INDEX archive_postcode_idx ON archive_applications (postcode_norm)',
    'CREATE INDEX archive_reference_idx ON archive_applications (reference_norm)',
    'CREATE INDEX archive_search_idx ON archive_applications USING GIN (search)',
    'CREATE INDEX archive_location_idx ON archive_applications USING GIST (location)',
    'CREATE INDEX archive_owner_idx ON archive_applications USING GIN (owner_company_numbers)',
  ];
  for (const s of aidx) await knex.raw(s);

  // One row per real content change: the history of spec 4.6 and the audit of the store step.
  await knex.schema.createTable('application_versions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('application_id').notNullable().references('applications.id').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.text('content_hash').notNullable();
    t.specificType('changed_fields', 'text[]').notNullable().defaultTo('{}');
    t.text('status');
    t.text('stage');
    t.text('decision_outcome');
    t.jsonb('snapshot').notNullable();
    t.timestamp('observed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['application_id', 'version']);
  });

  await knex.schema.createTable('documents', (t) => {
    t.bigIncrements('id');
    t.bigInteger('application_id').notNullable().references('applications.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('title');
    t.text('doc_type');
    t.text('doc_group'); // plans, statements, decision, ...
    t.date('doc_date');
    t.text('url');
    t.boolean('names_person').notNullable().defaultTo(false);
    t.unique(['application_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('documents');
  await knex.schema.dropTable('application_versions');
  await knex.schema.dropTable('archive_applications');
  await knex.schema.dropTable('applications');
}
