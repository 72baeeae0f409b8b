import type { Knex } from 'knex';

// A run's references in PostgreSQL (issue 22): what discover found (with the portal key and URL a
// fetch needs) and what became of each, so a run survives the loss of Redis (its fast counters and
// the queued jobs) and the sweep can re-queue what no job will finish, or close a run whose work is
// done. discovered_at marks the end of discover; repairs counts the sweep's re-queues.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scrape_run_refs', (t) => {
    t.bigInteger('run_id').notNullable().references('scrape_runs.id').onDelete('CASCADE');
    t.text('reference').notNullable();
    t.text('keyval');
    t.text('url').notNullable();
    t.text('outcome'); // created, changed, unchanged, skipped, failed; null while to do
    t.timestamp('done_at', { useTz: true });
    t.primary(['run_id', 'reference']);
  });
  await knex.raw('CREATE INDEX scrape_run_refs_todo_idx ON scrape_run_refs (run_id) WHERE outcome IS NULL');
  await knex.schema.alterTable('scrape_runs', (t) => {
    t.timestamp('discovered_at', { useTz: true });
    t.integer('repairs').notNullable().defaultTo(0);
  });
  await knex.raw("CREATE INDEX scrape_runs_running_idx ON scrape_runs (started_at) WHERE status = 'running'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS scrape_runs_running_idx');
  await knex.schema.alterTable('scrape_runs', (t) => {
    t.dropColumn('discovered_at');
    t.dropColumn('repairs');
  });
  await knex.schema.dropTable('scrape_run_refs');
}
