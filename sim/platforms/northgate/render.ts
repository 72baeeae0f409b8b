// Northgate Planning Explorer pages: the same ids, classes and wording as the real pages in
// ../shared/fixtures/portals/northgate* (Hackney 2014: the general search's results and an
// application's StdDetails page; Liverpool 2016: StdDetails with comments closed and a dates link;
// Doncaster, Blackburn, Runnymede: NEC's PublicAccess_Live document list with its rows in a
// `var model = {...}` script, dates month first), links broken over lines as the XSLT prints them.
// `layout: 'changed'` renames the form and blocks a portal upgrade would move.
import { addDays } from '../../../core/calendar.js';
import { stateOn, type SimApplication, type SimCouncilData } from '../../data.js';

export interface NorthgateRenderCtx {
  council: SimCouncilData;
  /** /<slug>, under which Northgate/PlanningExplorer and PublicAccess_Live live. */
  root: string;
  startDate: string;
  day: number;
  layout: 'northgate' | 'changed';
}

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function esc(s: string): string {
  return /[&<>"]/.test(s) ? s.replace(/[&<>"]/g, (c) => ESCAPED[c]) : s;
}

export function pe(ctx: NorthgateRenderCtx): string {
  return `${ctx.root}/Northgate/PlanningExplorer`;
}

/** dd-mm-yyyy, as Planning Explorer prints dates. */
export function neDate(ctx: NorthgateRenderCtx, day: number): string {
  const [y, m, d] = addDays(ctx.startDate, day).split('-');
  return `${d}-${m}-${y}`;
}

/** Planning Explorer's key of an application (PARAM0). */
export function keyOf(app: SimApplication): string {
  return String(200000 + app.index);
}

/** A StdDetails link as the XSLT prints it: its parameters broken over lines with tabs. */
export function detailsHref(ctx: NorthgateRenderCtx, app: SimApplication, xslt: string): string {
  const skin = `${pe(ctx)}/SiteFiles/Skins/Sim/xslt/PL/${xslt}`;
  return `StdDetails.aspx?PT=Planning Applications On-Line&amp;TYPE=PL/PlanningPK.xml&amp;PARAM0=&#xD;&#xA;\t\t\t\t\t${keyOf(app)}&amp;XSLT=&#xD;&#xA;\t\t\t\t\t\t${skin}&amp;FT=Planning Application Details&amp;PUBLIC=&#xD;&#xA;\t\t\t\t\t\t\tY&amp;XMLSIDE=&#xD;&#xA;\t\t\t\t\t\t\t\t&amp;DAURI=PLANNING&#xD;&#xA;\t\t\t\t`;
}

export function page(ctx: NorthgateRenderCtx, title: string, body: string): string {
  return `<html lang="en"><head>
<title>${esc(title)}</title>
<meta content="Microsoft Visual Studio 7.0" name="GENERATOR">
<meta http-equiv="" content="text/html; charset=8859-1-8">
<script language="JavaScript" type="text/javascript" src="${pe(ctx)}/Generic/Online.js"></script>
</head>
<body>
<div class="globalContainer">
<div class="hTopContainer"><a href="https://www.example.gov.uk/" class="logo">${esc(ctx.council.name)}</a></div>
<div class="hMainContainer">
<div class="hMainLeftContainer"><ul>
<li><a href="${pe(ctx)}/GeneralSearch.aspx">Planning Application Search</a></li>
<li><a href="${pe(ctx)}/HelpPage.aspx">Help</a></li>
</ul></div>
<div class="hContentMain" id="pageContent">
<div class="content" id="randomId">
<!--begin main content area-->
${body}
<!--end main content area-->
</div>
</div>
</div>
</div>
</body></html>
`;
}

export function viewState(ctx: NorthgateRenderCtx): string {
  return Buffer.from(`viewstate:${ctx.council.spec.slug}`).toString('base64');
}

export function searchForm(ctx: NorthgateRenderCtx, message: string | null): string {
  const changed = ctx.layout === 'changed';
  const vs = viewState(ctx);
  return page(
    ctx,
    'Planning Explorer - General Search',
    `<form name="${changed ? 'SearchForm' : 'M3Form'}" method="post" action="${changed ? 'Search.aspx' : 'GeneralSearch.aspx'}" id="${changed ? 'SearchForm' : 'M3Form'}">
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${vs}">
<input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="${vs}EV">
${message ? `<div id="pageCenter">${esc(message)}</div>` : ''}
<div class="dataview"><h1>Planning Application Search</h1>
<label for="txtApplicationNumber">Application Number</label><input name="txtApplicationNumber" type="text" id="txtApplicationNumber">
<label for="txtProposal">Proposal</label><input name="txtProposal" type="text" id="txtProposal">
<label for="cboSelectDateValue">Date type</label>
<select name="${changed ? 'cboDateKind' : 'cboSelectDateValue'}" id="cboSelectDateValue">
<option selected="selected" value="DATE_RECEIVED">Date Received</option>
<option value="DATE_VALID">Date Valid</option>
<option value="DATE_DECISION">Decision Date</option>
</select>
<input id="rbNotApplicable" type="radio" name="rbGroup" value="rbNotApplicable" checked="checked">
<input id="rbMonth" type="radio" name="rbGroup" value="rbMonth">
<select name="cboMonths" id="cboMonths"><option value="1">1</option><option value="2">2</option></select>
<select name="cboDays" id="cboDays"><option value="1">1</option><option value="7">7</option></select>
<input id="rbRange" type="radio" name="rbGroup" value="rbRange">
<input name="${changed ? 'txtDateFrom' : 'dateStart'}" type="text" id="dateStart">
<input name="${changed ? 'txtDateTo' : 'dateEnd'}" type="text" id="dateEnd">
<input type="submit" name="csbtnSearch" value="Search" id="csbtnSearch" class="button_basic">
</div>
</form>`,
  );
}

export function noResults(ctx: NorthgateRenderCtx): string {
  return searchForm(ctx, 'Sorry, your search did not return any results. Please try again.');
}

export function resultsPage(
  ctx: NorthgateRenderCtx,
  apps: SimApplication[],
  xmlLoc: string,
  pageSize: number,
  offset: number,
): string {
  const shown = apps.slice(offset, offset + pageSize);
  const pages = Math.max(1, Math.ceil(apps.length / pageSize));
  const current = Math.floor(offset / pageSize) + 1;
  const link = (p: number) =>
    `StdResults.aspx?PT=&#xD;&#xA;Planning Applications On-Line&amp;PS=&#xD;&#xA;${pageSize}&amp;XMLLoc=&#xD;&#xA;${esc(xmlLoc)}&amp;FT=&#xD;&#xA;Planning Application Search Results&amp;p=&#xD;&#xA;${(p - 1) * pageSize}`;
  const numbers: string[] = [];
  for (let p = 1; p <= pages; p++)
    numbers.push(
      p === current
        ? `<span class="results_page_number_sel">${p}</span>`
        : `<a class="results_page_number" href="${link(p)}" title="Goto Page ${p}">${p}</a>`,
    );
  if (current < pages) {
    numbers.push(
      `<a class="noborder" href="${link(current + 1)}"><img src="${pe(ctx)}/Images/arrowr.gif" alt="Go to next page " title="Go to next page " style="border-width:0px;"></a>`,
    );
    numbers.push(
      `<a class="noborder" href="${link(pages)}"><img src="${pe(ctx)}/Images/next.gif" alt="Go to last page " title="Go to last page " style="border-width:0px;"></a>`,
    );
  }
  const rows = shown.map((a, i) => {
    const s = stateOn(a, ctx.day);
    return `<tr class="Row${(i + 1) % 2}">
<td title="View Application Details" class="TableData">
<a class="data_text" href="${detailsHref(ctx, a, 'PLDetails.xslt')}">${esc(a.reference)}</a>
</td>
<td class="data_text" title="Site Address">${esc(a.property.address)}</td>
<td class="data_text" title="Development Description">${esc(a.description)}</td>
<td class="data_text" title="Status">${esc(statusWord(s.status))}</td>
<td class="data_text" title="Date Registered">${s.validated ? neDate(ctx, a.validatedDay) : '--'}</td>
</tr>`;
  });
  return page(
    ctx,
    'Online Standard Results',
    `<form name="Template" method="post" action="StdResults.aspx?PT=Planning+Applications+On-Line&amp;PS=${pageSize}&amp;XMLLoc=${encodeURIComponent(xmlLoc)}" id="Template">
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${viewState(ctx)}">
<div class="dataview bottom_border">
<h1><span id="lblTitle">Planning Application Search Results</span></h1>
<div>
<span id="lblPagePosition" class="text">Records ${offset + 1} to ${offset + shown.length} of ${apps.length}</span><br>
<span id="lblSearchCriteria" class="text">Search results</span>
</div>
<div class="align_center">${numbers.join('')}</div>
<table cellspacing="2" cellpadding="4" summary="Results of the Search" class="${ctx.layout === 'changed' ? 'results_grid' : 'display_table'}">
<tbody><tr class="Row0">
<th class="data_header">Application Number</th>
<th class="data_header">Site Address</th>
<th class="data_header">Development Description</th>
<th class="data_header">Status</th>
<th class="data_header">Date Registered</th>
</tr>
${rows.join('\n')}
</tbody></table>
</div>
<input type="submit" name="btnNewSearch" value="New Search" id="btnNewSearch" class="button_basic">
</form>`,
  );
}

/** Planning Explorer prints statuses in capitals ("REGISTERED", "FINAL DECISION"). */
export function statusWord(status: string): string {
  return status.toUpperCase();
}

function item(label: string, value: string): string {
  return `<li>\n<div>\n<span>${label}</span>${value}&nbsp;</div>\n</li>`;
}

export function docstoreHref(ctx: NorthgateRenderCtx, app: SimApplication): string {
  return `${ctx.root}/PublicAccess_Live/SearchResult/RunThirdPartySearch?FileSystemId=PL&amp;FOLDER1_REF=${encodeURIComponent(app.reference)}`;
}

export function detailsPage(ctx: NorthgateRenderCtx, app: SimApplication): string {
  const s = stateOn(app, ctx.day);
  const key = keyOf(app);
  const open = s.validated && !s.decided && ctx.day <= app.validatedDay + 21;
  const comments = open
    ? `&nbsp;\n<a href="../PLComments.aspx?pk=${key}" title="Add comments here">Add Comments Here</a><br><br><b>PLEASE NOTE:</b> The Comments Until date shown above represents the statutory 21 days from when Consultation Letters are sent.`
    : '';
  if (ctx.layout === 'changed') {
    return page(
      ctx,
      'Planning Explorer',
      `<section class="application"><h2>Application ${esc(app.reference)}</h2><p>${esc(app.property.address)}</p><p>${esc(app.description)}</p></section>`,
    );
  }
  return page(
    ctx,
    'Planning Explorer',
    `<form name="Template" method="post" action="StdDetails.aspx?PT=Planning+Applications+On-Line&amp;TYPE=PL%2fPlanningPK.xml&amp;PARAM0=${key}&amp;XSLT=PLDetails.xslt" id="Template">
<div class="dataview bottom_border">
<h1>Details Page for Planning Application&nbsp;-&nbsp;${esc(app.reference)}</h1>
<div>
<span>Site Address</span>${esc(app.property.address)}&nbsp;</div>
</div>
<br>
<div class="dataview">
<h1>Application Progress Summary</h1>
<ul class="list">
${item('Application Registered', s.validated ? neDate(ctx, app.validatedDay) : '')}
<li>\n<div>\n<span>Comments Until</span>${s.validated ? neDate(ctx, app.validatedDay + 21) : ''}&nbsp;${comments}\n</div>\n</li>
${item('Date of Committee', s.decided && app.committeeDay !== null ? neDate(ctx, app.committeeDay) : '')}
${item('Decision', s.decision ?? '')}
${item('Appeal Lodged', '')}
${item('Appeal Decision', '')}
</ul>
</div>
<br>
<div class="dataview">
<h1>Application Details</h1>
<ul class="list">
${item('Application Number', esc(app.reference))}
${item('Site Address', esc(app.property.address))}
${item('Application Type', esc(app.applicationType))}
${item('Proposal', esc(app.description))}
${item('Current Status', esc(statusWord(s.status)))}
${item('Applicant', esc(app.applicant))}
${item('Agent', esc(app.agentCompany))}
${item('Wards', esc(app.property.ward))}
${item('Parishes', esc(app.property.parish))}
${item('Appeal Submitted?', 'No')}
<li>\n<div>\n<span>Case Officer / Tel</span>${esc(app.caseOfficer)}&nbsp;\n${esc(app.agentPhone)}&nbsp;\n&nbsp;</div>\n</li>
${item('Planning Officer', esc(app.caseOfficer))}
${item('Determination Level', s.decided ? app.level : '')}
</ul>
</div>
<br>
<div class="dataview">
<h1>Other Information Available for Planning Application&nbsp;-&nbsp;${esc(app.reference)}</h1>
<ul class="list">
<li>\n<div>\n<a title="Link to the application Dates page." class="FooterLinks" href="${detailsHref(ctx, app, 'PLDetailsDates.xslt')}">Application Dates</a>\n</div>\n</li>
<li>\n<div>\n<a title="Link to the application Checks page." class="FooterLinks" href="${detailsHref(ctx, app, 'PLDetailsChecks.xslt')}">Application Checks</a>\n</div>\n</li>
<li>\n<div>\n<a title="Link to documents" class="FooterLinks" href="${docstoreHref(ctx, app)}">\nApplication Documents\n</a>\n</div>\n</li>
</ul>
</div>
</form>`,
  );
}

export function datesPage(ctx: NorthgateRenderCtx, app: SimApplication): string {
  const s = stateOn(app, ctx.day);
  const d = (ok: boolean, n: number) => (ok ? neDate(ctx, n) : '');
  return page(
    ctx,
    'Planning Explorer',
    `<div class="dataview bottom_border">
<h1>Dates Page for Planning Application&nbsp;-&nbsp;${esc(app.reference)}</h1>
<div>
<span>Site Address</span>${esc(app.property.address)}&nbsp;</div>
</div>
<div class="dataview">
<h1>Application Dates</h1>
<ul class="list">
${item('Received', neDate(ctx, app.receivedDay))}
${item('Registered', d(s.validated, app.validatedDay))}
${item('Consultation Expiry', d(s.validated, app.validatedDay + 21))}
${item('Target Date', d(s.validated, app.validatedDay + 56))}
${item('Statutory Expiry', d(s.validated, app.validatedDay + 56))}
${item('Committee Date', d(s.decided && app.committeeDay !== null, app.committeeDay ?? 0))}
${item('Decision Date', d(s.decided, app.decisionDay))}
${item('Decision Expiry', d(s.decided && app.outcome === 'Approved', app.decisionDay + 1095))}
</ul>
</div>`,
  );
}

/** The NEC document store's list: a shell page with its rows in `var model`, dates month first. */
export function docstorePage(ctx: NorthgateRenderCtx, app: SimApplication): string {
  const s = stateOn(app, ctx.day);
  const mdy = (day: number) => {
    const [y, m, d] = addDays(ctx.startDate, day).split('-');
    return `${m}/${d}/${y} 00:00:00`;
  };
  const rows = s.documents.map((d, i) => ({
    Guid: `${app.keyval}${String(i).padStart(4, '0')}`.toUpperCase(),
    Doc_Type: d.type,
    Doc_Ref2: d.title,
    Date_Received: mdy(d.day),
  }));
  const model = {
    FlexibleColumns: [
      { Column: 'Guid', ColumnHeader: 'Guid', ColumnType: 'T' },
      { Column: 'Doc_Type', ColumnHeader: 'Document Type', ColumnType: 'X' },
      { Column: 'Doc_Ref2', ColumnHeader: 'Doc Ref 2', ColumnType: 'T' },
      { Column: 'Date_Received', ColumnHeader: 'Date Received', ColumnType: 'D' },
    ],
    Rows: rows,
    PageHeader: `Documents for reference ${app.reference}`,
    ShowGuid: false,
    FileSystemId: 'PL',
  };
  const live = `${ctx.root}/PublicAccess_Live`;
  // JSON in a script: "<" escaped as the server's serialiser does, so no text closes the script.
  const json = JSON.stringify(model).replace(/</g, '\\u003c').replace(/&/g, '\\u0026');
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8" /><title>Search Results</title>
<script src="${live}/Views/SearchResult/Index.js?v=1"></script>
</head>
<body>
<main><div class="container-fluid"><h1 id="pageHeader"></h1><table id="searchResult"></table>
<script>
    var model =${json};
    var data = JSON.stringify(model.Rows);
    var backPageUrl = '${live}/Search/SearchCriteria';
    var getDocumentUrl = '${live}/Document/GetDocuments';
    var momentDateFormat = "DD/MM/YYYY";
    var viewDocumentUrl = '${live}/Document/ViewDocument';
</script>
</div></main>
<footer>Powered by NEC Software Solutions</footer>
</body>
</html>
`;
}

export function errorPage(ctx: NorthgateRenderCtx, message: string): string {
  return page(ctx, 'Error', `<h1>Server Error in '/' Application.</h1><p>${esc(message)}</p>`);
}
