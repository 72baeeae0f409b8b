// Licensing normalisation on the real wording of the published registers in
// ../shared/fixtures/registers/licensing: every distinct status, type and activity wording the files
// hold is listed here with what it must read as, so a file with new wording fails until it is
// looked at; hours on real wording; parties of the real holder columns.
import { describe, expect, it } from 'vitest';
import { describeWithFixtures, fixtureFiles } from '../../../test/helpers/fixtures.js';
import { savedPage } from '../../../test/helpers/portal-pages.js';
import { FILE_LAYOUTS } from '../../../scrapers/registers/register-file/layouts.js';
import { readRegisterFile } from '../../../scrapers/registers/register-file/read.js';
import type { RawRegisterRecord } from '../../../scrapers/registers/contract.js';
import {
  activitiesOf,
  classifyParty,
  compareHours,
  inForce,
  normaliseLicensing,
  parseClock,
  parseDays,
  parseHours,
  statusFromWording,
  typeOf,
} from './index.js';
import { LAYOUT_HINTS } from './layouts.js';

/** Every record of every real licensing register file a layout reads. */
function realRecords(): RawRegisterRecord[] {
  const out: RawRegisterRecord[] = [];
  for (const f of fixtureFiles('registers/licensing')) {
    try {
      out.push(
        ...readRegisterFile(savedPage(f), { council_slug: 'x', url: f, register: 'licensing' }).records,
      );
    } catch {
      // A file of no licensing layout (NightCapp's closing times of Bath's pubs) is no register.
    }
  }
  return out;
}

// Every status wording of the real files, and its one word.
const STATUS_WORDING: Record<string, string> = {
  Granted: 'granted',
  Suspended: 'suspended',
  Surrendered: 'surrendered',
  Lapsed: 'lapsed',
  Approved: 'granted',
  Refused: 'refused',
  Revoked: 'revoked',
  New: 'applied',
  'Licence Issued': 'granted',
  'Licence Expired': 'expired',
  'Licence Revoked': 'revoked',
  Open: 'applied',
  'Application Approved': 'granted',
  'Application Approved In Full': 'granted',
  'Application Partially Approved': 'granted',
  'Application Approved (Vari Withdrawn) (Do Not Use)': 'granted',
  'Application Refused': 'refused',
  'Application Rejected': 'refused',
  'Application Rejected - Incomplete Documentation': 'refused',
  'Application Rejected - Received after 6th August 2005': 'refused',
  'Application Withdrawn': 'withdrawn',
  'TEN Withdrawn': 'withdrawn',
  'Application in Progress': 'applied',
  'New Application Received': 'applied',
  'Referred To Committee Hearing': 'applied',
  'Hearing Date to be arranged': 'applied',
  'In Consultation': 'in_consultation',
  'Under Consultation': 'in_consultation',
  'No Representations Received - Awaiting LDR': 'in_consultation',
  'Final Decision': 'unknown',
  'Transferred to Premises Conversion Application (Do Not Use)': 'unknown',
  'Review Ended - Conditions Modified on Licence': 'granted',
  'Review Ended - Removal of DPS': 'granted',
  'Review Ended - Revocation of Licence': 'revoked',
  'Review Ended - Suspension of Licence': 'suspended',
  'Variation Refused (Conv Granted)': 'refused',
  'Variation Withdrawn (Conv Granted)': 'withdrawn',
};

// Every type wording of the real files (type column | legislation column), and what it reads as.
const TYPE_WORDING: Record<string, string> = {
  'Premises Licence | Licensing Act 2003': 'premises//LA2003/',
  'WLPR - Premises Licence (LA 2003)': 'premises//LA2003/',
  'Premises Licence': 'premises//LA2003/',
  'Club Premises Certificate': 'club//LA2003/',
  'Temporary Event Notice': 'tens/standard/LA2003/',
  'Temporary Event Notice | LA2003': 'tens/standard/LA2003/new',
  'Late Temporary Event Notice | LA2003': 'tens/late/LA2003/new',
  'Premises - New Licence | LA2003': 'premises//LA2003/new',
  'Premises - Variation of DPS | LA2003': 'premises//LA2003/dps_variation',
  'Premises - Change of DPS name/address | LA2003': 'premises//LA2003/notification',
  'Premises - Change of Licensee name/address | LA2003': 'premises//LA2003/notification',
  'Premises - Change of Premises Name | LA2003': 'premises//LA2003/notification',
  'Premises - Copy of Licence | LA2003': 'premises//LA2003/notification',
  'Premises - Conversion of Licence | LA2003': 'premises//LA2003/conversion',
  'Premises - Variation of Licence (Transition) | LA2003': 'premises//LA2003/conversion',
  'Premises - Minor Variation of Licence | LA2003': 'premises//LA2003/minor_variation',
  'Premises - Small Variation | LA2003': 'premises//LA2003/minor_variation',
  'Premises Licence - Variation Application | LA2003': 'premises//LA2003/variation',
  'Premises Licence - Transfer Application | LA2003': 'premises//LA2003/transfer',
  'Premises - Review of Licence | LA2003': 'premises//LA2003/review',
  'Premises - Interim Notice | LA2003': 'premises//LA2003/interim_notice',
  'Premises - Provisional Statement | LA2003': 'premises/provisional_statement/LA2003/provisional_statement',
  'Notification of Interest | LA2003': 'premises//LA2003/notification',
  'Gaming Notification | GA2005': 'gambling/gaming_machine_notification/GA2005/notification',
  'CGMP - Fast Track Application | GA2005': 'gambling/club_gaming_permit/GA2005/new',
  'CGMP - New / Existing Operator Application | GA2005': 'gambling/club_gaming_permit/GA2005/new',
  'LPGMP - New Application | GA2005': 'gambling/gaming_machine_permit/GA2005/new',
  'LPGMP - Variation Application | GA2005': 'gambling/gaming_machine_permit/GA2005/variation',
  'LPGMP - Conversion Application | GA2005': 'gambling/gaming_machine_permit/GA2005/conversion',
  'LPGMP - Transfer Application | GA2005': 'gambling/gaming_machine_permit/GA2005/transfer',
  'SSL - New Registration | GA2005': 'gambling/small_society_lottery/GA2005/new',
  'SSL - Renewal | GA2005': 'gambling/small_society_lottery/GA2005/renewal',
  'Street Trading - New Application': 'street_trading//street_trading/new',
  'Street Trading - Renewal Application': 'street_trading//street_trading/renewal',
  'Street Trading - New Site': 'street_trading//street_trading/new',
  'Street Trading - Temporary Site Application': 'street_trading/temporary/street_trading/new',
  'Street Trading - Variation': 'street_trading//street_trading/variation',
  'Table and Chairs | TC': 'pavement//pavement/other',
  'Sex Establishment New Application | LA2003': 'sex_establishment//sex_est/new',
  'Sex Establishment Renewal Application | LA2003': 'sex_establishment//sex_est/renewal',
  'Sex Establishment Variation Application | LA2003': 'sex_establishment//sex_est/variation',
  'Sex Establishment Transfer Application | LA2003': 'sex_establishment//sex_est/transfer',
  'Massage and Special Treatment New Application': 'other/special_treatment/other/new',
  'Massage and Special Treatment Renewal': 'other/special_treatment/other/renewal',
  'Massage and Special Treatment Renewal with variation': 'other/special_treatment/other/renewal',
  'Massage and Special Treatment Renewal with transfer': 'other/special_treatment/other/transfer',
  'Massage and Special Treatment Bulk Reminder': 'other/special_treatment/other/other',
  'MST Variation': 'other/special_treatment/other/variation',
  'MST Transfer': 'other/special_treatment/other/transfer',
  'MST Renewal First Reminder': 'other/special_treatment/other/renewal',
  'MST - Unlicensed premises project': 'other/special_treatment/other/other',
  'Existing Part B installation': 'other/environmental_permit/other/other',
  'Operating without a Part B Permit': 'other/environmental_permit/other/other',
  'Mail Forwarding Registration': 'other/registration/other/other',
  'Feed Hygiene registration': 'other/registration/other/other',
  'Pet Shop - New Application': 'animal/selling/animal/new',
  'Pet Shop - Renewal': 'animal/selling/animal/renewal',
  'Riding Establishment - New Application': 'animal/riding/animal/new',
  'Riding Establishment - Renewal': 'animal/riding/animal/renewal',
  // B&NES's registers, each file's title given by its layout (its case references code it too).
  'Animal Boarding Licences': 'animal/boarding/animal/',
  'Charitable Collections House to House Licences': 'other/house_to_house_collection/other/',
  'Gambling Premises Licences': 'gambling//GA2005/',
  'Petroleum Licences': 'other/petroleum/other/',
  'Zoo Licences': 'animal/zoo/animal/',
  // The Gambling Commission's register: its type and law given by the layout, the premises
  // activity read as the subtype.
  'Gambling premises licence | Gambling Act 2005': 'gambling//GA2005/',
  'Gambling premises licence | Adult Gaming Centre | Gambling Act 2005':
    'gambling/adult_gaming_centre/GA2005/',
  'Gambling premises licence | Betting Shop | Gambling Act 2005': 'gambling/betting/GA2005/',
  'Gambling premises licence | Bingo | Gambling Act 2005': 'gambling/bingo/GA2005/',
  'Gambling premises licence | Casino | Gambling Act 2005': 'gambling/casino/GA2005/',
  'Gambling premises licence | Casino 2005 | Gambling Act 2005': 'gambling/casino/GA2005/',
  'Gambling premises licence | Family Entertainment Centre | Gambling Act 2005':
    'gambling/family_entertainment_centre/GA2005/',
};

describeWithFixtures('licensing normalisation on the real registers', () => {
  const records = realRecords();

  it('reads the real files', () => {
    expect(records).toHaveLength(5847);
  });

  it('infers the status of the registers that print none, and of no other', () => {
    const inferred = new Map<string, number>();
    for (const r of records) {
      const n = normaliseLicensing(r);
      if (n.status_confidence !== 'inferred') continue;
      expect(n.status, r.source.layout).toBe('current');
      inferred.set(r.source.layout, (inferred.get(r.source.layout) ?? 0) + 1);
    }
    expect(Object.fromEntries(inferred)).toEqual({
      'adur-premises-activities-derived': 158,
      'worthing-premises-licences-derived': 352,
      'gambling-commission-premises-register': 1996,
    });
  });

  it('gives every status wording of the real files its one word, beside the wording', () => {
    const seen = new Map<string, string>();
    for (const r of records) {
      const n = normaliseLicensing(r);
      if (n.status_raw !== null) seen.set(n.status_raw, n.status === 'provisional' ? 'granted' : n.status);
      else expect(n.status_confidence).toBe('inferred');
    }
    expect(Object.fromEntries([...seen].sort())).toEqual(
      Object.fromEntries(Object.entries(STATUS_WORDING).sort()),
    );
  });

  it('reads every type wording of the real files as a type, subtype, regime and application kind', () => {
    const seen = new Map<string, string>();
    for (const r of records) {
      const n = normaliseLicensing(r);
      if (!n.type_raw) continue;
      seen.set(
        n.type_raw.replace(/\s+/g, ' ').replace(/ \| N\/A$/, ''),
        `${n.type}/${n.subtype ?? ''}/${n.regime}/${n.application_kind ?? ''}`,
      );
    }
    expect(Object.fromEntries([...seen].sort())).toEqual(
      Object.fromEntries(Object.entries(TYPE_WORDING).sort()),
    );
  });

  it('reads a type the register codes in its case reference (B&NES iShare suffixes)', () => {
    const byKey = (k: string) => normaliseLicensing(records.find((r) => r.key === k)!);
    expect(byKey('07/02530/GAPREM')).toMatchObject({ type: 'gambling', regime: 'GA2005', status: 'revoked' });
    expect(byKey('14/00059/ANBD')).toMatchObject({
      type: 'animal',
      subtype: 'boarding',
      activities: [{ activity: 'animal_boarding', hours: null }],
    });
    expect(byKey('16/02566/ZOO')).toMatchObject({ type: 'animal', subtype: 'zoo' });
    expect(byKey('17/00414/PETROL')).toMatchObject({ type: 'other', subtype: 'petroleum' });
  });

  it('reads activities from an activities column and from activity flag columns', () => {
    const activities = new Map<string, Set<string>>();
    for (const r of records) {
      const list = normaliseLicensing(r)
        .activities.map((a) => a.activity)
        .join(',');
      const s = activities.get(r.source.layout) ?? new Set();
      s.add(list);
      activities.set(r.source.layout, s);
    }
    // Worthing's alcohol column: ON, OFF, ON & OFF, OFF., ON., N/A.
    expect([...activities.get('worthing-premises-licences-derived')!].sort()).toEqual([
      '',
      'alcohol,alcohol_off',
      'alcohol,alcohol_on',
      'alcohol,alcohol_on,alcohol_off',
    ]);
    // Adur: one column per activity holding its own name or NA.
    expect(activities.get('adur-premises-activities-derived')).toContain(
      'alcohol,alcohol_on,alcohol_off,late_night_refreshment',
    );
    const banes = (k: string) =>
      normaliseLicensing(records.find((r) => r.key === k)!).activities.map((a) => a.activity);
    // "Performances of dance|Live music", LateNightRefreshment FALSE, AlcoholSupply TRUE.
    expect(banes('05/01215/LAPREC')).toEqual(['alcohol', 'regulated_entertainment', 'live_music', 'dance']);
  });

  it('reads the whole of an Arun premises licence', () => {
    const n = normaliseLicensing(records.find((r) => r.key === '5836')!);
    expect(n).toMatchObject({
      record_type: 'licence',
      status: 'granted',
      status_raw: 'Granted',
      status_confidence: 'council_word',
      type: 'premises',
      regime: 'LA2003',
      premises_name: 'Rustington Golf Centre',
      address: 'RUSTINGTON GOLF CENTRE, Golfers Lane, Angmering, LITTLEHAMPTON, West Sussex, BN16 4NB',
      postcode: 'BN16 4NB',
      postcode_district: 'BN16',
      dates: { start: { date: '2015-11-02', precision: 'day' } },
      source_kind: 'published_file',
      excluded: null,
    });
    expect(n.parties).toEqual([
      {
        role: 'holder',
        text: 'Rustington Golf Centre Ltd',
        verdict: {
          kind: 'company',
          companies: [
            {
              name: 'Rustington Golf Centre Ltd',
              company_number: null,
              charity_number: null,
              trading_as: null,
            },
          ],
        },
      },
    ]);
  });

  it('reads a Camden application with its dates, point and consultation end', () => {
    const r = records.find((x) => x.key === 'APP\\TEN\\006961')!;
    const n = normaliseLicensing(r);
    expect(n).toMatchObject({
      record_type: 'application',
      status: 'withdrawn',
      type: 'tens',
      application_kind: 'new',
      premises_name: 'London Irish Centre',
      postcode: 'NW1 9XB',
      ward: 'Cantelowes',
      point: { lat: 51.543877, lng: -0.132175, confidence: 'building' },
      dates: {
        received: { date: '2011-10-03', precision: 'day' },
        last_representation: { date: '2011-10-05', precision: 'day' },
      },
    });
  });

  it('classifies every person-titled party of the real holder columns as withheld', () => {
    let titled = 0;
    for (const r of records)
      for (const p of normaliseLicensing(r).parties)
        if (/^(mr|mrs|ms|miss|messrs)\b/i.test(p.text)) {
          titled++;
          expect(p.verdict, p.text).toEqual({ kind: 'withheld' });
        }
    expect(titled).toBeGreaterThan(300);
  });
});

it('names only licensing layouts in its layout hints (a renamed layout would lose its hint)', () => {
  const licensing = FILE_LAYOUTS.filter((l) => l.register === 'licensing').map((l) => l.name);
  for (const name of Object.keys(LAYOUT_HINTS)) expect(licensing, name).toContain(name);
});

describe('status wording', () => {
  it('never guesses', () => {
    expect(statusFromWording('Final Decision')).toBe('unknown');
    expect(statusFromWording('Not current')).toBe('unknown');
    expect(statusFromWording('Zzz')).toBe('unknown');
    expect(statusFromWording('')).toBeNull();
    expect(statusFromWording('Current')).toBe('current');
    expect(statusFromWording('Provisional Statement Granted')).toBe('provisional');
    expect(statusFromWording('Granted - Suspended for non-payment')).toBe('suspended');
  });
});

describe('type wording', () => {
  it('drops personal licences, taxi drivers and vehicles, and keeps operators', () => {
    const t = (type: string) => typeOf({ type, record_type: 'licence' });
    expect(t('Personal Licence').excluded).toBe('personal_licence');
    expect(t('Personal Licence - New Application').excluded).toBe('personal_licence');
    expect(t('Hackney Carriage Driver').excluded).toBe('taxi_driver');
    expect(t('Private Hire Driver Licence').excluded).toBe('taxi_driver');
    expect(t('Hackney Carriage Vehicle').excluded).toBe('taxi_vehicle');
    expect(t('Private Hire Vehicle Licence').excluded).toBe('taxi_vehicle');
    expect(t('Private Hire Operator')).toMatchObject({
      excluded: null,
      type: 'taxi_operator',
      regime: 'taxi',
    });
  });

  it("reads Camden's temporary use notices (the real file's rows of them contradict each other and are refused)", () => {
    expect(
      typeOf({ type: 'Temporary Use Notice', regime: 'GA2005', record_type: 'application' }),
    ).toMatchObject({
      type: 'gambling',
      subtype: 'temporary_use_notice',
      regime: 'GA2005',
      application_kind: 'new',
    });
  });

  it('licenses Scottish premises under the Licensing (Scotland) Act', () => {
    expect(typeOf({ type: 'Premises Licence', record_type: 'licence', nation: 'scotland' }).regime).toBe(
      'LSA2005',
    );
  });
});

describe('hours', () => {
  it('reads the ways registers write licensed hours', () => {
    expect(parseHours('Mon-Sat 10:00-23:00')).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '10:00', end: '23:00' },
    ]);
    expect(parseHours('Thu10:00-23:00')).toEqual([{ days: ['thu'], start: '10:00', end: '23:00' }]);
    expect(parseHours('Sunday 12:00 to 22:30')).toEqual([{ days: ['sun'], start: '12:00', end: '22:30' }]);
    expect(parseHours('23:00 - 01:00 (Fri & Sat)')).toEqual([
      { days: ['fri', 'sat'], start: '23:00', end: '01:00' },
    ]);
    expect(parseHours('24 hours')).toEqual([{ days: null, start: '00:00', end: '24:00' }]);
    expect(parseHours('Midnight')).toBeNull();
    expect(parseHours('10:00 until Midnight')).toEqual([{ days: null, start: '10:00', end: '24:00' }]);
    expect(parseHours('Mon-Sat 10:00-23:00, Sun 12:00-22:30')).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '10:00', end: '23:00' },
      { days: ['sun'], start: '12:00', end: '22:30' },
    ]);
    expect(parseHours('Monday to Thursday 11am - 11pm; Friday and Saturday 11.00 - 00.30')).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu'], start: '11:00', end: '23:00' },
      { days: ['fri', 'sat'], start: '11:00', end: '00:30' },
    ]);
    expect(parseHours('1000-2300 hrs daily')).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start: '10:00', end: '23:00' },
    ]);
  });

  it('reads hours in the wording of real council records', () => {
    // Planning descriptions on the Isle of Man, Hartlepool, Bolton and Trafford registers
    // (registers/planning-applications): the same ways of writing times and days.
    expect(parseHours('to extend the opening hours of the KFC store from 10:30 - 00:00 to 24 Hours')).toEqual(
      [{ days: null, start: '10:30', end: '24:00' }],
    );
    expect(parseHours('to extend the opening hours to 03:45AM to 11:15PM')).toEqual([
      { days: null, start: '03:45', end: '23:15' },
    ]);
    expect(parseHours('alteration of Mosque opening times to 07:00 - 23:30.')).toEqual([
      { days: null, start: '07:00', end: '23:30' },
    ]);
    expect(
      parseHours('NEIGHBOURHOOD ISLAMIC EDUCATION CENTRE (MONDAY - SATURDAY 17:00 - 19:00 HRS)'),
    ).toEqual([{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '17:00', end: '19:00' }]);
    expect(
      parseHours('with opening hours of 11:00 to 21:00 Monday to Sunday (including Bank Holidays)'),
    ).toEqual([{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start: '11:00', end: '21:00' }]);
    expect(
      parseHours(
        'from 07:00am to 08:00pm on Monday to Friday; 08:00am to 08:00pm on Saturday and 09:00am to 06:',
      ),
    ).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '07:00', end: '20:00' },
      { days: ['sat'], start: '08:00', end: '20:00' },
    ]);
  });

  it('reads clock times as B&NES pub closing times print them', () => {
    // bath_bar_pub_closing_times_nightcapp.csv: 0:00, 1:00, 2:00, 23:00, 3:00, 0:30, 23:30, 4:00, 2:30, 00:30.
    expect(['0:00', '1:00', '23:30', '00:30', '2:30'].map((t) => parseClock(t))).toEqual([
      '00:00',
      '01:00',
      '23:30',
      '00:30',
      '02:30',
    ]);
    expect(parseClock('0:00', true)).toBe('24:00');
    expect(parseClock('Midnight', true)).toBe('24:00');
    expect(parseClock('Noon')).toBe('12:00');
    expect(parseClock('25:00')).toBeNull();
    expect(parseDays('Saturday')).toEqual(['sat']);
    expect(parseDays('Fri-Mon')).toEqual(['mon', 'fri', 'sat', 'sun']);
  });

  it('tells longer hours from shorter', () => {
    const a = parseHours('Mon-Sat 10:00-23:00');
    expect(compareHours(a, parseHours('Mon-Sat 10:00-00:30'))).toEqual({ longer: true, shorter: false });
    expect(compareHours(a, parseHours('Mon-Sat 10:00-22:00'))).toEqual({ longer: false, shorter: true });
    expect(compareHours(a, parseHours('Mon-Sun 10:00-23:00'))).toEqual({ longer: true, shorter: false });
    expect(compareHours(a, a)).toEqual({ longer: false, shorter: false });
  });
});

describe('activities with hours', () => {
  it('pairs each activity with its hours, and plain hours with every activity', () => {
    expect(
      activitiesOf({
        activities:
          'Sale of alcohol (on and off): Mon-Sat 10:00-23:00; Sun 12:00-22:30 | Late night refreshment: 23:00 - 01:00 (Fri & Sat) | Recorded music',
        type: 'premises',
        subtype: null,
      }),
    ).toEqual([
      {
        activity: 'alcohol',
        hours: [
          { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '10:00', end: '23:00' },
          { days: ['sun'], start: '12:00', end: '22:30' },
        ],
      },
      {
        activity: 'alcohol_on',
        hours: [
          { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '10:00', end: '23:00' },
          { days: ['sun'], start: '12:00', end: '22:30' },
        ],
      },
      {
        activity: 'alcohol_off',
        hours: [
          { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '10:00', end: '23:00' },
          { days: ['sun'], start: '12:00', end: '22:30' },
        ],
      },
      { activity: 'late_night_refreshment', hours: [{ days: ['fri', 'sat'], start: '23:00', end: '01:00' }] },
      { activity: 'regulated_entertainment', hours: null },
      { activity: 'recorded_music', hours: null },
    ]);
    expect(
      activitiesOf({ activities: 'Live music', hours: 'Thu10:00-23:00', type: 'premises', subtype: null }),
    ).toEqual([
      { activity: 'regulated_entertainment', hours: [{ days: ['thu'], start: '10:00', end: '23:00' }] },
      { activity: 'live_music', hours: [{ days: ['thu'], start: '10:00', end: '23:00' }] },
    ]);
  });
});

describe('parties', () => {
  it('keeps companies, looks up plain names, withholds persons', () => {
    expect(classifyParty('Fuller, Smith & Turner plc')).toEqual({
      kind: 'company',
      companies: [
        { name: 'Fuller, Smith & Turner plc', company_number: null, charity_number: null, trading_as: null },
      ],
    });
    expect(classifyParty('Datablog Ltd T/A New Sunflower')).toMatchObject({
      kind: 'company',
      companies: [{ name: 'Datablog Ltd', trading_as: 'New Sunflower' }],
    });
    expect(classifyParty('Punch Taverns Ltd & Star Pubs Ltd')).toMatchObject({
      kind: 'company',
      companies: [{ name: 'Punch Taverns Ltd' }, { name: 'Star Pubs Ltd' }],
    });
    expect(classifyParty('Worthing Theatres Trust (Company No. 04531237)')).toMatchObject({
      kind: 'company',
      companies: [{ name: 'Worthing Theatres Trust', company_number: '04531237' }],
    });
    expect(classifyParty('The Fire Fighters Charity, Registered Charity No 1093683')).toMatchObject({
      kind: 'company',
      companies: [{ name: 'The Fire Fighters Charity', charity_number: '1093683' }],
    });
    expect(classifyParty('Plymouth Community Homes CIC')).toMatchObject({ kind: 'company' });
    expect(classifyParty('The Midcounties Co-operative Society')).toMatchObject({ kind: 'company' });
    expect(classifyParty('Mitchells & Butlers Leisure Retail')).toEqual({
      kind: 'lookup',
      name: 'Mitchells & Butlers Leisure Retail',
      trading_as: null,
    });
    for (const person of [
      'Mr A Jones',
      'Mrs Yun-Hong Guo',
      'Messrs. Ali, Majid & Majid',
      'Mr & Mrs Trevor & Susan Jones',
      'Miss A C H Andrade & Mr B M R Agrela',
      'Police Constable Tom Parker',
      'Mr John Smith t/a Smiths Ltd',
      'Mr A Smith & B Brewers Ltd',
    ])
      expect(classifyParty(person), person).toEqual({ kind: 'withheld' });
    expect(classifyParty('Claire Simmonds').kind).toBe('lookup');
  });
});

describe('in force', () => {
  const base = {
    record_type: 'licence' as const,
    status: 'granted' as const,
    presence: 'present' as const,
    source_kind: 'published_file' as const,
    source_published: '2025-03-01',
    today: '2026-02-28',
  };
  it('is a licence granted or current, on the register as last read, not from a stale file', () => {
    expect(inForce(base)).toBe(true);
    expect(inForce({ ...base, today: '2026-03-02' })).toBe(false);
    expect(inForce({ ...base, source_kind: 'live_register', today: '2030-01-01' })).toBe(true);
    expect(inForce({ ...base, presence: 'not_seen' })).toBe(false);
    expect(inForce({ ...base, status: 'suspended' })).toBe(false);
    expect(inForce({ ...base, record_type: 'application' })).toBe(false);
  });
});
