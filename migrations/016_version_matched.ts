import type { Knex } from 'knex';

// When alert matching finished for a version (issue 22): the sweep re-queues matching for versions
// whose job was lost (an outage longer than its retries, Redis losing queued jobs), so no match and
// no webhook event is silently never created. Versions stored before this migration count as matched.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('application_versions', (t) => {
    t.timestamp('matched_at', { useTz: true });
  });
  await knex.raw('UPDATE application_versions SET matched_at = observed_at');
  await knex.raw(
    'CREATE INDEX application_versions_unmatched_idx ON application_versions (observed_at) WHERE matched_at IS NULL',
  );
  await knex.raw(
    'CREATE INDEX applications_unenriched_idx ON applications (changed_at) WHERE enriched_at IS NULL OR changed_at > enriched_at',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS applications_unenriched_idx');
  await knex.schema.alterTable('application_versions', (t) => {
    t.dropColumn('matched_at');
  });
}
