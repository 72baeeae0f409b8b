import type { Knex } from 'knex';

// An owner's applications in page order (spec 4.12: live then historical, newest received first,
// on one cursor). The owner columns are arrays under GIN indexes, which cannot give an order: a page
// read every one of the owner's rows and sorted them (18,597 rows, 15,355 heap pages for the largest
// synthetic owner at 10M). owner_links files each application under every company its arrays name
// (via o = owner_company_numbers, g = owner_group_numbers, l = leaseholder_company_numbers), keyed
// in page order, so a page is a bounded walk of one btree range per company. Triggers keep it in
// step with both tables in the writing transaction (and only when an owner column or the received
// date changes); the existing rows are filed here.
const SOURCES = `SELECT n, 'o'::text AS v FROM unnest(R.owner_company_numbers) n
   UNION SELECT n, 'g' FROM unnest(R.owner_group_numbers) n
   UNION SELECT n, 'l' FROM unnest(R.leaseholder_company_numbers) n`;
const src = (row: string) => SOURCES.replace(/R\./g, `${row}.`);
const KEY = (row: string) => `coalesce(${row}.date_received, '0001-01-01'::date)`;
const COLS = ['owner_company_numbers', 'owner_group_numbers', 'leaseholder_company_numbers'];
const TABLES = [
  ['applications', 0],
  ['archive_applications', 1],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE owner_links (
    company_number text NOT NULL,
    via text NOT NULL,
    tbl smallint NOT NULL,
    date_key date NOT NULL,
    app_id bigint NOT NULL,
    PRIMARY KEY (company_number, via, tbl, date_key, app_id))`);
  await knex.raw(`CREATE FUNCTION owner_links_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE t smallint := TG_ARGV[0]::smallint;
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM owner_links l USING (${src('OLD')}) o
        WHERE l.company_number = o.n AND l.via = o.v AND l.tbl = t AND l.date_key = ${KEY('OLD')}
          AND l.app_id = OLD.id;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO owner_links (company_number, via, tbl, date_key, app_id)
        SELECT x.n, x.v, t, ${KEY('NEW')}, NEW.id FROM (${src('NEW')}) x WHERE x.n IS NOT NULL
        ON CONFLICT DO NOTHING;
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE FUNCTION owner_links_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM owner_links WHERE tbl = TG_ARGV[0]::smallint;
      RETURN NULL;
    END $$`);
  for (const [table, t] of TABLES) {
    const any = (row: string) => COLS.map((c) => `${row}.${c} IS NOT NULL`).join(' OR ');
    const changed = [...COLS, 'date_received'].map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
    await knex.raw(`CREATE TRIGGER ${table}_owner_links_ins AFTER INSERT ON ${table} FOR EACH ROW
      WHEN (${any('NEW')}) EXECUTE FUNCTION owner_links_sync('${t}')`);
    await knex.raw(`CREATE TRIGGER ${table}_owner_links_upd
      AFTER UPDATE OF ${COLS.join(', ')}, date_received ON ${table} FOR EACH ROW
      WHEN ((${any('OLD')} OR ${any('NEW')}) AND (${changed})) EXECUTE FUNCTION owner_links_sync('${t}')`);
    await knex.raw(`CREATE TRIGGER ${table}_owner_links_del AFTER DELETE ON ${table} FOR EACH ROW
      WHEN (${any('OLD')}) EXECUTE FUNCTION owner_links_sync('${t}')`);
    await knex.raw(`CREATE TRIGGER ${table}_owner_links_trunc AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION owner_links_truncate('${t}')`);
    await knex.raw(`INSERT INTO owner_links (company_number, via, tbl, date_key, app_id)
      SELECT x.n, x.v, ${t}, ${KEY('a')}, a.id FROM ${table} a CROSS JOIN LATERAL (${src('a')}) x
      WHERE (${any('a')}) AND x.n IS NOT NULL
      ON CONFLICT DO NOTHING`);
  }
  await knex.raw('ANALYZE owner_links');
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of TABLES)
    for (const s of ['ins', 'upd', 'del', 'trunc'])
      await knex.raw(`DROP TRIGGER IF EXISTS ${table}_owner_links_${s} ON ${table}`);
  await knex.raw('DROP FUNCTION IF EXISTS owner_links_sync(), owner_links_truncate()');
  await knex.raw('DROP TABLE IF EXISTS owner_links');
}
