import type { Knex } from 'knex';
import { meterFunctionSql } from './021_meter_function.js';

// plandata_meter found an account's records by `record_key = ANY(array)` beside the account and
// period. With statistics that did not yet know the account's month held 75,000 records (bench/
// licensing-api at 500,000 licences: a table this month's reads filled, not yet analysed), the plan
// read every record of the account that month to find a page's 50: 50-230 ms a licensing page with
// parties, growing with every record a client read. Each key is now its own look-up of the
// (account, period, record_key) primary key, which no statistics can turn into a scan.
const replacements: [string, string][] = [
  [
    `DECLARE
      added text[];`,
    `DECLARE
      key_one text;
      added text[];`,
  ],
  [
    `DELETE FROM usage_records
            WHERE account = p_account AND period = p_period AND record_key = ANY(added);`,
    `FOREACH key_one IN ARRAY added LOOP
            DELETE FROM usage_records WHERE account = p_account AND period = p_period AND record_key = key_one;
          END LOOP;`,
  ],
  [
    `WITH upd AS (
          UPDATE usage_records SET contact = true
            WHERE account = p_account AND period = p_period AND record_key = ANY(p_contact_keys)
              AND NOT contact
            RETURNING record_key)
        SELECT coalesce(array_agg(record_key), '{}') INTO flagged FROM upd;`,
    `flagged := '{}';
        FOREACH key_one IN ARRAY p_contact_keys LOOP
          UPDATE usage_records SET contact = true
            WHERE account = p_account AND period = p_period AND record_key = key_one AND NOT contact;
          IF FOUND THEN
            flagged := flagged || key_one;
          END IF;
        END LOOP;`,
  ],
  [
    `UPDATE usage_records SET contact = false
            WHERE account = p_account AND period = p_period AND record_key = ANY(flagged);`,
    `FOREACH key_one IN ARRAY flagged LOOP
            UPDATE usage_records SET contact = false
              WHERE account = p_account AND period = p_period AND record_key = key_one;
          END LOOP;`,
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
