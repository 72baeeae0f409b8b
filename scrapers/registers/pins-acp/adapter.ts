// The Planning Inspectorate's Appeals Casework Portal (acp.planninginspectorate.gov.uk): one case's
// ViewCase.aspx page read into one appeal record. The portal offers no list of cases: the source's
// options name the case numbers to read (RegisterConfig.options.cases), else discover reads the
// appeal references (APP/…/NNNNNNN) printed on the page at the source's URL (a council's list of
// current appeals, the simulator's), and each case is fetched from <url>/ViewCase.aspx.
// Labels and values are read by the portal's element ids (cphMainContent_lab*: the case type, start
// date, local planning authority, procedure, status, outcome, link status, decision date, site
// address); the appellant and agent are kept as the page prints them, for the Contact Data add-on
// only (downstream). A page without the case reference is not a case page (LayoutChangedError).
import { appendAll } from '../../../core/arrays.js';
import type { FetchedPage, ParsedPage, RawDate } from '../../contract.js';
import { councilSlugFor } from '../../kit/council-names.js';
import { parseUkDate } from '../../kit/dates.js';
import { isBlockWording } from '../../kit/blocks.js';
import { BlockedError, errorForStatus, LayoutChangedError } from '../../kit/errors.js';
import { loadHtml, type HtmlIndex } from '../../kit/html.js';
import { clean } from '../../kit/text.js';
import type {
  RawRegisterRecord,
  RegisterAdapter,
  RegisterContext,
  RegisterRead,
  RegisterRole,
  RegisterSource,
} from '../contract.js';

export const PINS_ACP = 'pins-acp';
const LAYOUT = 'pins-acp-viewcase';

/** Label element id -> value element id (both under cphMainContent_), as the page pairs them. */
const LABELLED: [string, string][] = [
  ['labCaseType_Title', 'labCaseTypeName'],
  ['labStartDate_Title', 'labStartDate'],
  ['labLPAName_Title', 'labLPAName'],
  ['labQuestionnairedue_Title', 'labQuestionnaireDueDate'],
  ['labCaseSummary_Title', 'labCaseSummary'],
  ['AppellantLPARepresentationsdue_Title', 'labAppellantLPARepsDueDate'],
  ['labCaseOfficer_Title', 'labCaseOfficer'],
  ['InterestedPartyCommentsdue_Title', 'labInterestedPartyCommentsDueDate'],
  ['labProcedure_Title', 'labProcedure'],
  ['AppellantLPAFinalCommentsdue', 'labFinalCommentsDueDate'],
  ['labStatus_Title', 'labStatus'],
  ['InquiryEvidencedue_Title', 'labInquiryEvidenceDueDate'],
  ['labDecisionandOutcome_Title', 'labOutcome'],
  ['eventdate_Title', 'labEventDate'],
  ['labLinkStatus_Title', 'labCaseLinkStatus'],
  ['labDecisionDate_Title', 'labDecisionDate'],
  ['labLinkedCaseCount_Title', 'labLinkedCaseCount'],
];

const ROLE_OF: Record<string, RegisterRole> = {
  'case type': 'type',
  'local planning authority': 'authority',
  'decision and outcome': 'status',
  'case summary': 'description',
};

const DATE_OF: Record<string, string> = {
  'start date': 'start',
  'decision date': 'decided',
  'questionnaire due': 'questionnaire_due',
  'event date': 'event',
};

function text(doc: HtmlIndex, id: string): string | null {
  const e = doc.byId(`cphMainContent_${id}`);
  if (!e.length) return null;
  return clean(doc.textOf(e[0])) || null;
}

/** Whether a page is an ACP case page: its case reference is there. */
export function isCasePage(doc: HtmlIndex): boolean {
  return doc.byId('cphMainContent_LabelCaseReference').length > 0;
}

/** One ViewCase.aspx page -> one appeal record (or the reason it cannot be read). */
export function readCasePage(page: FetchedPage, source: { council_slug: string | null }): RegisterRead {
  const url = page.finalUrl || page.url;
  const doc = loadHtml(page.text);
  if (!isCasePage(doc))
    throw new LayoutChangedError('not an Appeals Casework Portal case page (no case reference)', {
      url,
      pageKind: 'html',
    });
  const ref = /Reference:\s*(\S+)/.exec(text(doc, 'LabelCaseReference') ?? '')?.[1] ?? null;
  const caseNumber = ref ? (/(\d{7})$/.exec(ref)?.[1] ?? null) : null;
  if (!ref || !caseNumber)
    return {
      records: [],
      rejected: [{ url, row: null, reason: 'a case page with no appeal reference', text: null }],
      layout: LAYOUT,
    };
  const fields: Record<string, string | null> = { Reference: ref };
  const roles: Partial<Record<RegisterRole, string>> = {};
  const dates: Record<string, RawDate | null> = {};
  for (const [labelId, valueId] of LABELLED) {
    const label = text(doc, labelId);
    if (!label) continue;
    const value = text(doc, valueId);
    fields[label] = value;
    const key = label.toLowerCase();
    if (ROLE_OF[key] && value) roles[ROLE_OF[key]] = value;
    if (DATE_OF[key]) dates[DATE_OF[key]] = parseUkDate(value);
  }
  const appellant = text(doc, 'labName');
  const agent = text(doc, 'labAgentName');
  fields['Appellant/Applicant'] = appellant;
  fields.Agent = agent;
  if (appellant) roles.applicant = appellant;
  if (agent) roles.agent = agent;
  // The address's lines are <br>-separated; the element's title holds them comma-separated.
  const siteEl = doc.byId('cphMainContent_labSiteAddress');
  const site =
    (siteEl.length && clean(doc.attr(siteEl[0], 'title') ?? '').replace(/,\s*$/, '')) ||
    text(doc, 'labSiteAddress');
  fields['Site Address'] = site || null;
  roles.record_url = url;
  const authority = roles.authority ?? null;
  const record: RawRegisterRecord = {
    register: 'appeals',
    adapter: PINS_ACP,
    council_slug: councilSlugFor(authority) ?? source.council_slug,
    authority,
    record_type: 'appeal',
    key: caseNumber,
    fields,
    roles,
    address: site || null,
    postcode: null,
    dates,
    source: {
      url: url.replace(/\/ViewCase\.aspx.*$/i, ''),
      kind: 'page',
      format: 'html',
      row: null,
      layout: LAYOUT,
      fetched_at: page.fetchedAt,
      pages: [url],
    },
  };
  return { records: [record], rejected: [], layout: LAYOUT };
}

const base = (ctx: RegisterContext) => ctx.register.url.replace(/\/+$/, '');

export const pinsAcpAdapter: RegisterAdapter = {
  adapter: PINS_ACP,
  registers: ['appeals'],
  async *discover(ctx: RegisterContext): AsyncIterable<RegisterSource> {
    let cases = ((ctx.register.options ?? {}) as { cases?: string[] }).cases;
    if (!cases) {
      const list = await ctx.client.get(ctx.register.url);
      const url = list.finalUrl || list.url;
      if (list.status === 404 || list.status === 410)
        throw new LayoutChangedError(`the appeals list is no longer published (HTTP ${list.status})`, {
          url,
          status: list.status,
          council: ctx.council.slug,
        });
      const failed = errorForStatus(list.status, url, list.headers, ctx.council.slug);
      if (failed) throw failed;
      if (isBlockWording(clean(list.text.replace(/<[^>]*>/g, ' ')).slice(0, 4000)))
        throw new BlockedError('a block page where the appeals list was', { url });
      cases = [
        ...new Set([...list.text.matchAll(/\bAPP\/[A-Z0-9]+\/[A-Z]\/\d{2}\/(\d{7})\b/g)].map((m) => m[1])),
      ];
    }
    for (const c of cases)
      yield {
        council_slug: ctx.council.slug,
        register: 'appeals',
        url: `${base(ctx)}/ViewCase.aspx?caseid=${encodeURIComponent(c)}`,
        kind: 'page',
        title: c,
        published: null,
      };
  },
  async fetch(ctx, source) {
    const page = await ctx.client.get(source.url);
    const url = page.finalUrl || page.url;
    const failed = errorForStatus(page.status, url, page.headers, ctx.council.slug);
    if (failed) throw failed;
    if (isBlockWording(clean(page.text.replace(/<[^>]*>/g, ' ')).slice(0, 4000)))
      throw new BlockedError('a block page where the case page was', { url });
    return [page];
  },
  parse(pages, source) {
    const out: RegisterRead = { records: [], rejected: [], layout: LAYOUT };
    for (const p of pages) {
      const r = readCasePage(p, source);
      appendAll(out.records, r.records);
      appendAll(out.rejected, r.rejected);
    }
    return out;
  },
  parsePage(page: FetchedPage): ParsedPage | null {
    if (!/^\s*</.test(page.text) || !page.text.includes('cphMainContent_LabelCaseReference')) return null;
    const doc = loadHtml(page.text);
    if (!isCasePage(doc)) return null;
    return { platform: PINS_ACP, kind: 'case', data: readCasePage(page, { council_slug: null }) };
  },
  samples: ['registers/appeals/pins-appeals-casework-portal'],
  layouts: [{ name: LAYOUT, register: 'appeals' }],
  formats: ['html'],
};
