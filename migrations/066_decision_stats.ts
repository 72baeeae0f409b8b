import type { Knex } from 'knex';

// Decision statistics (spec 4.10): the figures of every scope (a council, a nation, the UK), kind of
// application and period, computed from our own records by the planning.derived job
// (core/repositories/planning/decision-stats.repository.ts), so a UK figure is one row read.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('decision_stats', (t) => {
    t.text('level').notNullable(); // council, nation, uk
    t.text('scope').notNullable(); // council id as text, nation, 'uk'
    t.text('kind').notNullable(); // core/domain/planning/decision-kinds.ts
    t.text('period').notNullable(); // 2026-Q1, 2026, last-12-months
    t.date('period_from').notNullable();
    t.date('period_to').notNullable();
    t.integer('decided').notNullable(); // approved + refused + decided (spec 3.1 stages with a decision)
    t.integer('timed').notNullable(); // decisions with day-exact start and decision dates
    t.double('median_days');
    t.integer('within_8_weeks').notNullable();
    t.integer('within_13_weeks').notNullable();
    t.integer('agreed_known').notNullable(); // timed decisions whose council target date is known
    t.integer('within_agreed').notNullable();
    t.integer('in_time').notNullable(); // within the statutory period or the agreed date
    t.integer('approved').notNullable();
    t.integer('refused').notNullable();
    t.integer('withdrawn').notNullable();
    t.jsonb('rank'); // council and nation rows: positions among their peers
    t.date('held_from'); // council rows: the earliest received date the council's records hold
    t.primary(['level', 'scope', 'kind', 'period']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('decision_stats');
}
