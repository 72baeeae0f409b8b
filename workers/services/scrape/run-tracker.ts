// A council run's progress, shared by every worker through Redis: the references discover found,
// the ones the store step has finished (each once, however often a job is retried), and the one
// moment the run closes. Closing writes the run row and the council's health (migration 010,
// councils health columns). Sets make every step idempotent: a retried or re-delivered job that
// finishes a reference twice counts it once.
import type { Redis } from 'ioredis';
import { scriptCommand } from '../../../core/redis.js';
import type { Knex } from 'knex';
import { CouncilsAdminRepository } from '../../../core/repositories/councils-admin.repository.js';
import { ScrapeRunsRepository, type RunRef } from '../../../core/repositories/scrape-runs.repository.js';

export type RefOutcome = 'created' | 'changed' | 'unchanged' | 'skipped' | 'failed';

const TTL_SECONDS = 7 * 24 * 3600;

// KEYS[1] done set, KEYS[2] counts hash, KEYS[3] total. ARGV: ttl seconds, then reference and
// outcome pairs. Adds each reference once (its outcome counted once), returns {total or false, done}.
const MARK_DONE = `
local added = 0
for i = 2, #ARGV, 2 do
  if redis.call('SADD', KEYS[1], ARGV[i]) == 1 then
    redis.call('HINCRBY', KEYS[2], ARGV[i + 1], 1)
    added = added + 1
  end
end
if added > 0 then
  redis.call('EXPIRE', KEYS[2], tonumber(ARGV[1]))
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1]))
end
return {redis.call('GET', KEYS[3]), redis.call('SCARD', KEYS[1])}
`;

const markDoneScript = (redis: Redis) =>
  scriptCommand<[string | null, number]>(redis, 'plandataRunMarkDone', 3, MARK_DONE);

/** Share of references that may fail (after their retries) before the run counts as failed. */
export const MAX_FAILED_SHARE = 0.1;

export interface RunSummary {
  runId: number;
  status: 'succeeded' | 'failed';
  discovered: number;
  done: number;
  counts: Record<RefOutcome, number>;
  error: string | null;
}

export class RunTracker {
  private readonly runs: ScrapeRunsRepository;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly db: Knex,
  ) {
    this.runs = new ScrapeRunsRepository(db);
  }

  /**
   * Writes the run's outcome and the council's health in one transaction: whoever sees the run
   * finished also sees the council's health it caused (a reader never finds a failed run beside
   * a council still counting no failure). Only the first close of a run writes (false after that);
   * the run is marked closed in Redis only once this has committed, so a close whose write fails
   * leaves the run open for a later job or the sweep to close.
   */
  private async closeRow(
    councilId: number,
    runId: number,
    outcome: Parameters<ScrapeRunsRepository['finish']>[1],
    failure: { error: string; broken: boolean } | null,
  ): Promise<boolean> {
    const closed = await this.db.transaction(async (trx) => {
      if (!(await new ScrapeRunsRepository(trx).finish(runId, outcome))) return false;
      const councils = new CouncilsAdminRepository(trx);
      if (failure) await councils.markFailure(councilId, failure.error, { broken: failure.broken });
      else await councils.markSuccess(councilId);
      return true;
    });
    await this.redis.set(this.k(runId, 'closed'), '1', 'EX', TTL_SECONDS);
    return closed;
  }

  private k(runId: number, part: string): string {
    return `${this.prefix}:run:${runId}:${part}`;
  }

  /** False once the run has closed (failed or finished): its remaining jobs stop early. */
  async isOpen(runId: number): Promise<boolean> {
    return (await this.redis.get(this.k(runId, 'closed'))) === null;
  }

  /** References discover found: kept in PostgreSQL (what the sweep repairs from), counted in Redis. */
  async addDiscovered(runId: number, refs: RunRef[]): Promise<void> {
    if (!refs.length) return;
    await this.runs.addRefs(runId, refs);
    const references = refs.map((r) => r.reference);
    await this.redis
      .multi()
      .sadd(this.k(runId, 'found'), ...references)
      .expire(this.k(runId, 'found'), TTL_SECONDS)
      .exec();
  }

  /** Discover has ended: the run's size is now known; it closes once every reference is done. */
  async discoverDone(runId: number): Promise<number> {
    const total = (await this.runs.refCounts(runId)).found;
    await this.runs.discoverFinished(runId, total);
    await this.redis.set(this.k(runId, 'total'), total, 'EX', TTL_SECONDS);
    await this.maybeFinish(runId);
    return total;
  }

  async markDone(runId: number, reference: string, outcome: RefOutcome): Promise<void> {
    await this.markDoneMany(runId, [[reference, outcome]]);
  }

  /**
   * One round trip for a batch of references: each counted once, and whether the run may now be
   * complete.
   */
  async markDoneMany(runId: number, outcomes: [reference: string, outcome: RefOutcome][]): Promise<void> {
    if (!outcomes.length) return;
    // PostgreSQL first: an outcome Redis counted but PostgreSQL lost would never be repaired. Stored
    // references need nothing written: their application rows show it (ScrapeRunsRepository.refCounts).
    await this.runs.markRefs(
      runId,
      outcomes.filter(([, o]) => o === 'skipped' || o === 'failed'),
    );
    const [total, done] = await markDoneScript(this.redis)(
      this.k(runId, 'done'),
      this.k(runId, 'counts'),
      this.k(runId, 'total'),
      TTL_SECONDS,
      ...outcomes.flat(),
    );
    if (total === null || done < Number(total)) {
      if (await this.isOpen(runId)) return;
      // The run closed (a changed layout failed it) while this batch was storing: its counts are
      // taken again from what PostgreSQL holds, so they match the rows the batch wrote.
      await this.recount(runId);
      return;
    }
    await this.maybeFinish(runId);
  }

  /** A closed run's counts from PostgreSQL (stored references are their application rows). */
  private async recount(runId: number): Promise<void> {
    const c = await this.runs.refCounts(runId);
    await this.runs.recount(runId, {
      stored: c.created + c.changed + c.unchanged,
      created: c.created,
      changed: c.changed,
      skipped: c.skipped,
    });
  }

  /** Whether the run is open, and which of `references` are done already: one round trip. */
  async openAndDone(runId: number, references: string[]): Promise<{ open: boolean; done: Set<string> }> {
    const p = this.redis.pipeline().get(this.k(runId, 'closed'));
    if (references.length) p.smismember(this.k(runId, 'done'), ...references);
    const res = (await p.exec()) ?? [];
    for (const [err] of res) if (err) throw err;
    const flags = (res[1]?.[1] as number[] | undefined) ?? [];
    return {
      open: res[0][1] === null,
      done: new Set(references.filter((_, i) => flags[i] === 1)),
    };
  }

  async progress(
    runId: number,
  ): Promise<{ discovered: number | null; found: number; done: number; counts: Record<RefOutcome, number> }> {
    const [total, found, done, counts] = await Promise.all([
      this.redis.get(this.k(runId, 'total')),
      this.redis.scard(this.k(runId, 'found')),
      this.redis.scard(this.k(runId, 'done')),
      this.redis.hgetall(this.k(runId, 'counts')),
    ]);
    return { discovered: total === null ? null : Number(total), found, done, counts: readCounts(counts) };
  }

  private async maybeFinish(runId: number): Promise<void> {
    const p = await this.progress(runId);
    if (p.discovered === null || p.done < p.discovered) return;
    if (!(await this.isOpen(runId))) return this.recount(runId);
    await this.finishFrom(runId, p.discovered, p.counts);
  }

  /** Closes a run whose references are all done, from its counts: failed when too many failed. */
  private async finishFrom(
    runId: number,
    discovered: number,
    counts: Record<RefOutcome, number>,
  ): Promise<boolean> {
    const run = await this.runs.byId(runId);
    if (!run || run.status !== 'running') return false;
    const failed = counts.failed;
    const tooMany = discovered > 0 && failed / discovered > MAX_FAILED_SHARE;
    const error = failed ? `${failed} of ${discovered} applications could not be read` : null;
    return this.closeRow(
      run.council_id,
      runId,
      {
        status: tooMany ? 'failed' : 'succeeded',
        discovered,
        stored: counts.created + counts.changed + counts.unchanged,
        created: counts.created,
        changed: counts.changed,
        skipped: counts.skipped,
        error,
      },
      tooMany ? { error: error!, broken: false } : null,
    );
  }

  /**
   * Closes a run from what PostgreSQL holds of it (the sweep's path, whatever Redis still knows):
   * when discover has finished and every reference has an outcome. Returns whether it closed it.
   */
  async finishFromDatabase(runId: number): Promise<boolean> {
    const run = await this.runs.byId(runId);
    if (!run || run.status !== 'running' || !run.discovered_at) return false;
    const c = await this.runs.refCounts(runId);
    if (c.todo > 0) return false;
    return this.finishFrom(runId, c.found, c);
  }

  /**
   * Fails the run and the council: `broken` when the portal's layout changed (the flag rises at
   * once); stored applications are never touched. Later jobs of the run see it closed and stop.
   */
  async fail(runId: number, error: string, broken: boolean): Promise<boolean> {
    const run = await this.runs.byId(runId);
    if (!run || run.status !== 'running') return false;
    const p = await this.progress(runId);
    return this.closeRow(
      run.council_id,
      runId,
      {
        status: 'failed',
        discovered: p.discovered ?? p.found,
        stored: p.counts.created + p.counts.changed + p.counts.unchanged,
        created: p.counts.created,
        changed: p.counts.changed,
        skipped: p.counts.skipped,
        error,
      },
      { error, broken },
    );
  }

  /**
   * Closes a run stopped on purpose (plandata scrape on SIGTERM or SIGINT) as failed with `error`:
   * the council's health is left as it was (the portal did nothing wrong), and later jobs of the run
   * see it closed and stop. False when the run had closed already.
   */
  async stop(runId: number, error: string): Promise<boolean> {
    const run = await this.runs.byId(runId);
    if (!run || run.status !== 'running') return false;
    const p = await this.progress(runId);
    const closed = await this.runs.finish(runId, {
      status: 'failed',
      discovered: p.discovered,
      stored: p.counts.created + p.counts.changed + p.counts.unchanged,
      created: p.counts.created,
      changed: p.counts.changed,
      skipped: p.counts.skipped,
      error,
    });
    await this.redis.set(this.k(runId, 'closed'), '1', 'EX', TTL_SECONDS);
    return closed;
  }

  async summary(runId: number): Promise<RunSummary | null> {
    const run = await this.runs.byId(runId);
    if (!run || run.status === 'running') return null;
    const p = await this.progress(runId);
    return {
      runId,
      status: run.status,
      discovered: run.discovered ?? 0,
      done: p.done,
      counts: p.counts,
      error: run.error,
    };
  }
}

function readCounts(h: Record<string, string>): Record<RefOutcome, number> {
  const n = (k: RefOutcome) => Number(h[k] ?? 0);
  return {
    created: n('created'),
    changed: n('changed'),
    unchanged: n('unchanged'),
    skipped: n('skipped'),
    failed: n('failed'),
  };
}
