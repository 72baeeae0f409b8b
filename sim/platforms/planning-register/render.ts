// DEF Software "Planning Register" pages: the same ids, classes and wording as the real pages in
// ../shared/fixtures/portals/planning-register-def (Leicester 2025: div#displaypage and its tables;
// Fylde's older WordPress-skinned theme: table.summaryTbl panes, a status bar of small tables and
// document links held back behind a copyright notice), the disclaimer gate in both its forms (with
// and without an anti-forgery token), and the search form and result list of the current theme.
// `layout: 'changed'` moves the ids, classes and form a portal upgrade would move.
import { addDays } from '../../../core/calendar.js';
import { stateOn, type SimApplication, type SimCouncilData } from '../../data.js';

export interface DefRenderCtx {
  council: SimCouncilData;
  /** Path prefix of this council's register, e.g. /fylde/pr */
  base: string;
  startDate: string;
  day: number;
  /** 'legacy': Fylde's theme and older gate; 'current': Leicester's. */
  variant: 'current' | 'legacy';
  layout: 'def' | 'changed';
}

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function esc(s: string): string {
  return /[&<>"]/.test(s) ? s.replace(/[&<>"]/g, (c) => ESCAPED[c]) : s;
}

/** dd/mm/yyyy, as DEF prints dates. */
export function defDate(ctx: DefRenderCtx, day: number): string {
  const [y, m, d] = addDays(ctx.startDate, day).split('-');
  return `${d}/${m}/${y}`;
}

/** The display page's path of an application: /Planning/Display/<reference>, its slashes kept. */
export function displayPath(ctx: DefRenderCtx, reference: string): string {
  return `${ctx.base}/Planning/Display/${reference.split('/').map(encodeURIComponent).join('/')}`;
}

export function page(ctx: DefRenderCtx, title: string, body: string): string {
  const assets =
    ctx.variant === 'legacy'
      ? `<link href="${ctx.base}/Content/fylde/template.css" rel="stylesheet"/>
<link href="${ctx.base}/Content/def/site.css" rel="stylesheet"/>
<script src="${ctx.base}/Scripts/def/common/tabs.js"></script>`
      : `<link href="${ctx.base}/Content/def/site.css" rel="stylesheet"/>
<script src="${ctx.base}/Scripts/def/common/tabs.js"></script>
<script src="${ctx.base}/Scripts/def/common/collapsableDocumentGrid.js"></script>`;
  return `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>${esc(title)} - ${esc(ctx.council.name)}</title>
${assets}
</head>
<body class="page-home">
<header><div class="container"><a href="https://www.example.gov.uk/" class="navbar-logo">${esc(ctx.council.name)}</a></div></header>
<div class="body-content"><div class="container" role="main" id="skipToContent">
<script>
    var rootURL = "${ctx.base}/";
</script>
${body}
</div></div>
<footer><div class="container below-footer">
<a href="${ctx.base}/Accessibility/statement">Accessibility</a>
<a href="https://def.co.uk/privacy">Privacy / Disclaimer</a>
</div></footer>
</body>
</html>
`;
}

/** The disclaimer gate: the older form posts nothing; the newer carries its anti-forgery token. */
export function gatePage(ctx: DefRenderCtx, returnUrl: string, token: string): string {
  const action = `${ctx.base}/Disclaimer/Accept?returnUrl=${encodeURIComponent(returnUrl)}`;
  const hidden =
    ctx.variant === 'legacy'
      ? ''
      : `<input name="__RequestVerificationToken" type="hidden" value="${token}" />`;
  return page(
    ctx,
    'Disclaimer',
    `<h2>Disclaimer</h2>
<p>Whilst we make every attempt to ensure the accuracy and reliability of the information contained in the documents stored,
served and accessed, this information should not be relied upon as a substitute for formal advice.</p>
<h4>Please click the button below to accept these terms and conditions.</h4>
<form action="${esc(action)}" method="post">${hidden}    <div>
<input type="submit" value="Agree" class="btn btn-primary" aria-label="Button: Accept Disclaimer."/>
</div>
</form>`,
  );
}

export function searchForm(ctx: DefRenderCtx, token: string, message: string | null): string {
  const changed = ctx.layout === 'changed';
  const name = (n: string) =>
    changed ? n.replace(/^Date(\w+)From$/, '$1Start').replace(/^Date(\w+)To$/, '$1End') : n;
  const date = (n: string, label: string) =>
    `<label for="${name(n)}">${label}</label><input class="form-control datepicker" id="${name(n)}" name="${name(n)}" type="text" value="" />`;
  const box = (n: string, checked: boolean) =>
    `<input ${checked ? 'checked="checked" ' : ''}id="${n}" name="${n}" type="checkbox" value="true" /><input name="${n}" type="hidden" value="false" />`;
  return page(
    ctx,
    'Advanced Search',
    `${message ? `<div class="alert alert-info">${esc(message)}</div>` : ''}
<h1>Advanced Search</h1>
<form action="${ctx.base}/Search/${changed ? 'Find' : 'Results'}" id="${changed ? 'searchForm' : 'advancedSearchForm'}" method="post">
<input name="__RequestVerificationToken" type="hidden" value="${token}" />
<input name="AdvancedSearch" type="hidden" value="true" />
<fieldset><legend>Search in</legend>
${box('SearchPlanning', false)} Planning applications
${box('SearchEnforcement', false)} Enforcement
${box('SearchAppeals', false)} Appeals
</fieldset>
<label for="ApplicationOrDistrictNumbers">Application number</label><input id="ApplicationOrDistrictNumbers" name="ApplicationOrDistrictNumbers" type="text" value="" />
<label for="Address">Address</label><input id="Address" name="Address" type="text" value="" />
<label for="Ward">Ward</label><select id="Ward" name="Ward"><option value="">Any</option><option value="CEN">Central</option></select>
${date('DateReceivedFrom', 'Received from')} ${date('DateReceivedTo', 'Received to')}
${date('DateValidFrom', 'Valid from')} ${date('DateValidTo', 'Valid to')}
${date('DateDeterminedFrom', 'Determined from')} ${date('DateDeterminedTo', 'Determined to')}
<input type="submit" value="Search" class="btn btn-primary" />
</form>`,
  );
}

export function noResults(ctx: DefRenderCtx): string {
  return page(
    ctx,
    'Search Results',
    `<h1>Search Results</h1>
<div id="searchResults"><p class="alert">No records found matching your search criteria.</p>
<a href="${ctx.base}/Search/Advanced" class="btn">Start a New Search</a></div>`,
  );
}

export const PAGE_SIZE = 10;

export function resultsPage(ctx: DefRenderCtx, apps: SimApplication[], n: number): string {
  const pages = Math.max(1, Math.ceil(apps.length / PAGE_SIZE));
  const shown = apps.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
  const rows = shown.map((a) => {
    const s = stateOn(a, ctx.day);
    const link = `<a href="${esc(displayPath(ctx, a.reference))}">${esc(a.reference)}</a>`;
    const valid = s.validated ? defDate(ctx, a.validatedDay) : '-';
    if (ctx.variant === 'legacy') {
      return `<tr><td>${link}</td><td>${esc(a.property.address)}</td><td>${esc(a.description)}</td><td>${esc(s.status)}</td><td>${defDate(ctx, a.receivedDay)}</td><td>${valid}</td></tr>`;
    }
    return `<dl class="searchResultsList">
<dt>Application Number</dt><dd>${link}</dd>
<dt>Location</dt><dd>${esc(a.property.address)}</dd>
<dt>Proposal</dt><dd>${esc(a.description)}</dd>
<dt>Status</dt><dd>${esc(s.status)}</dd>
<dt>Received</dt><dd>${defDate(ctx, a.receivedDay)}</dd>
<dt>Valid</dt><dd>${valid}</dd>
</dl>`;
  });
  const list =
    ctx.variant === 'legacy'
      ? `<table class="table table-bordered display-results"><tr><th>Application Number</th><th>Site Address</th><th>Proposal</th><th>Status</th><th>Date Received</th><th>Date Valid</th></tr>
${rows.join('\n')}
</table>`
      : rows.join('\n');
  const link = (p: number) => `${ctx.base}/Search/Results${p === 1 ? '' : `/${p}`}`;
  const items: string[] = [];
  for (let p = 1; p <= pages; p++)
    items.push(
      p === n ? `<li class="active"><span>${p}</span></li>` : `<li><a href="${link(p)}">${p}</a></li>`,
    );
  if (n < pages) items.push(`<li><a href="${link(n + 1)}" aria-label="Next page">&raquo;</a></li>`);
  const first = (n - 1) * PAGE_SIZE + 1;
  return page(
    ctx,
    'Search Results',
    `<h1>Search Results</h1>
<div id="searchResults">
<p class="searchResultsCount">Showing ${first} to ${first + shown.length - 1} of ${apps.length} results</p>
${list}
${pages > 1 ? `<ul class="pagination">${items.join('')}</ul>` : ''}
</div>`,
  );
}

function docRows(ctx: DefRenderCtx, app: SimApplication): { group: string; html: string }[] {
  const s = stateOn(app, ctx.day);
  const out: { group: string; html: string }[] = [];
  s.documents.forEach((d, i) => {
    const group = d.type === 'Decision' ? 'Decision Documents' : 'Application Documents';
    const file = `${app.reference.replace(/\//g, '_')}-${i + 1}.pdf`;
    const href = `${ctx.base}/Document/Download?module=PLA&amp;recordNumber=${100000 + app.index}&amp;planId=${app.index * 100 + i}&amp;imageId=${i + 1}&amp;isPlan=${d.type === 'Plans'}&amp;fileName=${encodeURIComponent(file)}`;
    const drawing = d.type === 'Plans' ? `DR-${String(i + 1).padStart(2, '0')} - ` : '- ';
    const date = defDate(ctx, d.day);
    const sort = addDays(ctx.startDate, d.day).replace(/-/g, '');
    const html =
      ctx.variant === 'legacy'
        ? `<tr class="row_link">
<td><input type="checkbox" name="selectedDoc" value="${app.index * 100 + i}" data-module="PLA" /></td>
<td data-sort-value="${sort}"><a data-disabled-link="${href}" class="singledownloadlink">${date}</a></td>
<td><a data-disabled-link="${href}" class="singledownloadlink">${esc(d.type)}</a></td>
<td><a data-disabled-link="${href}" class="singledownloadlink">${esc(d.title)}</a></td>
<td><a data-disabled-link="${href}" class="singledownloadlink">${drawing}</a></td>
<td data-sort-value="${1000 + i}"><a data-disabled-link="${href}" class="singledownloadlink">(${1 + i}kb)</a></td>
</tr>`
        : `<tr class="datarow appdoc">
<td class="text-right"><input type="checkbox" name="selectedDoc" value="${app.index * 100 + i}" class="download" data-module="PLA" /></td>
<td><span style="font-weight:bold"><a href="${href}">${esc(d.type)}</a></span></td>
<td class="text-character-wrap">${esc(d.title)}</td>
<td>${date}</td>
<td>${1 + i}kb</td>
<td>${drawing}</td>
</tr>`;
    out.push({ group, html });
  });
  return out;
}

interface Shown {
  status: string;
  decision: string;
  valid: string;
  consultationEnd: string;
  committee: string;
  decided: string;
  target: string;
  commentsOpen: boolean;
}

function shown(ctx: DefRenderCtx, app: SimApplication): Shown {
  const s = stateOn(app, ctx.day);
  const empty = ctx.variant === 'legacy' ? '' : '-';
  return {
    status: s.status,
    decision: s.decision ?? 'N/A',
    valid: s.validated ? defDate(ctx, app.validatedDay) : empty,
    consultationEnd: s.validated ? defDate(ctx, app.validatedDay + 21) : empty,
    committee: s.decided && app.committeeDay !== null ? defDate(ctx, app.committeeDay) : empty,
    decided: s.decided ? defDate(ctx, app.decisionDay) : empty,
    target: s.validated ? defDate(ctx, app.validatedDay + 56) : empty,
    commentsOpen: s.validated && !s.decided && ctx.day <= app.validatedDay + 21,
  };
}

export function displayPage(ctx: DefRenderCtx, app: SimApplication): string {
  const v = shown(ctx, app);
  if (ctx.layout === 'changed') {
    return page(
      ctx,
      'Planning Register',
      `<div id="applicationView"><h1>${esc(app.reference)}</h1>
<section class="case-fields"><p><b>Where</b> ${esc(app.property.address)}</p><p><b>What</b> ${esc(app.description)}</p></section></div>`,
    );
  }
  return ctx.variant === 'legacy' ? legacyDisplay(ctx, app, v) : currentDisplay(ctx, app, v);
}

function currentDisplay(ctx: DefRenderCtx, app: SimApplication, v: Shown): string {
  const row = (label: string, value: string) =>
    `<tr>\n<td role="rowheader"><strong>${label}</strong></td>\n<td class="text-character-wrap">${esc(value)}</td>\n</tr>`;
  const dateRow = (label: string, value: string) =>
    `<tr>\n<td role="rowheader"><strong>${label}</strong></td>\n<td>\n${value}\n</td>\n</tr>`;
  const groups = new Map<string, string[]>();
  for (const d of docRows(ctx, app)) groups.set(d.group, [...(groups.get(d.group) ?? []), d.html]);
  const docs = [...groups]
    .map(
      ([g, rows]) =>
        `<tr class="subhead" tabindex="0" role="rowgroup"><th><span class="glyphicon glyphicon-menu-down"></span></th><th colspan="7"><strong> GROUP:${esc(g)}</strong></th></tr>\n${rows.join('\n')}`,
    )
    .join('\n');
  const comments = v.commentsOpen
    ? `<a href="${ctx.base}/Planning/Comment/${encodeURIComponent(app.reference)}" class="btn">Comment on this application</a>`
    : 'Comments have closed for this application';
  return page(
    ctx,
    'Planning Register',
    `<div id="displaypage">
<div class="display-appnumberbox forum-group">
<div class="display-appnumberbox-title">Application Number</div>
<div class="display-appnumberbox-value"><WAI-ARIA role="heading" aria-level="1">${esc(app.reference)}</WAI-ARIA></div>
</div>
<div class="row planning-buttons-top">
<div class="col-md-4 col-xs-12">${comments}</div>
<div class="col-md-8 col-xs-12">
<a href="${ctx.base}/Search/Results" class="btn">Return to Search Results</a>
<a href="#" id="trkbtn" class="btn subscribe" data-recordnumber="${100000 + app.index}" data-applicationnumber="${esc(app.reference)}">Track This App</a>
</div>
</div>
<h1>Planning Online Status</h1>
<div class="table-container">
<table class="table table-bordered" summary="Table: Planning online status.">
<thead><tr><th>Application Valid</th><th>Consultation End</th><th>Committee Meeting</th><th>Decision</th><th>Decision Date</th><th>Appeal Started</th><th>Appeal Decision</th></tr></thead>
<tbody><tr><td>${v.valid === '-' ? 'N/A' : v.valid}</td><td>${v.consultationEnd === '-' ? 'N/A' : v.consultationEnd}</td><td>${v.committee === '-' ? 'N/A' : v.committee}</td><td>${esc(v.decision)}</td><td>${v.decided === '-' ? 'N/A' : v.decided}</td><td>N/A</td><td>N/A</td></tr></tbody>
</table>
</div>
<div class="tab-content" id="tabContent">
<div class="tab-pane active" id="detailspane">
<h2>Application Details</h2>
<table id="summarytable" class="table table-bordered table-striped fixedtable" summary="Table: Application details.">
<thead><tr><th colspan="2">Summary</th></tr></thead>
<tbody>
${row('Application Number', app.reference)}
${row('Location Address', app.property.address)}
${row('Proposal', app.description)}
${row('Status', v.status)}
${row('Application Type', app.applicationType)}
${row('Appeal Decision', 'N/A')}
</tbody>
</table>
<table id="importantdate" class="table table-bordered table-striped fixedtable" summary="Table: Important dates.">
<thead><tr><th colspan="2">Important Dates</th></tr></thead>
<tbody>
${dateRow('Application Received Date', defDate(ctx, app.receivedDay))}
${dateRow('Application Valid Date', v.valid)}
${dateRow('Consultation End', v.consultationEnd)}
${dateRow('Committee Date (If applicable)', v.committee)}
${dateRow('Target Decision Date', v.target)}
${dateRow('Decision Date', v.decided)}
</tbody>
</table>
<table id="furtherinformation" class="table table-bordered table-striped fixedtable" summary="Table: Further information.">
<thead><tr><th colspan="2">Further Information</th></tr></thead>
<tbody>
${row('Expected Decision Level', app.level)}
${row('Case Officer', app.caseOfficer)}
${row('Ward', app.property.ward)}
${row('Parish', app.property.parish)}
${row('Applicant', app.applicant)}
${row('Agent Name', app.agent)}
${row('Agent Address', app.agentAddress)}
</tbody>
</table>
</div>
<div class="tab-pane" id="documentspane">
<h2 class="text-danger">Copyright Notice</h2>
<table id="documentsdata" class="table fixedtable document-list" summary="Table: Downloadable documents.">
<thead><tr><th class="text-right"><input type="checkbox" class="selectAll" name="selectAll" value="tpos"></th><th>Document Type</th><th>Description</th><th>Date</th><th>File Size</th><th>Drawing/Rev Number</th></tr></thead>
<tbody>
${docs}
</tbody>
</table>
</div>
<div class="tab-pane" id="appealspane">
<h2 class="textcolourmain">Appeals</h2>
<table id="consultationresponsedataAppeals" class="table table-bordered fixedtable" summary="Table: Appeals.">
<thead><tr><th>Appeal Number</th><th>Method</th><th>Start Date</th><th>Inquiry Date</th><th>Decision Date</th><th>Decision</th></tr></thead>
<tbody><tr><td colspan="6">No associated appeals</td></tr></tbody>
</table>
</div>
</div>
</div>`,
  );
}

function legacyDisplay(ctx: DefRenderCtx, app: SimApplication, v: Shown): string {
  const row = (label: string, value: string) => `<tr>\n<td>${label}</td>\n<td>${esc(value)}</td>\n</tr>`;
  const step = (label: string, value: string) =>
    `<li><table class="progressBarTbl table"><tr><th>${label.replace(' ', '\n<br />')}</th></tr><tr><td>${value || 'N/A'}</td></tr></table></li>`;
  const groups = new Map<string, string[]>();
  for (const d of docRows(ctx, app)) groups.set(d.group, [...(groups.get(d.group) ?? []), d.html]);
  const tbodies = [...groups]
    .map(
      ([g, rows]) =>
        `<tbody>\n<tr class="header active"><th colspan="6" tabindex="0"><span class="caret"></span>\n${esc(g)}\n</th></tr>\n${rows.join('\n')}\n</tbody>`,
    )
    .join('\n');
  return page(
    ctx,
    'Planning Register',
    `<div class="pe-article-content">
<table class="layout"><tr><td class="left">
<table class="appNoTbl table"><tr><td>Application Number</td><td style="font-size:20px;">${esc(app.reference)}</td></tr></table>
<table class="visible-phone statusTbl table"><tr><td>Status</td><td>${esc(v.status)}</td></tr></table>
</td><td class="right"><div class="ControlButtons">
<a href="#" id="trkbtn" class="btn subscribe" data-recordnumber="${100000 + app.index}" data-applicationnumber="${esc(app.reference)}">Track</a>
<a class="btn" href="${ctx.base}/Search/Results">Results</a>
</div></td></tr></table>
<div class="commentButtons">${v.commentsOpen ? `<a href="${ctx.base}/Planning/Comment/${encodeURIComponent(app.reference)}">Make a comment</a>` : ''}<br/></div>
<div id="tab-content" class="hidden-phone">
<h1>Planning Online Status</h1>
<ul id="progressBarList">
${step('Application Valid', v.valid)}
${step('Consultation End', v.consultationEnd)}
${step('Committee Meeting', v.committee)}
${step('Decision', v.decision === 'N/A' ? '' : esc(v.decision))}
${step('Decision Date', v.decided)}
${step('Appeal Started', '')}
${step('Appeal Decision', '')}
</ul>
</div>
<div class="tab-pane active" id="MainDetails">
<table class="summaryTbl table">
<tr><td colspan="2">Summary</td></tr>
${row('Application Number', app.reference)}
${row('Location Address', app.property.address)}
${row('Proposal', app.description)}
${row('Status', v.status)}
${row('Application Type', app.applicationType)}
${row('Appeal Decision', 'N/A')}
</table>
<table class="summaryTbl table">
<tr><td colspan="2">Important Dates</td></tr>
${row('Application Received Date', defDate(ctx, app.receivedDay))}
${row('Application Valid Date', v.valid)}
${row('Consultation End', v.consultationEnd)}
${row('Committee Date (if applicable)', v.committee)}
${row('Decision Date', v.decided)}
</table>
<table class="summaryTbl table">
<tr><td colspan="2">Further Information</td></tr>
${row('Expected Decision Level', app.level)}
${row('Case Officer', app.caseOfficer)}
<tr>\n<td>Parish</td>\n<td>\n<a aria-label="Link(Internal) Parish details.">\n${esc(app.property.parish)}\n</a>\n</td>\n</tr>
<tr>\n<td>Ward</td>\n<td>\n<a aria-label="Link(Internal) Ward details.">\n${esc(app.property.ward)}\n</a>\n</td>\n</tr>
${row('Applicant', app.applicant)}
${row('Agent', `${app.agent}, ${app.agentCompany}`)}
${row('Agent Address', app.agentAddress)}
</table>
</div>
<div class="tab-pane" id="Documents">
<h2>Copyright Notice</h2>
<p><input type="checkbox" class="copyright-agreement" /><strong>Tick here to show you have read and agree with the Copyright Notice.</strong></p>
<div><div id="PlanningdocTable"></div>
<table class="tblTest table sortable document-list" summary="Planning Document grid">
<thead><tr><th><label>All</label><input type="checkbox" class="selectAll" /></th><th class="sort">Date</th><th class="sort">Document Type</th><th class="sort">Description</th><th class="sort">Drawing/Rev Number</th><th class="sort">File Size</th></tr></thead>
${tbodies}
</table></div>
</div>
<div class="tab-pane" id="Consultations">
<h2>Consultee List</h2>
<table class="tblTest table"><tr><th>Name</th><th>Organisation</th><th>Sent</th></tr>
<tr><td></td><td>Highways Authority</td><td>${v.valid}</td></tr></table>
</div>
<div class="tab-pane" id="Appeals"><h2>There are no associated appeals for this application.</h2></div>
</div>`,
  );
}

export function errorPage(ctx: DefRenderCtx, message: string): string {
  return page(
    ctx,
    'Error',
    `<h1>Error.</h1><h2>An error occurred while processing your request.</h2><p>${esc(message)}</p>`,
  );
}
