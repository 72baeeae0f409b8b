// The versions the store step writes (application_versions: one row per real content change, with
// the content as stored) read back for the status and decision timeline of GET
// /v1/applications/{id}/history (spec 4.6). Only the timeline's fields are read out of each snapshot.
import type { Knex } from 'knex';
import { queryNamed } from '../../db.js';

/** One version of a live record, with the timeline's fields as the council published them then. */
export interface VersionRow {
  application_id: number;
  public_id: string;
  reference: string;
  /** Null on the one row of a record without versions (none is stored without one). */
  version: number | null;
  observed_at: Date | null;
  status: string | null;
  stage: string | null;
  decision: { outcome?: string | null; issued_date?: string | null; level?: string | null } | null;
  date_received: string | null;
  date_validated: string | null;
  date_decided: string | null;
  committee: { outcome?: string | null; meeting_date?: string | null } | null;
  appeal: {
    status?: string | null;
    outcome?: string | null;
    lodged_date?: string | null;
    decided_date?: string | null;
  } | null;
  key_dates: Record<string, string | null> | null;
}

/** The most versions read for one record (a record re-read nightly for years stays far below). */
export const HISTORY_MAX_VERSIONS = 2000;

function versionsSql(lookup: 'id' | 'public_id'): string {
  return `SELECT a.id AS application_id, a.public_id, a.reference, v.version, v.observed_at,
       v.snapshot->>'status' AS status, v.snapshot->>'stage' AS stage, v.snapshot->'decision' AS decision,
       v.snapshot->>'date_received' AS date_received, v.snapshot->>'date_validated' AS date_validated,
       v.snapshot->>'date_decided' AS date_decided, v.snapshot->'committee' AS committee,
       v.snapshot->'appeal' AS appeal, v.snapshot->'key_dates' AS key_dates
  FROM applications a
  LEFT JOIN LATERAL (SELECT * FROM application_versions v WHERE v.application_id = a.id
                      ORDER BY v.version DESC LIMIT ${HISTORY_MAX_VERSIONS}) v ON true
 WHERE a.${lookup} = $1
 ORDER BY v.version DESC`;
}

const byIdSql = versionsSql('id');
const byPublicIdSql = versionsSql('public_id');

export class HistoryRepository {
  constructor(private readonly db: Knex) {}

  /** Every version of a live record (public or numeric id), newest first; empty when there is no such record. */
  async versions(id: string): Promise<VersionRow[]> {
    const numeric = /^\d{1,18}$/.test(id);
    const rows = await queryNamed<VersionRow>(
      this.db,
      numeric ? 'plandata_history_by_id' : 'plandata_history_by_public_id',
      numeric ? byIdSql : byPublicIdSql,
      [numeric ? Number(id) : id],
    );
    for (const r of rows) r.application_id = Number(r.application_id);
    return rows;
  }
}
