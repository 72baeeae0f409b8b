// The store step of a licensing register read: parse the read's pages with the source's adapter,
// normalise, map (company register, UPRN and postcode look-ups), compare with what the store holds
// and write the records and the change-feed rows, in one transaction under the source's lock
// (enrich/map/licensing-diff.ts has the rules). Used by the read job (pages just fetched), by the
// reparse (pages rebuilt from raw_pages: corrections, never changes) and by the benchmark.
//
// Nothing here logs or keeps a party's wording: counts only (licensing spec 1).
import { appendAll } from '../../../core/arrays.js';
import type { Knex } from 'knex';
import { ukDate } from '../../../core/calendar.js';
import type { Logger } from '../../../core/logger.js';
import type { LicensingRecordType } from '../../../core/domain/licensing/vocabulary.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../../../core/repositories/licensing/registers.repository.js';
import {
  LicensingReadsRepository,
  type ReadOutcome,
  type ReadSource,
} from '../../../core/repositories/licensing/reads.repository.js';
import {
  LicensingStoreRepository,
  companiesByNameKeys,
  postcodePoints,
  rawBodies,
  uprnPoints,
  type ChangeRowInput,
  type LicenceRowInput,
  type LicenceState,
  type LicenceStoredRow,
} from '../../../core/repositories/licensing/store.repository.js';
import type { StoredPageRef } from '../../../core/repositories/raw-pages.repository.js';
import {
  companyKeysOf,
  licencePublicId,
  mapLicence,
  normaliseRead,
  rawRecordHash,
  recordKey,
  redactorFor,
  type LicenceContent,
  type MapLookups,
  type MappedLicence,
} from '../../../enrich/map/licensing.js';
import {
  planRead,
  type Baseline,
  type PlanContext,
  type ReadPlan,
  type StoredLicence,
} from '../../../enrich/map/licensing-diff.js';
import { inForce, normaliseLicensing } from '../../../enrich/normalise/licensing/index.js';
import type { FetchedPage } from '../../../scrapers/contract.js';
import { decodeBody } from '../../../scrapers/kit/charset.js';
import type { RawRegisterRecord, RegisterSource } from '../../../scrapers/registers/contract.js';
import { registerAdapterFor } from '../../../scrapers/registers/index.js';
import { countStored } from '../../../core/metrics.js';
import { AuthorityMatcher } from '../../../scrapers/kit/council-names.js';
import { formerCouncils } from '../../../scrapers/councils/former-councils.js';
import { CouncilsAdminRepository } from '../../../core/repositories/councils-admin.repository.js';
import { sourcePublishedOf, type RegisterSourceRead } from './register-read.js';

/** One source of a read: what discover gave, the pages fetched for it and their raw-store refs. */
export type SourceRead = RegisterSourceRead;

export interface StoreReadInput {
  register: RegisterToRead;
  readId: number;
  kind: 'read' | 'reparse';
  observedAt: Date;
  sources: SourceRead[];
  log: Logger;
  /** Filled with milliseconds per step (parse, map, compare, write), for the benchmark. */
  timings?: Partial<Record<'parse' | 'map' | 'compare' | 'write', number>>;
  /**
   * The sources' records already parsed (a national register is parsed once for every council's
   * share): the pages are then not parsed again for this read. `select` is applied to them.
   */
  parsed?: Parsed;
  /**
   * The records of the sources that are this register's (a council's share of a national file);
   * by default, for a share, those whose authority is the council's (nationalShare).
   */
  select?: (records: RawRegisterRecord[]) => RawRegisterRecord[];
}

/** What one read did (the licensing_reads row's counts). */
export type StoreReadResult = ReadOutcome & { status: 'succeeded' };

export interface Parsed {
  records: RawRegisterRecord[];
  rejected: { row: number | null; reason: string }[];
  layout: string | null;
}

/** A register source's stable identity, whatever database it is in (lev_ ids and party marks). */
export function scopeOf(r: RegisterToRead): string {
  return `${r.council_slug}\n${r.register}\n${r.name}`;
}

/** A refused row's reason without the cell it quotes (a cell may name a person). */
function reasonOnly(reason: string): string {
  return reason.replace(/'[^']*'/g, "'…'");
}

/**
 * The sources' records, each read by the source's adapter; through parseAsync where the adapter has
 * one, so a format with an asynchronous decoder (a PDF register) is read too (registers/contract.ts).
 */
export async function parseSources(
  adapterName: string,
  sources: SourceRead[],
  select: Select | null = null,
): Promise<Parsed> {
  const adapter = registerAdapterFor(adapterName);
  const out: Parsed = { records: [], rejected: [], layout: null };
  const layouts = new Set<string>();
  for (const s of sources) {
    const r = adapter.parseAsync
      ? await adapter.parseAsync(s.pages, s.source)
      : adapter.parse(s.pages, s.source);
    appendAll(out.records, r.records);
    appendAll(
      out.rejected,
      r.rejected.map((x) => ({ row: x.row, reason: reasonOnly(x.reason) })),
    );
    layouts.add(r.layout);
  }
  out.layout = [...layouts].sort().join('+') || null;
  if (select) out.records = select(out.records);
  return out;
}

type Select = (records: RawRegisterRecord[]) => RawRegisterRecord[];

/**
 * A council's share of a national register: the records whose local authority is the council's,
 * matched against the councils table (scrapers/kit/council-names.ts AuthorityMatcher).
 */
export async function nationalShare(db: Knex, councilSlug: string): Promise<Select> {
  const matcher = new AuthorityMatcher(await new CouncilsAdminRepository(db).names(), formerCouncils());
  return (records) => records.filter((r) => matcher.match(r.authority).slug === councilSlug);
}

async function lookupsFor(db: Knex, recs: ReturnType<typeof normaliseRead>['kept']): Promise<MapLookups> {
  const n = recs.map((r) => r.n);
  const uprns = [...new Set(n.filter((x) => !x.point && !x.grid && x.uprn).map((x) => x.uprn!))];
  const postcodes = [
    ...new Set(
      n.filter((x) => !x.point && !x.grid && x.postcode).map((x) => x.postcode!.replace(/\s+/g, '')),
    ),
  ];
  // One after another: inside the store's transaction they share one connection.
  const companies = await companiesByNameKeys(db, companyKeysOf(n));
  const u = await uprnPoints(db, uprns);
  const p = await postcodePoints(db, postcodes);
  return { companies, uprnPoints: u, postcodePoints: p };
}

/** The read's records mapped, one per key (a key printed twice: the same one whichever row comes first). */
async function mapRecords(
  db: Knex,
  register: RegisterToRead,
  records: RawRegisterRecord[],
): Promise<{
  next: Map<string, MappedLicence>;
  excluded: Record<string, number>;
  duplicates: number;
  withheld: number;
  /** This read's withheld names as hashes, for the source to remember. */
  nameHashes: string[];
}> {
  const { kept, excluded } = normaliseRead(records, register.nation);
  const lookups = await lookupsFor(db, kept);
  const redactor = redactorFor(
    kept.map((k) => k.n),
    lookups.companies,
  );
  redactor.remember(scopeOf(register), register.withheld_names ?? []);
  const next = new Map<string, MappedLicence>();
  let duplicates = 0;
  let withheld = 0;
  for (const { raw, n } of kept) {
    const record = recordKey(n.record_type, n.key);
    const mapped = mapLicence(n, `${scopeOf(register)}\n${record}`, lookups, redactor);
    mapped.rawHash = rawRecordHash(raw);
    withheld += n.parties.length - mapped.content.parties.length;
    const had = next.get(record);
    if (had) {
      duplicates++;
      if (had.hash <= mapped.hash) continue;
    }
    next.set(record, mapped);
  }
  return { next, excluded, duplicates, withheld, nameHashes: redactor.hashes(scopeOf(register)) };
}

/** A stored row's columns as the content the plan compares. */
function toContent(r: LicenceStoredRow): LicenceContent {
  const c = {} as Record<string, unknown>;
  for (const k of [
    'record_type',
    'key',
    'key_norm',
    'status',
    'status_raw',
    'type',
    'subtype',
    'regime',
    'type_raw',
    'application_kind',
    'premises_name',
    'address',
    'postcode',
    'postcode_norm',
    'postcode_district',
    'uprn',
    'ward',
    'lat',
    'lng',
    'point_source',
    'activities',
    'activity_codes',
    'parties',
    'party_company_numbers',
    'dates',
    'date_received',
    'date_decided',
    'date_granted',
    'date_start',
    'date_expires',
    'consultation_end',
    'hearing_date',
    'conditions',
    'record_url',
    'plan_url',
    'confidence',
    'source_kind',
  ])
    c[k] = r[k] ?? null;
  // Points are stored as geography: round back to the 6 decimals they were written with.
  if (typeof c.lat === 'number') c.lat = Math.round((c.lat as number) * 1e6) / 1e6;
  if (typeof c.lng === 'number') c.lng = Math.round((c.lng as number) * 1e6) / 1e6;
  return c as unknown as LicenceContent;
}

/** A read's sources rebuilt from the raw store (no network); null when a body is missing. */
export async function sourcesFromRaw(db: Knex, readSources: ReadSource[]): Promise<SourceRead[] | null> {
  const refs = readSources.flatMap((s) => s.pages);
  const bodies = await rawBodies(
    db,
    refs.map((r) => r.contentHash),
  );
  if (refs.some((r) => !bodies.has(r.contentHash))) return null;
  return readSources.map((s) => ({
    source: s.source as unknown as RegisterSource,
    refs: s.pages,
    pages: s.pages.map((p): FetchedPage => {
      const body = bodies.get(p.contentHash)!;
      const headers: Record<string, string> = p.contentType ? { 'content-type': p.contentType } : {};
      return {
        url: p.url,
        finalUrl: p.finalUrl,
        status: p.status,
        headers,
        body,
        text: decodeBody(body, p.contentType ?? undefined),
        fetchedAt: p.fetchedAt,
      };
    }),
  }));
}

const recordTypeOf = (t: string) => (t === 'application' ? 'application' : 'licence');

/**
 * What today's code reads from the bytes of the source's previous read (enrich/map/licensing-diff.ts
 * Baseline), as cheaply as it can be known. The same bytes: whatever differs is the code's. Else the
 * previous pages are parsed again (the adapter alone): a changed record whose raw record is what the
 * read before gave (equal raw hashes) differs by the code; one whose old bytes the adapter reads as
 * it did then differs by the register; only where the adapter itself reads the old bytes differently
 * is the old record normalised and mapped again. Null when the previous pages are gone or no longer
 * parse: every difference is then taken for the register's.
 */
async function baselineFor(
  db: Knex,
  register: RegisterToRead,
  last: ReadSource[],
  sources: SourceRead[],
  next: Map<string, MappedLicence>,
  prev: Map<string, StoredLicence>,
  differing: string[],
  select: Select | null,
): Promise<Baseline | null> {
  if (sameHashes(last, sources)) return { base: (r) => next.get(r) ?? null, has: (r) => next.has(r) };
  const old = await sourcesFromRaw(db, last);
  if (!old) return null;
  let records: RawRegisterRecord[];
  try {
    records = (await parseSources(register.adapter, old, select)).records;
  } catch {
    return null;
  }
  const oldRaw = new Map<string, RawRegisterRecord>();
  for (const r of records) {
    const k = recordKey(recordTypeOf(r.record_type), r.key);
    if (!oldRaw.has(k)) oldRaw.set(k, r);
  }
  const bases = new Map<string, MappedLicence | null>();
  const full = new Set<string>();
  for (const record of differing) {
    const n = next.get(record);
    const stored = prev.get(record)!;
    const o = oldRaw.get(record);
    if (n?.rawHash && n.rawHash === stored.raw_hash) bases.set(record, n);
    else if (!o || rawRecordHash(o) === stored.raw_hash) bases.set(record, null);
    else full.add(record);
  }
  if (full.size) {
    // The adapter reads the old bytes differently now: read them as today's code reads them,
    // with the whole old read's withheld names, as its rows were made.
    const { kept } = normaliseRead(records, register.nation);
    const lookups = await lookupsFor(db, kept);
    const redactor = redactorFor(
      kept.map((k) => k.n),
      lookups.companies,
    );
    redactor.remember(scopeOf(register), register.withheld_names ?? []);
    for (const { raw, n } of kept) {
      const record = recordKey(n.record_type, n.key);
      if (!full.has(record) || bases.has(record)) continue;
      const m = mapLicence(n, `${scopeOf(register)}\n${record}`, lookups, redactor);
      m.rawHash = rawRecordHash(raw);
      bases.set(record, m);
    }
  }
  const read = new Map<string, boolean>();
  return {
    base: (r) => bases.get(r) ?? null,
    has: (r) => {
      let h = read.get(r);
      if (h === undefined) {
        const o = oldRaw.get(r);
        h = !!o && !normaliseLicensing(o, { nation: register.nation }).excluded;
        read.set(r, h);
      }
      return h;
    },
  };
}

const sameHashes = (a: ReadSource[], b: SourceRead[]) =>
  canonicalHashes(a.flatMap((s) => s.pages)) === canonicalHashes(b.flatMap((s) => s.refs));
const canonicalHashes = (refs: StoredPageRef[]) =>
  refs
    .map((r) => r.contentHash)
    .sort()
    .join(',');

function rowOf(
  register: RegisterToRead,
  m: MappedLicence,
  version: number,
  presence: 'present' | 'not_seen' | 'absent',
  sourcePublished: string | null,
  today: string,
): LicenceRowInput {
  const c = m.content;
  const { lat, lng, ...rest } = c;
  return {
    ...rest,
    lat,
    lng,
    public_id: licencePublicId(
      register.council_slug,
      register.name,
      c.record_type as LicensingRecordType,
      c.key,
    ),
    council_id: register.council_id,
    council_register_id: register.id,
    nation: register.nation,
    source_published: sourcePublished,
    presence,
    in_force: inForce({
      record_type: c.record_type,
      status: c.status,
      presence,
      source_kind: c.source_kind,
      source_published: sourcePublished,
      today,
    }),
    content_hash: m.hash,
    raw_hash: m.rawHash ?? null,
    party_marks: m.marks,
    version,
  };
}

/**
 * Parses, compares and writes one read of a register source, and closes the read (succeeded) with
 * the source's health and coverage, all in one transaction. Throws (nothing written) when a page
 * does not parse (the adapter's error class says what it means) or the read would gut the
 * register (SuspectReadError); the caller fails the read.
 */
export async function storeRegisterRead(db: Knex, input: StoreReadInput): Promise<StoreReadResult> {
  const { register, readId, kind, sources, log } = input;
  const t = input.timings ?? {};
  const clock = (step: keyof typeof t, since: number) =>
    (t[step] = (t[step] ?? 0) + performance.now() - since);
  const observedAt = input.observedAt.toISOString();
  const observedDate = ukDate(input.observedAt);
  let at = performance.now();
  const select = input.select ?? (register.national ? await nationalShare(db, register.council_slug) : null);
  const parsed = input.parsed
    ? { ...input.parsed, records: select ? select(input.parsed.records) : input.parsed.records }
    : await parseSources(register.adapter, sources, select);
  clock('parse', at);
  at = performance.now();
  const { next, excluded, duplicates, withheld, nameHashes } = await mapRecords(db, register, parsed.records);
  clock('map', at);
  const reads = new LicensingReadsRepository(db);
  const sourcePublished = await sourcePublishedOf(sources, observedDate, (hashes) =>
    reads.firstReadOfPages(register.id, hashes),
  );
  const pages: ReadSource[] = sources.map((s) => ({ source: { ...s.source }, pages: s.refs }));

  // Records whose version moved (a new one, or change rows written): set in the transaction,
  // counted once it commits.
  let versions = 0;
  const stored = await new LicensingStoreRepository(db).withSourceLock(register.id, async (trx) => {
    at = performance.now();
    const store = new LicensingStoreRepository(trx);
    const trxReads = new LicensingReadsRepository(trx);
    const states = await store.states(register.id);
    const prev = new Map<string, StoredLicence>();
    const byRecord = new Map<string, LicenceState>();
    for (const s of states) {
      const record = recordKey(s.record_type, s.key);
      byRecord.set(record, s);
      prev.set(record, { ...s });
    }
    // Content only for the records the read changed or misses.
    const need = states
      .filter((s) => {
        const m = next.get(recordKey(s.record_type, s.key));
        return m ? m.hash !== s.hash : true;
      })
      .map((s) => s.id);
    for (const row of await store.contents(need)) {
      const content = toContent(row);
      const p = prev.get(recordKey(content.record_type, content.key))!;
      p.content = content;
      p.marks = row.party_marks ?? {};
    }
    const last = kind === 'read' ? await trxReads.lastSuccessful(register.id, readId) : null;
    const backfill = kind === 'read' && !(await trxReads.sourceRead(register.id, register.source_key));
    // The baseline is needed when a record changed, is new, or is missing.
    const differing = states
      .filter((x) => {
        const m = next.get(recordKey(x.record_type, x.key));
        return m !== undefined && m.hash !== x.hash;
      })
      .map((x) => recordKey(x.record_type, x.key));
    const differs = need.length > 0 || [...next.keys()].some((k) => !byRecord.has(k));
    const baseline =
      kind === 'read' && last?.pages && differs
        ? await baselineFor(trx, register, last.pages, sources, next, prev, differing, select)
        : null;
    const ctx: PlanContext = {
      scope: scopeOf(register),
      observedAt,
      observedDate,
      previousSuccessAt: last ? new Date(last.observed_at ?? last.started_at).toISOString() : null,
      backfill,
      kind,
      layoutChanged: kind === 'read' && !!last?.layout && last.layout !== parsed.layout,
    };
    const plan: ReadPlan = planRead(prev, next, baseline, ctx);
    clock('compare', at);
    at = performance.now();

    const moved = (w: { record: string; version: number }) => w.version !== byRecord.get(w.record)!.version;
    versions = plan.inserts.length + plan.updates.filter(moved).length + plan.missing.filter(moved).length;
    const ids = new Map(states.map((s) => [recordKey(s.record_type, s.key), s.id]));
    const written = await store.writeRecords({
      observedAt,
      observedDate,
      inserts: plan.inserts.map((w) =>
        rowOf(register, w.mapped, w.version, 'present', sourcePublished, observedDate),
      ),
      updates: plan.updates.map((w) => ({
        ...rowOf(register, w.mapped, w.version, w.presence, sourcePublished, observedDate),
        id: w.id,
        changed: w.changed,
      })),
      missing: plan.missing.map((m) => ({
        id: m.id,
        presence: m.presence,
        missed_reads: m.missed_reads,
        missing_since: m.missing_since,
        last_seen_at: m.last_seen_at,
        version: m.version,
        changed: m.presence !== byRecord.get(m.record)!.presence,
      })),
      ids,
    });
    const bySource = (src: string) => plan.rows.filter((r) => r.source === src).length;
    const result: StoreReadResult = {
      status: 'succeeded',
      source_key: register.source_key,
      backfill,
      layout: parsed.layout,
      pages,
      source_published: sourcePublished,
      records: parsed.records.length,
      rejected: parsed.rejected.length,
      duplicates,
      excluded,
      withheld_parties: withheld,
      created: plan.counts.created,
      changed: plan.counts.changed,
      unchanged: plan.counts.unchanged,
      not_seen: plan.counts.not_seen,
      absent: plan.counts.absent,
      reappeared: plan.counts.reappeared,
      change_rows: bySource('change'),
      event_rows: bySource('event'),
      correction_rows: bySource('correction'),
      rejected_rows: parsed.rejected.slice(0, 500),
      error: null,
      observed_at: input.observedAt,
    };
    await trxReads.finish(readId, result);
    // A reparse is not a read of the register: its health stays; its coverage follows the records.
    const registers = new CouncilRegistersRepository(trx);
    if (kind === 'read') await registers.markSuccess(register.id, readId, observedDate, input.observedAt);
    else await registers.refreshCoverage(register.id, observedDate);
    await registers.rememberWithheld(register.id, nameHashes);
    // Last in the transaction: the feed's lock is held from here to commit.
    const rows: ChangeRowInput[] = plan.rows;
    const counts = await store.writeRows({
      councilId: register.council_id,
      councilRegisterId: register.id,
      readId,
      observedAt,
      observedDate,
      rows,
      ids: written,
    });
    clock('write', at);
    const actual = {
      change_rows: counts.change ?? 0,
      event_rows: counts.event ?? 0,
      correction_rows: counts.correction ?? 0,
    };
    if (
      actual.change_rows !== result.change_rows ||
      actual.event_rows !== result.event_rows ||
      actual.correction_rows !== result.correction_rows
    ) {
      await trxReads.setRowCounts(readId, actual);
      Object.assign(result, actual);
    }
    log.info(
      {
        council: register.council_slug,
        register: register.register,
        source: register.name,
        read: readId,
        kind,
        records: result.records,
        rejected: result.rejected,
        excluded,
        withheld: result.withheld_parties,
        created: result.created,
        changed: result.changed,
        not_seen: result.not_seen,
        absent: result.absent,
        reappeared: result.reappeared,
        rows: actual,
        backfill,
      },
      'licensing register stored',
    );
    return result;
  });
  countStored('licensing', stored, versions);
  return stored;
}
