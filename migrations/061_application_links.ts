import type { Knex } from 'knex';

// Associated applications (spec 2.5): linking is exact, within one council, by the references a
// description cites and by a shared reference core on the same site. Both are derived from the
// record's own fields, so they are generated columns of both tables (kept right by every write,
// whoever writes it) with the indexes the family walk reads:
// - reference_core: the reference without trailing all-letter type segments (12/02618/DET ->
//   12/02618; BH2018/01575 stays), indexed with the council;
// - cited_refs: the references a description cites, normalised like reference_norm (upper case, no
//   spaces), in order of first mention, the record's own reference left out; a GIN index answers
//   "who cites this reference". A token counts when it has a slash, at least three digits in a row,
//   and is not a date (12/03/2019) or a year range (2019/20); whether it names a record is settled by looking it up, exactly.
// application_nodes is both tables as one relation of the columns the walk reads.
export const referenceCoreFunction = `CREATE FUNCTION plandata_reference_core(ref text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN regexp_replace(ref, '(/[A-Z]+)+$', '') ~ '[0-9]'
                THEN regexp_replace(ref, '(/[A-Z]+)+$', '') ELSE ref END
  $$`;

export const citedRefsFunction = `CREATE FUNCTION plandata_cited_refs(description text, own text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(t ORDER BY o), '{}') FROM (
      SELECT m[1] AS t, min(o) AS o
        FROM regexp_matches(upper(coalesce(description, '')), '([A-Z0-9]+(/[A-Z0-9]+){1,4})', 'g')
             WITH ORDINALITY AS x(m, o)
       GROUP BY m[1]) s
     WHERE t IS DISTINCT FROM own AND t ~ '[0-9]{3}' AND t !~ '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4}$'
       AND t !~ '^(19|20)[0-9]{2}/[0-9]{2}$'
  $$`;

const nodesView = `CREATE VIEW application_nodes AS
  SELECT 'live'::text AS source, a.id, a.public_id, a.council_id, a.reference, a.reference_norm,
         a.reference_core, a.cited_refs, a.description, a.procedure, a.stage, a.date_received,
         a.date_decided, a.links,
         coalesce(nullif(a.uprn, ''), lower(regexp_replace(coalesce(a.address, ''), '[^a-zA-Z0-9]+', '', 'g'))) AS site_key
    FROM applications a
  UNION ALL
  SELECT 'historical'::text, a.id, a.public_id, a.council_id, a.reference, a.reference_norm,
         a.reference_core, a.cited_refs, a.description, a.procedure, a.stage, a.date_received,
         a.date_decided, a.links,
         coalesce(nullif(a.uprn, ''), lower(regexp_replace(coalesce(a.address, ''), '[^a-zA-Z0-9]+', '', 'g')))
    FROM archive_applications a`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(referenceCoreFunction);
  await knex.raw(citedRefsFunction);
  for (const [table, prefix] of [
    ['applications', 'applications'],
    ['archive_applications', 'archive'],
  ] as const) {
    await knex.raw(`ALTER TABLE ${table}
      ADD COLUMN reference_core text GENERATED ALWAYS AS (plandata_reference_core(reference_norm)) STORED,
      ADD COLUMN cited_refs text[] GENERATED ALWAYS AS (plandata_cited_refs(description, reference_norm)) STORED`);
    await knex.raw(`CREATE INDEX ${prefix}_reference_core_idx ON ${table} (council_id, reference_core)`);
    await knex.raw(`CREATE INDEX ${prefix}_cited_refs_idx ON ${table} USING GIN (cited_refs)`);
  }
  await knex.raw(nodesView);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP VIEW IF EXISTS application_nodes');
  for (const table of ['applications', 'archive_applications']) {
    await knex.raw(
      `ALTER TABLE ${table} DROP COLUMN IF EXISTS cited_refs, DROP COLUMN IF EXISTS reference_core`,
    );
  }
  await knex.raw('DROP FUNCTION IF EXISTS plandata_cited_refs(text, text)');
  await knex.raw('DROP FUNCTION IF EXISTS plandata_reference_core(text)');
}
