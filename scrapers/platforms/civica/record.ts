// Pages in, RawApplication out. A W2 council's application is read from three answers: its portal
// page (where the case's link a person opens lives), the key-object search for its reference and
// its document list; an older (JSF) council's from the case details page, which has no document
// list of its own (its Documents button opens another system). No normalisation here.
import {
  DATE_KEYS,
  type FetchedPage,
  type RawApplication,
  type RawDocument,
  type RawUrls,
} from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { blankApplication } from '../../kit/record-fields.js';
import { detectCivicaPage, readSettings, type CivicaPage } from './detect.js';
import { readFields, type CivicaFields, type CivicaTextField } from './fields.js';
import { civicaJsonDate, type CivicaDocList, type CivicaKeyObject } from './json.js';
import { pageKindError, statusError } from './page-errors.js';
import { parseDetails } from './parse-html.js';

export const CIVICA = 'civica';

/** The W2 API's base (…/Handler.ashx) of one of its answers' URLs. */
export function apiBase(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/\/(?:keyobject|doc)\/[^/]*$/i, '');
}

/** Where a person opens a W2 case: the portal page's own link form (#VIEW?RefType=..&KeyNo=..). */
export function viewerUrl(portalUrl: string, refType: string, keyNumber: string): string {
  return `${portalUrl.replace(/#.*$/, '')}#VIEW?RefType=${encodeURIComponent(refType)}&KeyNo=${encodeURIComponent(keyNumber)}`;
}

/** The document's file, rendered as PDF by the document store (doc/pagestream). */
export function documentUrl(api: string, docNo: string): string {
  return `${api}/Doc/pagestream?cd=inline&pdf=true&docno=${encodeURIComponent(docNo)}`;
}

/** The fields of one W2 key object, with its display fields preferred where it computes them. */
export function keyObjectFields(o: CivicaKeyObject): CivicaFields {
  const preferred: Partial<Record<CivicaTextField, string>> = {};
  for (const it of o.items) {
    if (it.fieldName === 'Proposal' && it.value.trim()) preferred.description = it.value;
    if (it.fieldName === 'ApplicationAddress' && it.value.trim()) preferred.address = it.value;
  }
  const f = readFields(
    o.items.map((it) => ({ label: it.label || it.fieldName, value: it.value })),
    preferred,
  );
  // The display field W2 computes repeats a raw field's label ("Proposal" twice): not kept twice.
  for (const [k, v] of Object.entries(f.extra))
    if (/ \(2\)$/.test(k) && Object.values(preferred).includes(v)) delete f.extra[k];
  return f;
}

/** The document list as RawDocuments: its type as filed, its description, its date, its file. */
export function civicaDocuments(list: CivicaDocList, api: string): RawDocument[] {
  return list.documents.map((d) => {
    const date = civicaJsonDate(d.docDate) ?? civicaJsonDate(d.receivedDate);
    const title = d.title?.trim() ? d.title : (d.docDesc ?? d.fileName ?? '');
    return {
      title,
      type: d.docDesc?.trim() ? d.docDesc : null,
      date: date ? date.date : null,
      url: d.docNo ? documentUrl(api, d.docNo) : null,
      group: d.category?.trim() ? d.category : null,
      drawing_number: null,
    };
  });
}

function applyFields(r: RawApplication, f: CivicaFields): void {
  const t = f.text;
  const keys: Exclude<CivicaTextField, 'reference'>[] = [
    'alt_reference',
    'planning_portal_reference',
    'address',
    'description',
    'status',
    'decision',
    'decision_level',
    'application_type',
    'ward',
    'parish',
    'case_officer',
    'applicant',
    'applicant_address',
    'agent',
    'agent_address',
  ];
  for (const k of keys) r[k] = t[k] ?? null;
  for (const k of DATE_KEYS) r.dates[k] = f.dates[k];
  r.comments = f.comments;
  if (f.uprn || f.premises) {
    r.property = { uprn: f.uprn, address: f.premises, keyval: null, url: null, fields: {} };
  }
  r.extra = { ...f.extra };
}

/** The case a search answer was asked for: the one its URL names (#KeyNo=, set by fetch), else its only one. */
function chosenObject(objects: CivicaKeyObject[], url: string): CivicaKeyObject | null {
  const named = /#KeyNo=([^&]+)/.exec(url)?.[1];
  if (named) return objects.find((o) => o.keyNumber === decodeURIComponent(named)) ?? null;
  if (objects.length === 1) return objects[0];
  return null;
}

export function buildCivicaRecord(pages: FetchedPage[], councilSlug: string): RawApplication {
  let landing: { page: FetchedPage; url: string } | null = null;
  let search: { page: FetchedPage; detected: CivicaPage; url: string } | null = null;
  let docs: { list: CivicaDocList; url: string } | null = null;
  let details: { page: FetchedPage; detected: CivicaPage; url: string } | null = null;
  let firstFailure: { detected: CivicaPage; page: FetchedPage } | null = null;
  let fetchedAt: string | null = null;
  for (const page of pages) {
    const failed = statusError(page, councilSlug);
    if (failed) throw failed;
    const url = page.finalUrl || page.url;
    if (!fetchedAt || page.fetchedAt > fetchedAt) fetchedAt = page.fetchedAt;
    const detected = detectCivicaPage(page.text, url);
    switch (detected.kind) {
      case 'landing':
        landing ??= { page, url };
        break;
      case 'search':
        search ??= { page, detected, url: page.url };
        break;
      case 'documents':
        docs ??= { list: detected.json!.documents!, url };
        break;
      case 'details':
        details ??= { page, detected, url };
        break;
      default:
        firstFailure ??= { detected, page };
    }
  }

  if (details) {
    const d = parseDetails(details.detected.doc!);
    const f = readFields(d.rows);
    const reference = f.text.reference ?? d.reference;
    if (!reference)
      throw new LayoutChangedError('Civica case details without an application number', {
        url: details.url,
        council: councilSlug,
        pageKind: 'details',
      });
    const r = blankApplication(CIVICA, councilSlug, reference);
    applyFields(r, f);
    r.urls.summary = details.url;
    r.fetched_at = fetchedAt;
    return r;
  }

  if (!search) {
    if (firstFailure) {
      throw pageKindError(
        firstFailure.detected.kind,
        ['search', 'details'],
        firstFailure.page,
        councilSlug,
        firstFailure.detected.json?.message,
      );
    }
    throw new LayoutChangedError('no Civica case among the pages', { council: councilSlug });
  }
  const objects = search.detected.json!.search!.objects;
  const o = chosenObject(objects, search.url);
  if (!o)
    throw new LayoutChangedError(`Civica search answer holds ${objects.length} cases and names none`, {
      url: search.url,
      council: councilSlug,
      pageKind: 'search',
    });
  const f = keyObjectFields(o);
  const reference = f.text.reference;
  if (!reference)
    throw new LayoutChangedError('Civica case without a case number', {
      url: search.url,
      council: councilSlug,
      pageKind: 'search',
    });
  const r = blankApplication(CIVICA, councilSlug, reference);
  applyFields(r, f);
  r.keyval = o.keyNumber;
  const api = apiBase(search.page.finalUrl || search.page.url);
  const urls: RawUrls = {
    summary: null,
    details: search.url.replace(/#.*$/, ''),
    dates: null,
    documents: docs ? docs.url : null,
    related: null,
    property: null,
  };
  const refType = o.refType ?? (landing ? readSettings(landing.page.text, landing.url).refType : null);
  urls.summary =
    landing && o.keyNumber && refType ? viewerUrl(landing.url, refType, o.keyNumber) : urls.details;
  r.urls = urls;
  if (docs) {
    r.documents = civicaDocuments(docs.list, api);
    r.documents_count = r.documents.length;
  }
  r.fetched_at = fetchedAt;
  return r;
}
