// Appeals (migration 073): the load of a casework file or case pages, the join to applications
// (spec 2.7 `application`; the application's `appeal` block and stage, spec 3.1), and the search of
// spec 4.9, newest decision first on a keyset cursor.
import type { Knex } from 'knex';
import { copyCell, copyLines, withConnection } from '../copy.js';
import { queryNamed } from '../../db.js';

export interface AppealRowInput {
  case_number: string;
  content: Record<string, unknown>;
  hash: string;
}

export interface AppealFilters {
  councilId?: number;
  outcomes?: string[];
  types?: string[];
  since?: string;
  until?: string;
  /** One of: the appeal's full reference, its case number, or the council's application reference. */
  reference?: { appealRef?: string; caseNumber?: string; lpaRefNorm?: string };
  postcodePrefix?: string;
  minResidences?: number;
  kind: 'appeals' | 'other' | 'all';
}

export interface AppealPosition {
  d: string | null;
  i: number;
}

const CONTENT = [
  'appeal_reference',
  'casework_type',
  'type',
  'outcome',
  'decision',
  'decision_date',
  'lpa_decision_date',
  'received_date',
  'start_date',
  'procedure',
  'development_type',
  'appeal_reason',
  'council_id',
  'lpa_name',
  'ons_code',
  'lpa_reference',
  'lpa_reference_norm',
  'site_address',
  'postcode',
  'postcode_norm',
  'postcode_district',
  'residences',
  'green_belt',
  'costs_applied',
  'enforcement_grounds',
  'link_status',
  'lead_case',
  'contact',
  'link_inspectorate',
] as const;

/** The columns a load writes, in COPY order. */
const COPY_COLUMNS = ['case_number', ...CONTENT, 'content_hash', 'load_id'] as const;

/** Advisory lock class of the appeals loads (pg_advisory_xact_lock(int, int)). */
const APPEALS_LOAD_LOCK = 7320;

/** One case as a line of COPY's text format, in COPY_COLUMNS order. */
function copyLineOf(r: AppealRowInput, loadId: number): string {
  let line = copyCell(r.case_number);
  for (const c of CONTENT)
    line += `\t${copyCell(c === 'contact' ? JSON.stringify(r.content.contact ?? null) : ((r.content[c] ?? null) as string | number | boolean | null))}`;
  return `${line}\t${copyCell(r.hash)}\t${loadId}\n`;
}

/** An appeal with its council, the application it is joined to and its load (spec 2.7). */
const APPEAL_SELECT = `SELECT a.*, c.slug AS council_slug, c.name AS council_name, ap.public_id AS application_public_id,
        ap.reference AS application_reference, ap.links AS application_links, l.source_file, l.end_date AS source_end_date
      FROM appeals a
      LEFT JOIN councils c ON c.id = a.council_id
      LEFT JOIN applications ap ON ap.id = a.application_id
      LEFT JOIN appeal_loads l ON l.id = a.load_id`;

const appealsOfApplication = (key: string) =>
  `WITH x AS (SELECT x.id, x.council_id, x.reference_norm FROM applications x WHERE ${key} = $1)
   ${APPEAL_SELECT}
   WHERE a.application_id = (SELECT id FROM x)
      OR (a.council_id, a.lpa_reference_norm) = (SELECT council_id, reference_norm FROM x)
   ORDER BY a.decision_date DESC NULLS LAST, a.id DESC LIMIT 50`;
const appealsOfApplicationById = appealsOfApplication('x.id');
const appealsOfApplicationByPublicId = appealsOfApplication('x.public_id');

export class AppealsRepository {
  constructor(private readonly db: Knex) {}

  /** Councils by slug and by ONS code, to file each appeal under its authority. */
  async councilIds(): Promise<{ bySlug: Map<string, number>; byCode: Map<string, number> }> {
    const rows = (await this.db('councils').select('id', 'slug', 'ons_code')) as {
      id: number;
      slug: string;
      ons_code: string | null;
    }[];
    return {
      bySlug: new Map(rows.map((r) => [r.slug, r.id])),
      byCode: new Map(rows.filter((r) => r.ons_code).map((r) => [r.ons_code!.toUpperCase(), r.id])),
    };
  }

  async startLoad(sourceFile: string, endDate: string | null, layout: string | null): Promise<number> {
    const [r] = await this.db('appeal_loads')
      .insert({ source_file: sourceFile, end_date: endDate, layout })
      .returning('id');
    return (r as { id: number }).id;
  }

  async finishLoad(
    id: number,
    counts: {
      records: number;
      rejected: number;
      rejected_rows: unknown;
      joined: number;
      end_date: string | null;
    },
  ): Promise<void> {
    await this.db('appeal_loads')
      .where({ id })
      .update({ ...counts, rejected_rows: JSON.stringify(counts.rejected_rows) });
  }

  /**
   * Serialises the loads (to the transaction's end): the cases a load finds absent (hashesOf) stay
   * absent until it has inserted them, so its new cases can be COPYed straight into the table.
   */
  async lockLoads(): Promise<void> {
    await this.db.raw('SELECT pg_advisory_xact_lock(?, 0)', [APPEALS_LOAD_LOCK]);
  }

  /** The content hash of each of these cases that is stored, by case number. */
  async hashesOf(caseNumbers: string[]): Promise<Map<string, string>> {
    if (!caseNumbers.length) return new Map();
    const r = await this.db.raw<{ rows: { case_number: string; content_hash: string }[] }>(
      'SELECT a.case_number, a.content_hash FROM appeals a JOIN unnest(?::text[]) n(case_number) USING (case_number)',
      [caseNumbers],
    );
    return new Map(r.rows.map((x) => [x.case_number, x.content_hash]));
  }

  /**
   * COPYs new cases (none of them stored: see lockLoads) straight into appeals, as the rows come
   * (a generator's rows are made while PostgreSQL writes the ones before), in batches (those of
   * a file read as it is parsed); returns the rows written.
   */
  async insert(
    batches: Iterable<readonly AppealRowInput[]> | AsyncIterable<readonly AppealRowInput[]>,
    loadId: number,
  ): Promise<number> {
    let n = 0;
    const lines = (async function* () {
      for await (const rows of batches) {
        let run = '';
        for (const r of rows) run += copyLineOf(r, loadId);
        n += rows.length;
        if (run) yield run;
      }
    })();
    await withConnection(this.db, (conn) => copyLines(conn, 'appeals', COPY_COLUMNS, lines));
    return n;
  }

  /**
   * Rewrites stored cases whose content changed: COPYed into a stage and updated from it by case
   * number in one statement. Returns the rows written.
   */
  async update(rows: readonly AppealRowInput[], loadId: number): Promise<number> {
    if (!rows.length) return 0;
    const list = COPY_COLUMNS.map((c) => `"${c}"`).join(', ');
    const set = COPY_COLUMNS.filter((c) => c !== 'case_number')
      .map((c) => `"${c}" = s."${c}"`)
      .join(', ');
    // The stage lives until the transaction ends: the load's own, or one of its own here.
    const merge = (trx: Knex) =>
      withConnection(trx, async (conn) => {
        await conn.query(
          `CREATE TEMP TABLE IF NOT EXISTS appeals_stage ON COMMIT DROP AS SELECT ${list} FROM appeals WITH NO DATA`,
        );
        await conn.query('TRUNCATE appeals_stage');
        await copyLines(
          conn,
          'appeals_stage',
          COPY_COLUMNS,
          rows.map((r) => copyLineOf(r, loadId)),
        );
        const r = await conn.query(
          `UPDATE appeals a SET ${set}, updated_at = now() FROM appeals_stage s
            WHERE a.case_number = s.case_number AND a.content_hash IS DISTINCT FROM s.content_hash`,
        );
        return r.rowCount ?? 0;
      });
    return this.db.isTransaction ? merge(this.db) : this.db.transaction(merge);
  }

  /**
   * Joins the cases to the application with the same council reference in the same authority, and
   * updates each joined application's appeal block and stage from its latest decided appeal (spec
   * 3.1: allowed -> approved, dismissed -> refused, split -> decided; an appeal against conditions,
   * or quashed, withdrawn or invalid, leaves the stage). An application whose appeal block or stage
   * this changes gets a new version, as a change the store step finds does (the history of spec 4.6,
   * changed_at for the change feed, the after-store jobs pending: alerts, webhooks, enrichment);
   * one it leaves as it was is not touched. Returns the cases joined and the versions written.
   */
  async joinApplications(
    caseNumbers: string[],
  ): Promise<{ joined: number; versions: { applicationId: number; version: number }[] }> {
    if (!caseNumbers.length) return { joined: 0, versions: [] };
    const joined = await this.db.raw(
      `UPDATE appeals a SET application_id = ap.id
         FROM applications ap
        WHERE a.case_number = ANY(?::text[]) AND a.council_id = ap.council_id
          AND a.lpa_reference_norm = ap.reference_norm AND a.application_id IS DISTINCT FROM ap.id`,
      [caseNumbers],
    );
    // The joined cases are scanned once, each tested against the file's case numbers (a hashed
    // array): not one index probe per case of the file (1.7 s at 500,000 cases, most not joined).
    const versions = await this.db.raw<{ rows: { application_id: string; version: number }[] }>(
      `WITH joined AS MATERIALIZED (
         SELECT application_id, case_number FROM appeals WHERE application_id IS NOT NULL
       ), x AS (
         SELECT DISTINCT ON (application_id) application_id, case_number, appeal_reference, type, outcome,
                decision, decision_date, received_date, procedure, link_inspectorate,
                coalesce(appeal_reason ~* 'condition', false) AS against
           FROM appeals WHERE application_id IN (SELECT application_id FROM joined WHERE case_number = ANY(?::text[]))
          ORDER BY application_id, decision_date DESC NULLS LAST, id DESC
       ), next AS (
         SELECT ap.id, ap.stage AS old_stage, ap.appeal AS old_appeal,
                jsonb_build_object(
                  'case_number', x.case_number, 'reference', x.appeal_reference, 'type', x.type,
                  'status', CASE WHEN x.outcome IS NULL THEN 'in progress' ELSE 'decided' END,
                  'outcome', x.outcome, 'decision', x.decision, 'decided_date', x.decision_date,
                  'lodged_date', x.received_date, 'procedure', x.procedure, 'link', x.link_inspectorate,
                  'source', 'planning-inspectorate') AS appeal,
                CASE
                  WHEN x.outcome IS NULL OR x.against THEN ap.stage
                  WHEN x.outcome = 'allowed' THEN 'approved'
                  WHEN x.outcome = 'dismissed' THEN 'refused'
                  WHEN x.outcome = 'split' THEN 'decided'
                  ELSE ap.stage END AS stage
           FROM applications ap JOIN x ON x.application_id = ap.id
       ), upd AS (
         UPDATE applications ap SET appeal = n.appeal, stage = n.stage, changed_at = now(), updated_at = now()
           FROM next n
          WHERE ap.id = n.id AND (n.old_appeal IS DISTINCT FROM n.appeal OR n.old_stage IS DISTINCT FROM n.stage)
         RETURNING ap.id, ap.content_hash, ap.status, ap.stage, ap.appeal, n.old_stage, n.old_appeal
       )
       INSERT INTO application_versions
         (application_id, version, content_hash, changed_fields, status, stage, decision_outcome, snapshot,
          followups_pending)
       SELECT u.id, coalesce(v.version, 0) + 1, coalesce(v.content_hash, u.content_hash),
              array_remove(ARRAY[
                CASE WHEN u.old_appeal IS DISTINCT FROM u.appeal THEN 'appeal' END,
                CASE WHEN u.old_stage IS DISTINCT FROM u.stage THEN 'stage' END], NULL),
              coalesce(v.status, u.status), u.stage, v.decision_outcome,
              coalesce(v.snapshot, '{}'::jsonb) || jsonb_build_object('appeal', u.appeal, 'stage', u.stage),
              true
         FROM upd u
         LEFT JOIN LATERAL (SELECT version, content_hash, status, decision_outcome, snapshot
                              FROM application_versions WHERE application_id = u.id
                             ORDER BY version DESC LIMIT 1) v ON true
       RETURNING application_id, version`,
      [caseNumbers],
    );
    return {
      joined: joined.rowCount ?? 0,
      versions: versions.rows.map((r) => ({ applicationId: Number(r.application_id), version: r.version })),
    };
  }

  async search(
    f: AppealFilters,
    opts: { limit: number; after: AppealPosition | null },
  ): Promise<{ rows: Record<string, unknown>[]; next: AppealPosition | null }> {
    const w: string[] = [];
    const b: unknown[] = [];
    if (f.councilId !== undefined) {
      w.push('a.council_id = ?');
      b.push(f.councilId);
    }
    if (f.outcomes?.length) {
      w.push('a.outcome = ANY(?::text[])');
      b.push(f.outcomes);
    }
    if (f.types?.length) {
      w.push('a.type = ANY(?::text[])');
      b.push(f.types);
    }
    if (f.since) {
      w.push('a.decision_date >= ?::date');
      b.push(f.since);
    }
    if (f.until) {
      w.push('a.decision_date <= ?::date');
      b.push(f.until);
    }
    const r = f.reference;
    if (r?.appealRef) {
      w.push('a.appeal_reference = ?');
      b.push(r.appealRef);
    } else if (r?.caseNumber) {
      w.push('(a.case_number = ? OR a.lpa_reference_norm = ?)');
      b.push(r.caseNumber, r.caseNumber);
    } else if (r?.lpaRefNorm) {
      w.push('a.lpa_reference_norm = ?');
      b.push(r.lpaRefNorm);
    }
    if (f.postcodePrefix) {
      w.push('a.postcode_norm LIKE ?');
      b.push(`${f.postcodePrefix}%`);
    }
    if (f.minResidences !== undefined) {
      w.push('a.residences >= ?');
      b.push(f.minResidences);
    }
    // A reference finds the case whatever its kind.
    if (!r && f.kind === 'appeals') w.push("a.type <> 'other'");
    else if (!r && f.kind === 'other') w.push("a.type = 'other'");
    const a = opts.after;
    if (a) {
      if (a.d === null) {
        w.push('a.decision_date IS NULL AND a.id < ?');
        b.push(a.i);
      } else {
        w.push(
          '(a.decision_date < ?::date OR (a.decision_date = ?::date AND a.id < ?) OR a.decision_date IS NULL)',
        );
        b.push(a.d, a.d, a.i);
      }
    }
    const sql = `${APPEAL_SELECT}
      ${w.length ? `WHERE ${w.join(' AND ')}` : ''}
      ORDER BY a.decision_date DESC NULLS LAST, a.id DESC LIMIT ?`;
    const res = await this.db.raw(sql, [...b, opts.limit + 1] as never);
    const rows = res.rows as Record<string, unknown>[];
    let next: AppealPosition | null = null;
    if (rows.length > opts.limit) {
      rows.length = opts.limit;
      const last = rows[rows.length - 1];
      next = { d: (last.decision_date as string | null) ?? null, i: Number(last.id) };
    }
    return { rows, next };
  }

  /**
   * The appeal records of one live application (spec 2.2 `appeals`, single-record responses): those
   * joined to it, and those of its council whose application reference is its reference (the join
   * of 2.7, read now so an application stored after the appeals were loaded has its appeals too).
   * Newest decision first.
   */
  async forApplication(id: string): Promise<Record<string, unknown>[]> {
    // The path's id as GET /v1/applications/{id} takes it (numeric or public), so the read can run
    // beside the record's own. A named statement: by id sends it on every call, and planning it each
    // time cost more than running it (0.5 of its 0.85 ms at 10M applications).
    const numeric = /^\d{1,18}$/.test(id);
    return queryNamed<Record<string, unknown>>(
      this.db,
      numeric ? 'plandata_appeals_of_application_by_id' : 'plandata_appeals_of_application_by_public_id',
      numeric ? appealsOfApplicationById : appealsOfApplicationByPublicId,
      [numeric ? Number(id) : id],
    );
  }

  /** The newest load, for meta.source of a page that names none. */
  async latestLoad(): Promise<{ source_file: string; end_date: string | null } | null> {
    return (
      ((await this.db('appeal_loads').orderBy('id', 'desc').first('source_file', 'end_date')) as
        { source_file: string; end_date: string | null } | undefined) ?? null
    );
  }
}
