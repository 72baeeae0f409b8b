// The licensing.read job: one read of a council's register source through the spine, as the
// planning scrape reads a portal: the polite client (politeness shared through Redis, retries,
// robots.txt), every response kept in the raw store and logged in the fetch log, the adapter's error
// classes deciding what a failure means, the source's health updated. Then the store step.
import { UnrecoverableError, type Job } from 'bullmq';
import type { JobPayloads } from '../../../core/jobs.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../../../core/repositories/licensing/registers.repository.js';
import { LicensingReadsRepository } from '../../../core/repositories/licensing/reads.repository.js';
import { RawPagesRepository } from '../../../core/repositories/raw-pages.repository.js';
import type { RegisterContext, RegisterName } from '../../../scrapers/registers/contract.js';
import { registerAdapterFor } from '../../../scrapers/registers/index.js';
import type { JobContext } from '../../context.js';
import {
  BufferRecorder,
  countFetches,
  hostOf,
  logEntries,
  pageSetOf,
  politeHttp,
} from '../scrape/session.js';
import { judgeRead } from './fate.js';
import { storeRegisterRead, type SourceRead } from './store.js';

/** The fetch log's page kind for a register's pages. */
export const REGISTER_PAGE_KIND = 'licensing-register';

export function registerContext(ctx: JobContext, r: RegisterToRead, rec: BufferRecorder): RegisterContext {
  return {
    council: {
      slug: r.council_slug,
      name: r.council_name,
      platform: r.adapter,
      baseUrl: r.url,
      options: r.options ?? undefined,
    },
    register: {
      register: r.register as RegisterName,
      adapter: r.adapter,
      url: r.url,
      options: r.options ?? undefined,
    },
    client: politeHttp(ctx.rt).client(countFetches(r.adapter, rec)),
    logger: ctx.log,
  };
}

export async function readRegister(
  payload: JobPayloads['licensing.read'],
  ctx: JobContext,
  job: Job<JobPayloads['licensing.read']>,
): Promise<Record<string, unknown>> {
  const registers = new CouncilRegistersRepository(ctx.rt.db);
  const register = await registers.byId(payload.councilRegisterId);
  if (!register) throw new UnrecoverableError(`council register ${payload.councilRegisterId} does not exist`);
  if (register.register !== 'licensing')
    throw new UnrecoverableError(`council register ${register.id} is a ${register.register} register`);
  const reads = new LicensingReadsRepository(ctx.rt.db);
  let readId = payload.readId;
  if (readId === undefined) {
    readId = await reads.start(register.id, register.council_id, payload.trigger ?? 'nightly');
    await job.updateData({ ...payload, readId });
  }
  const read = await reads.byId(readId);
  if (!read) throw new UnrecoverableError(`licensing read ${readId} does not exist`);
  if (read.status !== 'running') return { readId, closed: true };
  await registers.markAttempt(register.id);

  const rec = new BufferRecorder();
  const rctx = registerContext(ctx, register, rec);
  const adapter = registerAdapterFor(register.adapter);
  const raw = new RawPagesRepository(ctx.rt.db);
  const save = async () => {
    const entries = logEntries(rec);
    if (entries.length)
      await raw.saveFetches(entries, {
        councilId: register.council_id,
        reference: null,
        pageKind: REGISTER_PAGE_KIND,
      });
    return entries;
  };
  const log = ctx.log.child({
    council: register.council_slug,
    register: register.register,
    source: register.name,
    read: readId,
  });
  try {
    const observedAt = new Date();
    const sources: SourceRead[] = [];
    for await (const source of adapter.discover(rctx)) {
      const pages = await adapter.fetch(rctx, source);
      const entries = await save();
      sources.push({ source, pages, refs: pageSetOf(pages, entries) });
    }
    const r = await storeRegisterRead(ctx.rt.db, {
      register,
      readId,
      kind: 'read',
      observedAt,
      sources,
      log,
    });
    // New feed rows go to licensing webhooks now (the every-minute run catches a lost job).
    if ((r.change_rows ?? 0) + (r.event_rows ?? 0) > 0)
      await ctx.queues
        .enqueue('licensing.webhooks', {}, { attempts: 3 })
        .catch((err: Error) => log.warn({ err: err.message }, 'licensing webhooks fan-out not queued'));
    return {
      readId,
      records: r.records,
      created: r.created,
      changed: r.changed,
      not_seen: r.not_seen,
      rows: (r.change_rows ?? 0) + (r.event_rows ?? 0) + (r.correction_rows ?? 0),
    };
  } catch (err) {
    await save().catch(() => {});
    await judgeRead(err, job, ctx, { register, readId, host: hostOf(register.url), log });
    return { readId, failed: (err as Error).message };
  }
}
