// A register's type wording -> type, subtype and regime of licensing spec 4.2/4.3, what an
// application asks for, and whether the record is one the service never reads (personal licences,
// taxi drivers and vehicles: licensing spec 1). The wording read is the register's own: its type
// column, its legislation column, the case reference's suffix where a register codes the type there
// (B&NES: 07/02530/GAPREM), and what the layout says of every row (layouts.ts).
import type {
  ApplicationKind,
  ExcludedKind,
  LicenceType,
  Regime,
  Subtype,
} from '../../../core/domain/licensing/vocabulary.js';
import { memo } from './memo.js';

export interface TypeReading {
  type: LicenceType;
  subtype: Subtype | null;
  regime: Regime;
  /** What an application asks for; null for a licence whose wording names no application. */
  application_kind: ApplicationKind | null;
  /** Set when the record is of a kind never read (dropped at ingest, counted). */
  excluded: ExcludedKind | null;
  /** The wording it was read from (type and legislation wording joined), for type_raw. */
  type_raw: string | null;
}

export interface TypeWording {
  type?: string | null;
  subtype?: string | null;
  regime?: string | null;
  /** The record's key: some registers code the type in the reference's suffix. */
  key?: string | null;
  record_type: string;
  nation?: string | null;
}

export interface TypeDefaults {
  type?: LicenceType;
  subtype?: Subtype;
  regime?: Regime;
}

// Case-reference suffixes of iShare/Uniform licensing systems (B&NES publishes these).
const KEY_SUFFIX: [RegExp, string][] = [
  [/\/GAPREM$/i, 'gambling premises licence'],
  [/\/ANBD$/i, 'animal boarding establishment'],
  [/\/ZOO$/i, 'zoo licence'],
  [/\/CHARHO$/i, 'house to house collection'],
  [/\/PETROL$/i, 'petroleum licence'],
  [/\/LAPREC$/i, 'club premises certificate'],
  [/\/LAPRE$/i, 'premises licence'],
  [/\/LATEN$/i, 'temporary event notice'],
  [/\/TABCHA$/i, 'tables and chairs'],
  [/\/STRTRA$/i, 'street trading'],
];

const EXCLUDE: [RegExp, ExcludedKind][] = [
  [/\bpersonal licen[cs]e\b/, 'personal_licence'],
  [
    /\b(hackney|private hire|taxi|phv|hcv|cab)\b[^|]*\bdrivers?\b|\bdrivers? licen[cs]e\b|\bdual driver/,
    'taxi_driver',
  ],
  [/\b(hackney|private hire|taxi|phv|hcv)\b[^|]*\b(vehicles?|plates?|carriage licen[cs]e)\b/, 'taxi_vehicle'],
];

interface TypeRule {
  re: RegExp;
  type: LicenceType;
  subtype?: Subtype;
}

// First match wins: the specific before the general ("Premises - Provisional Statement" before
// "Premises"; gaming machine permits before premises licences they sit in).
const TYPES: TypeRule[] = [
  { re: /\blate temporary event\b|\blate tens?\b/, type: 'tens', subtype: 'late' },
  { re: /\btemporary event notice|\btens?\b/, type: 'tens', subtype: 'standard' },
  { re: /\bclub premises certificate|\bclub certificate\b|\bcpc\b/, type: 'club' },
  { re: /\btemporary use notice\b|\btun\b/, type: 'gambling', subtype: 'temporary_use_notice' },
  { re: /\bclub gaming|\bcgmp\b|\bclub machine permit/, type: 'gambling', subtype: 'club_gaming_permit' },
  {
    re: /\blicensed premises gaming machine|\blpgmp\b|\bgaming machine permit|\bfec permit|\bprize gaming/,
    type: 'gambling',
    subtype: 'gaming_machine_permit',
  },
  {
    re: /\bgaming (machine )?notification\b|\bnotification of gaming/,
    type: 'gambling',
    subtype: 'gaming_machine_notification',
  },
  { re: /\bsmall society lotter|\bssl\b|\blottery\b/, type: 'gambling', subtype: 'small_society_lottery' },
  { re: /\badult gaming cent|\bagc\b/, type: 'gambling', subtype: 'adult_gaming_centre' },
  { re: /\bfamily entertainment cent|\bfec\b/, type: 'gambling', subtype: 'family_entertainment_centre' },
  { re: /\bbingo\b/, type: 'gambling', subtype: 'bingo' },
  { re: /\bcasino\b/, type: 'gambling', subtype: 'casino' },
  { re: /\btrack\b/, type: 'gambling', subtype: 'track' },
  { re: /\bbetting|\bbookmaker|\bbookies\b/, type: 'gambling', subtype: 'betting' },
  { re: /\bgambling\b|\bga ?2005\b/, type: 'gambling' },
  {
    re: /\bprivate hire operator|\boperator'?s? licen[cs]e\b|\btaxi operator/,
    type: 'taxi_operator',
    subtype: 'private_hire_operator',
  },
  { re: /\bscrap metal\b[^|]*\bcollector/, type: 'scrap_metal', subtype: 'collector' },
  { re: /\bscrap metal\b/, type: 'scrap_metal', subtype: 'site' },
  { re: /\bsex shop\b/, type: 'sex_establishment', subtype: 'sex_shop' },
  { re: /\bsex cinema\b/, type: 'sex_establishment', subtype: 'sex_cinema' },
  { re: /\bsexual entertainment|\bsev\b/, type: 'sex_establishment', subtype: 'sexual_entertainment_venue' },
  { re: /\bsex(ual)? establishment/, type: 'sex_establishment' },
  { re: /\bpavement\b|\btables? (and|&) chairs\b|\bstreet caf[eé]/, type: 'pavement' },
  { re: /\bstreet trad[a-z]*\b[^|]*\btemporary\b/, type: 'street_trading', subtype: 'temporary' },
  { re: /\bstreet trad[a-z]*\b[^|]*\bconsent\b/, type: 'street_trading', subtype: 'consent' },
  { re: /\bstreet trad/, type: 'street_trading' },
  { re: /\bzoo\b/, type: 'animal', subtype: 'zoo' },
  { re: /\bdangerous wild animal/, type: 'animal', subtype: 'dangerous_wild_animals' },
  { re: /\bdog breed|\bbreeding\b/, type: 'animal', subtype: 'breeding' },
  { re: /\bpet shop\b|\bselling animals\b|\bsale of animals\b/, type: 'animal', subtype: 'selling' },
  { re: /\briding establishment|\bhiring out horses|\bhorse riding/, type: 'animal', subtype: 'riding' },
  { re: /\bexhibit(ing|ion of) animals|\bperforming animals/, type: 'animal', subtype: 'exhibiting' },
  { re: /\bboarding\b|\bkennels?\b|\bcatter(y|ies)\b|\bdog day care\b/, type: 'animal', subtype: 'boarding' },
  { re: /\banimal/, type: 'animal' },
  { re: /\bmassage\b|\bspecial treatment|\bmst\b/, type: 'other', subtype: 'special_treatment' },
  { re: /\bhouse to house\b/, type: 'other', subtype: 'house_to_house_collection' },
  { re: /\bstreet collection/, type: 'other', subtype: 'street_collection' },
  { re: /\bpetrol(eum)?\b/, type: 'other', subtype: 'petroleum' },
  { re: /\bpart b\b|\benvironmental permit/, type: 'other', subtype: 'environmental_permit' },
  { re: /\bprovisional statement\b/, type: 'premises', subtype: 'provisional_statement' },
  {
    re: /\bpremises\b|\blicensing act 2003\b|\bla ?2003\b|\balcohol\b|\bnotification of interest\b|\binterim authority/,
    type: 'premises',
  },
  { re: /\bregistration\b/, type: 'other', subtype: 'registration' },
];

const REGIME_WORDS: [RegExp, Regime][] = [
  [/\blicensing \(scotland\) act|\blsa ?2005\b/, 'LSA2005'],
  [/\blicensing act 2003\b|\bla ?2003\b/, 'LA2003'],
  [/\bgambling act|\bga ?2005\b/, 'GA2005'],
  // Camden's legislation column: TC is its tables and chairs (pavement) regime.
  [/^tc$|\bhighways act\b|\bbusiness and planning act\b/, 'pavement'],
];

const REGIME_OF_TYPE: Record<LicenceType, Regime> = {
  premises: 'LA2003',
  club: 'LA2003',
  tens: 'LA2003',
  gambling: 'GA2005',
  taxi_operator: 'taxi',
  street_trading: 'street_trading',
  scrap_metal: 'scrap_metal',
  animal: 'animal',
  sex_establishment: 'sex_est',
  pavement: 'pavement',
  other: 'other',
};

// What an application asks for. Change of a name or address is a notification, not a variation.
const KINDS: [RegExp, ApplicationKind][] = [
  [
    /\bchange of [a-z ]*(name|address)|name\/address|\bcopy of licen|\bnotification\b|\bnotice of interest|\bnotification of interest/,
    'notification',
  ],
  [/\btransfer\b/, 'transfer'],
  [/\b(variation|vary)\b[^|]*\b(dps|designated premises supervisor)\b|\bdps variation\b/, 'dps_variation'],
  [/\breview\b/, 'review'],
  [/\bprovisional statement\b/, 'provisional_statement'],
  [/\binterim\b/, 'interim_notice'],
  [/\bconversion\b|\bconvert|\btransition/, 'conversion'],
  [/\bminor variation\b|\bsmall variation\b/, 'minor_variation'],
  [/\brenewal\b|\brenew\b/, 'renewal'],
  [/\bvariation\b|\bvary\b/, 'variation'],
  [
    /\bnew\b|\bgrant\b|\bapplication for\b|\bfast track\b|\bsite application\b|\btemporary (event|use) notice\b|\btens?\b/,
    'new',
  ],
];

function plain(s: string | null | undefined): string {
  return (s ?? '')
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

function clean(s: string | null | undefined): string | null {
  const t = (s ?? '').replace(/\s+/g, ' ').trim();
  return t === '' || /^(n\/?a|none|-|not known|unknown)$/i.test(t) ? null : t;
}

// The laws each type can be under: a legislation column's word is taken where it fits the type
// (Camden files sex establishment and street trading cases under LA2003 too).
const REGIMES_OF_TYPE: Record<LicenceType, readonly Regime[]> = {
  premises: ['LA2003', 'LSA2005'],
  club: ['LA2003', 'LSA2005'],
  tens: ['LA2003', 'LSA2005'],
  gambling: ['GA2005'],
  taxi_operator: ['taxi'],
  street_trading: ['street_trading'],
  scrap_metal: ['scrap_metal'],
  animal: ['animal'],
  sex_establishment: ['sex_est'],
  pavement: ['pavement'],
  other: ['other', 'LA2003', 'GA2005'],
};

const typeOfWording = memo((k: string): TypeReading => {
  const [w, defaults, suffix] = JSON.parse(k) as [TypeWording, TypeDefaults, string | null];
  return readType(w, defaults, suffix);
});

/** The record's type, subtype, regime and application kind, from the register's wording. */
export function typeOf(w: TypeWording, defaults: TypeDefaults = {}): TypeReading {
  const suffix = KEY_SUFFIX.find(([re]) => w.key && re.test(w.key))?.[1] ?? null;
  return typeOfWording(
    JSON.stringify([
      {
        type: w.type ?? null,
        subtype: w.subtype ?? null,
        regime: w.regime ?? null,
        record_type: w.record_type,
        nation: w.nation ?? null,
      },
      defaults,
      suffix,
    ]),
  );
}

function readType(w: TypeWording, defaults: TypeDefaults, suffix: string | null): TypeReading {
  const typeWords = [w.type, w.subtype].map(clean).filter((x): x is string => !!x);
  const regimeWord = clean(w.regime);
  const type_raw = [...typeWords, ...(regimeWord ? [regimeWord] : [])].join(' | ') || null;
  const text = plain([...typeWords, suffix ?? ''].join(' | '));
  const regimeText = plain(regimeWord);
  const all = `${text} | ${regimeText}`;

  const excluded = EXCLUDE.find(([re]) => re.test(all))?.[1] ?? null;
  const rule =
    TYPES.find((r) => r.re.test(text)) ?? (regimeText ? TYPES.find((r) => r.re.test(regimeText)) : undefined);
  let type: LicenceType = rule?.type ?? defaults.type ?? 'other';
  let subtype: Subtype | null = rule ? (rule.subtype ?? null) : (defaults.subtype ?? null);
  // A regime word alone (Camden's legislation column) settles the type where the type wording did not.
  let regime: Regime | null =
    REGIME_WORDS.find(([re]) => re.test(regimeText))?.[1] ??
    REGIME_WORDS.find(([re]) => re.test(text))?.[1] ??
    null;
  if (!rule && regime === 'GA2005' && !defaults.type) type = 'gambling';
  if (!rule && regime === 'pavement' && !defaults.type) type = 'pavement';
  if (regime && !REGIMES_OF_TYPE[type].includes(regime)) regime = null;
  regime ??= defaults.regime ?? REGIME_OF_TYPE[type];
  // A premises type under a law that is not the Licensing Act (a pavement licence worded
  // "premises") keeps the law's type.
  if (regime === 'pavement' && type === 'premises') {
    type = 'pavement';
    subtype = null;
  }
  // Scotland licenses premises under the Licensing (Scotland) Act 2005.
  if (w.nation === 'scotland' && regime === 'LA2003') regime = 'LSA2005';
  const isApplication = w.record_type === 'application';
  const kind = KINDS.find(([re]) => re.test(text))?.[1] ?? null;
  const application_kind: ApplicationKind | null = isApplication ? (kind ?? 'other') : null;
  return { type, subtype, regime, application_kind, excluded, type_raw };
}
