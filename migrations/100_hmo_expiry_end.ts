import type { Knex } from 'knex';

// HMO licences by expiry (spec 4.11 status=active, expires_within, sort=expiry) read on the licence's
// END: its expiry, or 'infinity' for a licence with none. "Active" is "no expiry, or an expiry on or
// after the day", an OR that keeps an index on the bare expiry from starting at the day: the national
// active list read past every licensed row already expired (92,000 at 500,000 licences, p99 324 ms).
// On coalesce(licence_expiry, 'infinity') the same condition is one range, `>= the day`, and the
// order is the old one (expiry ascending, no expiry last, then id), so each expiry index of
// migration 071 is replaced by the same index on the end (licences.repository.ts EXPIRY_END reads it).
const END = "(coalesce(licence_expiry, 'infinity'::date))";
const ACTIVE = "WHERE status = 'licensed' AND removed_at IS NULL";

const REPLACED: [old: string, oldDef: string, name: string, def: string][] = [
  [
    'hmo_licences_expiry_idx',
    'ON hmo_licences (licence_expiry, id)',
    'hmo_licences_end_idx',
    `ON hmo_licences (${END}, id)`,
  ],
  [
    'hmo_licences_council_expiry_idx',
    'ON hmo_licences (council_id, licence_expiry, id)',
    'hmo_licences_council_end_idx',
    `ON hmo_licences (council_id, ${END}, id)`,
  ],
  [
    'hmo_licences_active_expiry_idx',
    `ON hmo_licences (licence_expiry, id) ${ACTIVE}`,
    'hmo_licences_active_end_idx',
    `ON hmo_licences (${END}, id) ${ACTIVE}`,
  ],
  [
    'hmo_licences_active_council_idx',
    `ON hmo_licences (council_id, licence_expiry, id) ${ACTIVE}`,
    'hmo_licences_active_council_end_idx',
    `ON hmo_licences (council_id, ${END}, id) ${ACTIVE}`,
  ],
];

export async function up(knex: Knex): Promise<void> {
  for (const [old, , name, def] of REPLACED) {
    await knex.raw(`CREATE INDEX ${name} ${def}`);
    await knex.raw(`DROP INDEX ${old}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [old, oldDef, name] of REPLACED) {
    await knex.raw(`CREATE INDEX ${old} ${oldDef}`);
    await knex.raw(`DROP INDEX ${name}`);
  }
}
