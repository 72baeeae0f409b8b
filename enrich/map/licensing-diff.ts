// One read of a register source compared with what the store holds (licensing spec 2.2, 2.3, 4.5),
// as a plan of writes and change-feed rows. Pure: the store step loads the state, runs this, writes
// the plan. The rules (docs/licensing.md):
//  - a record first seen: `added`, and the events of a new record (an application's own event and its
//    decision, hearing; a licence granted within the last 30 days: granted);
//  - one `changed` or `party` row per field that moved, and the events they make (status to granted,
//    refused or withdrawn; hearing set or moved; holder changed: transfer; supervisor changed:
//    dps_change, naming the role only; licensed hours longer for alcohol, late night refreshment,
//    entertainment or off sales added);
//  - a record missing from a complete, successful read: `not_seen` at once; `absent` once it has
//    been missing from ABSENT_AFTER_READS reads in a row and for ABSENT_AFTER_DAYS days since it was
//    last seen; `reappeared` when it returns. Never a closure;
//  - corrections kept apart: a value the current code reads differently from the same bytes is an
//    `extraction_correction` (the baseline: what today's code reads from the previous read's
//    pages, see Baseline; a reparse's baseline is the read itself); a register printing the same
//    value differently (the
//    wording moved, the normalised value did not), a field the new layout no longer prints or now
//    prints, or the same field moving on MASS_SHARE of the records at once is a `format_change`;
//  - backfill: every row of the first read of a source, and any row whose council date is more
//    than BACKFILL_DAYS before it was observed;
//  - every row's id (lev_...) is a hash of what it describes and of the record's version before it,
//    so a repeated or retried read writes no duplicate and another database ingesting the same
//    reads gives the same ids.
import { appendAll } from '../../core/arrays.js';
import { createHash } from 'node:crypto';
import { daysBetween } from '../../core/calendar.js';
import {
  ALCOHOL_ACTIVITIES,
  ENTERTAINMENT_ACTIVITIES,
  PARTY_ROLES,
  type ChangeSource,
  type CorrectionType,
  type DerivedChangeType,
  type FieldChangeType,
  type LicensingDate,
  type LicensingEventType,
  type PartyRole,
  type Presence,
  type Significance,
} from '../../core/domain/licensing/vocabulary.js';
import { compareHours } from '../normalise/licensing/index.js';
import { base32, canonical, recordKey, type LicenceContent, type MappedLicence } from './licensing.js';

/** A record missing this many successful reads in a row ... */
export const ABSENT_AFTER_READS = 2;
/** ... and this many days since it was last seen is absent, no longer just not seen. */
export const ABSENT_AFTER_DAYS = 7;
/** Rows the register dates more than this many days before they were seen are backfill. */
export const BACKFILL_DAYS = 30;
/** A field moving on this share of the records common to two reads (and at least MASS_MIN) is a format change. */
export const MASS_SHARE = 0.5;
export const MASS_MIN = 20;
/** A read missing more than this share of the present records (and at least MASS_MIN) is refused. */
export const SUSPECT_DROP_SHARE = 0.5;

/** The stored state of one record, as the store step loads it (content only where needed). */
export interface StoredLicence {
  id: number;
  record_type: string;
  key: string;
  hash: string;
  /** The raw record's hash when it was last written (rawRecordHash). */
  raw_hash: string | null;
  presence: Presence;
  missed_reads: number;
  missing_since: string | null;
  last_seen_at: string;
  version: number;
  /** Loaded for records whose hash differs from the read's. */
  content?: LicenceContent;
  marks?: Partial<Record<PartyRole, string>>;
}

export interface PlanContext {
  /** The register source's stable identity (council slug, register, source name): in every lev_ id. */
  scope: string;
  /** ISO time and UK date the read observed the register. */
  observedAt: string;
  observedDate: string;
  /** The register's last successful read before this one (when a missing record was last seen). */
  previousSuccessAt: string | null;
  /** The first read of this source: every row is backfill. */
  backfill: boolean;
  kind: 'read' | 'reparse';
  /** The read's layout differs from the previous read's. */
  layoutChanged: boolean;
}

/** One change-feed row before it has its record's id and its position. */
export interface ChangeDraft {
  id: string;
  /** The record's map key (recordKey). */
  record: string;
  record_type: string;
  type: string;
  regime: string;
  source: ChangeSource;
  change_type: DerivedChangeType | FieldChangeType | CorrectionType;
  event_type: LicensingEventType | null;
  field: string | null;
  before: unknown;
  after: unknown;
  significance: Significance;
  alertable: boolean;
  backfill: boolean;
  event_date: string | null;
  event_date_precision: string | null;
  effective_date: string | null;
}

export interface RecordWrite {
  record: string;
  mapped: MappedLicence;
  presence: Presence;
  /** The record's version after this read (its version before, plus one when rows were written). */
  version: number;
  /** Whether changed_at moves: a change or event, not corrections alone. */
  changed: boolean;
}

export interface MissingWrite {
  id: number;
  record: string;
  presence: Presence;
  missed_reads: number;
  missing_since: string;
  last_seen_at: string;
  version: number;
}

export interface ReadPlan {
  inserts: RecordWrite[];
  updates: (RecordWrite & { id: number })[];
  missing: MissingWrite[];
  rows: ChangeDraft[];
  counts: {
    created: number;
    changed: number;
    unchanged: number;
    not_seen: number;
    absent: number;
    reappeared: number;
    corrections: number;
  };
}

/**
 * What today's code reads from the bytes of the source's previous read, record by record: how the
 * store step tells the parser's corrections from the register's changes.
 */
export interface Baseline {
  /**
   * A changed record as today's code reads it from the previous bytes; null when that is what the
   * store holds (the code reads the old bytes as it did then: the difference is the register's).
   */
  base(record: string): MappedLicence | null;
  /** Whether today's code reads the record from the previous bytes at all. */
  has(record: string): boolean;
}

/** Thrown when a read would empty or gut a register: it fails, and nothing is written. */
export class SuspectReadError extends Error {
  override name = 'SuspectReadError';
}

// ----- Field deltas -----------------------------------------------------------------------------

interface Delta {
  field: string;
  before: unknown;
  after: unknown;
  /** Only how the register prints it moved (the normalised value is the same). */
  wording?: boolean;
}

const SIMPLE_FIELDS = [
  'status',
  'application_kind',
  'premises_name',
  'postcode',
  'uprn',
  'ward',
  'conditions',
  'record_url',
  'plan_url',
] as const;

function looseText(s: string | null): string {
  return (s ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\b(street|st)\b/g, 'st')
    .replace(/\b(road|rd)\b/g, 'rd')
    .trim();
}

function companiesOf(
  c: LicenceContent,
  role: PartyRole,
): { name: string; company_number: string | null }[] | null {
  const list = c.parties
    .filter((p) => p.role === role)
    .map((p) => ({ name: p.name, company_number: p.company_number }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return list.length ? list : null;
}

/** Every field that differs between two states of a record. */
export function deltas(
  a: LicenceContent,
  am: Partial<Record<PartyRole, string>>,
  b: LicenceContent,
  bm: Partial<Record<PartyRole, string>>,
): Delta[] {
  const out: Delta[] = [];
  for (const f of SIMPLE_FIELDS) if (a[f] !== b[f]) out.push({ field: f, before: a[f], after: b[f] });
  if (a.status === b.status && a.status_raw !== b.status_raw)
    out.push({ field: 'status_raw', before: a.status_raw, after: b.status_raw, wording: true });
  const ta = { type: a.type, subtype: a.subtype, regime: a.regime };
  const tb = { type: b.type, subtype: b.subtype, regime: b.regime };
  if (canonical(ta) !== canonical(tb)) out.push({ field: 'type', before: ta, after: tb });
  else if (a.type_raw !== b.type_raw)
    out.push({ field: 'type_raw', before: a.type_raw, after: b.type_raw, wording: true });
  if (a.address !== b.address)
    out.push({
      field: 'address',
      before: a.address,
      after: b.address,
      wording: looseText(a.address) === looseText(b.address),
    });
  const la = a.lat === null ? null : { lat: a.lat, lng: a.lng, point_source: a.point_source };
  const lb = b.lat === null ? null : { lat: b.lat, lng: b.lng, point_source: b.point_source };
  if (canonical(la) !== canonical(lb)) out.push({ field: 'location', before: la, after: lb });
  if (canonical(a.activities) !== canonical(b.activities))
    out.push({ field: 'activities', before: a.activities, after: b.activities });
  const roles = new Set([...Object.keys(a.dates), ...Object.keys(b.dates)]) as Set<
    keyof LicenceContent['dates']
  >;
  for (const r of [...roles].sort()) {
    const da = a.dates[r] ?? null;
    const db = b.dates[r] ?? null;
    if (canonical(da) !== canonical(db)) out.push({ field: `dates.${r}`, before: da, after: db });
  }
  for (const role of PARTY_ROLES) {
    const ca = companiesOf(a, role);
    const cb = companiesOf(b, role);
    if (canonical(ca) !== canonical(cb) || am[role] !== bm[role])
      // A party who is not a company is named by its role only (licensing spec 1, 2.1).
      out.push({ field: `parties.${role}`, before: ca, after: cb });
  }
  return out;
}

// ----- Ids --------------------------------------------------------------------------------------

/** A change row's stable id: what it describes and the record's version before it. */
export function levId(
  scope: string,
  record: string,
  version: number,
  source: string,
  changeType: string,
  field: string | null,
  before: unknown,
  after: unknown,
): string {
  const h = createHash('sha256')
    .update(
      [scope, record, version, source, changeType, field ?? '', canonical(before), canonical(after)].join(
        '\n',
      ),
    )
    .digest();
  return `lev_${base32(h, 24)}`;
}

// ----- Rows -------------------------------------------------------------------------------------

const PROFESSIONAL_KINDS = new Set(['notification', 'interim_notice']);

interface RowSpec {
  source: ChangeSource;
  change_type: ChangeDraft['change_type'];
  event_type?: LicensingEventType | null;
  field?: string | null;
  before?: unknown;
  after?: unknown;
  significance?: Significance;
  event_date?: LicensingDate | null;
  effective_date?: string | null;
  /** The status the event rests on was inferred, not the council's word (not alertable). */
  lowConfidence?: boolean;
}

class RowBuilder {
  rows: ChangeDraft[] = [];
  constructor(
    private readonly ctx: PlanContext,
    private readonly record: string,
    private readonly content: LicenceContent,
    private readonly version: number,
  ) {}

  add(s: RowSpec): void {
    const field = s.field ?? null;
    const before = s.before ?? null;
    const after = s.after ?? null;
    const eventDate = s.event_date ?? null;
    const old = eventDate !== null && daysBetween(eventDate.date, this.ctx.observedDate) > BACKFILL_DAYS;
    const backfill = this.ctx.backfill || (s.source !== 'correction' && old);
    this.rows.push({
      id: levId(this.ctx.scope, this.record, this.version, s.source, s.change_type, field, before, after),
      record: this.record,
      record_type: this.content.record_type,
      type: this.content.type,
      regime: this.content.regime,
      source: s.source,
      change_type: s.change_type,
      event_type: s.event_type ?? null,
      field,
      before,
      after,
      significance:
        s.significance ??
        (s.change_type === 'transfer' || s.change_type === 'dps_change' || s.change_type === 'party'
          ? 'professional'
          : 'consumer'),
      alertable: s.source === 'event' && !backfill && !s.lowConfidence,
      backfill,
      event_date: eventDate?.date ?? null,
      event_date_precision: eventDate?.precision ?? null,
      effective_date: s.effective_date ?? null,
    });
  }
}

function summary(c: LicenceContent): Record<string, unknown> {
  return { status: c.status, type: c.type, premises_name: c.premises_name };
}

const APPLICATION_EVENTS: Record<string, [LicensingEventType, DerivedChangeType]> = {
  variation: ['application_variation', 'new_application'],
  minor_variation: ['application_variation', 'new_application'],
  conversion: ['application_variation', 'new_application'],
  review: ['review_applied', 'review'],
  transfer: ['transfer', 'transfer'],
  dps_variation: ['dps_variation', 'dps_change'],
};

function decisionEvent(rb: RowBuilder, c: LicenceContent, before: LicenceContent | null): void {
  const low = c.confidence.status === 'inferred';
  const decided = c.dates.decided ?? c.dates.granted ?? c.dates.refused ?? null;
  if (c.status === 'granted' || c.status === 'current' || c.status === 'provisional') {
    const shorter =
      before !== null &&
      c.activities.some((a) => {
        const was = before.activities.find((x) => x.activity === a.activity);
        return compareHours(was?.hours ?? null, a.hours).shorter;
      });
    rb.add({
      source: 'event',
      change_type: shorter ? 'granted_shorter_hours' : 'granted',
      event_type: 'granted',
      event_date: c.dates.granted ?? decided ?? c.dates.start ?? null,
      effective_date: c.dates.start?.date ?? null,
      lowConfidence: low,
    });
  } else if (c.status === 'refused') {
    rb.add({
      source: 'event',
      change_type: 'refused',
      event_type: 'refused',
      event_date: c.dates.refused ?? decided,
      lowConfidence: low,
    });
  } else if (c.status === 'withdrawn') {
    rb.add({
      source: 'event',
      change_type: 'withdrawn',
      event_type: 'withdrawn',
      event_date: decided,
      lowConfidence: low,
    });
  }
}

/** The events of a record first seen. */
function newRecordEvents(rb: RowBuilder, c: LicenceContent, observedDate: string): void {
  if (c.record_type === 'application') {
    const [eventType, changeType] = APPLICATION_EVENTS[c.application_kind ?? ''] ?? [
      'application_new',
      'new_application',
    ];
    rb.add({
      source: 'event',
      change_type: changeType,
      event_type: eventType,
      event_date: c.dates.received ?? null,
      significance: PROFESSIONAL_KINDS.has(c.application_kind ?? '') ? 'professional' : undefined,
    });
    decisionEvent(rb, c, null);
    if (c.dates.hearing)
      rb.add({
        source: 'event',
        change_type: 'hearing_scheduled',
        event_type: 'hearing_scheduled',
        event_date: c.dates.hearing,
      });
    return;
  }
  // A licence is news when it was granted lately; an old licence first read is just `added`.
  const granted = c.dates.granted ?? c.dates.start ?? null;
  if (
    (c.status === 'granted' || c.status === 'current') &&
    granted &&
    daysBetween(granted.date, observedDate) <= BACKFILL_DAYS
  )
    decisionEvent(rb, c, null);
}

function activityEvents(rb: RowBuilder, a: LicenceContent, b: LicenceContent): void {
  const had = new Set(a.activities.map((x) => x.activity));
  const has = new Set(b.activities.map((x) => x.activity));
  const alcohol = (c: LicenceContent) =>
    c.activities.filter((x) => ALCOHOL_ACTIVITIES.includes(x.activity) && x.hours).flatMap((x) => x.hours!);
  const ha = alcohol(a);
  const hb = alcohol(b);
  if (ha.length && hb.length && compareHours(ha, hb).longer)
    rb.add({
      source: 'event',
      change_type: 'alcohol_hours_extension',
      field: 'activities',
      before: ha,
      after: hb,
    });
  if (has.has('late_night_refreshment') && !had.has('late_night_refreshment'))
    rb.add({ source: 'event', change_type: 'late_night_refreshment_new', field: 'activities' });
  const addedEnt = ENTERTAINMENT_ACTIVITIES.filter((x) => has.has(x) && !had.has(x));
  if (addedEnt.length)
    rb.add({ source: 'event', change_type: 'entertainment_added', field: 'activities', after: addedEnt });
  if (has.has('alcohol_off') && !had.has('alcohol_off'))
    rb.add({ source: 'event', change_type: 'off_sales_added', field: 'activities' });
}

/** The rows of the changes between two states (field changes and the events they make). */
function changeRows(
  rb: RowBuilder,
  a: LicenceContent,
  b: LicenceContent,
  moved: Delta[],
  formatted: Set<string>,
): void {
  let statusMoved = false;
  for (const d of moved) {
    if (d.wording || formatted.has(d.field)) {
      rb.add({
        source: 'correction',
        change_type: 'format_change',
        field: d.field,
        before: d.before,
        after: d.after,
      });
      continue;
    }
    if (d.field.startsWith('parties.')) {
      const role = d.field.slice('parties.'.length) as PartyRole;
      rb.add({ source: 'change', change_type: 'party', field: d.field, before: d.before, after: d.after });
      if (role === 'holder')
        rb.add({
          source: 'event',
          change_type: 'transfer',
          event_type: 'transfer',
          field: d.field,
          event_date: b.dates.transfer ?? null,
          effective_date: b.dates.transfer?.date ?? null,
        });
      if (role === 'supervisor')
        rb.add({ source: 'event', change_type: 'dps_change', event_type: 'dps_variation', field: d.field });
      continue;
    }
    rb.add({ source: 'change', change_type: 'changed', field: d.field, before: d.before, after: d.after });
    if (d.field === 'status') statusMoved = true;
    if (d.field === 'dates.hearing') {
      if (b.dates.hearing && !a.dates.hearing)
        rb.add({
          source: 'event',
          change_type: 'hearing_scheduled',
          event_type: 'hearing_scheduled',
          event_date: b.dates.hearing,
        });
      else if (b.dates.hearing && a.dates.hearing)
        rb.add({
          source: 'event',
          change_type: 'hearing_moved',
          event_type: 'hearing_moved',
          before: a.dates.hearing,
          after: b.dates.hearing,
          event_date: b.dates.hearing,
        });
    }
    if (d.field === 'activities') activityEvents(rb, a, b);
  }
  if (statusMoved) {
    const grantedLike = (x: string) => x === 'granted' || x === 'current' || x === 'provisional';
    const wasOpen = a.status === 'applied' || a.status === 'in_consultation' || a.status === 'unknown';
    // An application's decision is news whatever it was before (but granted and current are one
    // state worded two ways); a licence's only when it leaves an open state.
    if (b.record_type === 'application' ? !(grantedLike(a.status) && grantedLike(b.status)) : wasOpen)
      decisionEvent(rb, b, a);
  }
}

// ----- The plan ---------------------------------------------------------------------------------

/**
 * The writes and rows of one read. `prev` holds every stored record of the source (with content
 * for those whose hash differs from the read's); `next` the read's records by recordKey; `baseline`
 * what today's code reads from the previous read's pages (null when there was none to read: every
 * difference is then the register's).
 */
export function planRead(
  prev: Map<string, StoredLicence>,
  next: Map<string, MappedLicence>,
  baseline: Baseline | null,
  ctx: PlanContext,
): ReadPlan {
  const plan: ReadPlan = {
    inserts: [],
    updates: [],
    missing: [],
    rows: [],
    counts: { created: 0, changed: 0, unchanged: 0, not_seen: 0, absent: 0, reappeared: 0, corrections: 0 },
  };
  // A read that would empty or gut the register is a failed read, never a wave of not_seen.
  if (ctx.kind === 'read') {
    const present = [...prev.values()].filter((p) => p.presence === 'present');
    const gone = present.filter((p) => !next.has(recordKey(p.record_type, p.key))).length;
    if (present.length > 0 && next.size === 0)
      throw new SuspectReadError(`the register gave no records where it held ${present.length}`);
    if (gone >= MASS_MIN && gone > present.length * SUSPECT_DROP_SHARE)
      throw new SuspectReadError(
        `${gone} of the register's ${present.length} records are missing from this read`,
      );
  }

  // First pass: what moved on each record, against the baseline, so a field moving on most records
  // at once is known before any row is written.
  interface Pending {
    record: string;
    stored: StoredLicence;
    mapped: MappedLicence;
    base: MappedLicence;
    corrections: Delta[];
    moved: Delta[];
  }
  const pending: Pending[] = [];
  const movedCount = new Map<string, number>();
  let common = 0;
  for (const [record, mapped] of next) {
    const stored = prev.get(record);
    if (!stored) continue;
    common++;
    if (stored.hash === mapped.hash) continue;
    const content = stored.content!;
    const marks = stored.marks ?? {};
    const base =
      ctx.kind === 'reparse' ? mapped : (baseline?.base(record) ?? { content, marks, hash: stored.hash });
    const corrections = base.hash === stored.hash ? [] : deltas(content, marks, base.content, base.marks);
    const moved =
      base.hash === mapped.hash ? [] : deltas(base.content, base.marks, mapped.content, mapped.marks);
    for (const d of moved) if (!d.wording) movedCount.set(d.field, (movedCount.get(d.field) ?? 0) + 1);
    pending.push({ record, stored, mapped, base, corrections, moved });
  }
  const formatted = new Set<string>();
  for (const [field, n] of movedCount) if (n >= MASS_MIN && n >= common * MASS_SHARE) formatted.add(field);
  if (ctx.layoutChanged)
    for (const p of pending)
      for (const d of p.moved) if (d.before === null || d.after === null) formatted.add(d.field);

  for (const [record, mapped] of next) {
    const stored = prev.get(record);
    if (stored) continue;
    const known = ctx.kind === 'reparse' || (baseline?.has(record) ?? false);
    const rb = new RowBuilder(ctx, record, mapped.content, 0);
    if (known) {
      // The register held it before; the code did not read it then.
      rb.add({
        source: 'correction',
        change_type: 'extraction_correction',
        field: 'record',
        after: summary(mapped.content),
      });
      plan.counts.corrections++;
    } else {
      rb.add({
        source: 'change',
        change_type: 'added',
        after: summary(mapped.content),
        event_date:
          mapped.content.dates.received ?? mapped.content.dates.granted ?? mapped.content.dates.start ?? null,
      });
      newRecordEvents(rb, mapped.content, ctx.observedDate);
      plan.counts.created++;
    }
    appendAll(plan.rows, rb.rows);
    plan.inserts.push({ record, mapped, presence: 'present', version: 1, changed: !known });
  }

  const pendingBy = new Map(pending.map((p) => [p.record, p]));
  for (const [record, mapped] of next) {
    const stored = prev.get(record);
    if (!stored) continue;
    const p = pendingBy.get(record);
    const wasMissing = stored.presence !== 'present';
    if (!p && !wasMissing) {
      plan.counts.unchanged++;
      continue;
    }
    const rb = new RowBuilder(ctx, record, mapped.content, stored.version);
    if (p) {
      for (const d of p.corrections)
        rb.add({
          source: 'correction',
          change_type: 'extraction_correction',
          field: d.field,
          before: d.before,
          after: d.after,
        });
      changeRows(rb, p.base.content, mapped.content, p.moved, formatted);
    }
    if (wasMissing && ctx.kind === 'read') {
      rb.add({ source: 'change', change_type: 'reappeared', before: stored.presence, after: 'present' });
      plan.counts.reappeared++;
    }
    const real = rb.rows.some((r) => r.source !== 'correction');
    if (rb.rows.some((r) => r.source === 'correction')) plan.counts.corrections++;
    if (rb.rows.some((r) => r.source !== 'correction' && r.change_type !== 'reappeared'))
      plan.counts.changed++;
    else if (!(wasMissing && ctx.kind === 'read')) plan.counts.unchanged++;
    appendAll(plan.rows, rb.rows);
    plan.updates.push({
      id: stored.id,
      record,
      mapped,
      presence: ctx.kind === 'read' ? 'present' : stored.presence,
      version: stored.version + (rb.rows.length ? 1 : 0),
      changed: real,
    });
  }

  for (const [record, stored] of prev) {
    if (next.has(record)) continue;
    // A record the last read held that today's code does not read from the bytes that held it (a
    // reparse's, or the baseline's): a correction, not a departure.
    const unread = ctx.kind === 'reparse' || (baseline !== null && !baseline.has(record));
    if (unread && stored.presence === 'present') {
      const rb = new RowBuilder(ctx, record, stored.content ?? emptyContent(stored), stored.version);
      rb.add({
        source: 'correction',
        change_type: 'extraction_correction',
        field: 'record',
        before: 'read',
        after: 'not read',
      });
      // The record's version does not move, so the same row (the same id) comes every read: written once.
      appendAll(plan.rows, rb.rows);
      plan.counts.corrections++;
      continue;
    }
    if (ctx.kind === 'reparse') continue;
    if (stored.presence === 'absent') continue;
    const missed = stored.missed_reads + 1;
    const since = stored.missing_since ?? ctx.observedAt;
    const lastSeen =
      stored.presence === 'present' ? (ctx.previousSuccessAt ?? stored.last_seen_at) : stored.last_seen_at;
    let presence: Presence = stored.presence;
    const rb = new RowBuilder(ctx, record, stored.content ?? emptyContent(stored), stored.version);
    if (stored.presence === 'present') {
      presence = 'not_seen';
      rb.add({ source: 'change', change_type: 'not_seen', before: 'present', after: 'not_seen' });
      plan.counts.not_seen++;
    } else if (
      missed >= ABSENT_AFTER_READS &&
      daysBetween(lastSeen.slice(0, 10), ctx.observedDate) >= ABSENT_AFTER_DAYS
    ) {
      presence = 'absent';
      rb.add({ source: 'change', change_type: 'absent', before: 'not_seen', after: 'absent' });
      plan.counts.absent++;
    }
    appendAll(plan.rows, rb.rows);
    plan.missing.push({
      id: stored.id,
      record,
      presence,
      missed_reads: missed,
      missing_since: since,
      last_seen_at: lastSeen,
      version: stored.version + (rb.rows.length ? 1 : 0),
    });
  }
  return plan;
}

/** Enough of a record for its rows when only its light state was loaded (type and regime). */
function emptyContent(s: StoredLicence): LicenceContent {
  return { record_type: s.record_type, type: 'other', regime: 'other' } as LicenceContent;
}
