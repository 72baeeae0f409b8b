// A licence's (or licence application's) tab pages -> one raw register record: every labelled row
// verbatim in `fields`, the roles and dates its labels name (labels.ts), the licensed activities
// and their times from the summary, the register (HMO where the licence's category or type is an
// HMO licence, else licensing). A date cell that is not a date refuses the record, with the reason.
// Also the module's results list as scraped text (Newcastle's sample): one record per result line.
import type { FetchedPage, RawDate } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { clean } from '../../kit/text.js';
import type {
  RawRegisterRecord,
  RegisterName,
  RegisterRead,
  RegisterRole,
  RejectedRow,
} from '../contract.js';
import { ADDRESS_LABELS, HMO_TYPE, KEY_LABELS, LABEL_DATES, LABEL_ROLES, labelKey } from './labels.js';
import {
  detectLicensingPage,
  loadPage,
  metaText,
  pageDate,
  pageKindError,
  parseTab,
  resultsTextRows,
  type LicensingTab,
} from './pages.js';

export const IDOX_LICENSING = 'idox-licensing';

/** The module's base (…/online-applications) from any of its page URLs: the register's own address. */
export function moduleBase(url: string): string {
  return url.replace(/\/[^/?#]*(?:[?#].*)?$/, '');
}

const TAB_NAMES = { summary: 'Summary', details: 'Further Information', dates: 'Important Dates' };

export function buildLicensingRecord(
  pages: FetchedPage[],
  source: { council_slug: string | null },
): RegisterRead {
  const tabs: LicensingTab[] = [];
  const urls: string[] = [];
  let fetchedAt: string | null = null;
  for (const page of pages) {
    const url = page.finalUrl || page.url;
    const doc = loadPage(page.text);
    const kind = detectLicensingPage(doc);
    if (kind !== 'summary' && kind !== 'details' && kind !== 'dates')
      throw pageKindError(kind, ['summary', 'details', 'dates'], url);
    tabs.push(parseTab(doc, url, kind));
    urls.push(url);
    if (!fetchedAt || page.fetchedAt > fetchedAt) fetchedAt = page.fetchedAt;
  }
  const summaryAt = tabs.findIndex((t) => t.kind === 'summary');
  if (summaryAt < 0) throw new LayoutChangedError('licence pages without a summary tab', { url: urls[0] });
  const summary = tabs[summaryAt];
  const summaryUrl = urls[summaryAt];

  const fields: Record<string, string | null> = {};
  const byKey = new Map<string, string>();
  for (const t of tabs)
    for (const { label, value } of t.rows) {
      const name =
        label in fields && fields[label] !== (value || null) ? `${label} (${TAB_NAMES[t.kind]})` : label;
      if (!(name in fields)) fields[name] = value || null;
      const k = labelKey(label);
      if (value && !byKey.has(k)) byKey.set(k, value);
    }
  const key = KEY_LABELS.map((l) => byKey.get(l)).find(Boolean);
  const rejected: RejectedRow[] = [];
  const text = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v ?? ''}`)
    .join(' | ');
  if (!key) {
    rejected.push({ url: summaryUrl, row: null, reason: 'a licence summary with no reference', text });
    return { records: [], rejected, layout: IDOX_LICENSING };
  }

  const roles: Partial<Record<RegisterRole, string>> = {};
  for (const [k, v] of byKey) {
    const role = LABEL_ROLES[k];
    if (role && !roles[role]) roles[role] = v;
  }
  if (summary.activities.length) {
    const names = [...new Set(summary.activities.map((a) => a.activity))];
    roles.activities = names.join(' | ');
    roles.hours = summary.activities.map((a) => `${a.activity}: ${a.when}`).join(' | ');
    fields['Licensable Activities'] = roles.hours;
  }
  roles.record_url = summaryUrl;

  const dates: Record<string, RawDate | null> = {};
  for (const t of tabs)
    for (const { label, value } of t.rows) {
      const role = LABEL_DATES[labelKey(label)];
      if (!role) continue;
      const d = pageDate(value);
      if (d === undefined) {
        rejected.push({
          url: summaryUrl,
          row: null,
          reason: `${label} '${clean(value)}' is not a date`,
          text,
        });
        return { records: [], rejected, layout: IDOX_LICENSING };
      }
      if (!dates[role]) dates[role] = d;
    }

  const address = ADDRESS_LABELS.map((l) => byKey.get(l)).find(Boolean) ?? null;
  const register: RegisterName = HMO_TYPE.test(`${roles.type ?? ''} ${roles.subtype ?? ''}`)
    ? 'hmo'
    : 'licensing';
  const record: RawRegisterRecord = {
    register,
    adapter: IDOX_LICENSING,
    council_slug: source.council_slug,
    authority: null,
    record_type: /application/i.test(summary.heading) ? 'application' : 'licence',
    key,
    fields,
    roles,
    address,
    postcode: byKey.get('postcode') ?? null,
    dates,
    source: {
      url: moduleBase(summaryUrl),
      kind: 'page',
      format: 'html',
      row: null,
      layout: IDOX_LICENSING,
      fetched_at: fetchedAt,
      pages: urls,
    },
  };
  return { records: [record], rejected, layout: IDOX_LICENSING };
}

/**
 * The results list as scraped text: a CSV file, each row a result's meta line and its address (no
 * header). Read as the results page would be: the reference is the key, the status and applicant
 * as printed; the list says nothing of the licence's type, so its register is told from the
 * reference (Newcastle's HMO licences end /HMOL, /HMOREN, /HMOVAR). A line printed again is a
 * repeat; a line without a reference is refused.
 */
export function readResultsText(
  page: FetchedPage,
  source: { council_slug: string | null },
): RegisterRead | null {
  const rows = resultsTextRows(page.text);
  if (!rows) return null;
  const url = page.finalUrl || page.url;
  const records: RawRegisterRecord[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Map<string, { row: number; text: string }>();
  const conflicted = new Set<string>();
  rows.forEach((cells, i) => {
    const row = i + 1;
    const meta = metaText(cells[0] ?? '');
    const address = clean(cells[1]) || null;
    const text = [...Object.entries(meta).map(([k, v]) => `${k}: ${v}`), address ?? ''].join(' | ');
    const key = meta['Ref. No'] ?? meta['Ref No'] ?? '';
    if (!key) {
      rejected.push({ url, row, reason: 'a result line with no Ref. No', text });
      return;
    }
    const before = seen.get(key);
    if (before) {
      if (before.text === text) rejected.push({ url, row, reason: `a repeat of row ${before.row}`, text });
      else {
        conflicted.add(key);
        rejected.push({
          url,
          row,
          reason: `Ref. No '${key}' is on row ${before.row} with other values`,
          text,
        });
      }
      return;
    }
    seen.set(key, { row, text });
    const fields: Record<string, string | null> = { ...meta, Address: address };
    const roles: Partial<Record<RegisterRole, string>> = {};
    for (const [label, value] of Object.entries(meta)) {
      const role = LABEL_ROLES[labelKey(label)];
      if (role && value && !roles[role]) roles[role] = value;
    }
    records.push({
      register: /HMO/i.test(key) ? 'hmo' : 'licensing',
      adapter: IDOX_LICENSING,
      council_slug: source.council_slug,
      authority: null,
      record_type: 'licence',
      key,
      fields,
      roles,
      address,
      postcode: null,
      dates: {},
      source: {
        url,
        kind: 'file',
        format: 'csv',
        row,
        layout: 'idox-licensing-results-text',
        fetched_at: page.fetchedAt,
      },
    });
  });
  // A reference printed twice with different values: neither line can be trusted.
  const kept = records.filter((r) => !conflicted.has(r.key));
  for (const r of records)
    if (conflicted.has(r.key))
      rejected.push({
        url,
        row: r.source.row,
        reason: `Ref. No '${r.key}' is printed again with other values`,
        text: null,
      });
  return { records: kept, rejected, layout: 'idox-licensing-results-text' };
}
