import type { Knex } from 'knex';

// The change feed by postcode district (licensing spec 4.5 with postcode=<district>) joined every
// record in the district to its changes and sorted them: 352 ms p99 at 2,000,000 feed rows for the
// largest districts (bench/licensing-api feed_district). Each change row now carries the district of
// its record when it was written, indexed in feed order, so a page reads its rows and stops. A record
// that later moves district keeps its earlier changes filed where they happened: a client walking the
// feed on a cursor never sees rows appear behind it or vanish.
// The feed by council and event (source=events, the default backfill=exclude of alerts) gets the
// (council_id, position) index of just those rows, as the all-councils feed has (053).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE licensing_changes ADD COLUMN postcode_district text');
  await knex.raw(`UPDATE licensing_changes c SET postcode_district = l.postcode_district
    FROM licences l WHERE l.id = c.licence_id AND l.postcode_district IS NOT NULL`);
  await knex.raw(
    'CREATE INDEX licensing_changes_district_idx ON licensing_changes (postcode_district, position) WHERE postcode_district IS NOT NULL',
  );
  await knex.raw(
    "CREATE INDEX licensing_changes_council_events_idx ON licensing_changes (council_id, position) WHERE source = 'event' AND NOT backfill",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX licensing_changes_council_events_idx');
  await knex.raw('DROP INDEX licensing_changes_district_idx');
  await knex.raw('ALTER TABLE licensing_changes DROP COLUMN postcode_district');
}
