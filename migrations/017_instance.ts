import type { Knex } from 'knex';

// The database's instance token (issue 22, item 5): made once when the database is created, so a
// Redis keyspace (REDIS_PREFIX) can be tied to the one database its queues and run counters belong
// to. Job ids and run keys are built from database ids, which a new or reset database uses again:
// a process refuses (or the demo clears) a keyspace another database's jobs are in
// (core/keyspace.ts) instead of having its new jobs silently dropped as duplicates.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plandata_instance', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.boolean('one').notNullable().defaultTo(true).unique();
  });
  await knex('plandata_instance').insert({});
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('plandata_instance');
}
