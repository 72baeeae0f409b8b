// GET /v1/applications/{id}/history (spec 4.6, 2.10): the status and decision timeline of a live
// record, from the versions the store step writes on every real content change. An event is a
// version in which a field of the timeline moved: what moved (field, from, to), the record's status,
// stage and decision as of that version, the council's own dates as then published, and when the
// change was observed. Newest first; the first event is the record as first seen.
import type { Knex } from '../../core/db.js';
import { NotFoundError } from '../../core/errors.js';
import { isArchiveId } from '../../core/ids.js';
import type { HistoryField } from '../../core/domain/planning/associated.js';
import type { Stage } from '../../core/domain/planning/vocabulary.js';
import { HistoryRepository, type VersionRow } from '../../core/repositories/planning/history.repository.js';

export interface HistoryChange {
  field: HistoryField;
  from: string | null;
  to: string | null;
}

export interface HistoryEvent {
  version: number;
  observed_at: string;
  first_seen: boolean;
  changes: HistoryChange[];
  status: string | null;
  stage: Stage | null;
  decision: { outcome: string | null; issued_date: string | null; level: string | null } | null;
  council_dates: {
    received: string | null;
    validated: string | null;
    decided: string | null;
    decision_issued: string | null;
    committee: string | null;
    appeal_lodged: string | null;
    appeal_decided: string | null;
  };
}

export interface History {
  application: { id: string; reference: string };
  events: HistoryEvent[];
}

/** The timeline's fields of one version, as strings (null where the council published nothing). */
function fieldsOf(v: VersionRow): Record<HistoryField, string | null> {
  return {
    status: v.status,
    stage: v.stage as Stage | null,
    decision: v.decision?.outcome ?? null,
    decision_level: v.decision?.level ?? null,
    decision_issued_date: v.decision?.issued_date ?? null,
    date_validated: v.date_validated,
    date_decided: v.date_decided,
    committee: v.committee?.outcome ?? null,
    appeal_status: v.appeal?.status ?? null,
    appeal_outcome: v.appeal?.outcome ?? null,
    target_decision_date: v.key_dates?.target_decision ?? null,
    permission_expiry_date: v.key_dates?.permission_expiry ?? null,
  };
}

function eventOf(v: VersionRow, changes: HistoryChange[], first: boolean): HistoryEvent {
  return {
    version: v.version!,
    observed_at: new Date(v.observed_at!).toISOString(),
    first_seen: first,
    changes,
    status: v.status,
    stage: v.stage as Stage | null,
    decision: v.decision
      ? {
          outcome: v.decision.outcome ?? null,
          issued_date: v.decision.issued_date ?? null,
          level: v.decision.level ?? null,
        }
      : null,
    council_dates: {
      received: v.date_received,
      validated: v.date_validated,
      decided: v.date_decided,
      decision_issued: v.decision?.issued_date ?? null,
      committee: v.committee?.meeting_date ?? v.key_dates?.committee ?? null,
      appeal_lodged: v.appeal?.lodged_date ?? null,
      appeal_decided: v.appeal?.decided_date ?? null,
    },
  };
}

/** Events from versions given newest first: a version counts when a timeline field moved. */
export function timeline(versions: VersionRow[]): HistoryEvent[] {
  const out: HistoryEvent[] = [];
  const asc = versions.filter((v) => v.version !== null).reverse();
  let before: Record<HistoryField, string | null> | null = null;
  for (const v of asc) {
    const now = fieldsOf(v);
    const changes: HistoryChange[] = [];
    for (const field of Object.keys(now) as HistoryField[]) {
      const from = before ? before[field] : null;
      if (from !== now[field]) changes.push({ field, from, to: now[field] });
    }
    if (changes.length || !before) out.push(eventOf(v, changes, !before));
    before = now;
  }
  return out.reverse();
}

/** A live record's timeline (public or numeric id); 404 for archive ids and unknown ids. */
export async function getHistory(db: Knex, id: string): Promise<History> {
  if (isArchiveId(id))
    throw new NotFoundError(
      `${id} is a historical (archive) record: archive records never change and have no history.`,
      'id',
    );
  const rows = await new HistoryRepository(db).versions(id);
  if (!rows.length) throw new NotFoundError(`No application with id ${id}.`, 'id');
  return { application: { id: rows[0].public_id, reference: rows[0].reference }, events: timeline(rows) };
}
