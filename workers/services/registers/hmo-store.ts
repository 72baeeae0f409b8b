// The store step of an HMO register read: parse the read's pages with the source's adapter,
// normalise and map each record (postcode centroids and districts, UPRN points: one query each),
// compare with what the store holds, and write in one transaction under the source's lock: records
// first read or changed, last_seen for every record listed again (a removed one comes back),
// removed_at for every record the read no longer lists (never a delete), the planning counts at the
// licences' addresses, the read closed with its counts and the source's health. Used by the hmo.read
// job (pages just fetched) and by the file path (tests, the benchmark).
//
// Registers name applicants and holders: nothing here logs or stores a party; refused rows keep
// their row number and reason without the cell they quote.
import type { Knex } from 'knex';
import { ukDate } from '../../../core/calendar.js';
import type { Logger } from '../../../core/logger.js';
import type { RegisterToRead } from '../../../core/repositories/licensing/registers.repository.js';
import {
  HmoReadsRepository,
  type HmoReadOutcome,
  type HmoReadSource,
} from '../../../core/repositories/hmo/reads.repository.js';
import {
  HmoStoreRepository,
  applicationsAtPostcodes,
  postcodeLookups,
  uprnLookups,
  type HmoRowInput,
  type HmoState,
} from '../../../core/repositories/hmo/store.repository.js';
import { HmoRegistersRepository } from '../../../core/repositories/hmo/registers.repository.js';
import {
  HMO_CONTENT_COLUMNS,
  hmoRecordKey,
  lookupKeysOf,
  mapHmo,
  normaliseHmoRead,
  type HmoLookups,
  type MappedHmo,
} from '../../../enrich/map/hmo.js';
import { addressKey, buildingKey } from '../../../enrich/join/address.js';
import { hmoRefNorm, hmoStatusOn } from '../../../enrich/normalise/hmo/index.js';
import type { HmoStatus } from '../../../core/domain/hmo/vocabulary.js';
import type { RegisterStream } from '../../../scrapers/registers/contract.js';
import { parseRegisterStream, registerAdapterFor } from '../../../scrapers/registers/index.js';
import { countStored } from '../../../core/metrics.js';
import { sourcePublishedOf, type RegisterSourceRead } from './register-read.js';

/** One source of a read: what discover gave, the pages fetched for it and their raw-store refs. */
export type HmoSourceRead = RegisterSourceRead;

export interface HmoStoreInput {
  register: RegisterToRead;
  readId: number;
  observedAt: Date;
  sources: HmoSourceRead[];
  log: Logger;
  /** A reparse from the raw store writes corrections, never changes (default: a read). */
  kind?: 'read' | 'reparse';
  /** Filled with milliseconds per step, for the benchmark. */
  timings?: Partial<Record<'parse' | 'normalise' | 'geocode' | 'map' | 'write' | 'planning', number>>;
}

export type HmoStoreResult = HmoReadOutcome & { status: 'succeeded' };

/**
 * A read that would empty the register, or take more than half of its licences in force off it at
 * once (and at least SUSPECT_MIN), is refused: nothing is written, the read fails. Licences past
 * their expiry leaving a register are expected (Sheffield's list of 2025 no longer lists most of
 * 2024's: they had expired), so only unexpired ones count.
 */
export class SuspectHmoReadError extends Error {
  override name = 'SuspectHmoReadError';
}
export const SUSPECT_MIN = 20;

/** A register source's licence key prefix: the same in any database that reads the same register. */
export function licenceKeyOf(r: RegisterToRead, recordType: string, refNorm: string): string {
  return `${r.council_slug}/${r.name}/${recordType}/${refNorm}`;
}

const reasonOnly = (reason: string) => reason.replace(/'[^']*'/g, "'…'");

/** Each source parsed as a stream (RegisterStream), its rows grouped by licence reference. */
async function openSources(register: RegisterToRead, sources: HmoSourceRead[]): Promise<RegisterStream[]> {
  const adapter = registerAdapterFor(register.adapter);
  const streams: RegisterStream[] = [];
  for (const s of sources) streams.push(await parseRegisterStream(adapter, s.pages, s.source, hmoRefNorm));
  return streams;
}

/** The refused rows of the streams, once read: row number and reason (not the cells). */
const rejectedOf = (streams: RegisterStream[]) =>
  streams.flatMap((s) => s.rejected.map((x) => ({ row: x.row, reason: reasonOnly(x.reason) })));

const layoutOf = (streams: RegisterStream[]) =>
  [...new Set(streams.map((s) => s.layout))].sort().join('+') || null;

interface Mapped {
  mapped: MappedHmo;
  expiry: string | null;
  status: HmoStatus;
}

/**
 * The read's licences a batch at a time: normalised, geocoded (one look-up of the postcodes and
 * UPRNs the batch is the first to name), mapped; a reference a batch holds twice kept once, the
 * row whose hash is least, where it first came (the rows of a reference come in one batch of their
 * source: RegisterStream). `tally` counts the records read and the references held twice.
 */
async function* mappedBatches(
  db: Knex,
  register: RegisterToRead,
  streams: RegisterStream[],
  tally: { records: number; duplicates: number },
  clock: (step: 'normalise' | 'geocode' | 'map', since: number) => void,
): AsyncGenerator<Map<string, Mapped>> {
  const asked = { postcodes: new Set<string>(), uprns: new Set<string>() };
  const lookups: HmoLookups = { postcodes: new Map(), uprns: new Map() };
  for (const s of streams)
    for await (const batch of s.batches) {
      tally.records += batch.length;
      let at = performance.now();
      const { kept } = normaliseHmoRead(batch, register.nation);
      clock('normalise', at);
      at = performance.now();
      // Only what no batch before looked up (a register repeats its postcodes).
      const keys = lookupKeysOf(kept);
      const postcodes = keys.postcodes.filter((p) => !asked.postcodes.has(p));
      const uprns = keys.uprns.filter((u) => !asked.uprns.has(u));
      for (const p of postcodes) asked.postcodes.add(p);
      for (const u of uprns) asked.uprns.add(u);
      for (const [k, v] of await postcodeLookups(db, postcodes)) lookups.postcodes.set(k, v);
      for (const [k, v] of await uprnLookups(db, uprns)) lookups.uprns.set(k, v);
      clock('geocode', at);
      at = performance.now();
      const out = new Map<string, Mapped>();
      for (const n of kept) {
        const k = hmoRecordKey(n.record_type, n.ref_norm);
        const mapped = mapHmo(n, lookups);
        const had = out.get(k);
        if (had) {
          tally.duplicates++;
          if (had.mapped.hash <= mapped.hash) continue;
        }
        out.set(k, { mapped, expiry: n.dates.licence_expiry?.date ?? null, status: n.status });
      }
      clock('map', at);
      yield out;
    }
}

/** Every licence of the read by key (mappedBatches gathered; a reference on two sources kept once). */
async function gather(batches: AsyncIterable<Map<string, Mapped>>, tally: { duplicates: number }) {
  const next = new Map<string, Mapped>();
  for await (const batch of batches)
    for (const [k, m] of batch) {
      const had = next.get(k);
      if (had) {
        tally.duplicates++;
        if (had.mapped.hash <= m.mapped.hash) continue;
      }
      next.set(k, m);
    }
  return next;
}

/** The planning counts of a source's licences from the applications at their postcodes (spec 2.9 planning). */
export async function refreshPlanning(db: Knex, councilRegisterId: number): Promise<number> {
  const store = new HmoStoreRepository(db);
  const states = await store.planningStates(councilRegisterId);
  const apps = await applicationsAtPostcodes(db, [...new Set(states.map((s) => s.postcode_norm))]);
  const byPostcode = new Map<
    string,
    { key: string | null; building: string | null; hmo: boolean; date: string | null }[]
  >();
  for (const a of apps) {
    const key = addressKey(a.address);
    const list = byPostcode.get(a.postcode_norm) ?? [];
    list.push({ key, building: buildingKey(key), hmo: a.hmo, date: a.date_received });
    byPostcode.set(a.postcode_norm, list);
  }
  const moved: { id: number; n: number; hmo: number; latest: string | null }[] = [];
  for (const s of states) {
    let n = 0;
    let hmo = 0;
    let latest: string | null = null;
    if (s.address_key)
      for (const a of byPostcode.get(s.postcode_norm) ?? []) {
        // The same property, or the building a flat is in (an application for the whole house).
        const same =
          a.key !== null &&
          (a.key === s.address_key ||
            a.key === s.building_key ||
            (a.building !== null && a.building === s.address_key));
        if (!same) continue;
        n++;
        if (a.hmo) hmo++;
        if (a.date && (!latest || a.date > latest)) latest = a.date;
      }
    if (n !== s.planning_applications || hmo !== s.planning_hmo_use || latest !== s.planning_latest_date)
      moved.push({ id: s.id, n, hmo, latest });
  }
  await store.writePlanning(moved);
  return moved.length;
}

/** What a read wrote, for its result and the source's counts. */
interface Written {
  created: number;
  changed: number;
  unchanged: number;
  removed: number;
  reappeared: number;
  /** Licences the read lists, with those geocoded (by postcode among them) and those active. */
  records: number;
  geocoded: number;
  byPostcode: number;
  active: number;
}

/** Counts the licences of a read that are geocoded, by postcode, and active on the day. */
function countOf(w: Omit<Written, 'records' | 'geocoded' | 'byPostcode' | 'active'>, observedDate: string) {
  const out: Written = { ...w, records: 0, geocoded: 0, byPostcode: 0, active: 0 };
  return {
    out,
    add({ mapped, expiry, status }: Mapped) {
      out.records++;
      if (mapped.content.lat !== null) out.geocoded++;
      if (mapped.content.geo_source === 'postcode') out.byPostcode++;
      if (hmoStatusOn(status, expiry, observedDate) === 'licensed') out.active++;
    },
  };
}

/**
 * A source's first read, COPYed straight into the table a batch at a time as the file is parsed:
 * every licence is new, none is removed or comes back, so nothing is compared and the suspect-read
 * checks (which need a stored licence) cannot apply.
 */
async function writeFirstRead(
  store: HmoStoreRepository,
  input: HmoStoreInput,
  batches: AsyncIterable<Map<string, Mapped>>,
  sourcePublished: string | null,
): Promise<Written> {
  const { register } = input;
  const count = countOf(
    { created: 0, changed: 0, unchanged: 0, removed: 0, reappeared: 0 },
    ukDate(input.observedAt),
  );
  const keys = new Set<string>();
  async function* rows(): AsyncGenerator<HmoRowInput[]> {
    for await (const batch of batches) {
      const out: HmoRowInput[] = [];
      for (const [k, m] of batch) {
        // A reference's rows come in one batch (RegisterStream): one on two batches is a bug here.
        if (keys.has(k)) throw new Error(`hmo store: licence ${k} in two batches of one source`);
        keys.add(k);
        count.add(m);
        out.push({
          licence_key: licenceKeyOf(register, m.mapped.content.record_type, m.mapped.content.ref_norm),
          content: m.mapped.content,
          hash: m.mapped.hash,
        });
      }
      yield out;
    }
  }
  await store.write({
    councilId: register.council_id,
    councilRegisterId: register.id,
    observedAt: input.observedAt,
    sourceDate: sourcePublished,
    columns: HMO_CONTENT_COLUMNS,
    rows: rows(),
    seen: [],
    removed: [],
    direct: true,
  });
  count.out.created = count.out.records;
  return count.out;
}

export async function storeHmoRead(db: Knex, input: HmoStoreInput): Promise<HmoStoreResult> {
  const { register, readId, sources, log } = input;
  const t = input.timings ?? {};
  const clock = (step: keyof typeof t, since: number) =>
    (t[step] = (t[step] ?? 0) + performance.now() - since);
  const observedDate = ukDate(input.observedAt);
  let at = performance.now();
  const streams = await openSources(register, sources);
  clock('parse', at);
  const tally = { records: 0, duplicates: 0 };
  const batches = mappedBatches(db, register, streams, tally, clock);
  // A source's first read is COPYed into the table as its file is parsed (one source, a read not
  // a reparse; the look-ups take a second connection while the COPY holds the transaction's);
  // otherwise every licence is mapped before the lock, to be compared with what is stored.
  const pool = (db.client.config as { pool?: { max?: number } }).pool?.max ?? 2;
  const streamed =
    input.kind !== 'reparse' &&
    streams.length === 1 &&
    pool >= 2 &&
    !(await new HmoStoreRepository(db).holdsAny(register.id));
  let next = streamed ? null : await gather(batches, tally);
  const reads = new HmoReadsRepository(db);
  const sourcePublished = await sourcePublishedOf(sources, observedDate, (hashes) =>
    reads.firstReadOfPages(register.id, hashes),
  );
  const pages: HmoReadSource[] = sources.map((s) => ({ source: { ...s.source }, pages: s.refs }));

  /** What every succeeded read reports, whichever way it was written (first read, compared, reparse). */
  const succeeded = () => {
    const rejected = rejectedOf(streams);
    return {
      status: 'succeeded' as const,
      layout: layoutOf(streams),
      pages,
      source_published: sourcePublished,
      records: tally.records,
      rejected: rejected.length,
      duplicates: tally.duplicates,
      rejected_rows: rejected.slice(0, 500),
    };
  };
  const stored = await new HmoStoreRepository(db).withSourceLock(register.id, async (trx) => {
    at = performance.now();
    const store = new HmoStoreRepository(trx);
    const states = await store.states(register.id);
    // A read stored between the check and the lock: this one is compared with it after all.
    if (!next && states.length) next = await gather(batches, tally);
    let written: Written;
    if (!next) {
      written = await writeFirstRead(store, input, batches, sourcePublished);
      clock('write', at);
    } else {
      const r = await compareAndWrite(trx, input, next, states, sourcePublished);
      if (r.corrected !== undefined) {
        clock('write', at);
        await refreshPlanning(trx, register.id);
        const result: HmoStoreResult = {
          ...succeeded(),
          created: 0,
          changed: 0,
          unchanged: r.unchanged,
          removed: 0,
          reappeared: 0,
          corrected: r.corrected,
          error: null,
          observed_at: input.observedAt,
        };
        // A reparse is not a read of the register: the source's health and counts stay.
        await new HmoReadsRepository(trx).finish(readId, result);
        log.info(
          {
            council: register.council_slug,
            register: 'hmo',
            source: register.name,
            read: readId,
            corrected: r.corrected,
          },
          'hmo register reparsed',
        );
        return result;
      }
      written = r;
      clock('write', at);
    }
    at = performance.now();
    await refreshPlanning(trx, register.id);
    clock('planning', at);
    const { geocoded, byPostcode, active, created, changed, unchanged, removed, reappeared } = written;
    const result: HmoStoreResult = {
      ...succeeded(),
      geocoded,
      geocoded_postcode: byPostcode,
      created,
      changed,
      unchanged,
      removed,
      reappeared,
      error: null,
      observed_at: input.observedAt,
    };
    await new HmoReadsRepository(trx).finish(readId, result);
    await new HmoRegistersRepository(trx).markSuccess(register.id, readId, input.observedAt, {
      records: written.records,
      active,
    });
    log.info(
      {
        council: register.council_slug,
        register: 'hmo',
        source: register.name,
        read: readId,
        records: result.records,
        rejected: result.rejected,
        geocoded,
        created,
        changed,
        removed,
        reappeared,
      },
      'hmo register stored',
    );
    return result;
  });
  // No history is kept: the rows written new or changed are this register's versions.
  countStored('hmo', stored, (stored.created ?? 0) + (stored.changed ?? 0));
  return stored;
}

/**
 * A read compared with what the source holds (see the file comment) and written; a reparse writes
 * corrections (its count in `corrected`).
 */
async function compareAndWrite(
  trx: Knex,
  input: HmoStoreInput,
  next: Map<string, Mapped>,
  states: HmoState[],
  sourcePublished: string | null,
): Promise<Written & { corrected?: number }> {
  const { register } = input;
  const observedDate = ukDate(input.observedAt);
  const store = new HmoStoreRepository(trx);
  const stored = new Map(states.map((s) => [hmoRecordKey(s.record_type, s.ref_norm), s]));
  const rows: HmoRowInput[] = [];
  const seen: number[] = [];
  const removed: number[] = [];
  let created = 0;
  let changed = 0;
  let unchanged = 0;
  let reappeared = 0;
  if (input.kind === 'reparse') {
    // The same bytes read again by today's code: what differs is the code's doing, written as
    // corrections (never as changes), and never a licence's presence.
    for (const [k, { mapped }] of next) {
      const s = stored.get(k);
      if (!s) continue;
      if (s.hash === mapped.hash) {
        unchanged++;
        continue;
      }
      rows.push({
        licence_key: licenceKeyOf(register, mapped.content.record_type, mapped.content.ref_norm),
        content: mapped.content,
        hash: mapped.hash,
      });
    }
    const corrected = await store.correct({ columns: HMO_CONTENT_COLUMNS, rows, at: input.observedAt });
    return {
      ...countOf({ created: 0, changed: 0, unchanged, removed: 0, reappeared: 0 }, observedDate).out,
      corrected,
    };
  }
  for (const [k, { mapped }] of next) {
    const s = stored.get(k);
    if (!s) created++;
    else if (s.removed) reappeared++;
    if (s && s.hash === mapped.hash) {
      unchanged++;
      seen.push(s.id);
      continue;
    }
    if (s) changed++;
    rows.push({
      licence_key: licenceKeyOf(register, mapped.content.record_type, mapped.content.ref_norm),
      content: mapped.content,
      hash: mapped.hash,
    });
  }
  for (const [k, s] of stored) if (!s.removed && !next.has(k)) removed.push(s.id);
  const present = states.filter((s) => !s.removed).length;
  if (present > 0 && next.size === 0)
    throw new SuspectHmoReadError(
      `the register lists no records where it held ${present}: refused, nothing written`,
    );
  if (removed.length >= SUSPECT_MIN) {
    const inForce = await trx.raw<{ rows: { present: number; leaving: number }[] }>(
      `SELECT count(*)::int AS present, count(*) FILTER (WHERE id = ANY(?::bigint[]))::int AS leaving
           FROM hmo_licences WHERE council_register_id = ? AND removed_at IS NULL
            AND status NOT IN ('refused', 'withdrawn', 'revoked', 'surrendered', 'superseded', 'expired')
            AND (licence_expiry IS NULL OR licence_expiry >= ?::date)`,
      [removed, register.id, observedDate],
    );
    const f = inForce.rows[0];
    if (f.leaving >= SUSPECT_MIN && f.leaving * 2 > f.present)
      throw new SuspectHmoReadError(
        `the read would take ${f.leaving} of ${f.present} unexpired licences off the register at once: refused, nothing written`,
      );
  }
  await store.write({
    councilId: register.council_id,
    councilRegisterId: register.id,
    observedAt: input.observedAt,
    sourceDate: sourcePublished,
    columns: HMO_CONTENT_COLUMNS,
    rows,
    seen,
    removed,
    direct: states.length === 0,
  });
  const count = countOf({ created, changed, unchanged, removed: removed.length, reappeared }, observedDate);
  for (const m of next.values()) count.add(m);
  return count.out;
}
