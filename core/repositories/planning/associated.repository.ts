// The family of applications around a principal (spec 2.5, 4.6): one statement walks the links that
// migration 061 keeps as generated columns (application_nodes: live and archive records as one
// relation). Linking is exact and within one council:
// - up: from the requested record, each step to the first reference its description cites that names
//   a record of the council (live or archive), until a record cites none; that record is the top;
// - beside the top: records of the council sharing its reference core on the same site (same UPRN,
//   else the same address); the principal is the first of them by kind (outline, full, others) and
//   received date. A top that is a follow-on application (discharge, reserved matters, variation)
//   citing a reference the council's records do not hold has no principal: the family hangs off that
//   missing reference (spec 2.5 role `linked`);
// - down: every record citing a member, recursively (GIN index on cited_refs), depth below 9.
// Nothing is inferred from proximity. The rows are members with their depth and parent; the service
// (api/services/associated.ts) turns them into roles, the member objects and the conditions ledger.
import type { Knex } from 'knex';
import { queryNamed } from '../../db.js';
import type { Procedure, Stage } from '../../domain/planning/vocabulary.js';

/** One member of a family as the walk finds it. */
export interface FamilyRow {
  source: 'live' | 'historical';
  id: number;
  public_id: string;
  council_id: number;
  reference: string;
  reference_norm: string;
  cited_refs: string[];
  description: string | null;
  procedure: Procedure | null;
  stage: Stage | null;
  date_received: string | null;
  date_decided: string | null;
  links: { council?: string | null } | null;
  /** 0 for the principal; 1 for records hanging off a reference no record holds (no principal). */
  depth: number;
  parent_source: 'live' | 'historical' | null;
  parent_id: number | null;
  parent_public_id: string | null;
  /** The parent's reference as the council writes it, or the cited reference no record holds. */
  parent_reference: string | null;
  /** The requested record. */
  is_this: boolean;
  /** The requested record, not reached by the walk (its family is deeper than the walk goes). */
  unreached: boolean;
  /** Its council's decisions are re-checked: not broken, and read successfully in the last 3 days. */
  rechecked: boolean;
}

/** The most members a family is read with (a principal with hundreds of discharges is cut here). */
export const FAMILY_MAX_MEMBERS = 500;

const NODE_COLUMNS = [
  'source',
  'id',
  'public_id',
  'council_id',
  'reference',
  'reference_norm',
  'reference_core',
  'cited_refs',
  'description',
  'procedure',
  'stage',
  'date_received',
  'date_decided',
  'links',
  'site_key',
];
const cols = (alias: string) => NODE_COLUMNS.map((c) => `${alias}.${c}`).join(', ');
const FOLLOW_ON = `('discharge', 'reserved-matters', 'amendment')`;
const PRINCIPAL_ORDER = `CASE procedure WHEN 'outline' THEN 0 WHEN 'full' THEN 1 WHEN 'discharge' THEN 5
  WHEN 'amendment' THEN 4 WHEN 'reserved-matters' THEN 3 ELSE 2 END, date_received NULLS LAST, source DESC, id`;

/**
 * The records citing one reference, found through the GIN index on cited_refs alone; the caller keeps
 * those of the same council. Written as its own subquery (OFFSET 0 keeps the planner from merging it)
 * because, joined on council and citation together, the planner ANDs the GIN scan with the council's
 * index: a bitmap of every record of the council (25,000 at 10M applications, 17 ms cold) for a
 * reference that nearly always has no citing record at all. A reference is cited by a handful of
 * records nationally, so the council test after the index costs nothing.
 */
const citing = (ref: string) =>
  `SELECT ${cols('c')} FROM application_nodes c WHERE c.cited_refs @> ARRAY[${ref}] OFFSET 0`;

function familySql(lookup: 'id' | 'public_id'): string {
  return `WITH RECURSIVE
me AS MATERIALIZED (
  SELECT ${cols('n')} FROM application_nodes n WHERE n.source = 'live' AND n.${lookup} = $1 LIMIT 1
),
up AS (
  SELECT ${cols('me')}, 0 AS hops, ARRAY[me.reference_norm] AS seen FROM me
  UNION ALL
  SELECT ${cols('p')}, up.hops + 1, up.seen || p.reference_norm
    FROM up CROSS JOIN LATERAL (
      SELECT ${cols('n')}
        FROM unnest(up.cited_refs) WITH ORDINALITY AS c(ref, ord)
        JOIN application_nodes n ON n.council_id = up.council_id AND n.reference_norm = c.ref
       WHERE c.ref <> ALL (up.seen)
       ORDER BY c.ord, n.source DESC, n.id
       LIMIT 1) p
   WHERE up.hops < 8
),
top AS MATERIALIZED (SELECT * FROM up ORDER BY hops DESC LIMIT 1),
dangling AS MATERIALIZED (
  SELECT c.ref FROM top CROSS JOIN LATERAL unnest(top.cited_refs) WITH ORDINALITY AS c(ref, ord)
   WHERE top.procedure IN ${FOLLOW_ON} AND c.ref <> ALL (top.seen)
     AND NOT EXISTS (SELECT 1 FROM application_nodes n
                      WHERE n.council_id = top.council_id AND n.reference_norm = c.ref)
   ORDER BY c.ord LIMIT 1
),
companions AS MATERIALIZED (
  SELECT ${cols('n')} FROM top
    JOIN application_nodes n ON n.council_id = top.council_id AND n.reference_core = top.reference_core
   WHERE NOT EXISTS (SELECT 1 FROM dangling)
     AND ((n.source = top.source AND n.id = top.id) OR (n.site_key <> '' AND n.site_key = top.site_key))
),
principal AS MATERIALIZED (SELECT * FROM companions ORDER BY ${PRINCIPAL_ORDER} LIMIT 1),
roots AS (
  SELECT ${cols('c')}, CASE WHEN c.source = p.source AND c.id = p.id THEN 0 ELSE 1 END AS depth,
         CASE WHEN c.source = p.source AND c.id = p.id THEN NULL ELSE p.source END AS parent_source,
         CASE WHEN c.source = p.source AND c.id = p.id THEN NULL ELSE p.id END AS parent_id,
         CASE WHEN c.source = p.source AND c.id = p.id THEN NULL ELSE p.public_id END AS parent_public_id,
         CASE WHEN c.source = p.source AND c.id = p.id THEN NULL ELSE p.reference END AS parent_reference,
         CASE WHEN c.source = p.source AND c.id = p.id THEN NULL ELSE p.reference_norm END AS parent_norm
    FROM companions c CROSS JOIN principal p
  UNION ALL
  SELECT ${cols('n')}, 1, NULL, NULL, NULL, d.ref, d.ref
    FROM dangling d CROSS JOIN top
    CROSS JOIN LATERAL (${citing('d.ref')}) n
   WHERE n.council_id = top.council_id
),
down AS (
  SELECT r.*, ARRAY[r.reference_norm] AS path FROM roots r
  UNION ALL
  SELECT ${cols('n')}, d.depth + 1, d.source, d.id, d.public_id, d.reference, d.reference_norm,
         d.path || n.reference_norm
    FROM down d
    CROSS JOIN LATERAL (${citing('d.reference_norm')}) n
   WHERE n.council_id = d.council_id AND d.depth < 8 AND n.reference_norm <> ALL (d.path)
),
members AS (
  SELECT DISTINCT ON (source, id) * FROM down
   ORDER BY source, id, depth, array_position(cited_refs, parent_norm) NULLS LAST
),
found AS (
  SELECT m.*, false AS unreached FROM members m
  UNION ALL
  SELECT ${cols('me')}, 0, NULL, NULL, NULL, NULL, NULL, NULL, true FROM me
   WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.source = 'live' AND m.id = me.id)
)
SELECT f.source, f.id, f.public_id, f.council_id, f.reference, f.reference_norm, f.cited_refs,
       f.description, f.procedure, f.stage, f.date_received::text, f.date_decided::text, f.links, f.depth,
       f.parent_source, f.parent_id, f.parent_public_id, f.parent_reference,
       (f.source = 'live' AND f.id = me.id) AS is_this, f.unreached,
       coalesce((SELECT NOT c.broken AND c.last_success_at > now() - interval '3 days'
                   FROM councils c WHERE c.id = me.council_id), false) AS rechecked
  FROM found f CROSS JOIN me
 ORDER BY (f.source = 'live' AND f.id = me.id) DESC, f.depth, f.date_received NULLS LAST, f.id
 LIMIT ${FAMILY_MAX_MEMBERS}`;
}

const byIdSql = familySql('id');
const byPublicIdSql = familySql('public_id');

export class AssociatedRepository {
  constructor(private readonly db: Knex) {}

  /**
   * The family of a live record (public id or numeric id): its members, the requested one first, then
   * by depth and received date. Empty when no live record has that id.
   */
  async family(id: string): Promise<FamilyRow[]> {
    const numeric = /^\d{1,18}$/.test(id);
    const rows = await queryNamed<FamilyRow>(
      this.db,
      numeric ? 'plandata_family_by_id' : 'plandata_family_by_public_id',
      numeric ? byIdSql : byPublicIdSql,
      [numeric ? Number(id) : id],
    );
    for (const r of rows) {
      r.id = Number(r.id);
      if (r.parent_id !== null) r.parent_id = Number(r.parent_id);
    }
    return rows;
  }
}
