// Idox-shaped pages: the same ids, classes and wording as the real Public Access pages in
// ../shared/fixtures/portals/idox (Brighton & Hove 2018, Halton 2022, Lambeth 2014), so the
// real parsers read them. `layout: 'changed'` renames the ids and classes a portal upgrade moves.
import { addDays } from '../../../core/calendar.js';
import { stateOn, type SimApplication, type SimCouncilData, type SimProperty } from '../../data.js';

export interface RenderCtx {
  council: SimCouncilData;
  /** Path prefix of this council's portal, e.g. /brighton/online-applications */
  base: string;
  startDate: string;
  day: number;
  csrf: string;
  layout: 'idox' | 'changed';
}

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function esc(s: string): string {
  // One pass, and none for the most of the generated text that has nothing to escape.
  return /[&<>"]/.test(s) ? s.replace(/[&<>"]/g, (c) => ESCAPED[c]) : s;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Every page prints a few of the same few hundred dates: each is worked out once (by start date
// and day), not per page (date arithmetic was a tenth of the simulator's time in the ingest bench).
const isoCache = new Map<string, string>();
const idoxDateCache = new Map<string, string>();

export function isoOf(ctx: RenderCtx, day: number): string {
  const key = `${ctx.startDate}+${day}`;
  let iso = isoCache.get(key);
  if (iso === undefined) isoCache.set(key, (iso = addDays(ctx.startDate, day)));
  return iso;
}

/** "Wed 08 Aug 2018", as Idox prints dates on the summary and dates tabs. */
export function idoxDate(iso: string): string {
  let out = idoxDateCache.get(iso);
  if (out === undefined) {
    const d = new Date(iso + 'T00:00:00Z');
    out = `${WEEKDAYS[d.getUTCDay()]} ${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
    idoxDateCache.set(iso, out);
  }
  return out;
}

/** "17 May 2022", as the documents tab prints them. */
export function shortDate(iso: string): string {
  return idoxDate(iso).slice(4);
}

/** "6 Oct 2014", the value of a weekly list option. */
export function weekValue(iso: string): string {
  const d = new Date(iso + 'T00:00:00Z');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

function ids(ctx: RenderCtx) {
  const v2 = ctx.layout === 'changed';
  return {
    results: v2 ? 'results-list' : 'searchresults',
    result: v2 ? 'result-item' : 'searchresult',
    summary: v2 ? 'caseSummaryTable' : 'simpleDetailsTable',
    details: v2 ? 'furtherInfoTable' : 'applicationDetails',
    docs: v2 ? 'docsTable' : 'Documents',
    tabs: v2 ? 'tab-list' : 'tabs',
    crumb: v2 ? 'case-header' : 'addressCrumb',
    property: v2 ? 'propertyTable' : 'propertyAddress',
  };
}

export function page(ctx: RenderCtx, title: string, heading: string, body: string, charset: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html lang="en-GB" xmlns="http://www.w3.org/1999/xhtml" xml:lang="en-GB">
<head>
<title>${esc(title)}</title>
<meta http-equiv="Content-Type" content="text/html; charset=${charset}" />
</head>
<body>
<div id="idox">
<div id="pa">
<div id="header"><div class="container"><div id="logo"><span class="sr-only">${esc(ctx.council.name)}</span></div></div></div>
<div class="container">
<div id="pageheading">
<h1><strong>Planning</strong>&nbsp;&ndash;&nbsp;${esc(heading)}</h1>
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

function csrfInput(ctx: RenderCtx): string {
  return `<input type="hidden" name="_csrf" value="${ctx.csrf}" />`;
}

function dateInput(name: string): string {
  return `<input type="text" name="date(${name})" value="" class="date" id="${name}" />`;
}

export function advancedForm(ctx: RenderCtx, message: string | null): string {
  const msg = message
    ? `<div class="messagebox"><h2>Please check the search criteria:</h2><ul>\n<li>${esc(message)}</li>\n</ul></div>`
    : '';
  const formId = ctx.layout === 'changed' ? 'searchForm' : 'advancedSearchForm';
  return `${msg}
<div class="tabcontainer">
<form name="searchCriteriaForm" method="post" action="${ctx.base}/advancedSearchResults.do?action=firstPage" id="${formId}">
${csrfInput(ctx)}
<input type="text" name="searchCriteria.reference" value="" class="text" id="reference" />
<input type="text" name="searchCriteria.description" value="" class="text" id="description" />
<select name="searchCriteria.caseType" id="caseType"><option value="" selected="selected">All</option><option value="FUL">Full Planning</option></select>
<input type="hidden" name="caseAddressType" value="Application" />
<input type="text" name="searchCriteria.address" value="" class="text" id="address" />
${dateInput('applicationReceivedStart')}${dateInput('applicationReceivedEnd')}
${dateInput('applicationValidatedStart')}${dateInput('applicationValidatedEnd')}
${dateInput('applicationDecisionStart')}${dateInput('applicationDecisionEnd')}
<input type="hidden" name="searchType" value="Application" />
<input type="submit" value="Search" class="button primary" />
</form>
</div>`;
}

export function weeklyForm(ctx: RenderCtx, weeks: string[]): string {
  const options = weeks
    .map((w, i) => `<option value="${w}"${i === 0 ? ' selected="selected"' : ''}>${w}</option>`)
    .join('\n');
  return `<div class="tabcontainer">
<form name="searchCriteriaForm" method="post" action="${ctx.base}/weeklyListResults.do?action=firstPage" id="weeklyListForm">
${csrfInput(ctx)}
<select name="searchCriteria.parish" id="parish"><option value="" selected="selected">All</option></select>
<select name="searchCriteria.ward" id="ward"><option value="" selected="selected">All</option></select>
<select name="week" id="week">${options}</select>
<input type="radio" name="dateType" value="DC_Validated" id="dateValidated" checked="checked" /><label for="dateValidated">Validated</label>
<input type="radio" name="dateType" value="DC_Decided" id="dateDecided" /><label for="dateDecided">Decided</label>
<input type="hidden" name="searchType" value="Application" />
<input type="submit" value="Search" class="button primary" />
</form>
</div>`;
}

function summaryLink(ctx: RenderCtx, keyval: string, tab = 'summary'): string {
  return `${ctx.base}/applicationDetails.do?activeTab=${tab}&amp;keyVal=${keyval}`;
}

function resultItem(ctx: RenderCtx, app: SimApplication, cls: string): string {
  const s = stateOn(app, ctx.day);
  const validated = s.validated ? idoxDate(isoOf(ctx, app.validatedDay)) : 'Not Available';
  return `<li class="${cls}">
<a href="${summaryLink(ctx, app.keyval)}">
${esc(app.description)}
</a>
<p class="address">
${esc(app.property.address)}
</p>
<p class="metaInfo">
Ref. No:
${esc(app.reference)}
<span class="divider">|</span>
Received:
${idoxDate(isoOf(ctx, app.receivedDay))}
<span class="divider">|</span>
Validated:
${validated}
<span class="divider">|</span>
Status:
${esc(s.status)}
</p>
</li>`;
}

export function resultsPage(ctx: RenderCtx, apps: SimApplication[], pageNo: number, perPage: number): string {
  const id = ids(ctx);
  const total = apps.length;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = (pageNo - 1) * perPage;
  const shown = apps.slice(first, first + perPage);
  const link = (n: number, cls: string, text: string) =>
    `<a href ="${ctx.base}/pagedSearchResults.do?action=page&amp;searchCriteria.page=${n}" class="${cls}">${text}</a>`;
  let pager = `<span class="showing"><strong>Showing ${first + 1}-${first + shown.length}</strong> of ${total}</span>`;
  if (pageNo > 1) pager += link(pageNo - 1, 'previous', 'Previous');
  for (let n = 1; n <= pages; n++) {
    pager +=
      '<span class="divider">|</span>' +
      (n === pageNo ? `<strong>${n}</strong>` : link(n, 'page', String(n)));
  }
  if (pageNo < pages) pager += '<span class="divider">|</span>' + link(pageNo + 1, 'next', 'Next');
  const sizes = [5, 10, 20, 50, 100]
    .map((n) => `<option value="${n}"${n === perPage ? ' selected="selected"' : ''}>${n}</option>`)
    .join('\n');
  return `<div id="searchfilters">
<form name="searchCriteriaForm" method="post" action="${ctx.base}/pagedSearchResults.do" id="searchResults">
${csrfInput(ctx)}
<input type="hidden" name="searchCriteria.page" value="${pageNo}" />
<input type="hidden" name="action" value="page" />
<select name="orderBy" id="orderBy"><option value="DateReceived" selected="selected">Date Received</option></select>
<select name="orderByDirection" id="orderByDirection"><option value="Descending" selected="selected">Descending</option></select>
<select name="searchCriteria.resultsPerPage" id="resultsPerPage">${sizes}</select>
<input type="submit" value="Go" class="button primary" />
</form>
</div>
<div id="searchResultsContainer" class="panel">
<p class="pager top">${pager}</p>
<div class="col-a">
<ul id="${id.results}">
${shown.map((a) => resultItem(ctx, a, id.result)).join('\n')}
</ul>
</div>
<p class="pager bottom">${pager}</p>
</div>`;
}

function tabs(ctx: RenderCtx, app: SimApplication, active: string): string {
  const s = stateOn(app, ctx.day);
  const cls = (t: string) => (t === active ? ' class="active"' : '');
  const related = app.follows !== null;
  return `<ul class="${ids(ctx).tabs}">
<li>
<a href="${summaryLink(ctx, app.keyval)}" id="tab_summary"${cls('summary') || cls('details') || cls('dates') ? ' class="active"' : ''}><span>Details</span></a>
<ul class="subtabs">
<li><a href="${summaryLink(ctx, app.keyval)}" id="subtab_summary"${cls('summary')}><span>Summary</span></a></li>
<li><a href="${summaryLink(ctx, app.keyval, 'details')}" id="subtab_details"${cls('details')}><span>Further Information</span></a></li>
<li><a href="${summaryLink(ctx, app.keyval, 'dates')}" id="subtab_dates"${cls('dates')}><span>Important Dates</span></a></li>
</ul>
</li>
<li><a href="${summaryLink(ctx, app.keyval, 'makeComment')}" id="tab_makeComment"><span>Comments (${s.comments})</span></a></li>
<li><a href="${summaryLink(ctx, app.keyval, 'documents')}" id="tab_documents"${cls('documents')}><span>Documents (${s.documents.length})</span></a></li>
<li><a href="${summaryLink(ctx, app.keyval, 'relatedCases')}" id="tab_relatedCases"${cls('related')}><span>Related Cases (${related ? 2 : 1})</span></a></li>
<li><a href="${summaryLink(ctx, app.keyval, 'map')}" id="tab_map"><span>Map</span></a></li>
</ul>`;
}

function crumb(ctx: RenderCtx, app: SimApplication): string {
  return `<div class="${ids(ctx).crumb}">
<span class="caseNumber">${esc(app.reference)}</span>
<span class="divider1">|</span>
<span class="description">${esc(app.description)}</span>
<span class="divider2">|</span>
<span class="address">${esc(app.property.address)}</span>
</div>`;
}

function table(id: string, rows: [string, string][]): string {
  return `<table id="${id}" summary="Case Details">
${rows.map(([k, v]) => `<tr>\n<th scope="row" width="40%">\n${esc(k)}\n</th>\n<td>\n${esc(v)}\n</td>\n</tr>`).join('\n')}
</table>`;
}

/** Rows of the summary table on the current day. */
export function summaryRows(ctx: RenderCtx, app: SimApplication): [string, string][] {
  const s = stateOn(app, ctx.day);
  const rows: [string, string][] = [
    ['Reference', app.reference],
    ['Planning Portal Reference', `PP-${String(11000000 + app.index)}`],
    ['Application Received', idoxDate(isoOf(ctx, app.receivedDay))],
  ];
  if (s.validated) rows.push(['Application Validated', idoxDate(isoOf(ctx, app.validatedDay))]);
  rows.push(['Address', app.property.address], ['Proposal', app.description], ['Status', s.status]);
  if (s.decided) {
    rows.push(['Decision', app.outcome], ['Decision Issued Date', idoxDate(isoOf(ctx, app.decisionDay))]);
  }
  rows.push(['Appeal Status', 'Not Available'], ['Appeal Decision', 'Not Available']);
  return rows;
}

export function summaryPage(ctx: RenderCtx, app: SimApplication): string {
  const s = stateOn(app, ctx.day);
  const cases = app.follows !== null ? 1 : 0;
  return `${crumb(ctx, app)}
${tabs(ctx, app, 'summary')}
<div class="tabcontainer">
${table(ids(ctx).summary, summaryRows(ctx, app))}
<div id="summaryInfo">
<p class="associateddocument">There are <a href="${summaryLink(ctx, app.keyval, 'documents')}">${s.documents.length} documents</a> associated with this application.</p><p class="associatedcase">There ${cases === 1 ? 'is 1 case' : 'are 0 cases'} associated with this application.</p><p class="associatedproperty">There is <a href="${summaryLink(ctx, app.keyval, 'relatedCases')}">1 property</a> associated with this application.</p>
</div>
</div>`;
}

export function detailsRows(ctx: RenderCtx, app: SimApplication): [string, string][] {
  const s = stateOn(app, ctx.day);
  const rows: [string, string][] = [
    ['Application Type', app.applicationType],
    ['Expected Decision Level', app.level],
  ];
  if (s.decided) rows.push(['Actual Decision Level', app.level]);
  rows.push(
    ['Case Officer', app.caseOfficer],
    ['Parish', app.property.parish],
    ['Ward', app.property.ward],
    ['Applicant Name', app.applicant],
    ['Applicant Address', app.applicantAddress],
    ['Agent Name', app.agent],
    ['Agent Company Name', app.agentCompany],
    ['Agent Address', app.agentAddress],
    ['Agent Phone Number', app.agentPhone],
    ['Environmental Assessment Requested', 'No'],
  );
  return rows;
}

export function detailsPage(ctx: RenderCtx, app: SimApplication): string {
  return `${crumb(ctx, app)}
${tabs(ctx, app, 'details')}
<div class="tabcontainer">
${table(ids(ctx).details, detailsRows(ctx, app))}
</div>`;
}

export function datesRows(ctx: RenderCtx, app: SimApplication): [string, string][] {
  const s = stateOn(app, ctx.day);
  const na = 'Not Available';
  const v = (ok: boolean, day: number) => (ok ? idoxDate(isoOf(ctx, day)) : na);
  return [
    ['Application Received Date', idoxDate(isoOf(ctx, app.receivedDay))],
    ['Application Validated Date', v(s.validated, app.validatedDay)],
    ['Expiry Date', v(s.validated, app.validatedDay + 56)],
    ['Actual Committee Date', v(s.decided && app.committeeDay !== null, app.committeeDay ?? 0)],
    ['Latest Neighbour Consultation Date', v(s.validated, app.validatedDay + 2)],
    ['Neighbour Consultation Expiry Date', v(s.validated, app.validatedDay + 23)],
    ['Standard Consultation Expiry Date', v(s.validated, app.validatedDay + 21)],
    ['Last Advertised In Press Date', na],
    ['Agreed Expiry Date', na],
    ['Decision Made Date', v(s.decided, app.decisionDay)],
    ['Decision Issued Date', v(s.decided, app.decisionDay)],
    ['Permission Expiry Date', v(s.decided && app.outcome === 'Approved', app.decisionDay + 1095)],
    ['Determination Deadline', v(s.validated, app.validatedDay + 56)],
  ];
}

export function datesPage(ctx: RenderCtx, app: SimApplication): string {
  return `${crumb(ctx, app)}
${tabs(ctx, app, 'dates')}
<div class="tabcontainer">
${table(ids(ctx).summary, datesRows(ctx, app))}
</div>`;
}

export function documentUrl(ctx: RenderCtx, app: SimApplication, i: number): string {
  return `${ctx.base}/files/${app.keyval}${String(i).padStart(3, '0')}/pdf/${app.reference.replace(/\//g, '_')}-${i + 1}.pdf`;
}

export function documentsPage(ctx: RenderCtx, app: SimApplication): string {
  const s = stateOn(app, ctx.day);
  const rows = s.documents
    .map(
      (d, i) => `<tr>
<td><input type="checkbox" name="file" value="${i}" /></td>
<td>${shortDate(isoOf(ctx, d.day))}</td>
<td>${esc(d.type)}</td>
<td>${d.type === 'Plans' ? `DR-${String(i + 1).padStart(2, '0')}` : ''}</td>
<td>${esc(d.title)}</td>
<td><a href="${documentUrl(ctx, app, i)}" target="_blank" title="View Document"><img src="/ico_view.gif" alt="View document icon" /></a></td>
</tr>`,
    )
    .join('\n');
  return `${crumb(ctx, app)}
${tabs(ctx, app, 'documents')}
<div class="tabcontainer toplevel">
<form action="download/" id="caseDownloadForm" method="post">
${csrfInput(ctx)}
<table id="${ids(ctx).docs}" summary="Documents">
<tr><th>&nbsp;</th><th>Date Published</th><th>Document Type</th><th>Drawing Number</th><th>Description</th><th>View</th></tr>
${rows}
</table>
</form>
</div>`;
}

function propertyLink(ctx: RenderCtx, p: SimProperty): string {
  return `${ctx.base}/propertyDetails.do?activeTab=summary&amp;keyVal=${p.keyval}`;
}

export function relatedPage(ctx: RenderCtx, app: SimApplication): string {
  const earlier = app.follows !== null ? ctx.council.applications[app.follows] : null;
  const apps = earlier
    ? `<div id="Application">
<h2>Planning Applications <span>(1)</span></h2>
<ul>
${resultItem(ctx, earlier, 'searchresult')}
</ul>
</div>`
    : '';
  return `${crumb(ctx, app)}
${tabs(ctx, app, 'related')}
<div class="tabcontainer">
<div id="Property">
<h2>Properties <span>(1)</span></h2>
<ul>
<li><a href="${propertyLink(ctx, app.property)}">${esc(app.property.address)}</a></li>
</ul>
</div>
${apps}
</div>`;
}

export function propertyRows(p: SimProperty): [string, string][] {
  return [
    ['UPRN', p.uprn],
    ['Full Address', p.address],
    ['Ward', p.ward],
    ['Parish', p.parish],
  ];
}

export function propertyPage(ctx: RenderCtx, p: SimProperty): string {
  return `<div class="tabcontainer">
${table(ids(ctx).property, propertyRows(p))}
</div>`;
}

export function errorPage(message: string): string {
  return `<h3>Error</h3><p>${esc(message)}</p>`;
}
