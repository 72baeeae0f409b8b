// Civica-shaped answers for a simulated council: the W2 JSON API (key objects of labelled Items as
// Gateshead's search answers, document lists as Gateshead's and Conwy's, 0001-01-01 dates where a
// date is not set) behind a portal page naming it, and the older JSF register's pages (search form,
// results list, case details) as Northampton's 2014 pages, so the real parsers read them.
// `changed` is a portal upgrade: the API's keys and the form's field names move.
import { addDays } from '../../../core/calendar.js';
import { stateOn, type SimApplication, type SimCouncilData } from '../../data.js';

export interface CivicaRenderCtx {
  council: SimCouncilData;
  /** Path of the council's portal, e.g. /gateshead/civica */
  base: string;
  startDate: string;
  day: number;
  changed: boolean;
}

export { esc } from '../html.js';
import { esc } from '../html.js';

export function isoOf(ctx: CivicaRenderCtx, day: number): string {
  return addDays(ctx.startDate, day);
}

/** dd/mm/yyyy, as both generations print dates. */
export function ukDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

export const API_PATH = 'w2webparts/Resource/Civica/Handler.ashx';
export const REF_TYPE = 'GFPlanning';

/** The case's key number: W2 keys are numbers. */
export function keyNumber(app: SimApplication): string {
  return String(100000 + app.index);
}

export function landingPage(ctx: CivicaRenderCtx): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Search planning applications - ${esc(ctx.council.name)}</title>
<meta name="author" content="Civica UK">
<script>
var Civica = Civica || {};
Civica.APIUrl = "${ctx.base}/${API_PATH}";
Civica.PortalSettings = { PlanningApplicationRefType: "${REF_TYPE}" };
</script>
<script src="${ctx.base}/w2webparts/Resource/Civica/js/planning.js"></script>
</head><body><div id="w2-planning-search" class="civica-w2"><noscript>This service needs JavaScript.</noscript></div></body></html>
`;
}

type Item = { FieldName: string; Label: string; Value: string; DataType: 'S' };
const item = (FieldName: string, Label: string, Value: string): Item => ({
  FieldName,
  Label,
  Value,
  DataType: 'S',
});

export function keyObject(ctx: CivicaRenderCtx, app: SimApplication): Record<string, unknown> {
  const s = stateOn(app, ctx.day);
  const d = (ok: boolean, n: number) => (ok ? ukDate(isoOf(ctx, n)) : '');
  const parts = app.property.address.split(' ');
  const items: Item[] = [
    item('SDescription', 'Case No', app.reference),
    item('SText1', 'Applicant Name', app.applicant),
    item('SText2', 'Agent Name', app.agent),
    item('SText3', 'Agent Address', app.agentAddress),
    item('SText4', 'Alternate Reference', `PP-${11000000 + app.index}`),
    item('SText10', 'Proposal', app.description.toUpperCase()),
    item('SDate1', 'Date Valid', d(s.validated, app.validatedDay)),
    item('SDate2', 'Target Date', d(s.validated, app.validatedDay + 56)),
    item('SDate3', 'Decision Date', d(s.decided, app.decisionDay)),
    item('SDate4', 'Committee Date', d(s.decided && app.committeeDay !== null, app.committeeDay ?? 0)),
    item('SDate5', 'Date Received', d(true, app.receivedDay)),
    item('SPicklist1', 'Case Type', app.applicationType),
    item('SPicklist2', 'Decision', s.decision ?? ''),
    item('SPicklist3', 'Case Officer', app.caseOfficer),
    item('SPicklist4', 'Decision Type', s.decided ? app.level : ''),
    item('SPicklist6', 'Status', s.status),
    item('AText1', 'Address 1', parts[0] ?? ''),
    item('AText6', 'Postcode', parts.slice(-2).join(' ')),
    item('ANumeric1', 'UPRN', app.property.uprn),
    item('APicklist2', 'Ward', app.property.ward),
    item('APicklist3', 'Parish', app.property.parish),
    item('ApplicationAddress', 'Application Address', app.property.address),
    item('InternetDesc', 'Heading', `${app.reference} - Valid From ${d(s.validated, app.validatedDay)}`),
    item('Proposal', 'Proposal', app.description),
    item('CommentsObjections', 'Object', String(Math.floor(s.comments / 2))),
    item('CommentsSupporting', 'Support', String(Math.ceil(s.comments / 2))),
    item('CommentsNeither', 'Neither', '0'),
  ];
  return {
    Items: items,
    DisplayTitle: `${app.reference} - Valid From ${d(s.validated, app.validatedDay)}`,
    Description: `${app.property.address} - ${app.reference}`,
    KeyNumber: keyNumber(app),
    KeyObjectType: REF_TYPE,
    KeyText: 'Subject',
  };
}

export function searchAnswer(ctx: CivicaRenderCtx, apps: SimApplication[], total: number): string {
  const objects = apps.map((a) => keyObject(ctx, a));
  return JSON.stringify(
    ctx.changed ? { Results: objects, Count: total } : { KeyObjects: objects, TotalRows: total },
  );
}

const NO_DATE = '0001-01-01T00:00:00.0000000';

export function docListAnswer(ctx: CivicaRenderCtx, app: SimApplication): string {
  const s = stateOn(app, ctx.day);
  const docs = s.documents.map((doc, i) => ({
    DocNo: String(24000000 + app.index * 100 + i),
    UserID: 'SIM',
    TypeCode: doc.type.toUpperCase().replace(/\W+/g, '').slice(0, 8),
    DocDesc: doc.type,
    DocCategory: `Planning - Development Control/${doc.type}`,
    DocDate: `${isoOf(ctx, doc.day)}T10:48:33.0000000`,
    LetterDate: NO_DATE,
    LetterDateSpecified: false,
    ReceivedDate: NO_DATE,
    ReceivedDateSpecified: false,
    FileExtension: 'pdf',
    RefType: REF_TYPE,
    GFLevel: 'Subject',
    GFReference: keyNumber(app),
    Title: doc.title,
    FileName: `${doc.title}.pdf`,
  }));
  return JSON.stringify({ CompleteDocument: docs, RowCount: String(docs.length) });
}

// ---- the older (JSF) register ----

function jsfPage(ctx: CivicaRenderCtx, title: string, heading: string, body: string): string {
  return `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:w2="http://www.comino.com/jsftags"><head>
<title>${esc(title)}</title>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="author" content="Civica PLC">
</head><body><div id="wrapper"><div class="bodytitle"><div><h1>${esc(heading)}</h1></div></div>
${body}
</div></body></html>
`;
}

function viewState(token: string): string {
  return `<input type="hidden" name="javax.faces.ViewState" id="javax.faces.ViewState" value="${token}">`;
}

export function jsfSearchForm(ctx: CivicaRenderCtx, token: string, message: string | null): string {
  const f = ctx.changed ? 'searchForm' : '_id122';
  const ref = ctx.changed ? 'caseReference' : 'SDescription';
  const dateRow = (field: string, label: string) =>
    `<div><label for="${f}:${field}">${label}</label><input id="${f}:${field}" name="${f}:${field}" type="text" size="10" value="dd/mm/yyyy"></div>`;
  return jsfPage(
    ctx,
    'Planning Search',
    'Search for Planning Applications',
    `<div class="errorMessageGroup"><div>${message ? esc(message) : ''}</div></div>
<form id="${f}" method="post" action="${ctx.base}/Planning/lg/GFPlanningSearch.page" enctype="application/x-www-form-urlencoded">${viewState(token)}
<input id="${f}:_id162" name="${f}:_id162" type="submit" value="Search" class="standardbutton"><input id="${f}:_id163" name="${f}:_id163" type="submit" value="Cancel" class="standardbutton"><hr><div class="searchform">
<div><label for="${f}:${ref}">Application Number</label><input id="${f}:${ref}" name="${f}:${ref}" type="text" value=""></div>
<div><label for="${f}:APicklist2">Ward</label><select id="${f}:APicklist2" name="${f}:APicklist2" multiple="multiple" size="5"><option value="CH">Central Hove</option><option value="GO">Goldsmid</option></select></div>
${dateRow('SDate1From', 'Date From')}
${dateRow('SDate1To', 'Date To')}
${dateRow('SDate3From', 'Decision From')}
${dateRow('SDate3To', 'Decision To')}
</div><input type="hidden" name="${f}_SUBMIT" value="1"></form>`,
  );
}

export function jsfResults(
  ctx: CivicaRenderCtx,
  token: string,
  apps: SimApplication[],
  page: number,
  pages: number,
): string {
  const f = '_id123';
  const link = (key: string, label: string) =>
    `<td${key === `idx${page}` ? ' style="font-weight:bold;"' : ''}><a href="${ctx.base}/Planning/lg/GFPlanningSearchResults.page?${f}:_idcl=${f}:scroll_1${key}&amp;${f}_SUBMIT=1&amp;${f}%3Ascroll_1=${key}" id="${f}:scroll_1${key}">${label}</a></td>`;
  const scroller = `<table class="scroller"><tr>${link('first', 'First')}${link('previous', 'Previous')}${Array.from(
    { length: pages },
    (_, i) => link(`idx${i + 1}`, String(i + 1)),
  ).join('')}${link('next', 'Next')}${link('last', 'Last')}</tr></table>`;
  const rows = apps
    .map((a, i) => {
      const [no, ...rest] = a.property.address.split(' ');
      return `<tr class="${i % 2 ? 'odd' : 'even'}"><td><input id="${f}:results:${i}:_id139" name="${f}:results:${i}:_id139" type="submit" value="${esc(a.reference)}" class="linkButton" /></td><td>${esc(a.description)}</td><td>${esc(no)}</td><td>${esc(rest.join(' '))}</td><td>-</td><td></td></tr>`;
    })
    .join('\n');
  return jsfPage(
    ctx,
    'Planning Cases',
    'Matching Planning Cases',
    `<form id="${f}" method="post" action="${ctx.base}/Planning/lg/GFPlanningSearchResults.page" enctype="application/x-www-form-urlencoded">${viewState(token)}<input id="${f}:token" name="${f}:token" type="hidden" value="${token}" /><hr/>${scroller}<div class="tableStyle1"><span class="helpdeskresults" id="resultsspan">
<table id="${f}:results" summary="List of planning applications that meet the search criteria specified" title="List of planning applications">
<thead><tr><th>Application Number</th><th>Proposal</th><th>House Name/Number</th><th>Road</th><th>Village</th><th>Town</th></tr></thead>
<tbody id="${f}:results:tbody_element">
${rows}
</tbody></table></span></div>${scroller}<input type="hidden" name="${f}_SUBMIT" value="1" /></form>`,
  );
}

export function jsfDetails(ctx: CivicaRenderCtx, app: SimApplication): string {
  const s = stateOn(app, ctx.day);
  const d = (ok: boolean, n: number) => (ok ? ukDate(isoOf(ctx, n)) : '');
  const row = (i: number, label: string, value: string) =>
    `<tr class="planSResult${i % 2 ? 'odd' : 'even'}rows"><td class="planSResultcol1">${esc(label)}</td><td class="planSResultcol2">${esc(value)}</td></tr>`;
  const table = (title: string, rows: [string, string][]) =>
    `<table title="${title}" class="planSResulttableStyle">
<thead><tr><th class="planSResultheader" scope="colgroup" colspan="2">
${title}
</th></tr></thead><tbody>${rows.map(([l, v], i) => row(i, l, v)).join('\n')}
</tbody></table>`;
  const [no, ...rest] = app.property.address.split(' ');
  return jsfPage(
    ctx,
    'Planning Case',
    'Planning Case Details',
    `<form id="_id120" method="post" action="${ctx.base}/Planning/lg/GFPlanningSingleResult.page" enctype="application/x-www-form-urlencoded"><input id="_id120:_id148" name="_id120:_id148" type="submit" value="Documents" class="standardbutton"><hr><p>Below are the application details for case ${esc(app.reference)}:</p>${table(
      'Address Details',
      [
        ['House Name/Number', no],
        ['Road', rest.join(' ')],
        ['Village', '-'],
        ['Parish', app.property.parish],
        ['Ward', app.property.ward],
      ],
    )}${table('Case Details', [
      ['Application Number', app.reference],
      ['Proposal', app.description],
      ['Applicant Name', app.applicant],
      ['Agent Name', app.agent],
      ['Agent Address', app.agentAddress],
      ['Date Received', d(true, app.receivedDay)],
      ['Date Valid', d(s.validated, app.validatedDay)],
      ['Target Date', d(s.validated, app.validatedDay + 56)],
      ['Application Type', app.applicationType],
      ['Case Officer', app.caseOfficer],
      ['Status', s.status],
      ['Decision', s.decision ?? ''],
      ['Decision Date', d(s.decided, app.decisionDay)],
      ['Committee Date', d(s.decided && app.committeeDay !== null, app.committeeDay ?? 0)],
    ])}<input type="hidden" name="_id120_SUBMIT" value="1"></form>`,
  );
}
