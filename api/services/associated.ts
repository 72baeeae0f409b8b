// GET /v1/applications/{id}/associated (spec 2.5, 4.6) and the `associated` summary of a single
// record (spec 2.2, 4.2): the family the repository's walk finds, as roles, member objects and the
// conditions ledger. Archive members (source historical, h_ ids) are left out below the archive's
// plan (Demo) and counted in meta.historical_omitted; a parent_reference still names such a parent.
import type { Knex } from '../../core/db.js';
import type { Config } from '../../core/config.js';
import { NotFoundError } from '../../core/errors.js';
import { isArchiveId } from '../../core/ids.js';
import { featureGates, planAtLeast, type Plan } from '../../core/plans.js';
import type { ConditionStatus, FamilyRole } from '../../core/domain/planning/associated.js';
import type { Procedure, Stage } from '../../core/domain/planning/vocabulary.js';
import {
  AssociatedRepository,
  type FamilyRow,
} from '../../core/repositories/planning/associated.repository.js';
import { chargeRecords, recordKey, recordsDelivered } from '../../feed/metering.js';
import { conditionsCited } from '../../enrich/normalise/conditions.js';
import type { Account } from '../plugins/auth.js';

export interface Deps {
  db: Knex;
  config: Config;
}

export interface MemberLinks {
  service: string | null;
  council: string | null;
  associated: string | null;
}

/** A member of a family (spec 2.5). */
export interface FamilyMember {
  id: string;
  reference: string;
  procedure: Procedure | null;
  stage: Stage | null;
  depth: number;
  parent_id: string | null;
  parent_reference: string | null;
  is_this: boolean;
  source: 'live' | 'historical';
  date_received: string | null;
  links: MemberLinks;
}

/** An entry of the conditions ledger (spec 2.5, 3.2). */
export interface ConditionEntry {
  number: string;
  label: string | null;
  status: ConditionStatus;
  parent_id: string | null;
  parent_reference: string;
  applications: string[];
}

export interface AssociatedResult {
  data: {
    id: string;
    reference: string;
    role: FamilyRole;
    principal: FamilyMember | null;
    conditions: ConditionEntry[];
    count: number;
    applications: FamilyMember[];
  };
  meta: {
    how: string;
    historical_available: boolean;
    historical_omitted?: number;
    conditions_note?: string;
  };
}

/** The summary of spec 2.2 `associated` (single-record responses). */
export interface AssociatedSummary {
  role: FamilyRole;
  /** Members of the family, the record itself included. */
  count: number;
  principal: { id: string | null; reference: string; source: 'live' | 'historical' } | null;
}

const HOW =
  'Linked exactly, within one council: an application hangs off the application whose reference its description cites (discharges of conditions, reserved matters, variations), and applications sharing a reference core (the reference without its type suffix, e.g. 12/02618 of 12/02618/DET) on the same site (same UPRN, else the same address) sit beside each other. Nothing is inferred from proximity. Depth 0 is the principal; rebuild the tree from parent_id and depth.';

const NOT_RECHECKED =
  "This council's decisions are not being re-checked at the moment (its portal is failing or has not been read in the last three days): conditions show only submitted and variation_sought, as the decisions on them may have moved since they were read.";

function base(deps: Deps): string {
  return deps.config.PUBLIC_BASE_URL.replace(/\/$/, '');
}

function linksOf(r: FamilyRow, baseUrl: string): MemberLinks {
  const live = r.source === 'live';
  return {
    service: live ? `${baseUrl}/v1/applications/${r.public_id}` : null,
    council: r.links?.council ?? null,
    associated: live ? `${baseUrl}/v1/applications/${r.public_id}/associated` : null,
  };
}

/** The role of the requested record in the family read (spec 2.5). */
function roleOf(rows: FamilyRow[]): FamilyRole {
  const me = rows.find((r) => r.is_this)!;
  if (me.unreached || rows.length === 1) return 'standalone';
  if (!rows.some((r) => r.depth === 0)) return 'linked';
  return me.depth === 0 ? 'principal' : 'member';
}

const key = (r: { source: string; id: number }) => `${r.source}:${r.id}`;

// Statuses of one application's effect on a condition (spec 3.2), by its stage.
const DISCHARGE_STATUS: Record<string, ConditionStatus> = {
  approved: 'discharged',
  refused: 'refused',
  withdrawn: 'withdrawn',
  decided: 'decided',
  other: 'withdrawn',
  pending: 'submitted',
};

/**
 * The conditions ledger: every condition a member's description names (discharge or variation
 * applications), keyed by the permission it belongs to (the family member the description cites)
 * and its number. Its status is that of the latest application about it, a variation counting when
 * granted (varied) or pending (variation_sought); without re-checked decisions only submitted and
 * variation_sought are given.
 */
function conditionsLedger(
  rows: FamilyRow[],
  visible: (r: FamilyRow) => boolean,
  rechecked: boolean,
): ConditionEntry[] {
  const byNorm = new Map(rows.map((r) => [r.reference_norm, r]));
  type Event = { app: FamilyRow; status: ConditionStatus; counts: boolean };
  const ledger = new Map<
    string,
    { number: string; label: string | null; parent: FamilyRow | null; parentRef: string; events: Event[] }
  >();
  const ordered = [...rows].sort(
    (a, b) =>
      (a.date_received ?? '9999').localeCompare(b.date_received ?? '9999') ||
      a.reference.localeCompare(b.reference),
  );
  for (const app of ordered) {
    if (app.procedure !== 'discharge' && app.procedure !== 'amendment' && app.procedure !== null) continue;
    const cited = conditionsCited(app.description, app.procedure);
    if (!cited) continue;
    const parentNorm = app.cited_refs.find((ref) => byNorm.has(ref)) ?? app.cited_refs[0];
    if (!parentNorm) continue;
    const parent = byNorm.get(parentNorm) ?? null;
    const stage = app.stage ?? 'pending';
    let status: ConditionStatus;
    let counts = true;
    if (cited.kind === 'variation') {
      status =
        !rechecked || stage === 'pending'
          ? 'variation_sought'
          : stage === 'approved'
            ? 'varied'
            : (DISCHARGE_STATUS[stage] ?? 'decided');
      counts = status === 'varied' || status === 'variation_sought';
    } else status = rechecked ? (DISCHARGE_STATUS[stage] ?? 'decided') : 'submitted';
    for (const c of cited.conditions) {
      const k = `${parentNorm}#${c.number}`;
      let e = ledger.get(k);
      if (!e) {
        e = {
          number: c.number,
          label: c.label,
          parent,
          parentRef: parent?.reference ?? parentNorm,
          events: [],
        };
        ledger.set(k, e);
      }
      e.label ??= c.label;
      e.events.push({ app, status, counts });
    }
  }
  const out: ConditionEntry[] = [];
  for (const e of ledger.values()) {
    const counting = e.events.filter((ev) => ev.counts);
    const last = (counting.length ? counting : e.events)[(counting.length ? counting : e.events).length - 1];
    out.push({
      number: e.number,
      label: e.label,
      status: last.status,
      parent_id: e.parent && visible(e.parent) ? e.parent.public_id : null,
      parent_reference: e.parentRef,
      applications: e.events.filter((ev) => visible(ev.app)).map((ev) => ev.app.public_id),
    });
  }
  // By permission, then condition number as numbers (2 before 10).
  return out.sort(
    (a, b) =>
      a.parent_reference.localeCompare(b.parent_reference) ||
      parseInt(a.number, 10) - parseInt(b.number, 10) ||
      a.number.localeCompare(b.number),
  );
}

/** The family of a live record as the API serves it, and the members it delivers. */
export function buildAssociated(
  rows: FamilyRow[],
  plan: Plan,
  baseUrl: string,
  opts: { excludeHistorical?: boolean } = {},
): { result: AssociatedResult; delivered: FamilyRow[] } {
  const me = rows.find((r) => r.is_this)!;
  const archiveVisible = planAtLeast(plan, featureGates.archive) && !opts.excludeHistorical;
  const visible = (r: FamilyRow) => archiveVisible || r.source === 'live';
  const role = roleOf(rows);
  const family = role === 'standalone' ? [me] : rows;
  const byKey = new Map(family.map((r) => [key(r), r]));
  const member = (r: FamilyRow): FamilyMember => {
    const parent =
      r.parent_id !== null && r.parent_source ? byKey.get(`${r.parent_source}:${r.parent_id}`) : undefined;
    return {
      id: r.public_id,
      reference: r.reference,
      procedure: r.procedure,
      stage: r.stage,
      depth: role === 'standalone' ? 0 : r.depth,
      parent_id: parent && visible(parent) ? parent.public_id : null,
      parent_reference: r.parent_reference,
      is_this: r.is_this,
      source: r.source,
      date_received: r.date_received,
      links: linksOf(r, baseUrl),
    };
  };
  const delivered = family
    .filter(visible)
    .sort(
      (a, b) =>
        (a.date_received ?? '9999').localeCompare(b.date_received ?? '9999') ||
        a.reference.localeCompare(b.reference),
    );
  const omitted = family.length - delivered.length;
  const principalRow = family.find((r) => r.depth === 0 && role !== 'standalone' && role !== 'linked');
  const rechecked = me.rechecked;
  const conditions =
    role === 'standalone'
      ? conditionsLedger([me], visible, rechecked)
      : conditionsLedger(family, visible, rechecked);
  const meta: AssociatedResult['meta'] = { how: HOW, historical_available: omitted > 0 };
  if (!archiveVisible) meta.historical_omitted = omitted;
  if (!rechecked && conditions.length) meta.conditions_note = NOT_RECHECKED;
  return {
    result: {
      data: {
        id: me.public_id,
        reference: me.reference,
        role,
        principal: principalRow && visible(principalRow) ? member(principalRow) : null,
        conditions,
        count: delivered.length,
        applications: delivered.map(member),
      },
      meta,
    },
    delivered,
  };
}

/** The spec 2.2 summary of a family read (role, members, principal), for single-record responses. */
export function summarise(rows: FamilyRow[], plan: Plan): AssociatedSummary | null {
  if (!rows.length) return null;
  const role = roleOf(rows);
  const archiveVisible = planAtLeast(plan, featureGates.archive);
  const p = role === 'principal' || role === 'member' ? rows.find((r) => r.depth === 0) : undefined;
  return {
    role,
    count: role === 'standalone' ? 1 : rows.length,
    principal: p
      ? {
          id: archiveVisible || p.source === 'live' ? p.public_id : null,
          reference: p.reference,
          source: p.source,
        }
      : null,
  };
}

function notFound(id: string): NotFoundError {
  return isArchiveId(id)
    ? new NotFoundError(
        `${id} is a historical (archive) record: associated applications are served for live applications only. Ask for a live member of its family.`,
        'id',
      )
    : new NotFoundError(`No application with id ${id}.`, 'id');
}

/** GET /v1/applications/{id}/associated: one request; the records delivered are the members returned. */
export async function getAssociated(
  deps: Deps,
  account: Account,
  id: string,
  opts: { excludeHistorical?: boolean } = {},
): Promise<AssociatedResult> {
  if (isArchiveId(id)) throw notFound(id);
  const rows = await new AssociatedRepository(deps.db).family(id);
  if (!rows.length) throw notFound(id);
  const { result, delivered } = buildAssociated(rows, account.plan, base(deps), opts);
  await chargeRecords(
    deps.db,
    account,
    recordsDelivered(
      account,
      delivered.map((r) => recordKey(r.source, r.id)),
    ),
  );
  return result;
}

/** The associated summary of one live record (spec 4.2), or null when no live record has the id. */
export async function associatedSummary(
  deps: Deps,
  plan: Plan,
  id: string,
): Promise<AssociatedSummary | null> {
  return summarise(await new AssociatedRepository(deps.db).family(id), plan);
}
