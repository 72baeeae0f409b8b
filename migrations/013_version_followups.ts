import type { Knex } from 'knex';

// Whether the after-store jobs (workers/pipeline.ts) of a version are still to be enqueued. The
// store step sets it with the version in one transaction and clears it once the jobs are queued,
// so a crash between commit and enqueue is repaired by the next run of the store step.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('application_versions', (t) => {
    t.boolean('followups_pending').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('application_versions', (t) => {
    t.dropColumn('followups_pending');
  });
}
