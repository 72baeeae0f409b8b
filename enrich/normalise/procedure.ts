// Procedure, the consent route (spec 4.1): read from the reference suffix, the council's application
// type and the description. Precedence, most reliable first:
//   1. a reference suffix naming a specific route (/LBC, /ADV, /TPO, /DOC, /NMA, /OUT, /RES, ...);
//   2. a council application type naming a specific route ("Listed Building Consent", ...);
//   3. a route stated in the description ("Variation of condition 2 of ...", "Reserved matters ...");
//   4. a suffix or type that only says "full" or "householder" (/FUL, /HHPA, "Full Planning");
//   5. a broad type ("Conditions", "Heritage"): the council's broader type, the historical rule;
//   6. a description of works with no route named: full;
//   7. null: nothing identifies a route.
import type { Procedure } from './types.js';
import { plain } from './text.js';
import { TriggerSet } from './triggers.js';

interface TextRule {
  re: RegExp;
  procedure: Procedure;
  /** Substrings one of which every text `re` accepts contains (triggers.ts); speed only. */
  triggers?: string[];
}

// Reference suffixes. Single-letter Isle of Man suffixes (/A, /B, /C, /D) are read only for that
// council, where A is approval in principle, B full, C change of use and D advertisement consent.
const SUFFIX: Record<string, Procedure> = {};
const SUFFIX_FULL = new Set<string>();
function suffixes(procedure: Procedure, codes: string): void {
  for (const c of codes.split(' ')) SUFFIX[c] = procedure;
}
suffixes('listed-building', 'LBC LB LBA LBD LBCA LBW LBCW LIS LBCC LBCD');
suffixes('advert-consent', 'ADV ADVT ADVERT ADVS AD ADC SN ADVCON');
suffixes('tree-works', 'TPO TCA TREE TRE TPA TC TCO TPT WTPO TRT TW TWA TREES CAT TPOW HRN');
suffixes(
  'discharge',
  'DOC DIS DISC DISCON COND CONDS AOC DET DETS DCC DISCHG CONDIT ADET DISCH APD ACD ADOC DCON DOCS DCOND',
);
suffixes(
  'amendment',
  'NMA NMAM NONMAT NMC MNMA AMD AMEND MINAMD MMA VAR VOC S73 ROC RVC VC MOD NMAA AMDT VARY MATCH',
);
suffixes('outline', 'OUT OUTL OL OUTM OPA OUTLINE PPP PIP OUTMAJ OUTMIN');
suffixes('reserved-matters', 'RES REM RM RMA ARM REMM MSC TDC RESM');
suffixes(
  'lawful-dev-cert',
  'CLE CLP CLU LDC LDCE LDCP CLEUD CLOPUD CPL CLD LDE LDP CLPD CLED CLEU CLOPD LUP LUE PLD LAWFUL CLB CLUP CLUE CPE',
);
suffixes(
  'prior-approval',
  'PN PNH PAH PAP PRIOR PNT PNA PAE PNAD PNCOU PNDEM PAJ PA3O PAQ PAO PNR PAC3 GPDO AGPN PNAG PNTEL PNO PNQ PAPD PDE56',
);
suffixes('pre-application', 'PRE PREAPP PREAPE PREA PAN ENQ PREM ADVICE PADV PREAP');
suffixes('eia-opinion', 'EIA SCR SCO SCOPE SCREEN ESC EIASCR EIASCO EIASC SCRE');
suffixes('planning-obligation', 'S106 OBL PLOB S106A S106BA S75 UU DOV');
for (const c of 'CAC CA FUL FULL FU FL FP FPA FULM FULMAJ FULMIN MAF HH HOU HSE HHA HHPA HHD HOUSE HHOLD PFUL FF FA DPP COU CU CHU R3 REG3 R3D R4 R4D CC CCC MJR MNR MAJ MIN DPA PP PPD HPA HOUS FULLS FULLM COUM FULH EX'.split(
  ' ',
))
  SUFFIX_FULL.add(c);

// Suffixes whose meaning differs between councils: /DET is "details" (discharge) at Lambeth and others
// but "detailed" (full) elsewhere. They yield to a route named in the description, and mean discharge
// only where the description is about conditions or details (procedureFrom).
const AMBIGUOUS_SUFFIX = new Set(['DET', 'DETS']);
const DETAILS_WORDING = /\bconditions?\b|\bdetails?\b|\bpursuant\b|\bdischarge/;

const IOM_SUFFIX: Record<string, Procedure> = {
  A: 'outline',
  B: 'full',
  C: 'full',
  GB: 'full',
  D: 'advert-consent',
  CON: 'listed-building',
  LAW: 'lawful-dev-cert',
  MCH: 'amendment',
  REM: 'reserved-matters',
  AIR: 'discharge',
};

/** The route a reference suffix names, and whether it only says "full". */
export function procedureFromReference(
  reference: string | null | undefined,
  council?: string | null,
): { procedure: Procedure; generic: boolean } | null {
  if (!reference) return null;
  const parts = reference.toUpperCase().split(/[/\\ ]+/);
  // The suffix is the last alphabetic part (a trailing digit as in PFUL3 is kept).
  for (let i = parts.length - 1; i >= Math.max(0, parts.length - 2); i--) {
    const m = /^([A-Z]{1,7}\d?)$/.exec(parts[i]);
    if (!m) continue;
    let code = m[1];
    if (council && /isle[- ]of[- ]man/i.test(council)) {
      const iom = IOM_SUFFIX[code];
      if (iom) return { procedure: iom, generic: iom === 'full' };
    }
    if (AMBIGUOUS_SUFFIX.has(code)) return { procedure: SUFFIX[code], generic: true };
    if (SUFFIX[code]) return { procedure: SUFFIX[code], generic: false };
    if (SUFFIX_FULL.has(code)) return { procedure: 'full', generic: true };
    code = code.replace(/\d$/, '');
    if (SUFFIX[code]) return { procedure: SUFFIX[code], generic: false };
    if (SUFFIX_FULL.has(code)) return { procedure: 'full', generic: true };
    return null;
  }
  return null;
}

// Council application types (Idox "Application Type", Northgate "Type", the 2024 statistical names).
// Specific types first; combined "planning and listed building" types fall to full further down.
const TYPE_SPECIFIC: TextRule[] = [
  {
    re: /pre[- ]?app|preliminary enquir|\badvice\b|\benquiry\b|proposal of application notice/,
    procedure: 'pre-application',
  },
  { re: /screening|scoping|environmental impact/, procedure: 'eia-opinion' },
  {
    re: /s\.? ?106|section 106|planning obligation|s\.? ?75\b|section 75|legal agreement|unilateral undertaking/,
    procedure: 'planning-obligation',
  },
  {
    re: /non[- ]material|minor material|variation|\bvary\b|removal of condition|remove condition|\bs\.? ?73\b|section 73|amendment|minor change|\bamend/,
    procedure: 'amendment',
  },
  {
    re: /reserved matters|matters specified in conditions|technical details consent/,
    procedure: 'reserved-matters',
  },
  {
    re: /discharge|approval of details|details reserved|reserved by cond|compliance with condition|submission of details|approval of condition|^conditions?$|details (?:pursuant|required)/,
    procedure: 'discharge',
  },
  { re: /lawful|\bldc\b|cleud|clopud|established use/, procedure: 'lawful-dev-cert' },
  { re: /telecommunication|telephone box|telecoms/, procedure: 'prior-approval' },
  {
    re: /prior approval|prior notification|prior notice|agricultural determination|larger home extension|determination as to whether|\bgpdo\b|part 6 |part 16 |notification of (?:proposed )?(?:agricultural|demolition|telecom)/,
    procedure: 'prior-approval',
  },
  {
    re: /hazardous|alternative (?:appropriate )?development|consultation|observations|county matter|other authority|neighbouring|overhead (?:electric|line)|circular 14|high hedge|notice of proposed development|crown development|nsip|development consent order/,
    procedure: 'other',
  },
  { re: /tree|\btpo\b|hedgerow|woodland/, procedure: 'tree-works' },
];
// Types that name a route only in combination with planning permission mean full (e.g. "Full planning &
// listed building consent", "Householder and Demolition in CA").
const TYPE_COMBINED_FULL = /(?:full|householder|planning)[^.]*(?:listed building|advert|demolition)/;
const TYPE_SPECIFIC_LATE: TextRule[] = [
  { re: /listed building|registered building|\blbc\b|listed bldg/, procedure: 'listed-building' },
  { re: /advert|signage|\bsigns?\b/, procedure: 'advert-consent' },
  { re: /outline|in principle|\bppp\b/, procedure: 'outline' },
];
const TYPE_FULL =
  /\bfull\b|householder|planning permission|change of use|demolition|conservation area|\breg(?:ulation)? ?[34]\b|council development|county council|council own|government department|\bminor\b|\bmajor\b|dwelling|planning application|\bhouse\b|commercial|new build|application for planning|permission|\bdevelopment\b|mineral|waste|\bother developments?\b|\bdetailed\b/;
// One-word broad types (an aggregator's or a council's summary): weaker than the description.
const TYPE_BROAD: Record<string, Procedure> = {
  conditions: 'discharge',
  condition: 'discharge',
  amendment: 'amendment',
  amendments: 'amendment',
  heritage: 'listed-building',
  trees: 'tree-works',
  tree: 'tree-works',
  advertising: 'advert-consent',
  advertisement: 'advert-consent',
  adverts: 'advert-consent',
  outline: 'outline',
  full: 'full',
  householder: 'full',
};

/** The route a council application type names, with its strength. */
export function procedureFromType(
  type: string | null | undefined,
): { procedure: Procedure; strength: 'specific' | 'full' | 'broad' } | null {
  const t = plain(type);
  if (!t || /^(?:other|others|misc(?:ellaneous)?|unknown|all|n\/a|delegated(?: application)?|-)$/.test(t))
    return null;
  const broad = TYPE_BROAD[t];
  if (broad) return { procedure: broad, strength: broad === 'full' ? 'full' : 'broad' };
  for (const r of TYPE_SPECIFIC) if (r.re.test(t)) return { procedure: r.procedure, strength: 'specific' };
  if (TYPE_COMBINED_FULL.test(t)) return { procedure: 'full', strength: 'full' };
  for (const r of TYPE_SPECIFIC_LATE)
    if (r.re.test(t)) return { procedure: r.procedure, strength: 'specific' };
  if (TYPE_FULL.test(t)) return { procedure: 'full', strength: 'full' };
  return null;
}

const TREE_NAMES =
  /\btrees?\b|\bhedge|\b(?:oak|ash|sycamore|beech|lime|yew|birch|willow|conifers?|cypress|leylandii|chestnut|maple|pine|cherry|poplar|hornbeam|holly|plane|elm|walnut|magnolia|eucalyptus|laurel|rowan|hawthorn|cedar|alder|larch|spruce|fir|robinia|acer|prunus|whitebeam|monkey puzzle)s?\b/;

// Routes named in the description. Order matters: an LDC often cites GPDO classes, so lawful comes
// before prior approval; condition details before amendment; reserved matters before outline.
export const DESCRIPTION_RULES: TextRule[] = [
  // A consultation from another authority is that authority's application, whatever route it names.
  {
    re: /^consultation (?:from|by)|^(?:county|neighbouring|adjoining) (?:council|authority) consultation/,
    procedure: 'other',

    triggers: ['consultation'],
  },
  {
    re: /^(?:application (?:to|for) (?:the )?)?(?:modification|variation|discharge|deed of variation|removal|amendment|deletion|modify|vary|discharge)\b[^.]*(?:section 106|s\.? ?106|planning obligation|legal agreement|unilateral undertaking|section 75|s\.? ?75\b)|^(?:section 106|s\.? ?106\b|s75|section 75|planning obligation|unilateral undertaking|deed of variation)|(?:schedule|clause|paragraph)s? [\d.]+[^.]*(?:section 106|s\.? ?106) (?:agreement|obligation)/,
    procedure: 'planning-obligation',

    triggers: [
      '106',
      '75',
      'planning obligation',
      'legal agreement',
      'unilateral undertaking',
      'deed of variation',
    ],
  },
  {
    re: /screening opinion|scoping opinion|eia screening|eia scoping|request for (?:an? )?(?:eia )?(?:screening|scoping)|environmental impact assessment\)? (?:screening|scoping)|whether (?:an )?(?:eia|environmental impact assessment|environmental statement) is required|^(?:screening|scoping) (?:request|opinion)/,
    procedure: 'eia-opinion',

    triggers: ['screening', 'scoping', 'whether'],
  },
  {
    re: /^pre[- ]?app|pre-application|preapplication|^(?:request for )?(?:pre[- ]application )?advice|proposal of application notice|^enquiry|^preliminary enquiry/,
    procedure: 'pre-application',

    triggers: ['pre app', 'pre-app', 'preapp', 'advice', 'application notice', 'enquiry'],
  },
  {
    re: /lawful development|certificate of lawful|lawfulness|\bldc\b|\bcleud\b|\bclopud\b|certificate of (?:existing|proposed)|lawful use|established use|to make lawful|existing use certificate|proposed use certificate|\bis lawful\b|lawful (?:existing|proposed)|certificate for (?:an? )?(?:existing|proposed)/,
    procedure: 'lawful-dev-cert',

    triggers: ['lawful', 'ldc', 'cleud', 'clopud', 'certificate', 'established use'],
  },
  {
    re: /prior approval|prior notification|prior notice|larger home extension|determination (?:as to )?whether (?:the )?prior|\bgpdo\b|general permitted development order|agricultural determination|notification (?:of|under|for) (?:intention|proposed|part|class)|(?:part|schedule) \d+,? class [a-z]+|class [a-z]{1,2},? (?:of )?part \d+|\bclass (?:ma|q|mb|o|pa)\b|56[- ]day/,
    procedure: 'prior-approval',

    triggers: [
      'prior',
      'larger home',
      'gpdo',
      'general permitted',
      'agricultural determination',
      'notification',
      'class',
      '56',
    ],
  },
  {
    re: /discharge of (?:planning )?(?:conditions?|details)|(?:to|seeking to) discharge (?:of )?conditions?|discharge (?:of )?(?:condition|cond\.?) ?(?:no\.? ?)?\d|approval of details|details (?:pursuant to|required by|reserved by|in relation to|relating to|submitted pursuant|submitted in relation|of condition|to discharge|for condition)|submission of details|(?:in )?compliance with conditions?|(?:information|details) in relation to conditions?|seeking to (?:meet|discharge|satisfy) condition|approval of (?:conditions?|matters reserved by condition)|(?:pursuant|relating|in relation) to conditions? \d|^conditions? \d|^details of|discharge condition|partial discharge|^discharge/,
    procedure: 'discharge',

    triggers: ['discharge', 'details', 'compliance', 'condition'],
  },
  {
    re: /non[- ]material amendment|minor material amendment|variation (?:of )?(?:condition|planning)|without complying with (?:a )?conditions?|amendments? to (?:planning )?consent|vary(?:ing)? (?:of )?conditions?|removal of (?:condition|planning condition)|remove (?:planning )?conditions?|removal (?:and|or|\/) variation|variation (?:and|or|\/) removal|section 73|\bs\.? ?73\b|minor change application|amendments? to (?:planning )?(?:permission|approval)|^amendments? to (?:the )?(?:approved|previously approved|consented)|\bnma\b|\bnon-material\b|variation to condition|vary the wording|amendment to (?:condition|application|planning application)/,
    procedure: 'amendment',

    triggers: [
      'material',
      'variation',
      'complying',
      'amendment',
      'vary',
      'condition',
      '73',
      'minor change',
      'nma',
    ],
  },
  {
    re: /^(?:application for )?(?:the )?(?:approval of )?reserved matters|reserved matters (?:application|approval|submission|pursuant|following|relating|details|for|of)|approval of (?:the )?reserved matters|matters specified in conditions/,
    procedure: 'reserved-matters',

    triggers: ['reserved matters', 'matters specified'],
  },
  {
    re: /^outline|outline (?:planning )?(?:application|permission|consent)|\(outline\)|approval in principle|agreement in principle|permission in principle|planning permission in principle|outline (?:for|with)|^application for outline/,
    procedure: 'outline',

    triggers: ['outline', 'in principle'],
  },
  {
    re: /listed building consent|registered building consent|\blbc\b/,
    procedure: 'listed-building',
    triggers: ['building consent', 'lbc'],
  },
  {
    re: /advertisement consent|consent to display|^(?:retrospective )?(?:application for )?(?:the )?display of|^(?:retrospective )?(?:erection|installation|display|replacement) of (?:\w+[ ,-]+){0,5}(?:signs?|signage|advertisements?|adverts?|hoardings?|totems?|banners?|fascia)\b(?![^.]*(?:shopfront|shop front|extension|change of use))|^(?:\d+ (?:x )?)?(?:no\.? )?(?:internally |externally |halo |non-?)?illuminated/,
    procedure: 'advert-consent',

    triggers: ['advert', 'display', 'sign', 'hoarding', 'totem', 'banner', 'fascia', 'illuminated'],
  },
  {
    re: /\btpo\b|tree preservation order|trees? (?:in|within) (?:a |the )?conservation area|\bt\d+\b.*(?:fell|reduce|remove|prune|crown|pollard)|^(?:\w+ ){0,3}(?:fell|felling|crown|pollard|prune|pruning|reduce|reduction|remove|removal of|works to|work to|lop|coppice|lift|thin|cut back|trim)\b(?:[^.]*)$|hedgerow removal/,
    procedure: 'tree-works',

    triggers: [
      'tpo',
      'tree',
      'hedgerow',
      'fell',
      'crown',
      'pollard',
      'prun',
      'reduc',
      'remov',
      'work',
      'lop',
      'coppice',
      'lift',
      'thin',
      'cut back',
      'trim',
    ],
  },
  {
    re: /hazardous substances|high hedge|certificate of (?:alternative|appropriate) (?:appropriate )?development|consultation (?:from|by) (?:\w+ )*(?:council|authority)|overhead (?:electricity )?lines?|(?:county|neighbouring) (?:council|authority) consultation/,
    procedure: 'other',

    triggers: ['hazardous', 'high hedge', 'certificate of', 'consultation', 'overhead'],
  },
];

// A description of works with no route named is an application for full planning permission.
const WORKS =
  /\b(?:erect|erection|construct|construction|extension|extend|alteration|alter|change of use|conversion|convert|demolition|demolish|installation|install|replacement|replace|new|proposed|provision|creation|create|formation|form|use of|use as|redevelopment|development|retention|retain|relocation|refurbishment|enlargement|removal|remove|siting|works|raising|insertion|landscaping|resurfacing|dormer|garage|storey|porch|fence|wall|gate|outbuilding|annexe|decking|rooflights?|windows?|doors?|car park|dwelling|building)\b/;

export interface ProcedureInput {
  description?: string | null;
  reference?: string | null;
  application_type?: string | null;
  council?: string | null;
}

/** Route named in a (plain-cased) description, or null. Exported for the categories and major rules. */
// Notes that point at another application ("(in association with RB application 22/01310/CON)",
// "(amendment to planning permission ...)") say nothing about this application's own route.
const CROSS_REFERENCE =
  /\((?:in association|in connection|associated|see |linked|related|amendment to|amendments to|resubmission|re-submission|revised|revision|further to|following)[^)]*\)?/g;

const DESCRIPTION_TRIGGERS = new TriggerSet(DESCRIPTION_RULES.map((r) => r.triggers));

export function procedureFromDescription(text: string): Procedure | null {
  const d = text.includes('(') ? text.replace(CROSS_REFERENCE, ' ') : text;
  const g = DESCRIPTION_TRIGGERS.scan(d);
  for (let i = 0; i < DESCRIPTION_RULES.length; i++) {
    const r = DESCRIPTION_RULES[i];
    if (!DESCRIPTION_TRIGGERS.candidate(i, g) || !r.re.test(d)) continue;
    // A tree rule on a description that is about building work (e.g. "removal of garage") is not tree work.
    if (
      r.procedure === 'tree-works' &&
      !/\btpo\b|tree preservation order|hedgerow/.test(d) &&
      !TREE_NAMES.test(d)
    )
      continue;
    return r.procedure;
  }
  return null;
}

function hasAmbiguousSuffix(reference: string | null | undefined): boolean {
  const parts = (reference ?? '').toUpperCase().split(/[/\\ ]+/);
  return parts.slice(-2).some((p) => AMBIGUOUS_SUFFIX.has(p));
}

/** Spec 4.1 procedure. `d` may be passed already plain-cased to save work. */
export function procedureFrom(input: ProcedureInput, d: string = plain(input.description)): Procedure | null {
  const bySuffix = procedureFromReference(input.reference, input.council);
  if (bySuffix && !bySuffix.generic) return bySuffix.procedure;
  const byType = procedureFromType(input.application_type);
  if (byType && byType.strength === 'specific') return byType.procedure;
  const byDescription = d ? procedureFromDescription(d) : null;
  if (byDescription) return byDescription;
  if (bySuffix && bySuffix.procedure === 'discharge' && hasAmbiguousSuffix(input.reference))
    return DETAILS_WORDING.test(d) ? 'discharge' : d && WORKS.test(d) ? 'full' : 'discharge';
  if (bySuffix) return bySuffix.procedure;
  // A broad "Heritage" type also covers conservation-area demolition, which is planning permission.
  if (
    byType &&
    byType.procedure === 'listed-building' &&
    byType.strength === 'broad' &&
    /demoli|conservation area/.test(d) &&
    !/listed/.test(d)
  ) {
    return 'full';
  }
  // Spec 4.1: the route is read from the description, else from the council's broader type. A broad
  // one-word type ("Amendment", "Conditions") yields to a description of works naming no route.
  if (byType && byType.strength === 'broad' && d && WORKS.test(d)) return 'full';
  if (byType) return byType.procedure;
  if (d && WORKS.test(d)) return 'full';
  return null;
}
