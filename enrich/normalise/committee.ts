// committee (spec 2.2): the newest planning-committee decision {outcome, meeting_date, committee, url},
// or null where the decision was delegated to officers or nothing says a committee decided it.
import { councilDateToIso } from './dates.js';

export interface Committee {
  outcome: string | null;
  meeting_date: string | null;
  committee: string;
  url: string | null;
}

export interface CommitteeInput {
  /** Decision level or determining body as the council words it ("Planning Committee", "Delegated"). */
  committee_text?: string | null;
  committee_date?: string | null;
  committee_url?: string | null;
  /** The council's decision wording, kept verbatim as the committee outcome. */
  decision?: string | null;
}

const DELEGATED =
  /delegat|officer|principal planner|planning manager|head of|director|chief planning|cabinet member|\bdel\b|^dpd$|^ddl$|^dd$/i;
const COMMITTEE =
  /committee|sub-committee|\bboard\b|\bpanel\b|full council|council meeting|area plans|plans panel|\bcommittee\b|\bdc\b|planning applications (?:sub-)?committee|development (?:control|management)/i;
const COMMITTEE_DATE = /(\d{1,2}(?:st|nd|rd|th)?[\s/.-](?:\d{1,2}|[A-Za-z]{3,9})[\s/.-]\d{2,4})/;

/** The committee block, or null for a delegated or unknown decision level. */
export function committeeFrom(input: CommitteeInput): Committee | null {
  const text = (input.committee_text ?? '').replace(/\s+/g, ' ').trim();
  if (!text || DELEGATED.test(text) || !COMMITTEE.test(text)) return null;
  const dateInText = COMMITTEE_DATE.exec(text);
  const meeting =
    councilDateToIso(input.committee_date) ?? (dateInText ? councilDateToIso(dateInText[1]) : null);
  // The committee's name without a trailing date or outcome the council ran into the same field.
  const name = text
    .replace(COMMITTEE_DATE, '')
    .replace(/\s*[-:,]\s*$/, '')
    .replace(/\s*[-:,]\s*(?:approved|refused|granted).*$/i, '')
    .trim();
  const outcome = input.decision && input.decision.trim() ? input.decision.trim() : null;
  return {
    outcome,
    meeting_date: meeting,
    committee: name || text,
    url: input.committee_url?.trim() || null,
  };
}
