import type { Knex } from 'knex';

// HMO licences (spec 2.9): the current state of every licence (and temporary exemption notice) as
// its register was last read, one row per (register source, record type, reference). Columns for
// every filter and sort of spec 4.11 (council, postcode unit and district, the register's status
// word and the expiry that licence_status is computed from for the day, licence type, occupants,
// start and expiry, the planning counts at the address); the dates with their precision; the counts
// and texts the register gives. first_seen_at / last_seen_at / removed_at follow the record across
// reads: a record a read no longer lists is removed, never deleted, and comes back when listed again.
// No person is stored: registers' applicant and holder names stay in their raw pages.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hmo_licences', (t) => {
    t.bigIncrements('id');
    t.integer('council_id').notNullable().references('councils.id').onDelete('RESTRICT');
    t.integer('council_register_id').notNullable().references('council_registers.id').onDelete('RESTRICT');
    t.text('licence_key').notNullable().unique(); // <council slug>/<source>/<record type>/<reference>
    t.text('record_type').notNullable(); // licence, temporary_exemption
    t.text('licence_ref').notNullable(); // the register's reference, verbatim
    t.text('ref_norm').notNullable(); // upper case, no spaces
    t.text('licence_type').notNullable(); // core/domain/hmo HMO_LICENCE_TYPES
    t.text('scheme');
    t.text('status').notNullable(); // the register's word (HMO_STATUSES); licence_status is computed for the day
    t.text('status_raw');
    t.text('application_type');
    t.text('address');
    t.text('postcode');
    t.text('postcode_norm');
    t.text('postcode_district');
    t.text('uprn');
    t.text('ward');
    t.text('lad_code');
    t.double('lat');
    t.double('lng');
    t.text('geo_source'); // register, uprn, postcode
    t.text('geo_precision'); // rooftop, centroid
    for (const d of [
      'licence_start',
      'licence_expiry',
      'application_date',
      'decision_date',
      'first_licensed',
      'last_inspected',
    ]) {
      t.date(d);
      t.text(`${d}_precision`);
    }
    for (const n of [
      'max_occupants',
      'max_households',
      'storeys',
      'bedrooms',
      'living_rooms',
      'kitchens',
      'kitchens_shared',
      'bathrooms',
      'bathrooms_shared',
      'toilets',
      'toilets_shared',
      'units',
      'units_self_contained',
      'units_non_self_contained',
      'habitable_rooms',
      'sinks',
      'sinks_shared',
      'wash_basins',
      'wash_basins_shared',
      'licence_term_months',
      'built_from_year',
      'built_to_year',
    ])
      t.integer(n);
    for (const s of [
      'property_type',
      'property_description',
      'licence_conditions',
      'amenities_description',
      'tribunal_referrals',
      'tribunal_decisions',
      'notes',
    ])
      t.text(s);
    t.text('coverage').notNullable().defaultTo('full'); // full, grey (of what was read)
    t.text('address_key'); // enrich/join/address.ts addressKey, for the planning match
    t.text('building_key');
    // Planning applications at the same address (spec 2.9 planning), as of the register's last read.
    t.integer('planning_applications').notNullable().defaultTo(0);
    t.integer('planning_hmo_use').notNullable().defaultTo(0);
    t.date('planning_latest_date');
    t.date('source_date'); // the register's publication date as of the read that last wrote the row
    t.timestamp('first_seen_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.timestamp('removed_at', { useTz: true });
    t.text('content_hash').notNullable();
    t.timestamp('changed_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['council_register_id', 'record_type', 'ref_norm']);
  });
  // Keyset orders (spec 4.11 sort newest / expiry) by council and across councils; the filters'
  // indexes. licence_status is computed from status and licence_expiry for the day, so the
  // `licensed` / `active` partial indexes hold the register's word and let the day's expiry cut.
  const idx = [
    'CREATE INDEX hmo_licences_council_newest_idx ON hmo_licences (council_id, licence_start DESC NULLS LAST, id DESC)',
    'CREATE INDEX hmo_licences_newest_idx ON hmo_licences (licence_start DESC NULLS LAST, id DESC)',
    'CREATE INDEX hmo_licences_council_expiry_idx ON hmo_licences (council_id, licence_expiry, id)',
    'CREATE INDEX hmo_licences_expiry_idx ON hmo_licences (licence_expiry, id)',
    "CREATE INDEX hmo_licences_active_expiry_idx ON hmo_licences (licence_expiry, id) WHERE status = 'licensed' AND removed_at IS NULL",
    "CREATE INDEX hmo_licences_active_council_idx ON hmo_licences (council_id, licence_expiry, id) WHERE status = 'licensed' AND removed_at IS NULL",
    'CREATE INDEX hmo_licences_postcode_idx ON hmo_licences (postcode_norm, id)',
    'CREATE INDEX hmo_licences_district_idx ON hmo_licences (postcode_district, id)',
    'CREATE INDEX hmo_licences_register_idx ON hmo_licences (council_register_id)',
    'CREATE INDEX hmo_licences_hmo_use_idx ON hmo_licences (licence_start DESC NULLS LAST, id DESC) WHERE planning_hmo_use > 0',
    'CREATE INDEX hmo_licences_ref_idx ON hmo_licences (ref_norm)',
  ];
  for (const s of idx) await knex.raw(s);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('hmo_licences');
}
