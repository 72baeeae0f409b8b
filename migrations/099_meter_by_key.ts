import type { Knex } from 'knex';
import { meterFunctionSql } from './021_meter_function.js';

// plandata_meter found an account's records by `record_key = ANY(array)` beside the account and
// period. Planned once per session for any array, PL/pgSQL's generic plan scanned every record the
// account had been charged that month and filtered the keys: a licensing page with parties took
// 50-230 ms once the bench account held 75,000 records (bench/licensing-api at 500,000 licences),
// and it grew with every record a client read. Joining the keys as rows makes each one a look-up of
// the (account, period, record_key) primary key, whatever the plan.
const byKey = (table: string, set: string, keys: string, extra = '') =>
  `${table} u ${set} FROM unnest(${keys}) AS t(k)
            WHERE u.account = p_account AND u.period = p_period AND u.record_key = t.k${extra}`;

const replacements: [string, string][] = [
  [
    `DELETE FROM usage_records
            WHERE account = p_account AND period = p_period AND record_key = ANY(added);`,
    `DELETE FROM ${byKey('usage_records', 'USING', 'added').replace('FROM unnest', 'unnest')};`,
  ],
  [
    `UPDATE usage_records SET contact = true
            WHERE account = p_account AND period = p_period AND record_key = ANY(p_contact_keys)
              AND NOT contact
            RETURNING record_key)`,
    `UPDATE ${byKey('usage_records', 'SET contact = true', 'p_contact_keys', ' AND NOT u.contact')}
            RETURNING u.record_key)`,
  ],
  [
    `UPDATE usage_records SET contact = false
            WHERE account = p_account AND period = p_period AND record_key = ANY(flagged);`,
    `UPDATE ${byKey('usage_records', 'SET contact = false', 'flagged')};`,
  ],
];

function byKeySql(): string {
  let sql = meterFunctionSql.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');
  for (const [from, to] of replacements) {
    if (!sql.includes(from)) throw new Error(`099_meter_by_key: statement not found: ${from.slice(0, 60)}`);
    sql = sql.replace(from, to);
  }
  return sql;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(byKeySql());
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(meterFunctionSql.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
}
