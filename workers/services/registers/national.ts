// The licensing.national job: a national register (the Gambling Commission's premises register) is
// ONE file covering every licensing authority. It is fetched once through the polite client (raw
// store and fetch log, no council), parsed once, and its rows filed under each council by the local
// authority they name, matched to the councils table (scrapers/kit/council-names.ts
// AuthorityMatcher). Each council's share is a council_registers row of its own (`national` = the
// register's name) read through the same store step as a council's own register, so it has its
// history, lev_ ids, backfill and coverage, and the source is named on each. Authorities that match
// no council, and rows that name none, are counted on the national row and logged: never dropped
// silently. A council whose share is gone from the file is read with no rows: the store refuses to
// empty it (SuspectReadError), so it is unread, not emptied.
import { UnrecoverableError, type Job } from 'bullmq';
import type { JobPayloads } from '../../../core/jobs.js';
import type { Logger } from '../../../core/logger.js';
import type { Runtime } from '../../../core/runtime.js';
import { CouncilsAdminRepository } from '../../../core/repositories/councils-admin.repository.js';
import {
  NationalRegistersRepository,
  type NationalRegisterRow,
  type UnmatchedAuthority,
} from '../../../core/repositories/licensing/national.repository.js';
import { LicensingReadsRepository } from '../../../core/repositories/licensing/reads.repository.js';
import { CouncilRegistersRepository } from '../../../core/repositories/licensing/registers.repository.js';
import { RawPagesRepository } from '../../../core/repositories/raw-pages.repository.js';
import { SuspectReadError } from '../../../enrich/map/licensing-diff.js';
import { AuthorityMatcher } from '../../../scrapers/kit/council-names.js';
import { formerCouncils } from '../../../scrapers/councils/former-councils.js';
import type {
  RawRegisterRecord,
  RegisterContext,
  RegisterName,
} from '../../../scrapers/registers/contract.js';
import { registerAdapterFor } from '../../../scrapers/registers/index.js';
import type { JobContext } from '../../context.js';
import { BufferRecorder, countFetches, logEntries, pageSetOf, politeHttp } from '../scrape/session.js';
import { failRegisterRead, registerChanged } from './register-read.js';
import { LICENSING_READ, REGISTER_PAGE_KIND } from './read.js';
import { parseSources, storeRegisterRead, type SourceRead } from './store.js';

/** One council's share of the read: its source row, its read and what the read did. */
export interface ShareOutcome {
  council: string;
  registerId: number;
  readId: number;
  records: number;
  status: 'succeeded' | 'failed';
  created?: number;
  changed?: number;
  unchanged?: number;
  not_seen?: number;
  error?: string;
}

export interface NationalOutcome {
  national: string;
  records: number;
  rejected: number;
  councils: number;
  unmatched: UnmatchedAuthority[];
  shares: ShareOutcome[];
}

function contextOf(rt: Runtime, n: NationalRegisterRow, rec: BufferRecorder, log: Logger): RegisterContext {
  return {
    council: { slug: `national:${n.name}`, name: n.name, platform: n.adapter, baseUrl: n.url },
    register: {
      register: n.register as RegisterName,
      adapter: n.adapter,
      url: n.url,
      options: n.options ?? undefined,
    },
    client: politeHttp(rt).client(countFetches(n.adapter, rec)),
    logger: log,
  };
}

/** Files the parsed rows by council: rows per slug, and the authorities that match none. */
export function fileByAuthority(
  records: RawRegisterRecord[],
  matcher: AuthorityMatcher,
): { byCouncil: Map<string, number>; unmatched: UnmatchedAuthority[] } {
  const byCouncil = new Map<string, number>();
  const unmatched = new Map<string, UnmatchedAuthority>();
  for (const r of records) {
    const m = matcher.match(r.authority);
    if (m.slug !== null) {
      byCouncil.set(m.slug, (byCouncil.get(m.slug) ?? 0) + 1);
      continue;
    }
    const key = r.authority ?? '';
    const u = unmatched.get(key) ?? { authority: key, rows: 0, reason: m.reason };
    u.rows++;
    unmatched.set(key, u);
  }
  return {
    byCouncil,
    unmatched: [...unmatched.values()].sort((a, b) => a.authority.localeCompare(b.authority)),
  };
}

/**
 * Fetches a national register's file once through the polite client (the raw store and the fetch
 * log, under no council). Throws what the adapter throws (a file gone, refused, or failing).
 */
export async function fetchNational(
  rt: Runtime,
  national: NationalRegisterRow,
  log: Logger,
): Promise<SourceRead[]> {
  const rec = new BufferRecorder();
  const rctx = contextOf(rt, national, rec, log);
  const adapter = registerAdapterFor(national.adapter);
  const raw = new RawPagesRepository(rt.db);
  const save = async () => {
    const entries = logEntries(rec);
    if (entries.length)
      await raw.saveFetches(entries, { councilId: null, reference: null, pageKind: REGISTER_PAGE_KIND });
    return entries;
  };
  const sources: SourceRead[] = [];
  try {
    for await (const source of adapter.discover(rctx)) {
      const pages = await adapter.fetch(rctx, source);
      sources.push({ source, pages, refs: pageSetOf(pages, await save()) });
    }
  } catch (err) {
    await save().catch(() => {});
    throw err;
  }
  return sources;
}

/**
 * Reads a national register once and stores each council's share. Throws when the file cannot be
 * fetched or parsed (nothing stored; the caller retries or fails the national row); a share whose
 * store step fails fails that council's read only.
 */
export async function readNationalRegister(
  rt: Runtime,
  national: NationalRegisterRow,
  opts: { trigger: string; log: Logger },
): Promise<NationalOutcome> {
  const log = opts.log.child({ national: national.name, register: national.register });
  const nationals = new NationalRegistersRepository(rt.db);
  await nationals.markAttempt(national.id);
  const observedAt = new Date();
  const sources = await fetchNational(rt, national, log);
  // Parsed once for every council.
  const parsed = await parseSources(national.adapter, sources);

  const councils = await new CouncilsAdminRepository(rt.db).names();
  const ids = new Map(councils.map((c) => [c.slug, c.id]));
  const matcher = new AuthorityMatcher(councils, formerCouncils());
  const { byCouncil, unmatched } = fileByAuthority(parsed.records, matcher);
  const registers = new CouncilRegistersRepository(rt.db);
  // Every council the file names now, and every council it named before (its share is read too).
  const slugs = new Set([
    ...byCouncil.keys(),
    ...(await registers.sharesOf(national.name)).map((s) => s.council_slug),
  ]);
  const reads = new LicensingReadsRepository(rt.db);
  const shares: ShareOutcome[] = [];
  for (const slug of [...slugs].sort()) {
    const row = await registers.upsert({
      councilId: ids.get(slug)!,
      register: national.register,
      name: national.name,
      adapter: national.adapter,
      url: national.url,
      options: national.options,
      layout: national.layout,
      format: national.format,
      cadence: national.cadence,
      sourceNote:
        `${national.name}: the rows of the national register whose local authority is this council's. ${national.source_note ?? ''}`.trim(),
      national: national.name,
    });
    const share = (await registers.byId(row.id))!;
    const readId = await reads.start(share.id, share.council_id, opts.trigger);
    const mine = (records: RawRegisterRecord[]) =>
      records.filter((r) => matcher.match(r.authority).slug === slug);
    const outcome: ShareOutcome = {
      council: slug,
      registerId: share.id,
      readId,
      records: byCouncil.get(slug) ?? 0,
      status: 'succeeded',
    };
    try {
      await registers.markAttempt(share.id);
      const r = await storeRegisterRead(rt.db, {
        register: share,
        readId,
        kind: 'read',
        observedAt,
        sources,
        log,
        parsed: { ...parsed, rejected: [] },
        select: mine,
      });
      Object.assign(outcome, {
        created: r.created,
        changed: r.changed,
        unchanged: r.unchanged,
        not_seen: r.not_seen,
      });
    } catch (err) {
      const msg = `${(err as Error).name}: ${(err as Error).message}`;
      outcome.status = 'failed';
      outcome.error = msg;
      log.warn({ council: slug, err: msg }, 'national register: a council share not stored');
      await failRegisterRead(
        LICENSING_READ,
        rt.db,
        share,
        readId,
        msg,
        !(err instanceof SuspectReadError) && registerChanged(err),
      );
    }
    shares.push(outcome);
  }
  await nationals.markSuccess(national.id, {
    records: parsed.records.length,
    councils: byCouncil.size,
    unmatched,
  });
  if (unmatched.length)
    log.warn(
      {
        unmatched: unmatched.map((u) => `${u.authority || '(none)'}: ${u.rows}`),
        rows: unmatched.reduce((n, u) => n + u.rows, 0),
      },
      'national register: rows of authorities no council matches (kept on the national row, not filed)',
    );
  log.info(
    {
      records: parsed.records.length,
      rejected: parsed.rejected.length,
      councils: byCouncil.size,
      shares_failed: shares.filter((s) => s.status === 'failed').length,
    },
    'national register read',
  );
  return {
    national: national.name,
    records: parsed.records.length,
    rejected: parsed.rejected.length,
    councils: byCouncil.size,
    unmatched,
    shares,
  };
}

/**
 * A national register's job: the row by id (gone: not retried), `read` on it, and a failure kept
 * on the row once retrying is over (a changed or vanished file is not retried).
 */
export async function runNationalJob(
  payload: { nationalRegisterId: number },
  ctx: JobContext,
  job: Job,
  read: (national: NationalRegisterRow) => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const nationals = new NationalRegistersRepository(ctx.rt.db);
  const national = await nationals.byId(payload.nationalRegisterId);
  if (!national)
    throw new UnrecoverableError(`national register ${payload.nationalRegisterId} does not exist`);
  try {
    return await read(national);
  } catch (err) {
    const msg = `${(err as Error).name}: ${(err as Error).message}`;
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (!last && !registerChanged(err)) throw err;
    await nationals.markFailure(national.id, msg);
    return { failed: msg };
  }
}

/** The licensing.national job. */
export function readNational(
  payload: JobPayloads['licensing.national'],
  ctx: JobContext,
  job: Job<JobPayloads['licensing.national']>,
): Promise<Record<string, unknown>> {
  return runNationalJob(payload, ctx, job, async (national) => {
    const r = await readNationalRegister(ctx.rt, national, {
      trigger: payload.trigger ?? 'nightly',
      log: ctx.log,
    });
    if (r.shares.some((s) => s.status === 'succeeded'))
      await ctx.queues
        .enqueue('licensing.webhooks', {}, { attempts: 3 })
        .catch((err: Error) => ctx.log.warn({ err: err.message }, 'licensing webhooks fan-out not queued'));
    return {
      records: r.records,
      councils: r.councils,
      unmatched: r.unmatched.length,
      failed: r.shares.filter((s) => s.status === 'failed').length,
    };
  });
}
