// GET /v1/appeals (spec 2.7, 4.9): decided planning appeals for England, newest decision first, on a
// keyset cursor; each appeal a record; appellant and agent names only with the Contact Data add-on
// and metered on it; meta.source naming the data file and its end date. Every plan.
import { queryFingerprint } from '../../core/cursor.js';
import type { Knex } from '../../core/db.js';
import type { Config } from '../../core/config.js';
import { InvalidRequestError } from '../../core/errors.js';
import { APPEAL_OUTCOMES, APPEAL_TYPES } from '../../core/domain/appeals/vocabulary.js';
import { AppealsRepository, type AppealFilters } from '../../core/repositories/appeals/appeals.repository.js';
import { chargeRecords } from '../../feed/metering.js';
import { appealRecord } from '../../feed/planning/appeal.js';
import type { Account } from '../plugins/auth.js';
import {
  includeContact,
  nextCursor,
  pageSize,
  parseCouncil,
  parseDateRange,
  parseList,
  readCursor,
} from '../params.js';
import { contactMeta, recordsDelivered } from './applications.js';

export interface AppealsQuery {
  council?: string;
  outcome?: string;
  type?: string;
  since?: string;
  until?: string;
  reference?: string;
  postcode?: string;
  min_residences?: number;
  kind?: string;
  limit?: number;
  cursor?: string;
  include_contact?: string;
}

const OGL = 'Contains public sector information licensed under the Open Government Licence v3.0.';

export const appealRecordKey = (id: number) => `ap:${id}`;

export async function searchAppeals(
  deps: { db: Knex; config: Config },
  account: Account,
  q: AppealsQuery,
): Promise<{ records: Record<string, unknown>[]; meta: Record<string, unknown> }> {
  const limit = pageSize(account, q.limit);
  const f: AppealFilters = { kind: (q.kind as AppealFilters['kind']) ?? 'appeals' };
  if (q.council !== undefined) f.councilId = (await parseCouncil(deps.db, q.council)).id;
  f.outcomes = parseList(q.outcome, 'outcome', APPEAL_OUTCOMES);
  f.types = parseList(q.type, 'type', APPEAL_TYPES);
  const range = parseDateRange(q.since, q.until, ['since', 'until']);
  f.since = range.from;
  f.until = range.to;
  if (q.reference !== undefined) {
    const r = q.reference.toUpperCase().replace(/\s+/g, '');
    if (!r) throw new InvalidRequestError('reference must not be empty.', 'reference');
    if (/^APP\/[A-Z0-9]+\/[A-Z]\/\d{2}\/\d{7}$/.test(r)) f.reference = { appealRef: r };
    else if (/^\d{7}$/.test(r)) f.reference = { caseNumber: r };
    else f.reference = { lpaRefNorm: r };
  }
  if (q.postcode !== undefined) {
    const p = q.postcode.toUpperCase().replace(/\s+/g, '');
    if (!/^[A-Z]{1,2}(?:\d[A-Z\d]?(?:\d[A-Z]{0,2})?)?$/.test(p))
      throw new InvalidRequestError(
        'postcode must be a UK postcode or its start (an area, district or sector).',
        'postcode',
      );
    f.postcodePrefix = p;
  }
  f.minResidences = q.min_residences;
  const fingerprint = `appeals?${queryFingerprint({
    c: f.councilId,
    o: f.outcomes?.join(','),
    t: f.types?.join(','),
    s: f.since,
    u: f.until,
    r: JSON.stringify(f.reference ?? null),
    p: f.postcodePrefix,
    m: f.minResidences,
    k: f.kind,
  })}`;
  const after = readCursor(deps.config.CURSOR_SECRET, fingerprint, q.cursor, (p) =>
    (typeof p.d === 'string' || p.d === null) && typeof p.i === 'number'
      ? { d: p.d as string | null, i: p.i }
      : null,
  );
  const repo = new AppealsRepository(deps.db);
  const page = await repo.search(f, { limit, after });
  const wantContact = includeContact(q.include_contact) && account.contactAddon;
  const keys = page.rows.map((r) => appealRecordKey(Number(r.id)));
  const contactKeys = wantContact
    ? page.rows
        .filter((r) => {
          const c = r.contact as { appellant?: string | null; agent?: string | null } | null;
          return !!(c && (c.appellant || c.agent));
        })
        .map((r) => appealRecordKey(Number(r.id)))
    : [];
  const charge = await chargeRecords(deps.db, account, recordsDelivered(account, keys), { contactKeys });
  const contact = wantContact && (charge.contact?.allowed ?? true);
  const records = page.rows.map((r) => appealRecord(r, contact));
  const files = new Map<string, string | null>();
  for (const r of page.rows)
    if (r.source_file) files.set(r.source_file as string, (r.source_end_date as string | null) ?? null);
  if (!files.size) {
    const l = await repo.latestLoad();
    if (l) files.set(l.source_file, l.end_date);
  }
  const meta: Record<string, unknown> = {
    limit,
    count: records.length,
    next_cursor: nextCursor(deps.config.CURSOR_SECRET, fingerprint, page.next && { ...page.next }),
    records: {
      used: charge.used,
      cap: charge.cap,
      remaining: charge.remaining,
      one_off: account.allowances.oneOff,
    },
    source: files.size
      ? `Planning Inspectorate appeals casework data: ${[...files].map(([f, d]) => `${f}${d ? `, decisions to ${d}` : ''}`).join('; ')}. ${OGL}`
      : 'No appeals data loaded.',
  };
  const cm = contactMeta(charge);
  if (cm) meta.contact = cm;
  return { records, meta };
}
