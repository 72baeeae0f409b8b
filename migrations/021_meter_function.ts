import type { Knex } from 'knex';
import { chargeRecordsFunctionSql } from './020_usage_functions.js';

// One metering call per read (spec 8), replacing plandata_charge_records: it can also count the
// request itself, so a record route pays one round trip for "count this request, charge these
// records" after its query instead of one before it and one after. It takes the account's
// usage_monthly row lock first: every charge of one account is serialised on that row, so a new
// record is charged exactly once whatever runs at the same time, and no savepoint is needed: the
// rare refusal (cap passed) deletes the rows this call inserted, which nobody else can have seen.
//
// p_count_request: count one request against p_request_limit (null = no limit) first. A request the
// allowance refuses is not counted and nothing is charged (request_allowed false).
// p_keys / p_cap: records delivered (charged once per period; all or nothing against the cap).
// p_contact_keys / p_contact_cap: the subset delivering a contact value (Contact Data add-on).
/** The function as this migration creates it (migration 099 replaces three of its statements). */
export const meterFunctionSql = `
    CREATE FUNCTION plandata_meter(p_account text, p_period date, p_count_request boolean,
      p_request_limit int, p_keys text[], p_cap int, p_contact_keys text[], p_contact_cap int)
    RETURNS TABLE (request_allowed boolean, allowed boolean, charged int, contact_allowed boolean,
      contact_charged int, requests int, records int, export_rows int, contact_records int)
    LANGUAGE plpgsql AS $$
    DECLARE
      added text[];
      flagged text[];
      n int;
      m int;
    BEGIN
      PERFORM set_config('synchronous_commit', 'off', true);
      request_allowed := true;
      allowed := true;
      contact_allowed := true;
      charged := 0;
      contact_charged := 0;
      -- The account's row, created if need be and locked for the rest of the transaction.
      INSERT INTO usage_monthly AS u (account, period) VALUES (p_account, p_period)
        ON CONFLICT (account, period) DO UPDATE SET requests = u.requests
        RETURNING u.requests, u.records, u.export_rows, u.contact_records
        INTO requests, records, export_rows, contact_records;
      IF p_count_request THEN
        IF p_request_limit IS NOT NULL AND requests >= p_request_limit THEN
          request_allowed := false;
          allowed := false;
          contact_allowed := false;
          RETURN NEXT;
          RETURN;
        END IF;
        requests := requests + 1;
      END IF;
      IF coalesce(array_length(p_keys, 1), 0) > 0 THEN
        WITH ins AS (
          INSERT INTO usage_records (account, period, record_key)
            SELECT p_account, p_period, k FROM unnest(p_keys) AS t(k)
            ON CONFLICT DO NOTHING RETURNING record_key)
        SELECT coalesce(array_agg(record_key), '{}') INTO added FROM ins;
        n := coalesce(array_length(added, 1), 0);
        IF p_cap IS NOT NULL AND n > 0 AND records + n > p_cap THEN
          DELETE FROM usage_records
            WHERE account = p_account AND period = p_period AND record_key = ANY(added);
          allowed := false;
          contact_allowed := false;
        ELSE
          charged := n;
          records := records + n;
        END IF;
      END IF;
      IF allowed AND coalesce(array_length(p_contact_keys, 1), 0) > 0 THEN
        WITH upd AS (
          UPDATE usage_records SET contact = true
            WHERE account = p_account AND period = p_period AND record_key = ANY(p_contact_keys)
              AND NOT contact
            RETURNING record_key)
        SELECT coalesce(array_agg(record_key), '{}') INTO flagged FROM upd;
        m := coalesce(array_length(flagged, 1), 0);
        IF p_contact_cap IS NOT NULL AND m > 0 AND contact_records + m > p_contact_cap THEN
          UPDATE usage_records SET contact = false
            WHERE account = p_account AND period = p_period AND record_key = ANY(flagged);
          contact_allowed := false;
        ELSE
          contact_charged := m;
          contact_records := contact_records + m;
        END IF;
      END IF;
      IF p_count_request OR charged > 0 OR contact_charged > 0 THEN
        UPDATE usage_monthly SET requests = plandata_meter.requests, records = plandata_meter.records,
            contact_records = plandata_meter.contact_records
          WHERE account = p_account AND period = p_period;
      END IF;
      RETURN NEXT;
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(meterFunctionSql);
  await knex.raw('DROP FUNCTION plandata_charge_records(text, date, text[], int, text[], int)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(chargeRecordsFunctionSql);
  await knex.raw('DROP FUNCTION plandata_meter(text, date, boolean, int, text[], int, text[], int)');
}
