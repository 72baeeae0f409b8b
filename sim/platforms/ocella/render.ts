// OcellaWeb-shaped pages for a simulated council. The documents list is Hillingdon's real one
// (../shared/fixtures/portals/ocella): sections under <strong> headings, rows of a
// `<a href ="viewDocument?file=..&module=pl">` link naming the type, the date dd-mm-yy and the
// description. The search form, results and details pages follow what public scrapers of OcellaWeb
// councils read (no real page of them is saved): form OcellaPlanningSearch with receivedFrom and
// receivedTo (dd-mm-yy) and showall, a results table of links to planningDetails?reference=..,
// a details table of label and value cells with a showDocuments form. `changed` renames the form
// and its fields (a portal upgrade).
import { addDays } from '../../../core/calendar.js';
import { stateOn, type SimApplication, type SimCouncilData } from '../../data.js';

export interface OcellaRenderCtx {
  council: SimCouncilData;
  base: string;
  startDate: string;
  day: number;
  changed: boolean;
}

export { esc } from '../html.js';
import { esc } from '../html.js';

/** dd-mm-yy, as OcellaWeb prints dates. */
export function ocellaDate(ctx: OcellaRenderCtx, day: number): string {
  const iso = addDays(ctx.startDate, day);
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(2, 4)}`;
}

export function page(ctx: OcellaRenderCtx, body: string): string {
  return `<html xmlns="http://www.w3.org/1999/xhtml">
<head>
    <title>${esc(ctx.council.name)} - Planning</title>
    <script type="text/javascript">
      var path = window.location.pathname.toLowerCase();
      if (path.indexOf("/planningsearch") !== -1) template = 1;
    </script>
</head>
<body>
<div class="maincontent" role="main" id="maincontent"><div class="container">
<div id="OcellaWeb">
${body}
</div>
</div></div>
</body></html>
`;
}

export function searchForm(ctx: OcellaRenderCtx, message: string | null): string {
  const name = ctx.changed ? 'PlanningSearchForm' : 'OcellaPlanningSearch';
  const [from, to] = ctx.changed ? ['dateReceivedStart', 'dateReceivedEnd'] : ['receivedFrom', 'receivedTo'];
  return page(
    ctx,
    `${message ? `<p class="message"><strong>${esc(message)}</strong></p>` : ''}
<h1>Planning Application Search</h1>
<form name="${name}" method="post" action="planningSearch">
<table>
<tr><td>Reference</td><td><input type="text" name="reference" value=""></td></tr>
<tr><td>Location</td><td><input type="text" name="location" value=""></td></tr>
<tr><td>Received From (dd-mm-yy)</td><td><input type="text" name="${from}" value=""></td></tr>
<tr><td>Received To (dd-mm-yy)</td><td><input type="text" name="${to}" value=""></td></tr>
<tr><td>Show all results</td><td><input type="checkbox" name="showall" value="showall"></td></tr>
</table>
<input type="submit" name="action" value="Search">
</form>`,
  );
}

export function resultsPage(ctx: OcellaRenderCtx, apps: SimApplication[], nextUrl: string | null): string {
  const rows = apps
    .map((a) => {
      const s = stateOn(a, ctx.day);
      return `<tr><td><a href="planningDetails?reference=${encodeURIComponent(a.reference)}&from=planningSearch">${esc(a.reference)}</a></td><td>${esc(a.property.address)}</td><td>${esc(a.description)}</td><td>${ocellaDate(ctx, a.receivedDay)}</td><td>${esc(s.status)}</td></tr>`;
    })
    .join('\n');
  return page(
    ctx,
    `<h1>Planning Application Search Results</h1>
<table rules="rows">
<tr><th>Reference</th><th>Location</th><th>Proposal</th><th>Received</th><th>Status</th></tr>
${rows}
</table>
${nextUrl ? `<a href="${esc(nextUrl)}">Next</a>` : ''}`,
  );
}

export function detailsPage(ctx: OcellaRenderCtx, app: SimApplication): string {
  const s = stateOn(app, ctx.day);
  const d = (ok: boolean, n: number) => (ok ? ocellaDate(ctx, n) : '');
  const rows: [string, string][] = [
    ['Reference', app.reference],
    ['Proposal', app.description],
    ['Location', app.property.address],
    ['Type', app.applicationType],
    ['Status', s.status],
    ['Decision', s.decision ?? ''],
    ['Received', d(true, app.receivedDay)],
    ['Validated', d(s.validated, app.validatedDay)],
    ['Decision By', d(s.validated, app.validatedDay + 56)],
    ['Comment By', d(s.validated, app.validatedDay + 21)],
    ['Decided', d(s.decided, app.decisionDay)],
    ['Ward', app.property.ward],
    ['Parish', app.property.parish],
    ['Applicant', app.applicant],
    ['Agent', app.agent],
    ['Officer', app.caseOfficer],
  ];
  const ref = encodeURIComponent(app.reference);
  return page(
    ctx,
    `<h1>Planning Application Details</h1>
<table>
${rows.map(([l, v]) => `<tr><td><strong>${esc(l)}</strong></td><td>${esc(v)}</td></tr>`).join('\n')}
</table>
<form name="showDocuments" method="post" action="showDocuments?reference=${ref}&module=pl">
<input type="submit" value="Show Documents">
</form>
<form name="comment" method="get" action="planningComment?reference=${ref}"><input type="submit" value="Comment on this application"></form>`,
  );
}

const SECTIONS: [string, (type: string) => boolean][] = [
  ['Application Forms', (t) => t === 'Application Form'],
  ['Plans', (t) => t === 'Plans'],
  ['Supporting Documentation', (t) => t === 'Supporting Documents'],
  ['Decision Documentation', (t) => t === 'Decision'],
];

export function documentsPage(ctx: OcellaRenderCtx, app: SimApplication): string {
  const s = stateOn(app, ctx.day);
  const file = app.reference.replace(/\W+/g, '_');
  const sections = SECTIONS.map(([heading, test]) => {
    const docs = s.documents.map((doc, i) => ({ doc, i })).filter(({ doc }) => test(doc.type));
    const rows = docs.length
      ? docs
          .map(
            ({ doc, i }) => `<tr style="vertical-align:top">
<td style="white-space:nowrap"><a href ="viewDocument?file=dv_pl_files%5C${file}%5C${file}-${i + 1}.pdf&module=pl" target="showdocument">${esc(doc.type.toUpperCase())}</a></td>
<td style="width:10px"></td>
<td style="white-space:nowrap; vertical-align:top">${ocellaDate(ctx, doc.day)}</td>
<td style="width:10px"></td>
<td>${esc(doc.title)}</td>
</tr>`,
          )
          .join('\n')
      : '<tr><td>There are no documents for this section</td></tr>';
    return `<hr/>\n<strong>${heading}</strong>\n<table>\n${rows}\n</table>`;
  }).join('\n');
  return page(ctx, `<h5><strong>DOCUMENTS</strong></h5>\n${sections}`);
}

export function errorPage(ctx: OcellaRenderCtx, message: string): string {
  return page(ctx, `<h1>Error</h1><p>An error has occurred: ${esc(message)}</p>`);
}
