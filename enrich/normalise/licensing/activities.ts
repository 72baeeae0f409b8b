// What a licence permits (licensing spec 2.1, 4.2 `activity`), read three ways, all from the
// register's own wording:
//  - an activities column listing them, with their hours where it gives them ("Films|Plays|Live
//    music", "Sale of alcohol (on and off): Mon-Sat 10:00-23:00; Late night refreshment: 23:00 -
//    01:00 (Fri & Sat)"); a segment that is only hours belongs to the activity before it;
//  - one column per activity holding a flag (Adur: "Alcohol OFF Sales/Supply" holding its own name
//    or NA; B&NES: LateNightRefreshment TRUE/FALSE; Worthing: an alcohol column holding ON, OFF or
//    "ON & OFF");
//  - an hours column (role `hours`) giving the licence's permitted hours, applied to the activities
//    it names, else to every activity without hours of its own;
// and what the licence's type itself permits (a betting shop licence: betting).
import {
  ACTIVITIES,
  ENTERTAINMENT_ACTIVITIES,
  type Activity,
  type HoursWindow,
  type LicenceType,
  type LicensedActivity,
  type Subtype,
} from '../../../core/domain/licensing/vocabulary.js';
import { parseHours as readHours } from './hours.js';
import { memo } from './memo.js';

const parseHours = memo((text: string) => readHours(text));

interface Pattern {
  re: RegExp;
  activities: Activity[];
}

// Specific kinds of entertainment before the general word; alcohol's on/off qualifiers read apart.
const PATTERNS: Pattern[] = [
  { re: /\blate[ -]?night[ -]?refresh|\blnr\b|\blate night food\b/, activities: ['late_night_refreshment'] },
  { re: /\blive music\b/, activities: ['live_music'] },
  { re: /\brecorded music\b/, activities: ['recorded_music'] },
  { re: /\bfilms?\b|\bexhibition of (a )?films?\b|\bcinema\b/, activities: ['films'] },
  { re: /\bplays?\b|\bperformance of (a )?plays?\b|\btheatre\b/, activities: ['plays'] },
  { re: /\bdanc(e|ing)\b/, activities: ['dance'] },
  { re: /\bindoor sport/, activities: ['indoor_sport'] },
  { re: /\bboxing\b|\bwrestling\b/, activities: ['boxing_wrestling'] },
  {
    re: /\bregulated entertainment\b|\bentertainment of a similar description\b/,
    activities: ['regulated_entertainment'],
  },
  { re: /\bgaming machines?\b|\bslot machines?\b/, activities: ['gaming_machines'] },
  { re: /\bbetting\b|\bbookmak/, activities: ['betting'] },
  { re: /\bbingo\b/, activities: ['bingo'] },
  {
    re: /\banimal boarding\b|\bboarding (of )?(dogs|cats|animals)\b|\bkennel|\bcatter(y|ies)\b|\bhome boarding\b|\bday care for dogs\b/,
    activities: ['animal_boarding'],
  },
  { re: /\bdog breeding\b|\bbreeding (of )?dogs\b/, activities: ['dog_breeding'] },
  { re: /\bselling animals\b|\bsale of animals\b|\bpet shop\b/, activities: ['selling_animals'] },
  { re: /\bhorse riding\b|\bhiring out horses\b|\briding establishment\b/, activities: ['horse_riding'] },
  { re: /\bexhibiting animals\b|\banimals for exhibition\b/, activities: ['exhibiting_animals'] },
];

const ALCOHOL = /\balcohol\b|\bliquor\b|\bintoxicating\b/;
const ON_AND_OFF = /\bon\s*(?:and|&|\/|\+)\s*off\b|\bboth\b/;
const ON_ONLY =
  /\bon[ -]?(sales?|supply|premises|licen[cs]e)\b|\bconsumption on\b|\bon the premises\b|^\s*on\.?\s*$|\bon\s*$/;
const OFF_ONLY =
  /\boff[ -]?(sales?|supply|premises|licen[cs]e)\b|\bconsumption off\b|\boff the premises\b|^\s*off\.?\s*$|\boff\s*$/;

function plain(s: string): string {
  return s
    .replace(/([a-z])([A-Z])/g, '$1 $2') // LateNightRefreshment -> Late Night Refreshment
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The activities one piece of wording names (no hours). */
export const activitiesIn = memo((text: string): Activity[] => readActivities(text));

function readActivities(text: string): Activity[] {
  const t = plain(text);
  const out = new Set<Activity>();
  if (ALCOHOL.test(t)) {
    out.add('alcohol');
    if (ON_AND_OFF.test(t)) {
      out.add('alcohol_on');
      out.add('alcohol_off');
    } else {
      if (ON_ONLY.test(t)) out.add('alcohol_on');
      if (OFF_ONLY.test(t)) out.add('alcohol_off');
    }
  }
  for (const p of PATTERNS) if (p.re.test(t)) for (const a of p.activities) out.add(a);
  return ACTIVITIES.filter((a) => out.has(a));
}

// A cell that says nothing (NA, N/A, none, FALSE, No): no activity.
const FALSY = /^(false|no|n|0|na|n\/a|none|nil|-|not licensed|not applicable)\.?$/i;
const TRUTHY = /^(true|yes|y|1|x|✓|licensed|permitted)\.?$/i;

/**
 * The activities of one flag column: its header names them, its value says whether the licence has
 * them. An alcohol column's value may say on, off or both ("ON & OFF", "OFF."). Null when the
 * column is not an activity flag (its header names no activity, or its value is not a flag).
 */
export function activitiesOfFlag(header: string, value: string | null): Activity[] | null {
  const fromHeader = activitiesIn(header);
  if (fromHeader.length === 0) return null;
  const v = (value ?? '').trim();
  if (!v || FALSY.test(v)) return [];
  if (TRUTHY.test(v) || plain(v) === plain(header)) return fromHeader;
  if (fromHeader.includes('alcohol')) {
    const p = plain(v).replace(/\.$/, '');
    if (/^(on|off|on ?(&|and|\/) ?off)$/.test(p)) return activitiesIn(`alcohol ${p}`);
  }
  return null;
}

/** Activities a licence of this type permits by its nature (a betting shop: betting). */
export function activitiesOfType(type: LicenceType, subtype: Subtype | null): Activity[] {
  if (type === 'gambling') {
    if (subtype === 'betting' || subtype === 'track') return ['betting'];
    if (subtype === 'bingo') return ['bingo'];
    if (
      subtype === 'adult_gaming_centre' ||
      subtype === 'family_entertainment_centre' ||
      subtype === 'gaming_machine_permit' ||
      subtype === 'club_gaming_permit' ||
      subtype === 'gaming_machine_notification'
    )
      return ['gaming_machines'];
  }
  if (type === 'animal') {
    if (subtype === 'boarding') return ['animal_boarding'];
    if (subtype === 'breeding') return ['dog_breeding'];
    if (subtype === 'selling') return ['selling_animals'];
    if (subtype === 'riding') return ['horse_riding'];
    if (subtype === 'exhibiting') return ['exhibiting_animals'];
  }
  return [];
}

function addHours(map: Map<Activity, HoursWindow[] | null>, a: Activity, hours: HoursWindow[] | null): void {
  const had = map.get(a);
  if (!map.has(a) || had === null) map.set(a, hours);
  else if (hours) map.set(a, [...had!, ...hours]);
}

/** Splits an activities cell into segments: '|' and ';' and new lines separate activities. */
function segments(text: string): string[] {
  return text
    .split(/\s*(?:\||;|\n)\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface ActivitiesInput {
  /** The activities column(s) (role `activities`). */
  activities?: string | null;
  /** The permitted hours column (role `hours`). */
  hours?: string | null;
  /** Every field by header, for activity flag columns. */
  fields?: Record<string, string | null>;
  type: LicenceType;
  subtype: Subtype | null;
}

/** Every activity the register lists for a record, each with its hours where given, in spec order. */
export function activitiesOf(input: ActivitiesInput): LicensedActivity[] {
  const map = new Map<Activity, HoursWindow[] | null>();
  let last: Activity[] = [];
  for (const seg of segments(input.activities ?? '')) {
    // "Sale of alcohol: Mon-Sat 10:00-23:00": the activity before the colon, its hours after.
    const named = activitiesIn(seg);
    const hours = parseHours(seg);
    if (named.length) {
      for (const a of named) addHours(map, a, hours);
      last = named;
    } else if (hours && last.length) {
      for (const a of last) addHours(map, a, hours);
    }
  }
  for (const [header, value] of Object.entries(input.fields ?? {})) {
    const flagged = activitiesOfFlag(header, value);
    if (flagged) for (const a of flagged) if (!map.has(a)) map.set(a, null);
  }
  for (const a of activitiesOfType(input.type, input.subtype)) if (!map.has(a)) map.set(a, null);
  // Alcohol sales on or off are alcohol; any kind of regulated entertainment is regulated
  // entertainment (the umbrella words filter on every kind).
  if ((map.has('alcohol_on') || map.has('alcohol_off')) && !map.has('alcohol'))
    map.set('alcohol', map.get('alcohol_on') ?? map.get('alcohol_off') ?? null);
  const kinds = ENTERTAINMENT_ACTIVITIES.filter((a) => a !== 'regulated_entertainment' && map.has(a));
  if (kinds.length && !map.has('regulated_entertainment')) map.set('regulated_entertainment', null);
  if (input.hours) {
    // "Alcohol: Mon-Sat 10:00-23:00; Late night refreshment: 23:00-01:00" names its activities;
    // plain hours apply to every activity listed without hours of its own.
    const named = activitiesOf({ activities: input.hours, type: input.type, subtype: null }).filter(
      (a) => a.hours,
    );
    if (named.length) {
      for (const a of named) map.set(a.activity, a.hours);
    } else {
      const hours = parseHours(input.hours);
      if (hours) for (const [a, h] of map) if (h === null) map.set(a, hours);
    }
  }
  return ACTIVITIES.filter((a) => map.has(a)).map((a) => ({ activity: a, hours: map.get(a) ?? null }));
}
