// Runs of a council's scrape (migration 010) and their references (migration 015): what discover
// found and what became of each (stored ones known from their application rows), kept in PostgreSQL so a run survives the loss of Redis, and the
// sweep (workers/services/scrape/sweep.ts) can tell a finished run from a stalled one.
import type { Knex } from 'knex';

export interface ScrapeRunRow {
  id: number;
  council_id: number;
  trigger: string;
  window_from: string;
  window_to: string;
  status: 'running' | 'succeeded' | 'failed';
  discovered: number | null;
  stored: number;
  created: number;
  changed: number;
  skipped: number;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
  /** When discover finished (null while it runs, or when it never finished). */
  discovered_at: Date | null;
  /** How often the sweep has re-queued this run's unfinished work. */
  repairs: number;
}

/** A discovered reference as the fetch step needs it. */
export interface RunRef {
  reference: string;
  keyval: string | null;
  url: string;
}

export type RefOutcomeName = 'created' | 'changed' | 'unchanged' | 'skipped' | 'failed';

/** A running run as the sweep sees it. */
export interface RunningRun {
  id: number;
  council_id: number;
  started_at: Date;
  discovered_at: Date | null;
  repairs: number;
  /** The last sign of life: the newest finished reference, else the end of discover, else the start. */
  last_progress: Date;
  todo: number;
}

/** Counts of a run's references by outcome, for closing it from PostgreSQL. */
export interface RefCounts {
  found: number;
  todo: number;
  created: number;
  changed: number;
  unchanged: number;
  skipped: number;
  failed: number;
}

/** Runs of a council's scrape (migration 010). */
export class ScrapeRunsRepository {
  constructor(private readonly db: Knex) {}

  async start(councilId: number, trigger: string, window: { from: string; to: string }): Promise<number> {
    const [row] = await this.db('scrape_runs')
      .insert({ council_id: councilId, trigger, window_from: window.from, window_to: window.to })
      .returning('id');
    return (row as { id: number }).id;
  }

  async byId(id: number): Promise<ScrapeRunRow | null> {
    return ((await this.db('scrape_runs').where({ id }).first()) as ScrapeRunRow | undefined) ?? null;
  }

  /** Records what discover found (each reference once per run). */
  async addRefs(runId: number, refs: RunRef[]): Promise<void> {
    if (!refs.length) return;
    await this.db.raw(
      `INSERT INTO scrape_run_refs (run_id, reference, keyval, url)
       SELECT ?, r.reference, r.keyval, r.url
       FROM jsonb_to_recordset(?::jsonb) AS r(reference text, keyval text, url text)
       ON CONFLICT (run_id, reference) DO NOTHING`,
      [runId, JSON.stringify(refs)],
    );
  }

  /** Discover has ended with `total` references. */
  async discoverFinished(runId: number, total: number): Promise<void> {
    await this.db('scrape_runs')
      .where({ id: runId })
      .update({ discovered: total, discovered_at: this.db.fn.now() });
  }

  /**
   * References skipped or given up on (the first outcome of each counts; a repeat changes nothing).
   * Stored references need no row here: their application rows say so (refCounts).
   */
  async markRefs(runId: number, outcomes: [reference: string, outcome: RefOutcomeName][]): Promise<void> {
    if (!outcomes.length) return;
    await this.db.raw(
      `UPDATE scrape_run_refs r SET outcome = o.outcome, done_at = now()
       FROM jsonb_to_recordset(?::jsonb) AS o(reference text, outcome text)
       WHERE r.run_id = ? AND r.reference = o.reference AND r.outcome IS NULL`,
      [JSON.stringify(outcomes.map(([reference, outcome]) => ({ reference, outcome }))), runId],
    );
  }

  /**
   * Counts of a run's references by outcome. A stored reference is known from its application row
   * (touched by every store, changed or not, since the run started), so the store step writes
   * nothing here; only references skipped or given up on carry an outcome of their own.
   */
  async refCounts(runId: number): Promise<RefCounts> {
    const r = await this.db.raw<{ rows: Record<keyof RefCounts, string>[] }>(
      `SELECT count(*) found,
              count(*) FILTER (WHERE r.outcome IS NULL AND a.id IS NULL) todo,
              count(*) FILTER (WHERE r.outcome IS NULL AND a.created_at >= s.started_at) created,
              count(*) FILTER (WHERE r.outcome IS NULL AND a.created_at < s.started_at
                                 AND a.changed_at >= s.started_at) changed,
              count(*) FILTER (WHERE r.outcome IS NULL AND a.created_at < s.started_at
                                 AND a.changed_at < s.started_at) unchanged,
              count(*) FILTER (WHERE r.outcome = 'skipped') skipped,
              count(*) FILTER (WHERE r.outcome = 'failed') failed
       FROM scrape_run_refs r
       JOIN scrape_runs s ON s.id = r.run_id
       LEFT JOIN applications a
         ON a.council_id = s.council_id AND a.reference = r.reference AND a.updated_at >= s.started_at
       WHERE r.run_id = ?`,
      [runId],
    );
    const row = r.rows[0];
    const n = (k: keyof RefCounts) => Number(row[k]);
    return {
      found: n('found'),
      todo: n('todo'),
      created: n('created'),
      changed: n('changed'),
      unchanged: n('unchanged'),
      skipped: n('skipped'),
      failed: n('failed'),
    };
  }

  /** The references of a run no job has finished (not stored since the run started, no outcome), in order. */
  async todoRefs(runId: number, limit = 100_000): Promise<RunRef[]> {
    const r = await this.db.raw<{ rows: RunRef[] }>(
      `SELECT r.reference, r.keyval, r.url
       FROM scrape_run_refs r
       JOIN scrape_runs s ON s.id = r.run_id
       WHERE r.run_id = ? AND r.outcome IS NULL AND NOT EXISTS (
         SELECT 1 FROM applications a
         WHERE a.council_id = s.council_id AND a.reference = r.reference AND a.updated_at >= s.started_at)
       ORDER BY r.reference LIMIT ?`,
      [runId, limit],
    );
    return r.rows;
  }

  /** Runs still running, with their last sign of life, oldest first. */
  async running(limit = 100): Promise<RunningRun[]> {
    const r = await this.db.raw<{ rows: (Omit<RunningRun, 'todo'> & { todo: string })[] }>(
      `SELECT s.id, s.council_id, s.started_at, s.discovered_at, s.repairs,
              greatest(s.started_at, s.discovered_at, d.last_done) last_progress, coalesce(d.todo, 0) todo
       FROM scrape_runs s
       LEFT JOIN LATERAL (
         SELECT greatest(max(r.done_at), max(a.updated_at)) last_done,
                count(*) FILTER (WHERE r.outcome IS NULL AND a.id IS NULL) todo
         FROM scrape_run_refs r
         LEFT JOIN applications a
           ON a.council_id = s.council_id AND a.reference = r.reference AND a.updated_at >= s.started_at
         WHERE r.run_id = s.id
       ) d ON true
       WHERE s.status = 'running'
       ORDER BY s.started_at LIMIT ?`,
      [limit],
    );
    return r.rows.map((x) => ({ ...x, todo: Number(x.todo) }));
  }

  /** One more repair of a run by the sweep; returns the new count. */
  async addRepair(runId: number): Promise<number> {
    const [row] = await this.db('scrape_runs')
      .where({ id: runId })
      .increment('repairs', 1)
      .returning('repairs');
    return (row as { repairs: number }).repairs;
  }

  /** Deletes the references of runs finished before `before` (they are only needed while a run runs). */
  async purgeRefs(before: Date): Promise<number> {
    const r = await this.db.raw<{ rowCount: number }>(
      `DELETE FROM scrape_run_refs WHERE run_id IN
         (SELECT id FROM scrape_runs WHERE status <> 'running' AND finished_at < ?)`,
      [before],
    );
    return r.rowCount ?? 0;
  }

  /** Corrects a closed run's counts (work that finished after it closed). */
  async recount(
    id: number,
    counts: { stored: number; created: number; changed: number; skipped: number },
  ): Promise<void> {
    await this.db('scrape_runs').where({ id }).whereNot('status', 'running').update(counts);
  }

  /** Closes a running run; a run closes once (returns false when it was already closed). */
  async finish(
    id: number,
    outcome: {
      status: 'succeeded' | 'failed';
      discovered: number | null;
      stored: number;
      created: number;
      changed: number;
      skipped: number;
      error?: string | null;
    },
  ): Promise<boolean> {
    const n = await this.db('scrape_runs')
      .where({ id, status: 'running' })
      .update({
        status: outcome.status,
        discovered: outcome.discovered,
        stored: outcome.stored,
        created: outcome.created,
        changed: outcome.changed,
        skipped: outcome.skipped,
        error: outcome.error?.slice(0, 2000) ?? null,
        finished_at: this.db.fn.now(),
      });
    return n === 1;
  }
}
