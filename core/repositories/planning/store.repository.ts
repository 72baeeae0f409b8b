// The store step's SQL: upsert an application on (council, reference), write a history row and
// move changed_at only when the content hash differs; updated_at moves on every re-check (spec
// 2.2). Idempotent: storing the same content twice writes nothing new. Concurrent stores of one
// record serialise on its row lock. Records come in batches (one council's, from one fetch job):
// re-checks and new records are settled by two statements for the whole batch, a changed record by
// a transaction of its own.
import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import { queryNamed } from '../../db.js';
import { PAGE_WRITES_CTES, type PageWrites } from '../raw-pages.repository.js';

/** One row of `documents` as the store step writes it. */
export interface DocumentRow {
  position: number;
  title: string | null;
  doc_type: string | null;
  doc_group: string | null;
  doc_date: string | null;
  url: string | null;
}

export interface StoreInput {
  councilId: number;
  reference: string;
  /** Column values (spec 2.2 names) the store step owns; JSON values as objects. */
  content: Record<string, unknown>;
  documents: DocumentRow[];
  contentHash: string;
  changedFields: (before: Record<string, unknown> | null) => string[];
  /** Stored raw record (council wording), not hashed. */
  raw: unknown;
  /** comments.counted_at: added to comments on every write. */
  countedAt: string | null;
  /** A new public id, used only when the application is inserted. */
  newPublicId: () => string;
  /** Whether after-store jobs exist (workers/pipeline.ts); a version then starts with them pending. */
  followups: boolean;
  /**
   * An archive record (received before 2026, spec 1 and 2.2): `content` holds the archive's core
   * columns, `newPublicId` gives an h_ id; stored by upsertArchive, with no version, documents or
   * after-store jobs.
   */
  archive?: boolean;
  /** Versions history snapshot fields. */
  status: string | null;
  stage: string | null;
  decisionOutcome: string | null;
}

export type StoreOutcome = 'created' | 'changed' | 'unchanged';

export interface StoreResult {
  applicationId: number;
  publicId: string;
  /** The latest version (application_versions.version) after this store. */
  version: number;
  outcome: StoreOutcome;
  /** After-store jobs of the latest version are still to be enqueued (new, or left by a crash). */
  followupsPending: boolean;
}

const JSON_COLUMNS = new Set([
  'committee',
  'decision',
  'appeal',
  'key_dates',
  'comments',
  'links',
  'contact',
]);

function toDbRow(content: Record<string, unknown>, countedAt: string | null): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(content)) {
    if (k === 'comments' && v) row[k] = JSON.stringify({ ...(v as object), counted_at: countedAt });
    else row[k] = JSON_COLUMNS.has(k) && v !== null ? JSON.stringify(v) : v;
  }
  return row;
}

/** The row as JSON for jsonb_populate_record: JSON columns as values, comments with counted_at. */
function toJsonRow(input: StoreInput, councilId: number): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input.content)) {
    row[k] = k === 'comments' && v ? { ...(v as object), counted_at: input.countedAt } : v;
  }
  row.public_id = input.newPublicId();
  row.council_id = councilId;
  row.reference = input.reference;
  row.raw = input.raw ?? null;
  row.content_hash = input.contentHash;
  row.source = 'live';
  return row;
}

const quoteIdent = (c: string) => `"${c.replace(/"/g, '""')}"`;

// The common cases of a batch of one council's records, in two fixed statements, each prepared once
// per connection (queryNamed): parsing and planning them per record was about a third of the
// PostgreSQL backends' CPU in the ingest bench (docs/benchmarks/ingest.md).
//
// PROBE writes the batch's snapshots, fetch log and page sets (PAGE_WRITES_CTES, $1..$5) and moves
// updated_at of every record whose content hash is unchanged (a re-check, spec 2.2); it returns those
// with their latest version, and names the records stored with another hash (changed content: the
// full transaction). $6 references, $7 content hashes.
const PROBE = `WITH ${PAGE_WRITES_CTES}, upd AS (
  UPDATE applications a SET updated_at = now()
    FROM unnest($6::text[], $7::text[]) AS i(reference, content_hash)
   WHERE a.council_id = $1::int AND a.reference = i.reference AND a.content_hash = i.content_hash
  RETURNING a.id, a.public_id, a.reference
)
SELECT upd.reference, upd.id, upd.public_id, v.version, v.followups_pending
  FROM upd
  LEFT JOIN LATERAL (
    SELECT version, followups_pending FROM application_versions
     WHERE application_id = upd.id ORDER BY version DESC LIMIT 1
  ) v ON true
UNION ALL
SELECT a.reference, NULL, NULL, NULL, NULL
  FROM unnest($6::text[], $7::text[]) AS i(reference, content_hash)
  JOIN applications a
    ON a.council_id = $1::int AND a.reference = i.reference AND a.content_hash <> i.content_hash`;

// INSERT stores the records not yet stored, each with its first version and its documents, in
// reference order (concurrent batches take index locks in one order). A record another store has
// inserted meanwhile is left out (ON CONFLICT) and goes to the full transaction. $1 council id, $2 the
// records, $3 whether their after-store jobs are pending.
function insertStatement(cols: string[]): string {
  const list = cols.map(quoteIdent).join(', ');
  return `WITH input AS MATERIALIZED (
  SELECT * FROM jsonb_to_recordset($2::jsonb) AS i(reference text, content_hash text, rec jsonb,
    snapshot jsonb, documents jsonb, status text, stage text, decision_outcome text)
), ins AS (
  INSERT INTO applications (${list})
  SELECT ${cols.map((c) => `r.${quoteIdent(c)}`).join(', ')}
    FROM input i, jsonb_populate_record(NULL::applications, i.rec) r
   WHERE NOT EXISTS (SELECT 1 FROM applications x WHERE x.council_id = $1::int AND x.reference = i.reference)
   ORDER BY i.reference
  ON CONFLICT (council_id, reference) DO NOTHING
  RETURNING id, public_id, reference
), ver AS (
  INSERT INTO application_versions
    (application_id, version, content_hash, changed_fields, status, stage, decision_outcome, snapshot,
     followups_pending)
  SELECT ins.id, 1, i.content_hash, '{}', i.status, i.stage, i.decision_outcome, i.snapshot, $3::boolean
    FROM ins JOIN input i ON i.reference = ins.reference
), docs AS (
  INSERT INTO documents (application_id, position, title, doc_type, doc_group, doc_date, url)
  SELECT ins.id, d.position, d.title, d.doc_type, d.doc_group, d.doc_date, d.url
    FROM ins JOIN input i ON i.reference = ins.reference,
         jsonb_to_recordset(i.documents)
           AS d(position int, title text, doc_type text, doc_group text, doc_date date, url text)
)
SELECT reference, id, public_id FROM ins`;
}

// One prepared statement per column list (the content's columns are fixed by the store step; a
// name per list keeps a changed list from running another list's statement).
const insertStatements = new Map<string, { name: string; text: string }>();
function insertFor(cols: string[]): { name: string; text: string } {
  const key = cols.join(',');
  let st = insertStatements.get(key);
  if (!st) {
    const name = `plandata_store_insert_${createHash('sha1').update(key).digest('hex').slice(0, 12)}`;
    insertStatements.set(key, (st = { name, text: insertStatement(cols) }));
  }
  return st;
}

// The archive's store statement (spec 2.2: core fields only, never versioned): new records inserted,
// a record whose core fields changed (a back-fill re-read finding its decision) updated in place,
// the rest left alone; the location of a new or changed record is its postcode's point when the
// postcode directory holds it. Returns every record of the batch with its id and what happened.
// $1 council id, $2 the records.
const ARCHIVE_UPSERT = `WITH input AS MATERIALIZED (
  SELECT * FROM jsonb_to_recordset($2::jsonb) AS i(reference text, content_hash text, public_id text, rec jsonb)
), up AS (
  INSERT INTO archive_applications AS t (public_id, council_id, reference, reference_norm, nation, address,
    postcode, postcode_norm, postcode_district, ward, uprn, description, application_type, stage, procedure,
    planning_route, dwelling_count, date_received, date_validated, date_decided, date_received_precision,
    date_decided_precision, links, content_hash, location)
  SELECT i.public_id, $1::int, i.reference, r.reference_norm, r.nation, r.address, r.postcode, r.postcode_norm,
         r.postcode_district, r.ward, r.uprn, r.description, r.application_type, r.stage, r.procedure,
         r.planning_route, r.dwelling_count, r.date_received, r.date_validated, r.date_decided,
         r.date_received_precision, r.date_decided_precision, r.links, i.content_hash,
         (SELECT p.location FROM postcodes p WHERE p.postcode_norm = r.postcode_norm LIMIT 1)
    FROM input i, jsonb_populate_record(NULL::archive_applications, i.rec) r
   ORDER BY i.reference
  ON CONFLICT (council_id, reference) DO UPDATE SET
    reference_norm = EXCLUDED.reference_norm, nation = EXCLUDED.nation, address = EXCLUDED.address,
    postcode = EXCLUDED.postcode, postcode_norm = EXCLUDED.postcode_norm,
    postcode_district = EXCLUDED.postcode_district, ward = EXCLUDED.ward, uprn = EXCLUDED.uprn,
    description = EXCLUDED.description, application_type = EXCLUDED.application_type,
    stage = EXCLUDED.stage, procedure = EXCLUDED.procedure, planning_route = EXCLUDED.planning_route,
    dwelling_count = EXCLUDED.dwelling_count, date_received = EXCLUDED.date_received,
    date_validated = EXCLUDED.date_validated, date_decided = EXCLUDED.date_decided,
    date_received_precision = EXCLUDED.date_received_precision,
    date_decided_precision = EXCLUDED.date_decided_precision, links = EXCLUDED.links,
    content_hash = EXCLUDED.content_hash, location = coalesce(EXCLUDED.location, t.location),
    loaded_at = now()
   WHERE t.content_hash IS DISTINCT FROM EXCLUDED.content_hash
  RETURNING t.id, t.public_id, t.reference, (t.xmax = 0) AS inserted
)
SELECT reference, id, public_id, CASE WHEN inserted THEN 'created' ELSE 'changed' END AS outcome FROM up
UNION ALL
SELECT a.reference, a.id, a.public_id, 'unchanged' FROM input i
  JOIN archive_applications a ON a.council_id = $1::int AND a.reference = i.reference
 WHERE NOT EXISTS (SELECT 1 FROM up WHERE up.reference = i.reference)`;

const CLEAR_FOLLOWUPS = `UPDATE application_versions v SET followups_pending = false
  FROM unnest($1::bigint[], $2::int[]) AS c(application_id, version)
 WHERE v.application_id = c.application_id AND v.version = c.version`;

export class StoreRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Stores one council's records with one round trip for a batch of re-checks and two for new
   * records, and writes `writes` (the batch's snapshots, fetch log and page sets) in the first
   * statement: it commits with it even when records then take the full transaction. Returns the
   * records it settled, by reference; the others (changed content, a race, or new records whose
   * insert failed for one bad value) are left to fullUpsert one by one. A failing first statement
   * throws (nothing of it is written).
   */
  async upsertMany(
    councilId: number,
    inputs: StoreInput[],
    writes?: PageWrites,
  ): Promise<Map<string, StoreResult>> {
    // With no record, the probe below writes the pages alone (its data-modifying CTEs always run).
    if (!inputs.length && (!writes || writes.empty || writes.written)) return new Map();
    const refs = inputs.map((i) => i.reference);
    // A reference twice would give one inserted record two first versions.
    if (new Set(refs).size !== refs.length) throw new Error('a store batch names a record twice');
    const hashes = inputs.map((i) => i.contentHash);
    const probe = (pageParams: unknown[]) =>
      queryNamed<{
        reference: string;
        id: number | null;
        public_id: string | null;
        version: number | null;
        followups_pending: boolean | null;
      }>(this.db, 'plandata_store_probe', PROBE, [councilId, ...pageParams, refs, hashes]);
    const rows = writes ? await writes.run(probe) : await probe([null, '[]', '[]', '[]']);
    const results = new Map<string, StoreResult>();
    const present = new Set<string>();
    for (const r of rows) {
      present.add(r.reference);
      if (r.id === null) continue;
      results.set(r.reference, {
        applicationId: r.id,
        publicId: r.public_id!,
        version: r.version ?? 0,
        outcome: 'unchanged',
        followupsPending: r.followups_pending ?? false,
      });
    }
    const fresh = inputs.filter((i) => !present.has(i.reference));
    if (fresh.length) {
      try {
        for (const r of await this.insertNew(councilId, fresh)) results.set(r.reference, r.result);
      } catch {
        // One record's bad value fails the whole statement: the full transaction stores the others.
      }
    }
    return results;
  }

  private async insertNew(
    councilId: number,
    inputs: StoreInput[],
  ): Promise<{ reference: string; result: StoreResult }[]> {
    const records = inputs.map((i) => ({
      reference: i.reference,
      content_hash: i.contentHash,
      rec: toJsonRow(i, councilId),
      snapshot: i.content,
      documents: i.documents,
      status: i.status,
      stage: i.stage,
      decision_outcome: i.decisionOutcome,
    }));
    const cols = Object.keys(records[0].rec);
    const { name, text } = insertFor(cols);
    // The statement inserts its column list: a record with other columns (none today: the store
    // step's content is fixed) is left to the full transaction.
    const key = cols.join(',');
    const same = records.filter((r) => Object.keys(r.rec).join(',') === key);
    const followups = inputs[0].followups;
    const rows = await queryNamed<{ reference: string; id: number; public_id: string }>(this.db, name, text, [
      councilId,
      JSON.stringify(same),
      followups,
    ]);
    return rows.map((r) => ({
      reference: r.reference,
      result: {
        applicationId: r.id,
        publicId: r.public_id,
        version: 1,
        outcome: 'created',
        followupsPending: followups,
      },
    }));
  }

  /**
   * The full transaction, for what the batch statements leave: a record whose content
   * changed (a version row with the changed fields, changed_at moved), or one another store raced.
   */
  async fullUpsert(input: StoreInput): Promise<StoreResult> {
    return this.db.transaction(async (trx) => {
      const row = toDbRow(input.content, input.countedAt);
      const lock = () =>
        trx('applications')
          .where({ council_id: input.councilId, reference: input.reference })
          .forUpdate()
          .first('id', 'public_id', 'content_hash', ...Object.keys(input.content));

      let current = await lock();
      if (!current) {
        const inserted = await trx('applications')
          .insert({
            ...row,
            public_id: input.newPublicId(),
            council_id: input.councilId,
            reference: input.reference,
            raw: JSON.stringify(input.raw),
            content_hash: input.contentHash,
            source: 'live',
          })
          .onConflict(['council_id', 'reference'])
          .ignore()
          .returning(['id', 'public_id']);
        if (inserted.length === 1) {
          const { id, public_id } = inserted[0] as { id: number; public_id: string };
          await this.insertVersion(trx, id, 1, input, []);
          await this.replaceDocuments(trx, id, input.documents);
          return {
            applicationId: id,
            publicId: public_id,
            version: 1,
            outcome: 'created',
            followupsPending: input.followups,
          };
        }
        // Another store inserted it between our read and insert: read it under the lock.
        current = await lock();
        if (!current) throw new Error(`application ${input.reference} vanished during store`);
      }
      const latest = (await trx('application_versions')
        .where({ application_id: current.id })
        .orderBy('version', 'desc')
        .first('version', 'followups_pending')) as
        { version: number; followups_pending: boolean } | undefined;
      const version = latest?.version ?? 0;

      if (current.content_hash === input.contentHash) {
        // A re-check: nothing served changed, so only updated_at moves (spec 2.2).
        await trx('applications').where({ id: current.id }).update({ updated_at: trx.fn.now() });
        return {
          applicationId: current.id,
          publicId: current.public_id,
          version,
          outcome: 'unchanged',
          followupsPending: latest?.followups_pending ?? false,
        };
      }

      const changed = input.changedFields(current as Record<string, unknown>);
      await trx('applications')
        .where({ id: current.id })
        .update({
          ...row,
          raw: JSON.stringify(input.raw),
          content_hash: input.contentHash,
          changed_at: trx.fn.now(),
          updated_at: trx.fn.now(),
        });
      await this.insertVersion(trx, current.id, version + 1, input, changed);
      await this.replaceDocuments(trx, current.id, input.documents);
      return {
        applicationId: current.id,
        publicId: current.public_id,
        version: version + 1,
        outcome: 'changed',
        followupsPending: input.followups,
      };
    });
  }

  /**
   * Stores a batch of one council's archive records (inputs with `archive` set) in one statement:
   * inserted, updated in place when their core fields changed, else left alone. No version rows,
   * documents or after-store jobs: archive records never change for a client (spec 2.2).
   */
  async upsertArchive(councilId: number, inputs: StoreInput[]): Promise<Map<string, StoreResult>> {
    const out = new Map<string, StoreResult>();
    if (!inputs.length) return out;
    const refs = inputs.map((i) => i.reference);
    if (new Set(refs).size !== refs.length) throw new Error('a store batch names a record twice');
    const records = inputs.map((i) => ({
      reference: i.reference,
      content_hash: i.contentHash,
      public_id: i.newPublicId(),
      rec: i.content,
    }));
    const rows = await queryNamed<{
      reference: string;
      id: number;
      public_id: string;
      outcome: StoreOutcome;
    }>(this.db, 'plandata_store_archive', ARCHIVE_UPSERT, [councilId, JSON.stringify(records)]);
    for (const r of rows)
      out.set(r.reference, {
        applicationId: Number(r.id),
        publicId: r.public_id,
        version: 0,
        outcome: r.outcome,
        followupsPending: false,
      });
    return out;
  }

  /** After the after-store jobs of these versions are queued: one statement for a batch. */
  async clearFollowups(versions: { applicationId: number; version: number }[]): Promise<void> {
    if (!versions.length) return;
    await queryNamed(this.db, 'plandata_clear_followups', CLEAR_FOLLOWUPS, [
      versions.map((v) => v.applicationId),
      versions.map((v) => v.version),
    ]);
  }

  /** Whether the store step is still queueing the after-store jobs of this version. */
  async followupsPending(applicationId: number, version: number): Promise<boolean> {
    const v = (await this.db('application_versions')
      .where({ application_id: applicationId, version })
      .first('followups_pending')) as { followups_pending: boolean } | undefined;
    return v?.followups_pending ?? false;
  }

  private async insertVersion(
    trx: Knex.Transaction,
    applicationId: number,
    version: number,
    input: StoreInput,
    changedFields: string[],
  ): Promise<void> {
    await trx('application_versions').insert({
      application_id: applicationId,
      version,
      content_hash: input.contentHash,
      changed_fields: changedFields,
      status: input.status,
      stage: input.stage,
      decision_outcome: input.decisionOutcome,
      snapshot: JSON.stringify(input.content),
      followups_pending: input.followups,
    });
  }

  private async replaceDocuments(
    trx: Knex.Transaction,
    applicationId: number,
    docs: StoreInput['documents'],
  ) {
    await trx('documents').where({ application_id: applicationId }).delete();
    for (let i = 0; i < docs.length; i += 500) {
      await trx('documents').insert(
        docs.slice(i, i + 500).map((d) => ({ ...d, application_id: applicationId })),
      );
    }
  }
}
