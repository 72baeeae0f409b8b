import type { Knex } from 'knex';

// Metering in one round trip each (spec 8): counting a request and charging the records of a response
// are each one function call, atomic (row locks on usage_monthly and the usage_records keys), and
// committed without waiting for the WAL flush (synchronous_commit off for that transaction only): a
// crash can lose the last fraction of a second of counts, never corrupt them, and the API does not pay
// a disk flush on every request.

/** Exported so migration 021, which replaces this function, can put it back on the way down. */
export const chargeRecordsFunctionSql = `
    CREATE FUNCTION plandata_charge_records(p_account text, p_period date, p_keys text[], p_cap int,
      p_contact_keys text[], p_contact_cap int)
    RETURNS TABLE (allowed boolean, charged int, records int, contact_allowed boolean, contact_charged int,
      contact_records int)
    LANGUAGE plpgsql AS $$
    DECLARE
      n int := 0;
      m int := 0;
    BEGIN
      PERFORM set_config('synchronous_commit', 'off', true);
      allowed := true;
      contact_allowed := true;
      BEGIN
        INSERT INTO usage_records (account, period, record_key)
          SELECT p_account, p_period, k FROM unnest(p_keys) WITH ORDINALITY AS t(k, i) ORDER BY i
          ON CONFLICT DO NOTHING;
        GET DIAGNOSTICS n = ROW_COUNT;
        INSERT INTO usage_monthly AS u (account, period, records) VALUES (p_account, p_period, n)
          ON CONFLICT (account, period) DO UPDATE SET records = u.records + EXCLUDED.records
          RETURNING u.records, u.contact_records INTO records, contact_records;
        IF p_cap IS NOT NULL AND n > 0 AND records > p_cap THEN
          RAISE EXCEPTION 'records allowance' USING ERRCODE = 'PD001';
        END IF;
      EXCEPTION WHEN SQLSTATE 'PD001' THEN
        -- The block's inserts are undone: nothing is charged.
        allowed := false;
        contact_allowed := false;
        charged := 0;
        contact_charged := 0;
        SELECT u.records, u.contact_records INTO records, contact_records
          FROM usage_monthly u WHERE u.account = p_account AND u.period = p_period;
        records := coalesce(records, 0);
        contact_records := coalesce(contact_records, 0);
        RETURN NEXT;
        RETURN;
      END;
      charged := n;
      contact_charged := 0;
      IF coalesce(array_length(p_contact_keys, 1), 0) > 0 THEN
        BEGIN
          UPDATE usage_records SET contact = true
            WHERE account = p_account AND period = p_period AND record_key = ANY(p_contact_keys) AND NOT contact;
          GET DIAGNOSTICS m = ROW_COUNT;
          UPDATE usage_monthly u SET contact_records = u.contact_records + m
            WHERE u.account = p_account AND u.period = p_period RETURNING u.contact_records INTO contact_records;
          IF p_contact_cap IS NOT NULL AND m > 0 AND contact_records > p_contact_cap THEN
            RAISE EXCEPTION 'contact allowance' USING ERRCODE = 'PD002';
          END IF;
          contact_charged := m;
        EXCEPTION WHEN SQLSTATE 'PD002' THEN
          contact_allowed := false;
          SELECT u.contact_records INTO contact_records
            FROM usage_monthly u WHERE u.account = p_account AND u.period = p_period;
        END;
      END IF;
      RETURN NEXT;
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION plandata_count_request(p_account text, p_period date, p_limit int)
    RETURNS TABLE (allowed boolean, requests int, records int, export_rows int, contact_records int)
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM set_config('synchronous_commit', 'off', true);
      INSERT INTO usage_monthly AS u (account, period, requests) VALUES (p_account, p_period, 1)
        ON CONFLICT (account, period) DO UPDATE SET requests = u.requests + 1
        WHERE p_limit IS NULL OR u.requests < p_limit
        RETURNING u.requests, u.records, u.export_rows, u.contact_records
        INTO requests, records, export_rows, contact_records;
      allowed := FOUND AND (p_limit IS NULL OR requests <= p_limit);
      IF NOT FOUND THEN
        SELECT u.requests, u.records, u.export_rows, u.contact_records
          INTO requests, records, export_rows, contact_records
          FROM usage_monthly u WHERE u.account = p_account AND u.period = p_period;
      END IF;
      RETURN NEXT;
    END $$`);

  // Keys arrive sorted and distinct, so concurrent calls lock them in one order (no deadlock).
  await knex.raw(chargeRecordsFunctionSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS plandata_charge_records(text, date, text[], int, text[], int)');
  await knex.raw('DROP FUNCTION IF EXISTS plandata_count_request(text, date, int)');
}
