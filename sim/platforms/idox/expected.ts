// The RawApplication the Idox adapter should hand over for a simulated application on a given day,
// built from the simulator's data rather than its HTML: the test that fetches and parses the
// simulated pages compares against this.
import { emptyDates, type RawDate, type RawApplication } from '../../../scrapers/contract.js';
import { stateOn, type SimApplication, type SimCouncilData } from '../../data.js';
import { idoxDate, isoOf, type RenderCtx } from './render.js';

export function expectedRecord(
  council: SimCouncilData,
  app: SimApplication,
  day: number,
  portalUrl: string,
  startDate: string,
): Omit<RawApplication, 'fetched_at'> {
  const ctx = { startDate } as RenderCtx;
  const s = stateOn(app, day);
  const d = (ok: boolean, n: number): RawDate | null =>
    ok ? { date: isoOf(ctx, n), precision: 'day' } : null;
  const tab = (t: string) => `${portalUrl}/applicationDetails.do?activeTab=${t}&keyVal=${app.keyval}`;
  const dates = emptyDates();
  dates.received = d(true, app.receivedDay);
  dates.validated = d(s.validated, app.validatedDay);
  dates.decided = d(s.decided, app.decisionDay);
  dates.decision_issued = d(s.decided, app.decisionDay);
  dates.target_decision = d(s.validated, app.validatedDay + 56);
  dates.statutory_expiry = d(s.validated, app.validatedDay + 56);
  dates.committee = d(s.decided && app.committeeDay !== null, app.committeeDay ?? 0);
  dates.consultation_end = d(s.validated, app.validatedDay + 21);
  dates.neighbour_consultation_end = d(s.validated, app.validatedDay + 23);
  dates.permission_expiry = d(s.decided && app.outcome === 'Approved', app.decisionDay + 1095);
  const earlier = app.follows !== null ? council.applications[app.follows] : null;
  const propUrl = `${portalUrl}/propertyDetails.do?activeTab=summary&keyVal=${app.property.keyval}`;
  return {
    platform: 'idox',
    council_slug: council.spec.slug,
    reference: app.reference,
    alt_reference: null,
    planning_portal_reference: `PP-${String(11000000 + app.index)}`,
    keyval: app.keyval,
    address: app.property.address,
    description: app.description,
    status: s.status,
    decision: s.decision,
    decision_level: app.level,
    appeal_status: 'Not Available',
    appeal_decision: 'Not Available',
    application_type: app.applicationType,
    ward: app.property.ward,
    parish: app.property.parish,
    case_officer: app.caseOfficer,
    applicant: app.applicant,
    applicant_address: app.applicantAddress,
    agent: app.agent,
    agent_company: app.agentCompany,
    agent_address: app.agentAddress,
    agent_phone: app.agentPhone,
    agent_email: null,
    dates,
    documents: s.documents.map((doc, i) => ({
      title: doc.title,
      type: doc.type,
      date: isoOf(ctx, doc.day),
      url: `${portalUrl}/files/${app.keyval}${String(i).padStart(3, '0')}/pdf/${app.reference.replace(/\//g, '_')}-${i + 1}.pdf`,
      group: null,
      drawing_number: doc.type === 'Plans' ? `DR-${String(i + 1).padStart(2, '0')}` : null,
    })),
    documents_count: s.documents.length,
    related: earlier
      ? [
          {
            reference: earlier.reference,
            url: `${portalUrl}/applicationDetails.do?activeTab=summary&keyVal=${earlier.keyval}`,
            kind: 'application',
            description: earlier.description,
            status: stateOn(earlier, day).status,
          },
        ]
      : [],
    property: {
      uprn: app.property.uprn,
      address: app.property.address,
      keyval: app.property.keyval,
      url: propUrl,
      fields: { Ward: app.property.ward, Parish: app.property.parish },
    },
    comments: { objections: null, supporting: null, received: s.comments, consulted: null },
    urls: {
      summary: tab('summary'),
      details: tab('details'),
      dates: tab('dates'),
      documents: tab('documents'),
      related: tab('relatedCases'),
      property: propUrl,
    },
    extra: {
      'Latest Neighbour Consultation Date': s.validated
        ? idoxDate(isoOf(ctx, app.validatedDay + 2))
        : 'Not Available',
      'Environmental Assessment Requested': 'No',
    },
  };
}
