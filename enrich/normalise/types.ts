// The raw council wording classify() reads. What it returns, and the vocabularies of its values, are
// core/domain/planning (spec 2.2, 3.1, 4.1).

/** Council wording for one application, verbatim as the scraper read it. Every field is optional. */
export interface RawWording {
  status?: string | null;
  decision?: string | null;
  description?: string | null;
  reference?: string | null;
  application_type?: string | null;
  council?: string | null;
  appeal_decision?: string | null;
  appeal_status?: string | null;
  decision_date?: string | null;
  decision_issued_date?: string | null;
  /** The council's own 'Major' / 'Minor' (or 'Smallscale Major', 'Minor Dwellings', ...) label. */
  major_minor_label?: string | null;
  /** Decision level or determining body ("Planning Committee", "Delegated", ...). */
  committee_text?: string | null;
  committee_date?: string | null;
  committee_url?: string | null;
}
