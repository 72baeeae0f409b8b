// No person, ever (licensing spec 1). Each party a register names (holder, additional holder,
// designated premises supervisor, applicant, agent) is classified here, from its wording alone, as
//  - a company: a company form ends its name (Ltd, Limited, PLC, LLP, CIC, Community Interest
//    Company, Cyf, Co-operative, ...), or a registry number stands in the text (company or
//    registered charity number); several companies joined by "&" or "and" are a partnership of
//    companies; "X Ltd t/a The Crown" is the company X Ltd trading as The Crown;
//  - a name to look up: no company form and no person's title, so it is a company only if the
//    company register holds that exact name (the store step looks it up);
//  - withheld: anything else. A person's title (Mr, Mrs, Messrs, ...) anywhere in the party makes
//    it withheld, even beside a company ("Mr A Smith & B Ltd").
// A trading name ("t/a The Crown", "Gonjom Ltd - Bognor Charcoal Grill") is kept with its company.
// Withheld wording never leaves the store step: it is not stored, logged or sent (the raw page
// keeps it, and no endpoint serves raw pages).
import { memo } from './memo.js';

export interface CompanyName {
  name: string;
  company_number: string | null;
  charity_number: string | null;
  trading_as: string | null;
}

export type PartyVerdict =
  | { kind: 'company'; companies: CompanyName[] }
  | { kind: 'lookup'; name: string; trading_as: string | null }
  | { kind: 'withheld' };

// A person's title where a name starts: at the start of the party or after a separator ("Mr & Mrs
// Jones", "Miss A Andrade & Mr B Agrela", "Messrs. Ali, Majid & Majid").
const TITLE =
  /(?:^|&|\band\b|,|\/|\|)\s*(mr|mrs|ms|miss|mx|messrs|dr|sir|dame|lord|lady|rev|reverend|prof|professor|cllr|councillor|police constable|sergeant|sgt|inspector)(?:\.|(?=\s|$|&|,))/i;

// Company forms, at the end of a name (before a trailing parenthetical such as "(in liquidation)").
const FORM_AT_END =
  /(?:^|[\s,.(])(limited|ltd|plc|p\s?\.\s?l\s?\.\s?c|llp|l\s?\.\s?l\s?\.\s?p|cic|c\s?\.\s?i\s?\.\s?c|community interest company|cyfyngedig|cyf|ccc|unlimited|inc|incorporated|llc|gmbh|limited partnership|l\s?\.\s?p|lp)\.?\s*$/i;
// A registered society ("The Midcounties Co-operative Society", "Southern Co-op") anywhere in a name.
const CO_OPERATIVE = /\bco-?operative\b|\bco-op\b/i;

const COMPANY_NUMBER =
  /\b(?:company|co\.?|registered|reg\.?|registration|crn|companies house)\s*(?:no\.?|number|num\.?|#)?\s*[:.]?\s*((?:SC|NI|OC|SO|NC|NF|FC|GE|LP|SL|IP|SP|RS|CE|CS|R0)\d{6}|\d{6,8})\b/i;
const CHARITY_NUMBER =
  /\b(?:registered charity|charity)\s*(?:reg(?:istration|istered)?\.?\s*)?(?:no\.?|number|num\.?|#)?\s*[:.]?\s*((?:SC0\d{5})|\d{6,7}(?:-\d{1,2})?)\b/i;
const TRADING_AS = /\s+(?:t\/a|t\.a\.|t\/as|trading as|trading under)\s+/i;
const JOIN = /\s+(?:&|and)\s+|\s*,\s*(?=\S)|\s+\/\s+/i;

function tidy(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.-]+|[\s,;:-]+$/g, '')
    .trim();
}

/** The name without a trailing parenthetical ("ABC Ltd (in liquidation)" -> "ABC Ltd"). */
function core(name: string): string {
  return tidy(name.replace(/\s*\([^)]*\)\s*$/, ''));
}

export function hasCompanyForm(name: string): boolean {
  const c = core(name);
  return FORM_AT_END.test(c) || CO_OPERATIVE.test(c);
}

export function hasPersonTitle(text: string): boolean {
  return TITLE.test(text);
}

/** A company number as Companies House writes it: 8 characters, zero-padded. */
export function companyNumber(raw: string): string {
  const t = raw.toUpperCase();
  return /^\d+$/.test(t) ? t.padStart(8, '0') : t;
}

const classifyText = memo((text: string): PartyVerdict => classifyTidy(tidy(text)));

/** One party's wording (one name; a role's several names are split by the caller on ' | '). */
export function classifyParty(text: string | null | undefined): PartyVerdict {
  return classifyText(text ?? '');
}

function classifyTidy(t: string): PartyVerdict {
  if (!t || t.length < 2) return { kind: 'withheld' };
  if (hasPersonTitle(t)) return { kind: 'withheld' };
  let [legal, ...rest] = t.split(TRADING_AS);
  if (!rest.length) {
    // "Gonjom Ltd - Bognor Charcoal Grill": a company, then the name it trades under.
    const dash = /\s+[-\u2013]\s+/.exec(legal);
    if (dash && hasCompanyForm(legal.slice(0, dash.index))) {
      rest = [legal.slice(dash.index + dash[0].length)];
      legal = legal.slice(0, dash.index);
    }
  }
  const trading_as = rest.length ? tidy(rest.join(' ')) || null : null;
  const co = COMPANY_NUMBER.exec(legal);
  const ch = CHARITY_NUMBER.exec(legal);
  let name = legal;
  if (ch) name = name.replace(ch[0], ' ');
  if (co) name = name.replace(co[0], ' ');
  name = tidy(name.replace(/\(\s*\)/g, ' ').replace(/\s*[-,:(]\s*$/, ''));
  if (!name) return { kind: 'withheld' };
  if (co || ch) {
    return {
      kind: 'company',
      companies: [
        {
          name,
          company_number: co ? companyNumber(co[1]) : null,
          charity_number: ch ? ch[1] : null,
          trading_as,
        },
      ],
    };
  }
  if (hasCompanyForm(name)) {
    // "A Ltd & B Ltd": a partnership of companies, each named; "Smith & Jones Ltd": one company.
    const parts = name.split(JOIN).map(tidy).filter(Boolean);
    const each = parts.length > 1 && parts.every(hasCompanyForm) ? parts : [name];
    return {
      kind: 'company',
      companies: each.map((n) => ({ name: n, company_number: null, charity_number: null, trading_as })),
    };
  }
  return { kind: 'lookup', name, trading_as };
}

/**
 * A name as the companies table keys it (companies.name_norm: upper case, anything but letters and
 * digits a space, single spaces), with the forms Companies House writes in full ("LTD" ->
 * "LIMITED") as a second key.
 */
export function companyNameKeys(name: string): string[] {
  const norm = name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const keys = new Set([norm]);
  keys.add(norm.replace(/\bLTD$/, 'LIMITED').replace(/\bP L C$/, 'PLC'));
  keys.add(norm.replace(/\bLIMITED$/, 'LTD'));
  return [...keys].filter(Boolean);
}

/** Splits one role's wording into its parties (an adapter joins several columns with ' | '). */
export function partyTexts(roleText: string | null | undefined): string[] {
  return (roleText ?? '')
    .split(/\s*\|\s*/)
    .map(tidy)
    .filter((s) => s !== '' && !/^(n\/?a|none|nil|-|tbc|vacant|not known|unknown)$/i.test(s));
}
