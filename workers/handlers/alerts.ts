import { StoreRepository } from '../../core/repositories/planning/store.repository.js';
import type { Handler } from '../context.js';
import { afterStore } from '../pipeline.js';
import { afterStoreJobId } from '../services/scrape/store.js';
import { matchApplication } from '../services/alerts-match.js';
import { queueAlertDigests } from '../services/alerts-digest.js';
import { sendAlertEmails } from '../services/alerts-mail.js';

/** First wait, longest wait and total wait of matching for the other after-store jobs. */
export const MATCH_WAIT_FIRST_MS = 50;
export const MATCH_WAIT_STEP_MAX_MS = 1000;
export const MATCH_WAIT_MAX_MS = 10 * 60_000;

/** The next wait: 50 ms, then doubling the time waited so far, at most a second at a time. */
export function nextMatchWait(waitedMs: number): number {
  return Math.min(MATCH_WAIT_STEP_MAX_MS, Math.max(MATCH_WAIT_FIRST_MS, waitedMs));
}

/**
 * After the store step: match the stored version to saved alerts (spec 4.5, 6.1). Radius and owner
 * alerts need the point and owners that the other after-store jobs (the enrichment joins) write, so
 * matching waits until every other after-store job of the same version has finished: while the
 * version's follow-ups are still being queued, or one of them is waiting or running, this job
 * re-queues itself a moment later (50 ms, then growing to a second; after MATCH_WAIT_MAX_MS it
 * matches what is there).
 */
export const alertsMatch: Handler<'alerts.match'> = async (payload, ctx) => {
  const waited = payload.waitedMs ?? 0;
  if (waited < MATCH_WAIT_MAX_MS) {
    const pending = await pendingSiblings(ctx, payload.applicationId, payload.version);
    if (pending.length) {
      const step = nextMatchWait(waited);
      const next = waited + step;
      await ctx.queues.enqueue(
        'alerts.match',
        {
          applicationId: payload.applicationId,
          version: payload.version,
          isNew: payload.isNew,
          waitedMs: next,
        },
        {
          jobId: `alerts.match_${payload.applicationId}_${payload.version}_w${next}`,
          delay: step,
        },
      );
      return { deferred: pending, waitedMs: next };
    }
  }
  return matchApplication(
    { db: ctx.rt.db, config: ctx.rt.config, queues: ctx.queues, log: ctx.log },
    payload,
  );
};

async function pendingSiblings(
  ctx: Parameters<Handler<'alerts.match'>>[1],
  applicationId: number,
  version: number,
): Promise<string[]> {
  if (await new StoreRepository(ctx.rt.db).followupsPending(applicationId, version)) return ['(queueing)'];
  const pending: string[] = [];
  for (const job of afterStore) {
    if (job === 'alerts.match') continue;
    const j = await ctx.queues.get(job).getJob(afterStoreJobId(job, applicationId, version));
    // Absent: finished and trimmed (or never queued for this version). Failed: it will not write.
    if (!j) continue;
    const state = await j.getState();
    if (state !== 'completed' && state !== 'failed' && state !== 'unknown') pending.push(job);
  }
  return pending;
}

/** Daily: one e-mail per alert with new matches, queued for the mailer (spec 4.5). */
export const alertsDigest: Handler<'alerts.digest'> = async (_payload, ctx) => {
  const done = await queueAlertDigests(ctx.rt.db, ctx.rt.config);
  if (done.emails) {
    ctx.log.info(done, 'alert e-mails queued');
    // Sent now rather than at the mailer's next minute.
    await ctx.queues.enqueue('alerts.mail', {});
  }
  return done;
};

/** Every minute and after each digest: the due queued e-mails, over SMTP (docs/alerts.md). */
export const alertsMail: Handler<'alerts.mail'> = async (_payload, ctx) =>
  sendAlertEmails({ db: ctx.rt.db, config: ctx.rt.config, log: ctx.log });
