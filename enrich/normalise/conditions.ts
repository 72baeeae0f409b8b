// The conditions an application addresses, read from its description (spec 2.5 conditions ledger):
// "Approval of Details reserved by condition 9 of application BH2016/01001", "Conditions 8,9 & 10 of
// application BH2015/04378" (Brighton & Hove), "condition 3 (samples and a schedule of materials) of
// Planning Permission Ref: 12/02618/DET" (Lambeth), "Variation of condition 2 (approved plans) of
// application ... (Section 73)". Pure: no I/O.

export interface ConditionCited {
  /** The condition's number as the council writes it (9, 10a). */
  number: string;
  /** The council's wording of the condition, where the description gives it in brackets. */
  label: string | null;
}

export interface ConditionsCitation {
  /** discharge: details submitted under the conditions; variation: a section 73 application to vary or remove them. */
  kind: 'discharge' | 'variation';
  conditions: ConditionCited[];
}

const ITEM = String.raw`(?:no\.?\s*)?\d{1,3}[a-z]?(?:\s*\([^()]{1,160}\))?`;
const LIST = new RegExp(
  String.raw`\bcond(?:ition)?s?\.?\s+(${ITEM}(?:\s*(?:,|&|\band\b|\+|/)\s*${ITEM})*)`,
  'gi',
);
const ONE = /(?:no\.?\s*)?(\d{1,3}[a-z]?)(?:\s*\(([^()]{1,160})\))?/gi;
const VARIATION =
  /\b(?:variation|vary(?:ing)?|varied|removal|remove|removing|relaxation|section\s*73|s\.?\s*73|minor[-\s]material[-\s]amendment)\b/i;

/**
 * The conditions a description names, or null where it names none. `procedure` is the record's
 * normalised route: an amendment (or wording of variation or removal) is a variation, anything else
 * naming conditions a discharge.
 */
export function conditionsCited(
  description: string | null,
  procedure: string | null,
): ConditionsCitation | null {
  if (!description) return null;
  const conditions: ConditionCited[] = [];
  const seen = new Set<string>();
  for (const m of description.matchAll(LIST)) {
    for (const item of m[1].matchAll(ONE)) {
      const number = item[1].toLowerCase();
      if (seen.has(number)) continue;
      seen.add(number);
      const label = item[2]?.replace(/\s+/g, ' ').trim() || null;
      conditions.push({ number, label });
    }
  }
  if (!conditions.length) return null;
  const kind = procedure === 'amendment' || VARIATION.test(description) ? 'variation' : 'discharge';
  return { kind, conditions };
}
