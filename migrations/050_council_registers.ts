import type { Knex } from 'knex';

// A council's registers as data (licensing spec 2.4; ARCHITECTURE: councils as data): which adapter
// reads each, where, with what knobs, and its health, as councils' health columns are for portals.
// A council may publish one register as several sources (premises licences, gambling, applications
// each a file): one row each, named. A register that disappears is unread, never emptied: its
// records stay and its health flag rises. Coverage counts are written at the end of each read.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('council_registers', (t) => {
    t.increments('id');
    t.integer('council_id').notNullable().references('councils.id').onDelete('RESTRICT');
    t.text('register').notNullable(); // licensing, hmo, appeals (scrapers/registers/contract.ts REGISTERS)
    t.text('name').notNullable().defaultTo('main'); // the source's name within the council's register
    t.text('adapter').notNullable(); // a register adapter (scrapers/registers/index.ts)
    t.text('url').notNullable();
    t.jsonb('options');
    t.boolean('enabled').notNullable().defaultTo(true);
    // Identity of the source (adapter, URL, options): a read of a key never read before is backfill.
    t.text('source_key').notNullable();
    // Health.
    t.timestamp('last_attempt_at', { useTz: true });
    t.timestamp('last_success_at', { useTz: true });
    t.bigInteger('last_read_id'); // the last successful read (licensing_reads.id)
    t.date('newest_record_date');
    t.integer('consecutive_failures').notNullable().defaultTo(0);
    t.boolean('broken').notNullable().defaultTo(false);
    t.text('broken_reason');
    t.timestamp('broken_since', { useTz: true });
    t.text('last_error');
    // Coverage (licensing spec 2.4), null until the first successful read (unread is never zero).
    t.integer('records_count');
    t.jsonb('in_force_by_type');
    t.integer('open_applications');
    t.timestamps(true, true);
    t.unique(['council_id', 'register', 'name']);
  });
  await knex.raw('CREATE INDEX council_registers_register_idx ON council_registers (register) WHERE enabled');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('council_registers');
}
