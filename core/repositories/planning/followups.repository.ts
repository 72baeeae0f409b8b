// What the after-store jobs (workers/pipeline.ts) have left undone, read for the follow-ups sweep
// (workers/services/followups.ts): versions whose jobs were never queued, versions never matched to
// alerts, applications never enriched since their last change. Each list is capped and oldest first.
import type { Knex } from 'knex';

export interface VersionRef {
  applicationId: number;
  version: number;
}

export class FollowupsRepository {
  constructor(private readonly db: Knex) {}

  /** Versions whose after-store jobs are still to be queued, stored before `before`. */
  async pending(before: Date, limit: number): Promise<VersionRef[]> {
    return this.refs(
      `SELECT application_id, version FROM application_versions
       WHERE followups_pending AND observed_at < ? ORDER BY observed_at LIMIT ?`,
      [before, limit],
    );
  }

  /** Versions never matched to alerts (their jobs were queued), stored before `before`. */
  async unmatched(before: Date, limit: number): Promise<VersionRef[]> {
    return this.refs(
      `SELECT application_id, version FROM application_versions
       WHERE matched_at IS NULL AND NOT followups_pending AND observed_at < ?
       ORDER BY observed_at LIMIT ?`,
      [before, limit],
    );
  }

  /** Applications not enriched since they last changed (before `before`), with their latest version. */
  async unenriched(before: Date, limit: number): Promise<VersionRef[]> {
    return this.refs(
      `SELECT a.id application_id, v.version FROM applications a
       JOIN LATERAL (SELECT max(version) version FROM application_versions WHERE application_id = a.id) v ON true
       WHERE (a.enriched_at IS NULL OR a.changed_at > a.enriched_at) AND a.changed_at < ?
       ORDER BY a.changed_at LIMIT ?`,
      [before, limit],
    );
  }

  /** Alert matching of a version has finished (in the matching transaction). */
  async markMatched(applicationId: number, version: number): Promise<void> {
    await this.db('application_versions')
      .where({ application_id: applicationId, version })
      .update({ matched_at: this.db.fn.now() });
  }

  private async refs(sql: string, bindings: unknown[]): Promise<VersionRef[]> {
    const r = await this.db.raw<{ rows: { application_id: string; version: number }[] }>(
      sql,
      bindings as never,
    );
    return r.rows
      .filter((x) => x.version !== null)
      .map((x) => ({ applicationId: Number(x.application_id), version: x.version }));
  }
}
