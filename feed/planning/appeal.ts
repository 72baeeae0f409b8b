// Appeal records (spec 2.7) as the API shows them: on GET /v1/appeals and, for one application, in
// the `appeals` of its single record (spec 2.2, 4.2).

/** One appeal record of 2.7 from a row of AppealsRepository; appellant and agent only when `contact`. */
export function appealRecord(r: Record<string, unknown>, contact: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {
    case_number: r.case_number,
    appeal_reference: r.appeal_reference,
    casework_type: r.casework_type,
    type: r.type,
    outcome: r.outcome,
    decision: r.decision,
    decision_date: r.decision_date,
    lpa_decision_date: r.lpa_decision_date,
    procedure: r.procedure,
    development_type: r.development_type,
    authority: r.council_slug ? { slug: r.council_slug, name: r.council_name } : null,
    application: r.application_public_id
      ? {
          id: r.application_public_id,
          reference: r.application_reference,
          source: 'live',
          links: r.application_links ?? null,
        }
      : null,
    site_address: r.site_address,
    postcode: r.postcode,
    residences: r.residences,
    received_date: r.received_date,
    start_date: r.start_date,
    appeal_reason: r.appeal_reason,
    lpa_name: r.lpa_name,
    ons_code: r.ons_code,
    green_belt: r.green_belt,
    costs_applied: r.costs_applied,
    enforcement_grounds: r.enforcement_grounds,
    link_status: r.link_status,
    lead_case: r.lead_case,
    links: { inspectorate: r.link_inspectorate },
    source: r.source_file ? `${r.source_file}${r.source_end_date ? ` (to ${r.source_end_date})` : ''}` : null,
  };
  if (contact) {
    const c = (r.contact ?? {}) as { appellant?: string | null; agent?: string | null };
    out.appellant = c.appellant ?? null;
    out.agent = c.agent ?? null;
  }
  return out;
}

/**
 * The `appeals` of a single application record (spec 2.2, 4.2): its appeal records in the shape of
 * 2.7, newest decision first; an appeal found by the council reference but not yet joined names the
 * application all the same. Appellant and agent are never given here (they are metered on the Contact
 * Data add-on through GET /v1/appeals). Where no appeal record is held, the council's own appeal
 * block, if it publishes one, is the one entry. `rows`: AppealsRepository.forApplication.
 */
export function appealsOfApplication(
  rows: Record<string, unknown>[],
  app: { public_id: string; reference: string | null; links?: unknown },
  councilBlock: unknown,
): Record<string, unknown>[] {
  if (!rows.length) return councilBlock ? [councilBlock as Record<string, unknown>] : [];
  return rows.map((r) =>
    appealRecord(
      r.application_public_id
        ? r
        : {
            ...r,
            application_public_id: app.public_id,
            application_reference: app.reference,
            application_links: app.links ?? null,
          },
      false,
    ),
  );
}
