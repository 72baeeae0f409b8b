// The store step's SQL: upsert an application on (council, reference), write a history row and
// move changed_at only when the content hash differs; updated_at moves on every re-check (spec
// 2.2). Idempotent: storing the same content twice writes nothing new. Concurrent stores of one
// record serialise on its row lock.
import type { Knex } from 'knex';
import type { StatementParts } from './raw-pages.repository.js';

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
function toJsonRow(content: Record<string, unknown>, countedAt: string | null): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(content)) {
    row[k] = k === 'comments' && v ? { ...(v as object), counted_at: countedAt } : v;
  }
  return row;
}

export class StoreRepository {
  constructor(private readonly db: Knex) {}

  /**
   * `also`: other writes to run at the head of the first statement (the record's snapshots and
   * fetch log: one round trip and one commit instead of two). They commit with that statement
   * even when the store itself then takes the full transaction.
   */
  async upsert(input: StoreInput, also?: StatementParts): Promise<StoreResult> {
    return (await this.fastUpsert(input, also)) ?? this.fullUpsert(input);
  }

  /**
   * The two common cases in one statement (one round trip, atomic as a statement is): a re-check
   * whose content hash is unchanged moves updated_at only; a record not yet stored is inserted
   * with its first version and its documents. Anything else (the content changed, or another
   * store raced this one) returns null and takes the full transaction below.
   */
  private async fastUpsert(input: StoreInput, also?: StatementParts): Promise<StoreResult | null> {
    const row = toJsonRow(input.content, input.countedAt);
    Object.assign(row, {
      public_id: input.newPublicId(),
      council_id: input.councilId,
      reference: input.reference,
      raw: input.raw ?? null,
      content_hash: input.contentHash,
      source: 'live',
    });
    const cols = Object.keys(row)
      .map((c) => `"${c.replace(/"/g, '""')}"`)
      .join(', ');
    const res = await this.db.raw(
      `WITH ${also?.parts.length ? `${also.parts.join(', ')}, ` : ''}upd AS (
         UPDATE applications SET updated_at = now()
          WHERE council_id = ? AND reference = ? AND content_hash = ?
          RETURNING id, public_id
       ), ins AS (
         INSERT INTO applications (${cols})
         SELECT ${cols} FROM jsonb_populate_record(NULL::applications, ?::jsonb)
          WHERE NOT EXISTS (SELECT 1 FROM applications WHERE council_id = ? AND reference = ?)
         ON CONFLICT (council_id, reference) DO NOTHING
         RETURNING id, public_id
       ), ver AS (
         INSERT INTO application_versions
           (application_id, version, content_hash, changed_fields, status, stage, decision_outcome,
            snapshot, followups_pending)
         SELECT id, 1, ?, '{}', ?, ?, ?, ?::jsonb, ? FROM ins
       ), docs AS (
         INSERT INTO documents (application_id, position, title, doc_type, doc_group, doc_date, url)
         SELECT ins.id, d.position, d.title, d.doc_type, d.doc_group, d.doc_date, d.url
           FROM ins, jsonb_to_recordset(?::jsonb)
             AS d(position int, title text, doc_type text, doc_group text, doc_date date, url text)
       )
       SELECT 'unchanged' AS outcome, upd.id, upd.public_id, v.version, v.followups_pending
         FROM upd
         LEFT JOIN LATERAL (
           SELECT version, followups_pending FROM application_versions
            WHERE application_id = upd.id ORDER BY version DESC LIMIT 1
         ) v ON true
       UNION ALL
       SELECT 'created', ins.id, ins.public_id, 1, ?::boolean FROM ins`,
      [
        ...(also?.bindings ?? []),
        input.councilId,
        input.reference,
        input.contentHash,
        JSON.stringify(row),
        input.councilId,
        input.reference,
        input.contentHash,
        input.status,
        input.stage,
        input.decisionOutcome,
        JSON.stringify(input.content),
        input.followups,
        JSON.stringify(input.documents),
        input.followups,
      ],
    );
    also?.committed();
    const r = (
      res.rows as {
        outcome: 'created' | 'unchanged';
        id: number;
        public_id: string;
        version: number | null;
        followups_pending: boolean | null;
      }[]
    )[0];
    if (!r) return null;
    return {
      applicationId: r.id,
      publicId: r.public_id,
      version: r.version ?? 0,
      outcome: r.outcome,
      followupsPending: r.followups_pending ?? false,
    };
  }

  private async fullUpsert(input: StoreInput): Promise<StoreResult> {
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

  /** After the after-store jobs of a version are queued. */
  async clearFollowups(applicationId: number, version: number): Promise<void> {
    await this.db('application_versions')
      .where({ application_id: applicationId, version })
      .update({ followups_pending: false });
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
