// dwelling_count (spec 2.2): homes explicitly stated in the description, net of homes the description
// says are demolished; null where none is stated. Never guessed: "erection of dwellings" with no number
// is null, "erection of a dwelling" is 1.
//
// Each mention of homes ("9 dwellings", "3no. flats", "two x 2-bed houses", "a detached bungalow",
// "14 residential units (Use Class C3)") is read with the nearest keyword before it, which says whether
// the homes are being created (erection of, to, into, as), demolished (demolition of, loss of) or are the
// existing subject of the works (extension to, conversion of, from): only the first two count.
import { NUMBER_WORDS, numberWord } from './text.js';

// "2, two bedroom dwellings": a comma after a number ends it unless digits follow ("1,250").
const NUM = `(?<![\\d/.,£-])(?:x(?=\\d))?((?:(?:a|one|two|three|four|five|six|\\d+) )?pairs? of|\\d{1,3}(?:,\\d{3})+|\\d+(?![\\d./]|,\\d| \\d\\/\\d)|${NUMBER_WORDS}|an?|single)`;
// After a number: the "no." / "nos" / "x" of council shorthand. A number followed by storey or bed is
// describing a building, not counting homes, so it is refused here.
// The refusal also looks past a "no." the prefix could otherwise read as a word ("3No. bed dwelling" is one).
const AFTER_NUM = `\\s*(?:no\\b\\.?|nos\\b\\.?|no\\.|number\\b|x\\b|×)?\\s*(?!(?:no\\b\\.?\\s*)?-?(?:storey|story|bed|bedroom|bedroomed|metre|m\\b|sq|car|space|year|week|day|hour|month|floor|person|people|room|unit block)s?\\b)`;
const ADJ =
  "(?:new|detached|semi[- ]?detached|semi|terraced|terrace|end[- ]of[- ]terrace|end[- ]terrace|mid[- ]terrace|link[- ]detached|replacement|self(?:- ?| )contained|self[- ]build|custom[- ]build|affordable|market|social|private|rented|shared[- ]ownership|intermediate|additional|further|residential|permanent|open[- ]market|local[- ]needs|retained|agricultural|rural|farm|forestry|workers?'?|worker's|key[- ]worker|family|luxury|modular|timber[- ]framed|eco|existing|proposed|double|one[- ]and[- ]a[- ]half|storey|story|[a-z\\d.]+[- ]storey|\\d+[- ]?bed(?:room)?(?:ed)?s?|\\d+\\s*no\\.?\\s*bed(?:room)?(?:ed)?s?|[a-z]+[- ]bed(?:room)?(?:ed)?s?|bed(?:room)?(?:ed)?s?|dormer|chalet|style|contemporary|traditional|split[- ]level|flatted|c3|retirement|age[- ]restricted|separate|independent|second|third|(?:ground|first|second|third|top|upper|lower)[- ]floor|stand[- ]?alone|single[- ]family|single[- ]household|\\d+[- ]person|accessible|wheelchair|adaptable|starter|low[- ]cost|x|no\\.?|\\(c3\\)|studio|live[- ]work|mews|town|infill|domestic|single|\\d+ \\d\\/\\d[- ]storey|and|&|/|,|-)";
const NOUN =
  "(dwelling ?houses?|dwellings?|farm ?houses?|(?<!(?:public|guest|summer|pool|pump|boat|club|meeting|tree|green|glass|plant|bath|ice|bin|cycle|store|wash|boiler|hen|dog|wendy|light|bird|ware|gate|coach|farm|out|road|packing|power|opera|alms|auction|engine|custom|court|station|lodge|manor|hall) )houses?(?! in multiple| of multiple| of worship| in multi)|(?<!(?:care|nursing|mobile|holiday|park|static|retirement|children's|residential care) )homes?(?![- ]office| working| improvement| zone| gym| cinema| studio| schooling| business)|town ?houses?|flat(?! (?:(?:garage|dormer|porch|extension|rear|side|front|single[- ]storey) )?roof|-roof| dormer| canopy| porch| windows?| doors?| glass| panels?)|flats(?! roofs?| roofed|-roofed)|ap?partments?|maisonettes?|bungalows?|cottages?|(?:residential|dwelling|housing|self[- ]contained|c3|apartment) units?|units? (?=\\(?(?:use )?class c3|of residential accommodation|of accommodation)|units?(?<=(?:\\bbed(?:room)?(?:ed)?s?|\\bstudio) units?))";
// Home nouns are found first (cheap), then the words just before each are read for its number.
// A home noun before block, building, extension... names the building, not homes ("an apartment block
// of seven apartments", "a house extension").
const NOUN_RE = new RegExp(
  `\\b${NOUN}\\b(?! (?:block|building|complex|scheme|development|site|extension|conversion|office|type)s?\\b)`,
  'g',
);
const PREFIX_RE = new RegExp(`(?:\\b${NUM}${AFTER_NUM})?(?:${ADJ}[\\s,]+){0,6}$`);
const NOUN_STEM = /dwell|hous|home|flat|ap?partment|maisonette|bungalow|cottage|unit|residential/;

type Mode = 'create' | 'demolish' | 'source';
// Keywords before a mention, longest forms first so "extension to" wins over "to". Group 1 demolishes,
// group 2 names the existing subject, group 3 creates, group 4 ("and", "of") carries the mode on.
const KEYWORD = new RegExp(
  [
    '((?:demoli\\w*|loss|removal|remove|replac(?:e|ing|ement(?= of))|knock(?:ing)? down|clearance)(?: of(?: the)?)?)',
    '(from|conversion of|converting|convert(?: the)?|change of use of|use of|sub-?divi\\w+(?: of)?|split(?:ting)? of|amalgamat\\w+(?: of)?|extensions? (?:to|of)|alterations? (?:to|of)|works to|(?:rear|side|front) of|adjacent to|ancillary to|incidental to|within|serving|curtilage of|associated with|attached to|in connection with|garden of|annexe to|belonging to|belongs to|relating to|pursuant to|over|above|below|beneath|next to|part of|loft|for use by|occupiers of|residents of|parking for|access to|refurbishment of|renovation of|re-?roofing of|improvements to|repairs to|windows? to|doors? to|roofs? to|elevation of|back of|front of|site of|grounds of|on the site of)',
    '((?:erect\\w*|construct\\w*|build(?!ings)\\w*|provi\\w+|creat\\w+)(?: of)?|form(?:ation)?(?: of)?|sites? for|into|to|compris\\w+|development of|redevelopment|retention of|retain\\w*|regularis\\w+|for|new|additional|with|as|plus|including)',
  ]
    .map((x) => `\\b${x}\\b`)
    .join('|') + '|(\\band\\b|\\bof\\b|,|&)',
  'g',
);
// A home with no number counts only after a keyword that plainly creates it ("erection of a dwelling",
// "change of use ... to dwelling"), never after "to", "with" or "for" alone ("windows to dwelling").
const STRONG_CREATE =
  /^(?:erect|construct|build|provi|creat|form|sites? for|development of|redevelopment|retention|retain|regularis|new|additional|includ)/;
const CONVERSION_CLAUSE = /change of use|conver|\buse\b|\bsub-?divi|change of house ?types?/;
const SINGULAR =
  /^(?:dwelling ?house|dwelling|house|home|town ?house|flat|apartment|maisonette|bungalow|cottage|(?:residential|dwelling|housing|self[- ]contained|c3|apartment) unit|unit)$/;
const BREAKDOWN_OPEN =
  /compris|includ|incl\b|consist|of which|made up|namely|i\.e\.|split (?:into|as)|mix of|\bmix\b|:/;

// A list of homes by size that shares one noun: "1 three-bedroom and 2 two-bedroom residential units".
const SIZED = /bed|studio|person/;
const LIST_ITEM = new RegExp(
  `\\b${NUM}\\s*(?:no\\b\\.?|x\\b)?\\s*(?:[a-z\\d]+[- ]?)?(?:bed(?:room)?(?:ed)?s?|studios?|person)(?: (?:units?|homes?|flats?|apartments?|houses?|dwellings?))?\\s*(?:,|and|&|\\+|plus)\\s*$`,
);

// The same list by house type: "16 no semi-detached & 4 no townhouses", "7 detached and 14 semi-detached houses".
const TYPE_ITEM = new RegExp(
  `\\b${NUM}\\s*(?:no\\b\\.?|x\\b)?\\s*(?:semi[- ]?detached|detached|terraced|end[- ]terrace|mid[- ]terrace)\\s*(?:,|and|&|\\+|plus)\\s*$`,
);

// A home that opens the description is what the application is for ("Dwelling and garage", "Farm dwelling and
// domestic garage", "Infill dwelling and garage.", "House on a farm"): only where the sentence goes on with what comes
// with it, never with works to it or a use it serves ("House alterations", "Flat 2 ...", "apartment above the shop for
// the use of the priest").
const OPENING_HOME_THEN = /^\s*(?:$|and\b|&|with\b|plus\b|including\b|on a\b|[,.(-])/;

/** The number a prefix states: "12", "twelve", "a pair of" (2), "two pairs of" (4). */
function homesNumber(text: string): number {
  const pair = /^(?:(\S+) )?pairs? of$/.exec(text);
  if (!pair) return numberWord(text);
  return 2 * (pair[1] ? numberWord(pair[1]) : 1);
}

const TOTAL_RE = new RegExp(
  `\\btotal of ${NUM}${AFTER_NUM}(?:${ADJ}[\\s,]+){0,6}${NOUN}|\\b${NUM}${AFTER_NUM}(?:${ADJ}[\\s,]+){0,6}${NOUN},? in total\\b`,
);

// Homes the description keeps ("retention of the existing dwelling", "with the existing farmhouse
// retained"): not new homes, so never added (they can still be demolished or converted).
const EXISTING = /\b(?:existing|retained)\b/;
// A single home remade as a single home ("conversion of bungalow to two storey dwelling", "remodelling of
// the house to form a chalet bungalow"): a householder alteration, no new home.
const HOME_REMADE =
  /\b(?:conver\w*|remodel\w*|alteration\w*|extensions?|extending|raising|rais\w+ (?:the )?roof of|re-?build\w*|redesign\w*|reconfigur\w*|upgrad\w*)\b (?:of |to )?(?:the |an? )?(?:existing )?(?:[\w-]+ ){0,2}(?:bungalow|house|dwelling ?house|dwelling|cottage|chalet)\b(?! (?:in|into|to form|to create|to provide) (?:\d|two|three|four|five|six|seven|eight|nine|ten))/;
const INTO_END = /\b(?:in|into|to form|to create|to provide)\s*$/;
// "96 Residential with associated access": a count before "residential" with the unit word left out.
const BARE_RESIDENTIAL =
  /(?:^|\b(?:erection of|construction of|provision of|development of|up to|for|of|comprising|providing|provide|outline|\bfor up to)\s+)(\d{1,4})\s*(?:no\.?\s*)?residential\b(?!\s*(?:units?|dwellings?|homes?|flats?|apartments?|houses?|accommodation|development|care|institutions?|uses?|blocks?|buildings?|propert\w+|premises|curtilage|gardens?|annexes?|schemes?|land|areas?|parking|moorings?|caravans?|pitches|plots?|\(c3\)|c3))/;

const GLUED_NUMBER = /\b[a-z]{2,}\d{1,4}(?= )/;
const GLUED_NUMBER_ALL = /\b([a-z]{2,})(\d{1,4})(?= )/g;

const RESTATEMENT =
  /pursuant to|(?:permission|approval|consent|application) (?:ref(?:erence)?\.?:? |no\.? )?[a-z]*\d+\/[\da-z/]*|approved under|instead of|rather than|previously approved|which approved|originally approved/;

function listedBefore(pre: string, item: RegExp = LIST_ITEM): number {
  let total = 0;
  let rest = pre;
  for (let m = item.exec(rest); m; m = item.exec(rest)) {
    const v = homesNumber(m[1]);
    if (Number.isNaN(v)) break;
    total += v;
    rest = rest.slice(0, m.index);
  }
  return total;
}

/**
 * Paren depth after `between`, starting from `depth`; -1 once the breakdown ends: a bracket closes that was open
 * before the breakdown began, or a full stop or semicolon comes outside the breakdown's own brackets ("200
 * dwellings, including 108 dwellings (comprising 13 x two bed ... dwellings; 8 x one bed apartments ...)": the
 * semicolon inside the brackets still itemises).
 */
function breakdownDepth(between: string, depth: number, base: number): number {
  for (const ch of between) {
    if (ch === '(') depth++;
    else if (ch === ')') {
      if (--depth < base) return -1;
    } else if ((ch === '.' || ch === ';') && depth <= base) return -1;
  }
  return depth;
}

function parenDepth(text: string): number {
  let depth = 0;
  for (const ch of text) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
  return depth;
}

// "Reserved Matters following Outline application X (Outline planning permission ... up to 5,150 dwellings
// ...). Approval of ... for 259 dwellings": the bracket after a reference to another permission describes that
// permission. Homes stated outside it are this application's own and are counted instead; where none are, the
// record carries the homes of the permission it refers to (as a condition or amendment record does).
const PARENT_OPEN =
  /\b(?:following|pursuant to|under|of) (?:the )?(?:outline |hybrid |full )?(?:planning )?(?:application|permission|consent|approval)\b[^(.;]{0,40}\(/g;

/** [start, end) ranges of bracketed descriptions of another permission. */
function parentRanges(d: string): [number, number][] {
  const ranges: [number, number][] = [];
  PARENT_OPEN.lastIndex = 0;
  for (let m = PARENT_OPEN.exec(d); m; m = PARENT_OPEN.exec(d)) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < d.length && depth > 0; i++) depth += d[i] === '(' ? 1 : d[i] === ')' ? -1 : 0;
    ranges.push([m.index + m[0].length, i]);
    PARENT_OPEN.lastIndex = i;
  }
  return ranges;
}

function opensBreakdown(between: string): boolean {
  if (BREAKDOWN_OPEN.test(between)) return true;
  let depth = 0;
  for (const ch of between) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
  return depth > 0;
}

interface Context {
  mode: Mode;
  /** The last keyword, and whether anything but the mention's own words lies between it and the mention. */
  keyword: string | null;
  adjacent: boolean;
  clause: string;
}

// A full stop ends a sentence, except after the abbreviations of addresses and references ("No. 62").
const SENTENCE_END = /(?<!\b(?:no|nos|ref|approx|st|nr|rd|sq|ave|plot))\. |;/g;

/** Index of the last sentence end in `pre`, or -1. */
function lastSentenceEnd(pre: string): number {
  let cut = -1;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(pre); m; m = SENTENCE_END.exec(pre)) cut = m.index;
  return cut;
}

function sentenceBefore(d: string, start: number): string {
  const pre = d.slice(Math.max(0, start - 240), start);
  const cut = lastSentenceEnd(pre);
  return cut >= 0 ? pre.slice(cut + 1) : pre;
}

function contextBefore(d: string, start: number, previous: Mode): Context {
  const pre = d.slice(Math.max(0, start - 80), start);
  const cut = lastSentenceEnd(pre);
  const window = cut >= 0 ? pre.slice(cut + 1) : pre;
  let mode: Mode | null = null;
  let keyword: string | null = null;
  let keywordEnd = 0;
  KEYWORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = KEYWORD.exec(window)) !== null) {
    if (m[1]) mode = 'demolish';
    else if (m[2]) mode = 'source';
    // "demolition of the existing buildings comprising 412 dwellings": what is demolished comprises them.
    else if (m[3]) mode = mode === 'demolish' && m[3].startsWith('compris') ? 'demolish' : 'create';
    else if (mode === null) mode = previous;
    if (!m[4]) keyword = m[0];
    // "... wall of the existing dwelling": "of" carries the mode on but does not make the home adjacent
    // to the keyword before it.
    if (m[4] !== 'of') keywordEnd = m.index + m[0].length;
  }
  const gap = window.slice(keywordEnd).trim();
  const resolved = mode ?? (cut >= 0 || start < 80 ? 'create' : previous);
  return {
    mode: resolved,
    keyword,
    // A use-class label may sit between the keyword and the home ("to c3: dwellinghouse").
    adjacent: gap === '' || /^(?:the|a|an|new|existing|(?:use )?(?:class )?c3:?)$/.test(gap),
    // The clause may begin further back than the keywords read ("change of use ... and to C3: ...").
    clause: cut >= 0 ? window : sentenceBefore(d, start),
  };
}

/** Net homes stated in a plain-cased description, or null where none is stated. */
export function dwellingsFrom(d: string): number | null {
  if (!d || !NOUN_STEM.test(d)) return null;
  // Council text sometimes loses the space before a number ("to provide162 residential units", "and1
  // detached"); a word of two or more letters never runs into a count (use classes are one letter: C3).
  if (GLUED_NUMBER.test(d)) d = d.replace(GLUED_NUMBER_ALL, '$1 $2');
  let created = 0;
  let demolished = 0;
  let seen = false;
  let previous: Mode = 'create';
  let lastEnd = 0;
  let inBreakdown = false;
  let depth = 0;
  let base = 0;
  const retains = d.includes('retained');
  const parents = d.includes('(') ? parentRanges(d) : [];
  let ownCreated = 0;
  let ownDemolished = 0;
  let lastParent = false;
  NOUN_RE.lastIndex = 0;
  let n: RegExpExecArray | null;
  while ((n = NOUN_RE.exec(d)) !== null) {
    const noun = n[1];
    const pre = d.slice(Math.max(lastEnd, n.index - 70), n.index);
    const p = PREFIX_RE.exec(pre);
    const mentionStart = p ? n.index - p[0].length : n.index;
    const numberText = p ? p[1] : undefined;
    const between = d.slice(lastEnd, mentionStart);
    if (inBreakdown) {
      depth = breakdownDepth(between, depth, base);
      if (depth < 0) inBreakdown = false;
    }
    const ctx = contextBefore(d, mentionStart, previous);
    // "annexe to a separate dwelling": a home made separate or independent is created, whatever it was.
    if (p && /\b(?:separate|independent)\b/.test(p[0])) ctx.mode = 'create';
    // Homes kept as they are are not created ("retention of existing dwelling", "existing house retained").
    const kept =
      ctx.mode === 'create' &&
      ((p !== null && EXISTING.test(p[0])) ||
        (retains &&
          /^\s*(?:is |are |to be )?retained\b/.test(
            d.slice(n.index + noun.length, n.index + noun.length + 20),
          )));
    lastEnd = n.index + noun.length;
    if (kept) continue;
    let count: number;
    if (numberText !== undefined) {
      count = homesNumber(numberText);
      // "1 one bedroom and 5 two bedroom flats": earlier sizes in the list share the noun.
      if (p && SIZED.test(p[0])) count += listedBefore(between.slice(-120));
      else if (/detached|terrace/.test(between)) count += listedBefore(between.slice(-120), TYPE_ITEM);
    } else if (SINGULAR.test(noun)) {
      // No number: only a plainly created (or demolished) single home counts.
      // "Replacement of the existing dwelling with a new dwelling": what replaces a demolished one is created.
      const strong =
        ctx.keyword !== null &&
        (STRONG_CREATE.test(ctx.keyword) || (ctx.keyword === 'with' && /replac|demoli/.test(ctx.clause)));
      const opening =
        ctx.mode === 'create' &&
        ctx.keyword === null &&
        mentionStart < 3 &&
        OPENING_HOME_THEN.test(d.slice(n.index + noun.length, n.index + noun.length + 12));
      const conversion =
        ctx.keyword !== null && /^(?:to|into|as)$/.test(ctx.keyword) && CONVERSION_CLAUSE.test(ctx.clause);
      const plainlyNew = p !== null && /\b(?:new|replacement|proposed|additional)\b/.test(p[0]);
      if (ctx.mode === 'create' && !plainlyNew && !opening && !(ctx.adjacent && (strong || conversion)))
        continue;
      if (ctx.mode === 'demolish' && !ctx.adjacent) continue;
      count = 1;
    } else continue;
    if (Number.isNaN(count)) continue;
    // The clause ends where the mention starts, so HOME_REMADE cannot see a number after "into": a home counted in
    // digits right after "into" / "to create" ("conversion of the coach house into 1no. dwelling") is a new home
    // ("into a two-storey house" is still the same home remade).
    if (
      count === 1 &&
      ctx.mode === 'create' &&
      SINGULAR.test(noun) &&
      HOME_REMADE.test(ctx.clause) &&
      !(numberText !== undefined && /^\d/.test(numberText) && INTO_END.test(ctx.clause))
    )
      continue;
    const own = parents.length === 0 || !parents.some(([a, b]) => n!.index >= a && n!.index < b);
    // The first home after another permission's bracket is this application's own, not part of that list.
    const leavesParent = own && lastParent;
    lastParent = !own;
    if (leavesParent) inBreakdown = false;
    else if (seen && !inBreakdown && ctx.mode !== 'demolish' && opensBreakdown(between)) {
      // "9 dwellings (5 houses and 4 flats)", "150 homes including 45 affordable": a breakdown.
      inBreakdown = true;
      base = depth = Math.max(0, parenDepth(between));
    }
    if (inBreakdown) continue;
    // "98 dwellings pursuant to outline permission ... for up to 100 dwellings": once this application's
    // homes are stated, homes after a reference to another permission restate that permission.
    if (seen && !leavesParent && ctx.mode === 'create' && RESTATEMENT.test(between)) continue;
    if (ctx.mode === 'create') {
      created += count;
      if (own) ownCreated += count;
      seen = true;
    } else if (ctx.mode === 'demolish') {
      demolished += count;
      if (own) ownDemolished += count;
    }
    previous = ctx.mode;
  }
  if (!seen) {
    const bare = d.includes('residential') ? BARE_RESIDENTIAL.exec(d) : null;
    return bare && !/demoli|loss of/.test(d.slice(0, bare.index)) ? Number(bare[1]) : null;
  }
  if (created === 0) return null;
  // "a pair of semi-detached dwellings, (4no dwellings in total)": a stated total is the count.
  if (d.includes('total')) {
    const total = TOTAL_RE.exec(d);
    if (total) return homesNumber(total[1] ?? total[3]);
  }
  if (parents.length > 0 && ownCreated > 0 && ownCreated < created)
    return Math.max(0, ownCreated - ownDemolished);
  return Math.max(0, created - demolished);
}
