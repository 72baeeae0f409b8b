// The LICENSING module of a simulated council's Idox Public Access, at /<slug>/online-licensing/...
// (some councils run it apart from their planning portal at that path): the advanced search
// (searchType=Licencing) by category and issue date, result pages of ten on a JSESSIONID session,
// "No results found." and "Too many results found" on the search form as Idox answers them, a
// single hit answered with the licence itself, and each licence's tabs: summary (with the licensed
// activities and their times), further information and important dates.
//
// SYNTHETIC, in page shapes inferred, not copied: the result line "Ref. No: ... | Status: ... |
// Applicant Name: ..." and its HMO references are those of Newcastle's licensing search results
// (registers/hmo/newcastle, scraped text); the search form's fields (searchCriteria.categoryType,
// date(issuedStart)/date(issuedEnd)) and the summary's labels (Reference, Type, Category, Status,
// Applicant, Trading Name, Address, Issue Date, Expiry Date, Case Officer) and its activities
// table (table.noticeDetails, an activity's th spanning its days and times) are those public
// scrapers of councils' licensing searches read; the page chrome is the planning module's. Every
// licence, premises and party is made up here; parties are obviously synthetic ("Sample Holder
// 12"), companies (Ltd, PLC, LLP) and persons both.
import { randomUUID } from 'node:crypto';
import { addDays } from '../../core/calendar.js';
import type { RegisterName } from '../../scrapers/registers/contract.js';
import { hashSeed, prng, type SimCouncilData, type SimRegisterSpec } from '../data.js';
import { readBody, type SimRegisterProfile, type SimRequest } from '../profile.js';

export const LICENSING_PATH = 'online-licensing';
/** A search matching more licences than this answers "Too many results found". */
export const TOO_MANY = 25;
const PER_PAGE = 10;

export interface SimIdoxLicence {
  keyval: string;
  register: RegisterName;
  reference: string;
  category: string;
  type: string;
  status: string;
  applicant: string;
  holder: string;
  supervisor: string | null;
  tradingName: string;
  address: string;
  ward: string;
  caseOfficer: string;
  occupants: number | null;
  households: number | null;
  /** YYYY-MM-DD */
  received: string;
  decided: string;
  issued: string;
  expires: string | null;
  hearing: string | null;
  lastRepresentation: string;
  activities: [string, string, string][];
}

const CATEGORIES = [
  { value: 'Premises', label: 'Premises', type: 'Premises Licence', code: 'PREM' },
  { value: 'Club', label: 'Club Premises Certificates', type: 'Club Premises Certificate', code: 'CLUB' },
  { value: 'Gaming', label: 'Gaming Permits', type: 'Licensed Premises Gaming Machine Permit', code: 'GAM' },
  { value: 'Street', label: 'Street Trading', type: 'Street Trading Consent', code: 'STR' },
  { value: 'Animal', label: 'Animal Welfare', type: 'Dog Boarding Licence', code: 'ANI' },
];
const HMO = { value: 'HMO', label: 'Houses in Multiple Occupation', code: 'HMOL' };
const HOLDERS = [
  (n: number) => `Sample Inns ${n} Ltd`,
  (n: number) => `Mr Sample Holder ${n}`,
  (n: number) => `Sample Hospitality ${n} PLC`,
  (n: number) => `Mrs Sample Holder ${n}`,
  (n: number) => `Sample Lettings ${n} LLP`,
];
const SUPERVISORS = [(n: number) => `Ms Sample Supervisor ${n}`, (n: number) => `Sample Staffing ${n} Ltd`];
const ACTIVITIES: [string, string, string][][] = [
  [
    ['Sale of Alcohol by Retail', 'Monday to Saturday', '10:00 - 23:00'],
    ['Sale of Alcohol by Retail', 'Sunday', '12:00 - 22:30'],
    ['Late Night Refreshment', 'Friday and Saturday', '23:00 - 01:00'],
  ],
  [
    ['Sale of Alcohol by Retail', 'Monday to Sunday', '08:00 - 23:00'],
    ['Recorded Music', 'Monday to Sunday', '11:00 - 23:00'],
  ],
  [
    ['Live Music', 'Thursday to Saturday', '19:00 - 23:30'],
    ['Sale of Alcohol by Retail', 'Monday to Sunday', '11:00 - 00:00'],
    ['Performance of Dance', 'Saturday', '20:00 - 00:00'],
  ],
];
const WARDS = ['Central', 'Northfield', 'Riverside', 'Old Town'];
const OFFICERS = ['Sample Officer A', 'Sample Officer B'];
const KEY_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The licences of a council's register in its licensing module, deterministic from the seed. */
export function simIdoxLicences(
  seed: number,
  council: SimCouncilData,
  register: RegisterName,
  spec: SimRegisterSpec,
  startDate: string,
): SimIdoxLicence[] {
  const r = prng(hashSeed(seed, council.spec.slug, 'idox-licensing', register));
  const props = [...council.properties.values()];
  const out: SimIdoxLicence[] = [];
  for (let i = 0; i < spec.records; i++) {
    const p = props[(i * 7) % props.length];
    const cat = register === 'hmo' ? null : CATEGORIES[i % CATEGORIES.length];
    const received = addDays(startDate, -60 - Math.floor(r() * 6 * 365));
    const decided = addDays(received, 28 + Math.floor(r() * 30));
    const issued = addDays(decided, Math.floor(r() * 7));
    let keyval = '';
    for (let k = 0; k < 8; k++) keyval += KEY_CHARS[Math.floor(r() * KEY_CHARS.length)];
    keyval += register === 'hmo' ? 'HM000' : 'LI000';
    const n = Math.floor(i / 2) + 1;
    const renewal = register === 'hmo' && r() < 0.5;
    out.push({
      keyval: `${keyval}${String(i).padStart(2, '0')}`,
      register,
      reference: `${issued.slice(2, 4)}/${String(1000 + i * 13).padStart(5, '0')}/${cat ? cat.code : renewal ? 'HMOREN' : HMO.code}`,
      category: cat ? cat.value : HMO.value,
      type: cat ? cat.type : renewal ? 'HMO Licence Renewal' : 'Mandatory HMO Licence',
      status: r() < 0.85 ? 'Current Licence' : 'Licence Under Review',
      applicant: HOLDERS[(n + 1) % HOLDERS.length](n),
      holder: HOLDERS[n % HOLDERS.length](n),
      supervisor: cat?.value === 'Premises' ? SUPERVISORS[i % SUPERVISORS.length](i + 1) : null,
      tradingName:
        register === 'hmo' ? '' : `${cat!.label === 'Premises' ? 'The Sample Tap' : 'Sample'} ${i + 1}`,
      address: p.address,
      ward: WARDS[i % WARDS.length],
      caseOfficer: OFFICERS[i % OFFICERS.length],
      occupants: register === 'hmo' ? 4 + (i % 5) : null,
      households: register === 'hmo' ? 3 + (i % 4) : null,
      received,
      decided,
      issued,
      expires:
        register === 'hmo' || cat?.value === 'Street' || cat?.value === 'Animal'
          ? addDays(issued, 365 * (register === 'hmo' ? 5 : 1) - 1)
          : null,
      hearing: i % 6 === 1 ? addDays(received, 25) : null,
      lastRepresentation: addDays(received, 27),
      activities: cat?.value === 'Premises' || cat?.value === 'Club' ? ACTIVITIES[i % ACTIVITIES.length] : [],
    });
  }
  return out;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Wed 08 Aug 2018", as Public Access prints dates. */
const idoxDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${iso.slice(8, 10)} ${MONTHS[d.getUTCMonth()]} ${iso.slice(0, 4)}`;
};
const fromFormDate = (s: string | null) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((s ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};

interface Ctx {
  base: string;
  council: SimCouncilData;
  csrf: string;
  changed: boolean;
}

function ids(ctx: Ctx) {
  return ctx.changed
    ? {
        form: 'licenceSearch',
        results: 'results-list',
        result: 'result-item',
        summary: 'caseSummaryTable',
        details: 'furtherInfo',
        tabs: 'tab-list',
      }
    : {
        form: 'advancedSearchForm',
        results: 'searchresults',
        result: 'searchresult',
        summary: 'simpleDetailsTable',
        details: 'applicationDetails',
        tabs: 'tabs',
      };
}

function page(ctx: Ctx, heading: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html lang="en-GB" xmlns="http://www.w3.org/1999/xhtml" xml:lang="en-GB">
<head>
<title>${esc(heading)} | ${esc(ctx.council.name)} Public Access</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
</head>
<body>
<div id="idox">
<div id="pa">
<div id="header"><div class="container"><div id="logo"><span class="sr-only">${esc(ctx.council.name)}</span></div></div></div>
<div class="container">
<div id="pageheading">
<h1><strong>Licensing</strong>&nbsp;&ndash;&nbsp;${esc(heading)}</h1>
</div>
<!-- START WAM CONTENT -->
<div class="content">
${body}
</div>
<!-- END WAM CONTENT -->
</div>
</div>
</div>
</body>
</html>
`;
}

function searchForm(
  ctx: Ctx,
  categories: { value: string; label: string }[],
  message: string | null,
): string {
  const msg = message
    ? `<div class="messagebox"><h2>Please check the search criteria:</h2><ul>\n<li>${esc(message)}</li>\n</ul></div>`
    : '';
  const options = [{ value: '', label: 'All' }, ...categories]
    .map(
      (c) =>
        `<option value="${esc(c.value)}"${c.value === '' ? ' selected="selected"' : ''}>${esc(c.label)}</option>`,
    )
    .join('\n');
  const date = (name: string) =>
    `<input type="text" name="date(${name})" value="" class="date" id="${name}" />`;
  return page(
    ctx,
    'Advanced Search',
    `${msg}
<div class="tabcontainer">
<form name="searchCriteriaForm" method="post" action="${ctx.base}/advancedSearchResults.do?action=firstPage" id="${ids(ctx).form}">
<input type="hidden" name="_csrf" value="${ctx.csrf}" />
<input type="text" name="searchCriteria.reference" value="" class="text" id="reference" />
<input type="text" name="searchCriteria.applicantName" value="" class="text" id="applicantName" />
<select name="searchCriteria.applicationType" id="applicationType"><option value="" selected="selected">All</option><option value="NEW">New</option><option value="REN">Renewal</option><option value="VAR">Variation</option></select>
<select name="searchCriteria.categoryType" id="categoryType">${options}</select>
<select name="searchCriteria.caseStatus" id="caseStatus"><option value="" selected="selected">All</option><option value="Current Licence">Current Licence</option><option value="Licence Under Review">Licence Under Review</option></select>
<input type="text" name="searchCriteria.tradingName" value="" class="text" id="tradingName" />
<input type="text" name="searchCriteria.address" value="" class="text" id="address" />
${date('issuedStart')}${date('issuedEnd')}
${date('durationStart')}${date('durationEnd')}
${date('hearingStart')}${date('hearingEnd')}
<input type="hidden" name="searchType" value="Licencing" />
<input type="submit" value="Search" class="button primary" />
</form>
</div>`,
  );
}

const licenceLink = (ctx: Ctx, l: SimIdoxLicence, tab = 'summary') =>
  `${ctx.base}/licencingDetails.do?activeTab=${tab}&amp;keyVal=${l.keyval}`;

function resultsPage(ctx: Ctx, all: SimIdoxLicence[], pageNo: number): string {
  const id = ids(ctx);
  const pages = Math.max(1, Math.ceil(all.length / PER_PAGE));
  const first = (pageNo - 1) * PER_PAGE;
  const shown = all.slice(first, first + PER_PAGE);
  const link = (n: number, cls: string, text: string) =>
    `<a href="${ctx.base}/pagedSearchResults.do?action=page&amp;searchCriteria.page=${n}" class="${cls}">${text}</a>`;
  let pager = `<span class="showing"><strong>Showing ${first + 1}-${first + shown.length}</strong> of ${all.length}</span>`;
  if (pageNo > 1) pager += link(pageNo - 1, 'previous', 'Previous');
  for (let n = 1; n <= pages; n++)
    pager +=
      '<span class="divider">|</span>' +
      (n === pageNo ? `<strong>${n}</strong>` : link(n, 'page', String(n)));
  if (pageNo < pages) pager += '<span class="divider">|</span>' + link(pageNo + 1, 'next', 'Next');
  const items = shown
    .map(
      (l) => `<li class="${id.result}">
<a href="${licenceLink(ctx, l)}" class="summaryLink">
<div class="summaryLinkTextClamp">${esc(l.type)}${l.tradingName ? ` - ${esc(l.tradingName)}` : ''}</div>
</a>
<p class="address">
${esc(l.address)}
</p>
<p class="metaInfo">
Ref. No:
${esc(l.reference)}
<span class="divider">|</span>
Status:
${esc(l.status)}
<span class="divider">|</span>
Applicant Name:
${esc(l.applicant)}
</p>
</li>`,
    )
    .join('\n');
  return page(
    ctx,
    'Results for Licence Search',
    `<div id="searchResultsContainer" class="panel">
<p class="pager top">${pager}</p>
<ul id="${id.results}">
${items}
</ul>
<p class="pager bottom">${pager}</p>
</div>`,
  );
}

function tabsOf(ctx: Ctx, l: SimIdoxLicence, active: string): string {
  const cls = (t: string) => (t === active ? ' class="active"' : '');
  const p = ctx.changed ? 'tab-' : 'subtab_';
  return `<ul class="${ids(ctx).tabs}">
<li>
<a href="${licenceLink(ctx, l)}" id="tab_summary" class="active"><span>Details</span></a>
<ul class="subtabs">
<li><a href="${licenceLink(ctx, l)}" id="${p}summary"${cls('summary')}><span>Summary</span></a></li>
<li><a href="${licenceLink(ctx, l, 'details')}" id="${p}details"${cls('details')}><span>Further Information</span></a></li>
<li><a href="${licenceLink(ctx, l, 'dates')}" id="${p}dates"${cls('dates')}><span>Important Dates</span></a></li>
</ul>
</li>
<li><a href="${licenceLink(ctx, l, 'map')}" id="tab_map"><span>Map</span></a></li>
</ul>`;
}

function table(id: string, rows: [string, string][]): string {
  return `<table id="${id}" summary="Case Details">
${rows.map(([k, v]) => `<tr>\n<th scope="row">\n${esc(k)}\n</th>\n<td>\n${esc(v)}\n</td>\n</tr>`).join('\n')}
</table>`;
}

export function summaryRows(l: SimIdoxLicence): [string, string][] {
  return [
    ['Reference', l.reference],
    ['Type', l.type],
    ['Category', l.category === 'HMO' ? 'Houses in Multiple Occupation' : l.category],
    ['Status', l.status],
    ['Applicant', l.applicant],
    ['Trading Name', l.tradingName],
    ['Address', l.address],
    ['Issue Date', idoxDate(l.issued)],
    ['Expiry Date', l.expires ? idoxDate(l.expires) : 'Not Available'],
    ['Case Officer', l.caseOfficer],
  ];
}

export function detailsRows(l: SimIdoxLicence): [string, string][] {
  const rows: [string, string][] = [
    ['Application Type', l.reference.endsWith('REN') ? 'Renewal' : 'New'],
    ['Licence Holder', l.holder],
  ];
  if (l.supervisor) rows.push(['Designated Premises Supervisor', l.supervisor]);
  rows.push(['Ward', l.ward], ['Decision', 'Grant Licence']);
  if (l.occupants !== null) rows.push(['Maximum Occupants', String(l.occupants)]);
  if (l.households !== null) rows.push(['Number of Households', String(l.households)]);
  return rows;
}

export function datesRows(l: SimIdoxLicence): [string, string][] {
  return [
    ['Application Received Date', idoxDate(l.received)],
    ['Last Date for Representations', idoxDate(l.lastRepresentation)],
    ['Hearing Date', l.hearing ? idoxDate(l.hearing) : 'Not Available'],
    ['Decision Date', idoxDate(l.decided)],
    ['Issue Date', idoxDate(l.issued)],
    ['Expiry Date', l.expires ? idoxDate(l.expires) : 'Not Available'],
  ];
}

function activitiesTable(l: SimIdoxLicence): string {
  if (!l.activities.length) return '';
  const rows: string[] = [];
  for (let i = 0; i < l.activities.length; i++) {
    const [activity, days, times] = l.activities[i];
    const span = l.activities.slice(i).findIndex((a) => a[0] !== activity);
    const n = span < 0 ? l.activities.length - i : span;
    const th =
      i === 0 || l.activities[i - 1][0] !== activity
        ? `<th scope="row" rowspan="${n}">${esc(activity)}</th>`
        : '';
    rows.push(`<tr>${th}<td>${esc(days)}</td><td>${esc(times)}</td></tr>`);
  }
  return `<h3>Licensable Activities</h3>\n<table class="noticeDetails">\n${rows.join('\n')}\n</table>`;
}

function licencePage(ctx: Ctx, l: SimIdoxLicence, tab: 'summary' | 'details' | 'dates'): string {
  const id = ids(ctx);
  const crumb = `<div class="addressCrumb"><span class="caseNumber">${esc(l.reference)}</span><span class="divider1">|</span><span class="address">${esc(l.address)}</span></div>`;
  const body =
    tab === 'summary'
      ? `${table(id.summary, summaryRows(l))}\n${activitiesTable(l)}`
      : tab === 'details'
        ? table(id.details, detailsRows(l))
        : table(id.summary, datesRows(l));
  const heading = { summary: 'Licence Summary', details: 'Licence Details', dates: 'Licence Dates' }[tab];
  return page(
    ctx,
    heading,
    `${crumb}\n<div class="tabcontainer">\n${tabsOf(ctx, l, tab)}\n<div id="pa-tabs">\n${body}\n</div>\n</div>`,
  );
}

interface Session {
  csrf: string;
  slug: string;
  results: SimIdoxLicence[];
}

function sessionOf(r: SimRequest, sessions: Map<string, Session>, headers: Record<string, string>): Session {
  const m = /(?:^|;\s*)JSESSIONID=([^;]+)/.exec(r.req.headers.cookie ?? '');
  let s = m ? sessions.get(m[1]) : undefined;
  if (!s || s.slug !== r.slug) {
    const id = randomUUID().replace(/-/g, '').toUpperCase();
    s = { csrf: randomUUID(), slug: r.slug, results: [] };
    sessions.set(id, s);
    headers['set-cookie'] = `JSESSIONID=${id}; Path=/; HttpOnly`;
  }
  return s;
}

export function idoxLicensingProfile(seed: number): SimRegisterProfile {
  const sessions = new Map<string, Session>();
  return {
    name: 'idox-licensing',
    registers: ['licensing', 'hmo'],
    owns: (path) => path[0] === LICENSING_PATH && !!path[1],
    async handle(r) {
      const headers: Record<string, string> = {};
      const session = sessionOf(r, sessions, headers);
      const ctx: Ctx = {
        base: `/${r.slug}/${LICENSING_PATH}`,
        council: r.council,
        csrf: session.csrf,
        changed: !!r.faults.changedLayout,
      };
      const registers = (['licensing', 'hmo'] as const).filter(
        (reg) => r.council.spec.registers?.[reg]?.adapter === 'idox-licensing',
      );
      const licences = registers.flatMap((reg) =>
        simIdoxLicences(seed, r.council, reg, r.council.spec.registers![reg]!, r.startDate),
      );
      const today = addDays(r.startDate, r.day);
      const categories = [
        ...(registers.includes('licensing') ? CATEGORIES : []),
        ...(registers.includes('hmo') ? [HMO] : []),
      ];
      const send = (status: number, body: string) => r.send(status, body, headers);
      const endpoint = r.path[1];
      if (endpoint === 'search.do') {
        if (r.url.searchParams.get('searchType') !== 'Licencing')
          return send(404, '<html><body>Not Found</body></html>');
        return send(200, searchForm(ctx, categories, null));
      }
      if (endpoint === 'advancedSearchResults.do' && r.req.method === 'POST') {
        const form = new URLSearchParams(await readBody(r.req));
        const category = form.get('searchCriteria.categoryType') ?? '';
        const from = fromFormDate(form.get('date(issuedStart)')) ?? '0000-01-01';
        const to = fromFormDate(form.get('date(issuedEnd)')) ?? '9999-12-31';
        const hits = r.faults.emptyRegister
          ? []
          : licences
              .filter(
                (l) =>
                  (!category || l.category === category) &&
                  l.issued >= from &&
                  l.issued <= to &&
                  l.issued <= today,
              )
              .sort(
                (a, b) =>
                  (a.issued < b.issued ? 1 : a.issued > b.issued ? -1 : 0) ||
                  a.reference.localeCompare(b.reference),
              );
        if (hits.length === 0) return send(200, searchForm(ctx, categories, 'No results found.'));
        if (hits.length > TOO_MANY)
          return send(
            200,
            searchForm(ctx, categories, 'Too many results found. Please enter some more parameters.'),
          );
        if (hits.length === 1) return send(200, licencePage(ctx, hits[0], 'summary'));
        session.results = hits;
        return send(200, resultsPage(ctx, hits, 1));
      }
      if (endpoint === 'pagedSearchResults.do') {
        const n = Number(r.url.searchParams.get('searchCriteria.page') ?? '1');
        if (!session.results.length || !(n >= 1))
          return send(200, searchForm(ctx, categories, 'No results found.'));
        return send(200, resultsPage(ctx, session.results, n));
      }
      if (endpoint === 'licencingDetails.do') {
        const l = licences.find((x) => x.keyval === r.url.searchParams.get('keyVal'));
        const tab = r.url.searchParams.get('activeTab');
        if (!l || (tab !== 'summary' && tab !== 'details' && tab !== 'dates'))
          return send(404, '<html><body>Not Found</body></html>');
        return send(200, licencePage(ctx, l, tab));
      }
      return send(404, '<html><body>Not Found</body></html>');
    },
    configFor: (councilBase, register, spec) => ({
      register,
      adapter: 'idox-licensing',
      url: `${councilBase}/${LICENSING_PATH}`,
      options: spec.layout ? { layout: spec.layout } : undefined,
    }),
  };
}
