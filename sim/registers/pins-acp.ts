// The Planning Inspectorate's Appeals Casework Portal as the pins-acp adapter reads it, for a
// simulated council at /<slug>/acp: the page at the base lists the council's current appeals by
// their references, and /<slug>/acp/ViewCase.aspx?caseid=N is each case's page, in the element ids
// of the real page (registers/appeals/pins-appeals-casework-portal: cphMainContent_LabelCaseReference,
// labCaseTypeName, labStartDate, labLPAName, labProcedure, labStatus, labOutcome, labCaseLinkStatus,
// labDecisionDate, labSiteAddress with its title). SYNTHETIC: every case, party and address is made
// up here. Faults: a changed layout renames the ids; an empty register lists no appeals.
import { addDays } from '../../core/calendar.js';
import { hashSeed, prng, type SimCouncilData, type SimRegisterSpec } from '../data.js';
import type { SimRegisterProfile } from '../profile.js';

export interface SimAppeal {
  caseNumber: string;
  reference: string;
  caseType: string;
  start: string;
  procedure: string;
  decided: string | null;
  outcome: string | null;
  address: string[];
}

const TYPES = [
  'Planning Appeal (W)',
  'Householder Appeal (D)',
  'Enforcement Appeal (C)',
  'Advertisement Appeal (H)',
];
const OUTCOMES = ['Allowed', 'Dismissed', 'Split Decision', null];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dMonY = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

export function simAppeals(
  seed: number,
  council: SimCouncilData,
  spec: SimRegisterSpec,
  startDate: string,
): SimAppeal[] {
  const r = prng(hashSeed(seed, council.spec.slug, 'appeals'));
  const props = [...council.properties.values()];
  return Array.from({ length: spec.records }, (_, i) => {
    const start = addDays(startDate, -Math.floor(r() * 300));
    const outcome = OUTCOMES[Math.floor(r() * OUTCOMES.length)];
    const caseNumber = String(3300000 + i * 7 + Math.floor(r() * 5));
    const type = TYPES[i % TYPES.length];
    const code = /\(([A-Z])\)/.exec(type)![1];
    const p = props[i % props.length].address;
    return {
      caseNumber,
      reference: `APP/Z9999/${code}/${start.slice(2, 4)}/${caseNumber}`,
      caseType: type,
      start,
      procedure: i % 3 === 0 ? 'Hearing' : 'Written representations',
      decided: outcome ? addDays(start, 60 + (i % 30)) : null,
      outcome,
      address: p.split(/,\s*/),
    };
  });
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function casePage(a: SimAppeal, lpa: string, changed: boolean): string {
  const id = (x: string) => (changed ? `ctl00_Main_${x}` : `cphMainContent_${x}`);
  const span = (x: string, v: string) => `<span id="${id(x)}">${esc(v)}</span>`;
  const row = (title: string, titleId: string, valueId: string, v: string) =>
    `<div class="row">${span(titleId, title)} ${span(valueId, v)}</div>`;
  return `<!DOCTYPE html><html><head><title>Appeals Casework Portal</title></head><body>
<form method="post" action="./ViewCase.aspx?CaseID=${a.caseNumber}&amp;CoID=0" id="form1">
<div id="divMainContent">
<span id="${id('LabelCaseReference')}">Reference: ${a.reference}</span>
<div>${span('Appellant_Title', 'Appellant/Applicant')} ${span('labName', 'Sample Appellant')}</div>
<div>${span('Agent_Title', 'Agent')} ${span('labAgentName', 'Sample Planning Ltd')}</div>
<div>${span('SiteAddress_Title', 'Site Address')} <span id="${id('labSiteAddress')}" title="${esc(a.address.join(', '))}, ">${a.address.map(esc).join('<br />')}<br /></span></div>
${row('Case Type', 'labCaseType_Title', 'labCaseTypeName', a.caseType)}
${row('Start Date', 'labStartDate_Title', 'labStartDate', dMonY(a.start))}
${row('Local Planning Authority', 'labLPAName_Title', 'labLPAName', lpa)}
${row('Procedure', 'labProcedure_Title', 'labProcedure', a.procedure)}
${row('Status', 'labStatus_Title', 'labStatus', a.outcome ? 'Closed' : 'In Progress')}
${row('Decision and Outcome', 'labDecisionandOutcome_Title', 'labOutcome', a.outcome ?? 'Not yet decided')}
${row('Case Link Status', 'labLinkStatus_Title', 'labCaseLinkStatus', 'Not Linked')}
${row('Decision Date', 'labDecisionDate_Title', 'labDecisionDate', a.decided ? dMonY(a.decided) : 'Not yet decided')}
</div></form></body></html>`;
}

export function pinsAcpProfile(seed: number): SimRegisterProfile {
  return {
    name: 'pins-acp',
    registers: ['appeals'],
    owns: (path) =>
      path[0] === 'acp' && (path.length === 1 || (path.length === 2 && path[1] === 'ViewCase.aspx')),
    async handle(r) {
      const spec = r.council.spec.registers?.appeals;
      if (!spec || spec.adapter !== 'pins-acp') return r.send(404, '<html><body>Not Found</body></html>');
      const appeals = simAppeals(seed, r.council, spec, r.startDate);
      const lpa = r.council.spec.name ?? r.council.spec.slug;
      if (r.path.length === 1) {
        const listed = r.faults.emptyRegister ? [] : appeals;
        return r.send(
          200,
          `<html><body><h1>Current appeals</h1><ul>${listed.map((a) => `<li>${a.reference}: ${esc(a.address.join(', '))}</li>`).join('')}</ul></body></html>`,
        );
      }
      const a = appeals.find((x) => x.caseNumber === r.url.searchParams.get('caseid'));
      if (!a) return r.send(404, '<html><body>Not Found</body></html>');
      r.send(200, casePage(a, lpa, !!r.faults.changedLayout));
    },
    configFor: (councilBase, register) => ({ register, adapter: 'pins-acp', url: `${councilBase}/acp` }),
  };
}
