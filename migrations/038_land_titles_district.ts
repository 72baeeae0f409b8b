import type { Knex } from 'knex';

// Description matching of land (spec 2.6 `via: description`) reads the company titles with no
// postcode in the application's council area. The registers name the district in their own words
// ("CITY OF WESTMINSTER", "BRISTOL, CITY OF", "COUNTY DURHAM") and councils theirs ("Westminster City
// Council"): plandata_district_core reduces both to the distinctive words, one definition used by the
// index and by the query.
export async function up(knex: Knex): Promise<void> {
  // Words are padded with two spaces each so that consecutive removable words each keep their own
  // surrounding spaces (no look-ahead: knex.raw reads a question mark as a binding).
  await knex.raw(`CREATE FUNCTION plandata_district_core(s text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
    btrim(regexp_replace(regexp_replace(
      '  ' || regexp_replace(replace(upper(coalesce(s, '')), '&', ' AND '), '[^A-Z0-9]+', '  ', 'g') || '  ',
      ' (LONDON  BOROUGH|ROYAL  BOROUGH|BOROUGH|CITY|COUNTY|DISTRICT|COUNCIL|METROPOLITAN|MBC|OF|THE) ',
      ' ', 'g'), ' +', ' ', 'g'))`);
  await knex.raw(
    `CREATE INDEX land_titles_land_district_idx ON land_titles (plandata_district_core(district))
     WHERE postcode_norm IS NULL AND kind IN ('ccod', 'ocod')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS land_titles_land_district_idx');
  await knex.raw('DROP FUNCTION IF EXISTS plandata_district_core(text)');
}
