// Procedure, the consent route (spec 4.1): read from the reference suffix, the council's application
// type and the description. Precedence, most reliable first:
//   1. a reference suffix naming a specific route (/LBC, /ADV, /TPO, /DOC, /NMA, /OUT, /RES, ...);
//   2. a council application type naming a specific route ("Listed Building Consent", ...);
//   3. a route stated in the description ("Variation of condition 2 of ...", "Reserved matters ...");
//   4. a suffix or type that only says "full" or "householder" (/FUL, /HHPA, "Full Planning");
//   5. a broad type ("Conditions", "Heritage"): the council's broader type, the historical rule;
//   6. a description of works with no route named: full;
//   7. null: nothing identifies a route.
import type { Procedure } from '../../core/domain/planning/vocabulary.js';
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
suffixes('tree-works', 'TPO TCA TREE TRE TPA TC TCO TPT WTPO TRT TW TWA TREES CAT TPOW HRN TWT T5N');
suffixes(
  'discharge',
  'DOC DIS DISC DISCON COND CONDS AOC DET DETS DCC DISCHG CONDIT ADET DISCH APD ACD ADOC DCON DOCS DCOND DRC AOD CND',
);
suffixes(
  'amendment',
  'NMA NMAM NONMAT NMC MNMA AMD AMEND MINAMD MMA VAR VOC S73 ROC RVC VC MOD NMAA AMDT VARY MATCH NMAT S96A NMMA NMV',
);
suffixes('outline', 'OUT OUTL OL OUTM OPA OUTLINE PPP PIP OUTMAJ OUTMIN');
suffixes('reserved-matters', 'RES REM RM RMA ARM REMM MSC TDC RESM');
suffixes(
  'lawful-dev-cert',
  'CLE CLP CLU LDC LDCE LDCP CLEUD CLOPUD CPL CLD LDE LDP CLPD CLED CLEU CLOPD LUP LUE PLD LAWFUL CLB CLUP CLUE CPE CPU CEU LDCPP',
);
suffixes(
  'prior-approval',
  'PN PNH PAH PAP PRIOR PNT PNA PAE PNAD PNCOU PNDEM PAJ PA3O PAQ PAO PNR PAC3 GPDO AGPN PNAG PNTEL PNO PNQ PAPD PDE56 AGR TEL DEM ' +
    // Notifications (telecoms code notices "NOT", householder notification of a larger home extension "NHPD",
    // "HPD") and the prior approvals of agricultural buildings, agricultural-to-residential and other uses.
    'NOT NHPD HPD PND PNP PAGR PAR POTH',
);
// PAC is the Scottish pre-application consultation case code ("18/00962/PAC", "0625/PAC/25"): the record of a proposal
// of application notice, so the same route as PAN (issue 18, seventh set). "PAC3" and "PACOU" are other tokens.
suffixes('pre-application', 'PRE PREAPP PREAPE PREA PAN PAC ENQ PREM ADVICE PADV PREAP');
suffixes('eia-opinion', 'EIA SCR SCO SCOPE SCREEN ESC EIASCR EIASCO EIASC SCRE SC');
suffixes('planning-obligation', 'S106 OBL PLOB S106A S106BA S75 UU DOV');
// Records of a consultation or observation between authorities (a neighbour's application consulted on, an
// observation requested) and checks of compliance with a local development order: spec 4.1 lists `other` for
// a record whose route is identified but is none of the consent routes; the scheme consulted on is another
// authority's application, so its route is not this record's.
suffixes('other', 'ADJ ADJLPA OBS OB OPDCOB CONS PCA LDOC');
for (const c of 'S73A CAC CA FUL FULL FU FL FP FPA FULM FULMAJ FULMIN MAF HH HOU HSE HHA HHPA HHD HOUSE HHOLD PFUL FF FA DPP COU CU CHU R3 REG3 R3D R4 R4D CC CCC MJR MNR MAJ MIN DPA PP PPD HPA HOUS FULLS FULLM COUM FULH EX'.split(
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
    // "263227CONS": the council's number with its code run on (Ealing's references).
    const part = /^\d{5,8}[A-Z]{2,8}$/.test(parts[i]) ? parts[i].replace(/^\d+/, '') : parts[i];
    // "PFUL3" keeps its digit; "S106", "S73", "S96A" are section numbers; "T5N" (tree five-day notice).
    const m = /^([A-Z]{1,7}\d?|S\d{2,3}A?|[A-Z]{1,4}\d[A-Z])$/.exec(part);
    if (!m) {
      // "NMV01": a specific route with a two-digit running number (the first, second ... variation).
      const counted = /^([A-Z]{2,7})\d{2}$/.exec(part);
      if (counted && SUFFIX[counted[1]] && !AMBIGUOUS_SUFFIX.has(counted[1]))
        return { procedure: SUFFIX[counted[1]], generic: false };
      continue;
    }
    let code = m[1];
    if (council && /isle[- ]of[- ]man/i.test(council)) {
      const iom = IOM_SUFFIX[code];
      if (iom) return { procedure: iom, generic: iom === 'full' };
    }
    // "AODOPDC", "REMOPDC": a development corporation's initials after the code.
    if (code.length > 5 && code.endsWith('OPDC') && !SUFFIX[code]) code = code.slice(0, -4);
    if (AMBIGUOUS_SUFFIX.has(code)) return { procedure: SUFFIX[code], generic: true };
    if (SUFFIX[code]) return { procedure: SUFFIX[code], generic: false };
    if (SUFFIX_FULL.has(code)) return { procedure: 'full', generic: true };
    code = code.replace(/\d$/, '');
    if (SUFFIX[code]) return { procedure: SUFFIX[code], generic: false };
    if (SUFFIX_FULL.has(code)) return { procedure: 'full', generic: true };
    return null;
  }
  // "HW/FUL/17/00135", "HW/LDOC/25/00260": an area prefix, then the code, then year and number (Harlow).
  if (parts.length >= 4 && /^[A-Z]{1,3}$/.test(parts[0]) && /^\d+$/.test(parts[parts.length - 1])) {
    const code = parts[1];
    if (SUFFIX[code] && !AMBIGUOUS_SUFFIX.has(code)) return { procedure: SUFFIX[code], generic: false };
    if (SUFFIX_FULL.has(code)) return { procedure: 'full', generic: true };
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
    re: /non[- ]material|minor material|variation|\bvary\b|modification of conditions?|removal of condition|remove condition|\bs\.? ?73\b|section 73(?!a)|amendment|minor change|\bamend/,
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
    re: /prior approv|prior notification|prior notice|agricultural determination|larger home extension|householder notification|determination as to whether|\bgpdo\b|part 6 |part 16 |notification of (?:proposed )?(?:agricultural|demolition|telecom|permitted development)/,
    procedure: 'prior-approval',
  },
  {
    re: /hazardous|alternative (?:appropriate )?development|consultation|observations|other authority|neighbouring|overhead (?:electric|line)|circular 14|high hedge|notice of proposed development|crown development|nsip|development consent order|land drainage|footpath diversion|transport and works|review of mineral/,
    procedure: 'other',
  },
  { re: /tree|\btpo\b|hedgerow|woodland/, procedure: 'tree-works' },
];
// Types that name a route only in combination with planning permission mean full (e.g. "Full planning &
// listed building consent", "Householder and Demolition in CA").
const TYPE_COMBINED_FULL = /(?:full|householder|planning)[^.]*(?:listed building|advert|demolition)/;
const TYPE_SPECIFIC_LATE: TextRule[] = [
  { re: /listed building|registered building|\blbc\b|listed bldg/, procedure: 'listed-building' },
  // "Consent to Display" is Northern Ireland's advertisement consent (Planning (Control of Advertisements) Regulations).
  { re: /advert|signage|\bsigns?\b|consent to display/, procedure: 'advert-consent' },
  { re: /outline|in principle|\bppp\b/, procedure: 'outline' },
];
const TYPE_FULL =
  /\bfull\b|householder|planning permission|change of use|demolition|conservation area|\breg(?:ulation)? ?[34]\b|council development|county council|council own|government department|\bminor\b|\bmajor\b|dwelling|planning application|\bhouse\b|commercial|new build|application for planning|permission|\bdevelopment\b|mineral|waste|county matter|\bother developments?\b|\bdetailed\b|public service infrastructure/;
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

// The national planning-application-type codelist (digital-land specification), whose references
// ("hh", "outline-some", "approval-condition", "pa-extension", "hh,lbc") some registers publish as the
// type. Children of prior-approval ("pa-*", "cho-*") are prior approvals.
const CODELIST: Record<string, Procedure> = {};
function codes(procedure: Procedure, list: string): void {
  for (const c of list.split(' ')) CODELIST[c] = procedure;
}
codes(
  'full',
  'hh full demolition-con-area extraction-oil-gas waste-dev mineral-extraction mineral-app change-of-use reg-3 reg-4 psi-app',
);
codes('outline', 'outline outline-some outline-all pip');
codes('reserved-matters', 'reserved-matters technical-details-consent');
codes('listed-building', 'lbc');
codes('advert-consent', 'advertising');
codes('lawful-dev-cert', 'ldc ldc-existing-use ldc-prospective-use ldc-proposed-work-lb');
codes('amendment', 's73 non-material-amendment mod-construction-hours extend-duration-permission');
codes('discharge', 'approval-condition');
codes('tree-works', 'consent-under-tpo hedgerow-removal notice-trees-in-con-area');
codes('planning-obligation', 'mod-discharge-s106');
codes(
  'other',
  'land-drainage-consent footpath-diversion cert-alt-appropriate-dev overhead-lines nsips twao romp haz-substance-consent',
);

/** Route of a codelist reference or comma-separated references ("hh,lbc" is planning permission). */
function procedureFromCodes(t: string): Procedure | null {
  if (!/^[a-z0-9-]+(?:, ?[a-z0-9-]+)*$/.test(t)) return null;
  const found: Procedure[] = [];
  for (const c of t.split(/, ?/)) {
    const p = CODELIST[c] ?? (/^(?:prior-approval|pa-|cho-)/.test(c) ? 'prior-approval' : null);
    if (!p) return null;
    found.push(p);
  }
  return found.includes('full') ? 'full' : found[0];
}

/** The route a council application type names, with its strength. */
export function procedureFromType(
  type: string | null | undefined,
): { procedure: Procedure; strength: 'specific' | 'full' | 'broad' } | null {
  const t = plain(type);
  if (!t || /^(?:other|others|misc(?:ellaneous)?|unknown|all|n\/a|delegated(?: application)?|-)$/.test(t))
    return null;
  const broad = TYPE_BROAD[t];
  if (broad) return { procedure: broad, strength: broad === 'full' ? 'full' : 'broad' };
  const coded = procedureFromCodes(t);
  if (coded) return { procedure: coded, strength: coded === 'full' ? 'full' : 'specific' };
  for (const r of TYPE_SPECIFIC) if (r.re.test(t)) return { procedure: r.procedure, strength: 'specific' };
  if (TYPE_COMBINED_FULL.test(t)) return { procedure: 'full', strength: 'full' };
  for (const r of TYPE_SPECIFIC_LATE)
    if (r.re.test(t)) return { procedure: r.procedure, strength: 'specific' };
  if (TYPE_FULL.test(t)) return { procedure: 'full', strength: 'full' };
  return null;
}

// Tree species and the parts tree surgery works on: the evidence that a works description is about trees.
const TREE_NAMES =
  /\btrees?\b|\bhedge|\b(?:oak|ash|sycamore|beech|lime|yew|birch|willow|conifers?|cypress|leylandii|leyland|chestnut|maple|pine|cherry|poplar|hornbeam|holly|plane|elm|walnut|magnolia|eucalyptus|laurel|rowan|hawthorn|cedar|alder|larch|spruce|fir|robinia|acer|prunus|whitebeam|monkey puzzle|thuja|ginkgo|mulberry|apple|pear|plum|hazel|juniper|sorbus|catalpa|liquidambar|sweetgum|paulownia|ailanthus|palm|olive|cotoneaster|photinia|ilex|quercus|fraxinus|tilia|betula|salix|taxus|pinus|platanus|aesculus|fagus|malus|sequoia|redwood|wellingtonia|deodar|pittosporum|eleagnus|griselinia|bamboo)(?:e?s)?\b|\blimbs?\b|\bbranch(?:es)?\b|\bcrown (?:reduc|lift|thin|rais|clean|reshap)|\bdead ?wood|\bpollard|\bcoppic|\bstumps?\b/;

// Tree surgery described without naming a consent ("5no Elms - 25% crown reduction", "Remove lowest
// limb ...", "2 x lateral branches overhanging ..."): tree works when nothing in it is building work.
const TREE_SURGERY =
  /^(?!.*\b(?:extension|erection|dwelling|garage|storey|roof|conservatory|outbuilding|shed|building|house|flat|windows?|doors?|demolition|change of use|porch|dormer|shopfront|fence|wall|car park|driveway|signs?)\b).*\b(?:crown|fell(?:ing|ed)?|pollard\w*|coppic\w*|prun(?:e|ing)|lop(?:ping)?|thin(?:ning)?|reduc(?:e|tion)|remov(?:e|al)|crown[- ]lift(?:ing)?|lift(?:ing)? (?:to|by) \d|trim(?:ming)?|cut(?:ting)? back|dead ?wood\w*|reshap\w*|re-?profil\w*|shape|fell)\b/;

// Records of a consultation or observation between authorities ("(out of borough)", "Consultation on X Council
// application ...", "(Adjacent Authority application)", "Request for observations by ...", "Observation requested
// by the Environment Agency ...") and confirmations of compliance with a local development order. Spec 4.1: the
// route is this record's own; the scheme they describe is another authority's application or the order's, and
// such a record is none of the consent routes, so `other`, whatever route the scheme consulted on names.
const INTER_AUTHORITY =
  /\bout of borough\b|\badjacent (?:local (?:planning )?)?(?:authority|authorities|la|lpa|council)\b|\b(?:request(?:ed|ing)? for|requesting) (?:the )?(?:council'?s? )?observations\b|\bobservations? (?:requested|sought) by\b|^consultation (?:on|from|by)\b|\bconsultation (?:from|by) (?:[\w.'-]+ ){0,5}(?:council|authority|corporation)\b|\b(?:borough|district|county|city|metropolitan) council consultation\b|\b(?:county|neighbouring|adjoining|adjacent) (?:council|authority) consultation\b|\bldo compliance\b|\b(?:compliance (?:application|check)|confirmation of compliance)\b[^.]*\b(?:ldo|local development order)\b/;

// Routes named in the description. Order matters: an LDC often cites GPDO classes, so lawful comes
// before prior approval; condition details before amendment; reserved matters before outline.
export const DESCRIPTION_RULES: TextRule[] = [
  // A consultation or observation between authorities, or a check against a local development order, is
  // `other` (INTER_AUTHORITY); procedureFromDescription reads it before any route the scheme names.
  {
    re: INTER_AUTHORITY,
    procedure: 'other',
    triggers: ['borough', 'adjacent', 'observation', 'consultation', 'ldo', 'local development order'],
  },
  {
    re: /^(?!(?:application (?:to|for) (?:the )?)?(?:variation|removal|modification|vary|relaxation|deletion)(?: of| to)? (?:the )?(?:planning )?conditions?\b)(?:application (?:to|for) (?:the )?)?(?:modification|variation|discharge|deed of variation|removal|amendment|deletion|modify|vary|discharge)\b[^.]*(?:section 106|s\.? ?106|planning obligation|legal agreement|unilateral undertaking|section 75|s\.? ?75\b)|^(?:section 106|s\.? ?106\b|s75|section 75|planning obligation|unilateral undertaking|deed of variation)|(?:schedule|clause|paragraph)s? [\d.]+[^.]*(?:section 106|s\.? ?106) (?:agreement|obligation)|\b(?:request|application|proposal|seeking|applies|apply) to (?:vary|modify|amend|discharge|remove|delete|release)\b[^.]{0,80}?(?:section 106|s\.? ?106\b|planning obligation|legal agreement|unilateral undertaking)|\b(?:variation|modification|discharge|amendment|deed of variation|variations|amendments) (?:of|to) (?:the )?(?:[\w-]+ ){0,3}(?:section 106|s\.? ?106\b|planning obligation|unilateral undertaking)/,
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
    re: /^(?:the )?existing use (?:of|as)\b|lawful development|certificate of lawful|lawfulness|\bldc\b|\bcleud\b|\bclopud\b|certificate of (?:existing|proposed)|lawful use|established use|to make lawful|existing use certificate|proposed use certificate|\bis lawful\b|lawful (?:existing|proposed)|certificate for (?:an? )?(?:existing|proposed)/,
    procedure: 'lawful-dev-cert',

    triggers: ['lawful', 'ldc', 'cleud', 'clopud', 'certificate', 'established use', 'existing use'],
  },
  // A notice of tree works in a conservation area is a "notification of intention" too (s.211).
  {
    re: /\bsection 211\b|\bs\.? ?211\b|\bnotification of (?:intention|intent) to (?:fell|prune|lop|top|cut|pollard|reduce|remove (?:\w+ )?trees?|carry out (?:tree )?works)/,
    procedure: 'tree-works',
    triggers: ['211', 'notification'],
  },
  {
    re: /prior approval|prior notification|prior notice|larger home extension|determination (?:as to )?whether (?:the )?prior|\bgpdo\b|general permitted development order|agricultural determination|notification (?:of|under|for) (?:intention|proposed|part|class)|(?:part|schedule) \d+,? class [a-z]+|class [a-z]{1,2},? (?:of )?part \d+|\bclass (?:ma|q|mb|o|pa|aa|za)\b|56[- ]day/,
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
  // Reserved matters submitted as "details" ("Submission of details of reserved matters", "approval of
  // details of appearance, landscaping, layout and scale pursuant to outline ...") before discharge.
  {
    re: /(?:details|submission|approval) of (?:the )?(?:revised |amended |further )?reserved matters|reserved matters (?:of|for|relating to) (?:the )?(?:access|appearance|landscaping|layout|scale)|\b(?:access|appearance|landscaping|layout|scale)(?:(?:,|,? and|,? &) (?:access|appearance|landscaping|layout|scale)\b){1,4}[^.;]{0,60}\b(?:pursuant to|following|of|under) (?:the )?outline/,
    procedure: 'reserved-matters',
    triggers: ['reserved matters', 'outline'],
  },
  {
    re: /discharge of (?:planning )?(?:conditions?|details)|details (?:as )?(?:required|reserved) by condition|(?:to|seeking to) discharge (?:of )?conditions?|discharge (?:of )?(?:condition|cond\.?) ?(?:no\.? ?)?\d|approval of details|details (?:pursuant to|required by|reserved by|in relation to|relating to|submitted pursuant|submitted in relation|of condition|to discharge|for condition)|submission of details|(?:in )?compliance with conditions?|(?:information|details) in relation to conditions?|seeking to (?:meet|discharge|satisfy) condition|approval of (?:conditions?|matters reserved by condition(?![^.]*\boutline\b))|(?:pursuant|relating|in relation) to conditions? \d|^conditions? \d|^details of|discharge condition|partial discharge|^discharge/,
    procedure: 'discharge',

    triggers: ['discharge', 'details', 'compliance', 'condition'],
  },
  {
    re: /(?:relax|relaxation|modify|modification|delete|deletion|amend|amendment) (?:of |to )?(?:the )?(?:planning )?conditions? (?:no\.? ?)?\d|non[- ]material (?:minor )?(?:amendment|variation)|minor material amendment|variation (?:of )?(?:condition|planning)|without complying with (?:a )?conditions?|amendments? to (?:planning )?consent|vary(?:ing)? (?:of )?conditions?|removal of (?:condition|planning condition)|remove (?:planning )?conditions?|removal (?:and|or|\/) variation|variation (?:and|or|\/) removal|section 73(?!a)|\bs\.? ?73\b|minor change application|amendments? to (?:the |an? )?(?:extant |existing |previous |original )?(?:planning )?(?:permission|approval)|^(?:proposed )?amendments? to (?:the |an? )?(?:approved|previously approved|consented|extant)|\bnma\b|\bnon-material\b|variation to condition|vary the wording|amendment to (?:condition|application|planning application)/,
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
      'relax',
      'modif',
      'delet',
    ],
  },
  {
    re: /^(?:application for )?(?:the )?(?:approval of )?reserved matters|reserved matters(?: (?:application|approval|submission|pursuant|following|relating|details|for|of)|:)|approval of (?:the )?reserved matters|matters reserved by conditions?[^.]*\boutline\b|matters specified in conditions|technical details consent|(?:[-–:(,]|\. ) ?reserved matters\b(?! for\b)|\breserved matters\)?\.?$/,
    procedure: 'reserved-matters',

    triggers: ['reserved matters', 'matters reserved', 'matters specified', 'technical details'],
  },
  {
    re: /^outline|[-:] ?outline\b(?! (?:planning )?permission (?:ref|no|\d))|outline (?:planning )?(?:application|permission|consent)|\(outline\)|approval in principle|agreement in principle|permission in principle|planning permission in principle|outline (?:for|with)|^application for outline/,
    procedure: 'outline',

    triggers: ['outline', 'in principle'],
  },
  // One application for both (spec 4.1 reads the main route): planning permission, i.e. full.
  {
    // "Erection of a cabin, and LBC for repair works": works for planning permission with listed building
    // consent for others, one application.
    re: /planning permission and listed building consent|listed building consent and (?:full )?planning permission|(?:full|householder) planning (?:permission |application )?and listed building|^(?!listed building|lbc\b)[^.]*\band (?:an? )?(?:lbc|listed building consent) (?:for|to)\b/,
    procedure: 'full',
    triggers: ['building consent', 'listed building', 'lbc'],
  },
  {
    // "Linked with 26/42177/LBC": the code of another application's reference names no route for this one.
    re: /listed building consent|registered building consent|(?<!\/)\blbc\b/,
    procedure: 'listed-building',
    triggers: ['building consent', 'lbc'],
  },
  // Internal works need no planning permission: on a listed building they are listed building consent.
  {
    re: /^(?:proposed |retrospective )?(?:internal|(?:internal and external|external and internal)) (?:alterations?|works|refurbishment|repairs)\b(?!.*\b(?:extension|erection|change of use)\b).*\b(?:listed|grade ii?\*?)\b/,
    procedure: 'listed-building',
    triggers: ['internal'],
  },
  {
    re: /advertisement consent|consent to display|^(?:retrospective )?(?:application for )?(?:the )?display of|^(?!.*\b(?:shopfront|shop front|extension|change of use|erection of (?:a |an )?(?:\w+ )?(?:building|dwelling))).*\billuminated (?:[\w-]+ ){0,3}(?:signs?|letters?|lettering|fascia|projecting|hanging|totem|advert\w*|boards?|panels?|logo)\b|^(?!.*\b(?:shopfront|shop front|extension|change of use)\b)(?:retrospective )?(?:erection|installation|display|replacement) of (?:[\w.]+[ ,-]+){0,5}(?:signs?|signage|advertisements?|adverts?|hoardings?|totems?|banners?|fascia|billboards?|advertising (?:screens?|boards?|panels?|displays?|units?)|digital (?:screens?|displays?|billboards?))\b|^(?:\d+ (?:x )?)?(?:no\.? )?(?:internally |externally |halo |non-?)?illuminated/,
    procedure: 'advert-consent',

    triggers: [
      'advert',
      'display',
      'sign',
      'hoarding',
      'totem',
      'banner',
      'fascia',
      'illuminated',
      'billboard',
      'digital',
    ],
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
    re: TREE_SURGERY,
    procedure: 'tree-works',
    triggers: [
      'crown',
      'fell',
      'pollard',
      'coppic',
      'prun',
      'lop',
      'thin',
      'reduc',
      'remov',
      'lift',
      'trim',
      'cut',
      'dead',
      'reshap',
      'profil',
      'shape',
    ],
  },
  {
    re: /hazardous substances|high hedge|certificate of (?:alternative |appropriate ){1,2}development|consultation (?:from|by) (?:\w+ )*(?:council|authority)|overhead (?:electricity )?lines?|(?:county|neighbouring) (?:council|authority) consultation/,
    procedure: 'other',

    triggers: ['hazardous', 'high hedge', 'certificate of', 'consultation', 'overhead'],
  },
];

// A description of works with no route named is an application for full planning permission.
const WORKS =
  /\b(?:erect|erection|construct|construction|extension|extend|alteration|alter|change of use|conversion|convert|demolition|demolish|installation|install|replacement|replace|new|proposed|provision|creation|create|formation|form|use of|use as|redevelopment|development|retention|retain|relocation|refurbishment|enlargement|removal|remove|siting|works|raising|insertion|landscaping|resurfacing|dormer|garage|storey|porch|fence|wall|gate|outbuilding|annexe|decking|rooflights?|windows?|doors?|car park|dwelling|building|sub-?divi\w*|amalgamat\w*|infill|balcon(?:y|ies)|terraces?|canopy|cladding|render(?:ing)?|re-?roof\w*|hardstanding|paving|driveway|dropped kerb|crossover|widen\w*|excavat\w*|engineering operations|masts?|antennae?|solar|photovoltaic|heat pumps?|flues?|ventilation|extract(?:ion|or)|shopfront|shutters?|railings|boundary|pergola|summer ?house|shed|conservatory|orangery|veranda|gazebo|ramp|staircase|demolish|erect|enlarge|reinstate\w*|re-?instate\w*|layout|access|parking|cabins?|containers?|kiosk|marquee)\b/;

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
  /[([](?:in association|in connection|associated|see |linked|related|amendment to|amendments to|resubmission|re-submission|revised|revision|further to|following|approved development|original (?:permission|approval|development)|previously approved)[^)\]]*[)\]]?/g;

const DESCRIPTION_TRIGGERS = new TriggerSet(DESCRIPTION_RULES.map((r) => r.triggers));

// "Erection of a rear extension in lieu of prior approval 24/00777/PAH": planning permission sought
// instead of the prior approval it names, so the prior approval says nothing about this route.
const IN_LIEU =
  /\b(?:in lieu of|instead of|as an alternative to|rather than)(?: an?| the)? (?:previous |earlier |approved |extant )?(?:prior approval|prior notification|permitted development)\b[^,;)]*/g;

// A description that opens with a variation, removal or relaxation of conditions, a section 73
// application or a non-material / minor material amendment is that amendment, whatever permission it
// varies ("Variation of condition 1 of reserved matters approval ..."; spec 4.1 reads the route of the
// application, not of the permission it refers to). Section 73A (retrospective permission) is not one.
export const OPENS_AMENDMENT =
  /^(?:(?:retrospective |proposed )?(?:application|proposal|request) (?:for|to|under) (?:the )?)?(?:(?:section|s\.?) ?73(?!a)\b[^.]{0,30}?(?:to |for )(?:the )?)?(?:variation|vary(?:ing)?|removal|remove|modification|modify|relaxation|relax|deletion|delete)(?: (?:or|and|\/) (?:variation|removal))?(?: of| to)? (?:the )?(?:wording of )?(?:planning )?conditions?\b|^(?:(?:application|proposal|request) (?:for|under) (?:an? )?)?(?:section 73(?!a)|s\.? ?73\b)|^(?:(?:application|proposal|request) for (?:an? )?)?(?:non[- ]material(?: minor)?|minor material) (?:amendment|variation)/;

// A description that opens with a discharge of conditions or details of a condition is that discharge, whatever
// the permission it names was ("Partial discharge of condition 4 pursuant to planning permission ... for
// 'Reserved Matters Application ...'": the record is the discharge). "Approval of details reserved by
// condition" is left to the rules, as reserved matters are sometimes submitted in those words.
const OPENS_DISCHARGE =
  /^(?:application for )?(?:the )?(?:(?:partial|full) )?discharge of (?:planning )?conditions?\b|^details (?:pursuant to|of|submitted pursuant to|required by) (?:the )?(?:(?:partial|full) discharge of )?(?:planning )?conditions?\b|^partial discharge\b/;

export function procedureFromDescription(text: string, varies?: boolean): Procedure | null {
  if (text.includes('prior') || text.includes('permitted development')) text = text.replace(IN_LIEU, ' ');
  const d = text.includes('(') || text.includes('[') ? text.replace(CROSS_REFERENCE, ' ') : text;
  const g = DESCRIPTION_TRIGGERS.scan(d);
  // Rule 0 (INTER_AUTHORITY) comes first, even before a variation the scheme consulted on opens with.
  if (DESCRIPTION_TRIGGERS.candidate(0, g) && INTER_AUTHORITY.test(d)) return 'other';
  if (varies ?? OPENS_AMENDMENT.test(d)) return 'amendment';
  if (OPENS_DISCHARGE.test(d)) return 'discharge';
  for (let i = 1; i < DESCRIPTION_RULES.length; i++) {
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

const VARIED_ROUTES: ReadonlySet<Procedure> = new Set(['outline', 'reserved-matters']);

function hasAmbiguousSuffix(reference: string | null | undefined): boolean {
  const parts = (reference ?? '').toUpperCase().split(/[/\\ ]+/);
  return parts.slice(-2).some((p) => AMBIGUOUS_SUFFIX.has(p));
}

// A note the register runs on before the description ("Additional information received. Variation of Condition 41
// of ...", "Amended description: ...") says how the record changed, not what it asks for: the route is read after it.
const LEADING_NOTE =
  /^(?:(?:additional|further) information(?: received)?|amended (?:description|plans?|drawings?|proposal)(?: received)?|revised (?:description|plans?|proposal))\s*[.:;,-]\s*/;

/** Spec 4.1 procedure. `d` may be passed already plain-cased to save work. */
export function procedureFrom(input: ProcedureInput, d: string = plain(input.description)): Procedure | null {
  if (d.startsWith('a') || d.startsWith('f') || d.startsWith('r')) d = d.replace(LEADING_NOTE, '');
  const bySuffix = procedureFromReference(input.reference, input.council);
  // An outline or reserved-matters suffix or type over a description opening with a variation of its
  // conditions: the record is the variation (the suffix names the permission's own route).
  const varies = d !== '' && OPENS_AMENDMENT.test(d);
  if (bySuffix && !bySuffix.generic)
    return varies && VARIED_ROUTES.has(bySuffix.procedure) ? 'amendment' : bySuffix.procedure;
  const byType = procedureFromType(input.application_type);
  if (byType && byType.strength === 'specific')
    return varies && VARIED_ROUTES.has(byType.procedure) ? 'amendment' : byType.procedure;
  const byDescription = d ? procedureFromDescription(d, varies) : null;
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
  // Spec 4.1: the route is read from the description, else from the council's broader type. An
  // amendment or conditions record describes the earlier permission it refers to, so a broad
  // "Amendment" or "Conditions" type over a plain description of works is a misfiled full application;
  // outline, heritage, tree and advert applications describe their own works, so those types stand.
  if (
    byType &&
    byType.strength === 'broad' &&
    (byType.procedure === 'amendment' || byType.procedure === 'discharge') &&
    d &&
    WORKS.test(d)
  )
    return 'full';
  if (byType) return byType.procedure;
  if (d && WORKS.test(d)) return 'full';
  return null;
}
