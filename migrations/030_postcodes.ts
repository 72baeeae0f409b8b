import type { Knex } from 'knex';

// The postcode directory (ONSPD / NSPL, spec 2.2 geocoding): one row per postcode, keyed by the
// normalised form (upper case, no spaces) that applications.postcode_norm uses. The read API joins
// it for nearby-by-postcode; the geocoding join falls back to its centroid when no UPRN matches.
// Admin codes are null when the loaded file does not carry them (the slim lat/lng form).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('postcodes', (t) => {
    t.text('postcode_norm').primary();
    t.text('postcode').notNullable(); // display form: outward + space + inward
    t.double('lat').notNullable();
    t.double('lng').notNullable();
    t.specificType('location', 'geography(Point,4326)').notNullable();
    t.text('country_code'); // ctry: E92000001 …
    t.text('lad_code'); // oslaua / laua
    t.text('ward_code'); // osward / ward
    t.text('parish_code'); // parish
    t.text('lsoa_code');
    t.text('oa_code');
    t.text('terminated'); // doterm YYYYMM when the postcode is no longer live
    t.text('release').notNullable(); // YYYY-MM of the loaded directory
  });
  await knex.raw('CREATE INDEX postcodes_location_idx ON postcodes USING GIST (location)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('postcodes');
}
