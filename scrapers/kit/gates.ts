// Gate pages: a disclaimer, terms of use or copyright notice a portal puts in front of its register,
// served with 200 where a search or an application was asked for. A platform that knows its own
// gate passes it (the form to accept is part of its flow); on a platform that does not, a gate is
// read as a refusal to go on (back off, keep the council's data), never as a page with no
// applications. Matched on the wording a person reads and on the form that accepts it.
const GATE_WORDING = [
  // Text nodes run together in a page's text ("DisclaimerTerms of use"): no word boundaries.
  /disclaimer/i,
  /terms (?:and|&) conditions of use/i,
  /terms of use/i,
  /copyright (?:notice|statement|agreement)/i,
  /you must (?:first )?(?:read and )?accept/i,
];

const ACCEPT_WORDING = /\b(?:i )?(?:accept|agree)\b|\bcontinue\b/i;

/**
 * Whether a page's text is a gate's: gate wording and an accept/agree/continue control. `controls`
 * is the text of the page's buttons and submit inputs (their value, or their text).
 */
export function isGateWording(text: string, controls: readonly string[]): boolean {
  return GATE_WORDING.some((re) => re.test(text)) && controls.some((c) => ACCEPT_WORDING.test(c));
}
