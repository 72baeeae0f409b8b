import type { Knex } from 'knex';

// The current state of every licence and licence application as its register was last read
// (licensing spec 2.1), one row per (register source, record type, register key). Public ids start
// lic_ (licences) or lap_ (applications): one table, two prefixes, so an id names its endpoint.
// Columns are what the API filters and sorts on (licensing spec 4.2-4.4: place by council, postcode
// unit and district, UPRN, point and radius, bbox; status shortcuts; keyset order by id or date);
// JSON blocks are what it only shows. Only companies are ever stored as parties (spec 1).
// `party_marks`, `content_hash` and `raw_hash` are the store step's own (change detection), never
// served.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('licences', (t) => {
    t.bigIncrements('id');
    t.text('public_id').notNullable().unique();
    t.integer('council_id').notNullable().references('councils.id').onDelete('RESTRICT');
    t.integer('council_register_id').notNullable().references('council_registers.id').onDelete('RESTRICT');
    t.text('nation').notNullable();
    t.text('record_type').notNullable(); // licence, application
    t.text('key').notNullable(); // the register's own reference, verbatim
    t.text('key_norm').notNullable(); // upper case, no spaces
    t.text('status').notNullable(); // spec 3
    t.text('status_raw');
    t.text('type').notNullable();
    t.text('subtype');
    t.text('regime').notNullable();
    t.text('type_raw');
    t.text('application_kind');
    t.text('premises_name');
    t.text('address');
    t.text('postcode');
    t.text('postcode_norm'); // upper case, no spaces
    t.text('postcode_district'); // outward code
    t.text('uprn');
    t.text('ward');
    t.specificType('location', 'geography(Point,4326)');
    t.text('point_source'); // building, council_point, postcode_centre
    t.jsonb('activities').notNullable().defaultTo('[]'); // [{activity, hours: [{days, start, end}] | null}]
    t.specificType('activity_codes', 'text[]').notNullable().defaultTo('{}');
    t.jsonb('parties').notNullable().defaultTo('[]'); // companies only: [{role, name, company_number, charity_number, trading_as}]
    t.specificType('party_company_numbers', 'text[]').notNullable().defaultTo('{}');
    t.jsonb('dates').notNullable().defaultTo('{}'); // {received: {date, precision}, ...}
    t.date('date_received');
    t.date('date_decided');
    t.date('date_granted');
    t.date('date_start');
    t.date('date_expires');
    t.date('consultation_end'); // last day for representations
    t.date('hearing_date');
    t.text('conditions');
    t.text('record_url');
    t.text('plan_url');
    t.jsonb('confidence').notNullable();
    t.text('source_kind').notNullable(); // live_register, published_file
    t.date('source_published');
    t.text('presence').notNullable().defaultTo('present'); // present, not_seen, absent
    // Granted or current and present, as of the last read; the API also applies the 12-month
    // published-file rule to source_published at the time it serves (enrich/normalise/licensing/in-force.ts).
    t.boolean('in_force').notNullable().defaultTo(false);
    t.timestamp('first_seen_at', { useTz: true }).notNullable();
    t.date('first_seen_date').notNullable();
    // A present record was last seen at its register's last successful read; a missing one here.
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.timestamp('missing_since', { useTz: true });
    t.integer('missed_reads').notNullable().defaultTo(0);
    t.text('content_hash').notNullable();
    t.text('raw_hash'); // the raw record's hash: equal raw and different rows is the code's change
    t.jsonb('party_marks').notNullable().defaultTo('{}');
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('changed_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['council_register_id', 'record_type', 'key']);
  });
  const idx = [
    'CREATE INDEX licences_council_idx ON licences (council_id, record_type, id)',
    "CREATE INDEX licences_council_received_idx ON licences (council_id, date_received DESC NULLS LAST, id DESC) WHERE record_type = 'application'",
    "CREATE INDEX licences_open_idx ON licences (consultation_end, id) WHERE record_type = 'application' AND status IN ('applied', 'in_consultation')",
    'CREATE INDEX licences_in_force_idx ON licences (council_id, type, id) WHERE in_force',
    'CREATE INDEX licences_postcode_idx ON licences (postcode_norm)',
    'CREATE INDEX licences_district_idx ON licences (postcode_district, record_type, id)',
    'CREATE INDEX licences_uprn_idx ON licences (uprn) WHERE uprn IS NOT NULL',
    'CREATE INDEX licences_location_idx ON licences USING GIST (location)',
    'CREATE INDEX licences_activity_idx ON licences USING GIN (activity_codes)',
    'CREATE INDEX licences_changed_idx ON licences (changed_at, id)',
    'CREATE INDEX licences_first_seen_idx ON licences (first_seen_date, id)',
    "CREATE INDEX licences_expiry_idx ON licences (date_expires, id) WHERE record_type = 'licence' AND date_expires IS NOT NULL",
  ];
  for (const s of idx) await knex.raw(s);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('licences');
}
