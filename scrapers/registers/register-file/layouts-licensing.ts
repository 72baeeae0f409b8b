// The layouts of published LICENSING register files, as data (the layout fields are explained in
// layout.ts). Each names the columns playing each role and the register's dates by role:
//   received (the council received the application), decided, granted, refused, start (the licence
//   runs from), expires (runs to), transferred, hearing, last_representation (the last day for
//   representations), event (a temporary event's date), extracted (the day the file was cut).
// Values stay verbatim; what a status or an activity means is the normaliser's to say.
//
// Not a register: ../shared/fixtures/registers/licensing/bath-and-north-east-somerset/
// bath_bar_pub_closing_times_nightcapp.csv is NightCapp's closing time per day for Bath's bars and
// pubs, a third party's opening hours (id, name, postcode, day, closingtime, ...). It has no
// licence or case number, no status and no licence dates, and opening hours are not the permitted
// hours a licence grants (licensing spec 2.1), so it has no layout here and is refused as an
// unknown file: it is a sample of how hours are written, for the normaliser's tests, nothing else.
import type { FileLayout } from './layout.js';

/**
 * Bath and North East Somerset publishes one file per licensing register from its licensing
 * system (iShare), all starting with the same eight columns and ending with the licence's page on
 * iShare; dates month first with a time ("07/27/2007 12:00:00 AM"). Each file's header is listed
 * whole (`exact`): a B&NES file of a register not listed here is a new layout, not the nearest one.
 */
function banes(
  name: string,
  title: string,
  extra: readonly string[],
  roles: FileLayout['roles'] = {},
  tradingAs: 'premises_name' | 'holder' = 'premises_name',
): FileLayout {
  return {
    name,
    register: 'licensing',
    record_type: 'licence',
    headers: [
      'casereference',
      'casedate',
      'tradingas',
      'locationtext',
      'status',
      'startdate',
      'enddate',
      'decisiondate',
      ...extra,
      'licenceurl',
    ],
    exact: true,
    key: 'casereference',
    address: ['locationtext'],
    roles: { [tradingAs]: 'tradingas', status: 'status', record_url: 'licenceurl', ...roles },
    given: { type: title },
    dates: { received: 'casedate', decided: 'decisiondate', start: 'startdate', expires: 'enddate' },
    dateOrder: 'mdy',
    seen: `Bath and North East Somerset Council's ${title} (registers/licensing/bath-and-north-east-somerset)`,
  };
}

export const LICENSING_FILE_LAYOUTS: readonly FileLayout[] = [
  {
    // The LGA / esd "Open Data Incentive" premises licence schema: one file holds premises
    // licences, club premises certificates and TENs (ServiceTypeLabel), entertainment types
    // pipe-separated, late night refreshment and alcohol as TRUE/FALSE, condition sets
    // pipe-separated. Dates day first. The *URI columns are the esd codes of the *Label columns
    // beside them; GeoPointLicensingURL is the Ordnance Survey licence of the points.
    name: 'lga-premises-licence-schema',
    register: 'licensing',
    record_type: 'licence',
    headers: [
      'extractdate',
      'organisationuri',
      'organisationlabel',
      'casereference',
      'casedate',
      'servicetypeuri',
      'servicetypelabel',
      'premisesname',
      'locationtext',
      'postcode',
      'entertainmenttypeuri',
      'entertainmenttypelabel',
      'latenightrefreshment',
      'alcoholsupply',
      'statusuri',
      'statuslabel',
      'licencestartdate',
      'licenceenddate',
      'conditions',
      'decisiondate',
      'licenceurl',
      'uprn',
    ],
    key: 'casereference',
    address: ['locationtext'],
    postcode: 'postcode',
    roles: {
      premises_name: 'premisesname',
      type: 'servicetypelabel',
      status: 'statuslabel',
      activities: 'entertainmenttypelabel',
      conditions: 'conditions',
      record_url: 'licenceurl',
      uprn: 'uprn',
      authority: 'organisationlabel',
    },
    flags: { activities: ['latenightrefreshment', 'alcoholsupply'] },
    dates: {
      extracted: 'extractdate',
      received: 'casedate',
      decided: 'decisiondate',
      start: 'licencestartdate',
      expires: 'licenceenddate',
    },
    dateOrder: 'dmy',
    // "Not Known" in UPRN and "N/A" in Postcode are the publisher's words for none.
    absent: ['Not Known', 'N/A'],
    seen: "The LGA premises licence open-data schema: Bath and North East Somerset's premises licences, club certificates and TENs of 17 September 2014 (registers/licensing/bath-and-north-east-somerset)",
  },
  banes('banes-gambling-premises', 'Gambling Premises Licences', ['description'], {
    description: 'description',
  }),
  banes(
    'banes-animal-boarding',
    'Animal Boarding Licences',
    [
      'noofdogs',
      'noofcats',
      'maximumoccupants',
      'constructionofenclosures',
      'sizeofenclosures',
      'heatingandventilation',
      'lighting',
      'watersupply',
      'foodstorage',
      'disposalofexcreta',
      'exercisefacilities',
      'isolationfacilitiesforidcontrol',
    ],
    { occupants: 'maximumoccupants' },
  ),
  // A house-to-house collection has no premises: TradingAs names the collecting organisation.
  banes(
    'banes-house-to-house-collections',
    'Charitable Collections House to House Licences',
    [],
    {},
    'holder',
  ),
  banes(
    'banes-petroleum',
    'Petroleum Licences',
    [
      'litresstoredunderground',
      'purpose',
      'petrol/bebf/lng',
      'litresstoredoverground',
      'installationtype',
      'totallitres',
      'throughput',
    ],
    { description: 'purpose', subtype: 'installationtype' },
  ),
  banes('banes-zoo', 'Zoo Licences', ['animals', 'accommodation', 'carparking', 'maintenanceandwellbeing'], {
    description: 'animals',
  }),
  // Published with its header alone: read as an empty register.
  banes(
    'banes-tables-and-chairs',
    'Tables and Chairs Licences',
    ['timesinfo', 'numberoftables', 'numberotheritems', 'size', 'affectedfrontagers', 'changessincelastyear'],
    { hours: 'timesinfo' },
  ),
  {
    name: 'arun-premises-licence-register',
    register: 'licensing',
    record_type: 'licence',
    headers: [
      'licence number',
      'licence description',
      'licence type',
      'licence status',
      'licensee',
      'additional licensee',
      'trading name',
      'dtf location',
      'start date',
      'expiry date',
      'council area',
    ],
    key: 'licence number',
    address: ['dtf location'],
    roles: {
      regime: 'licence description',
      type: 'licence type',
      status: 'licence status',
      holder: 'licensee',
      additional_holder: 'additional licensee',
      premises_name: 'trading name',
      authority: 'council area',
    },
    dates: { start: 'start date', expires: 'expiry date' },
    dateOrder: 'dmy',
    seen: "Arun District Council's current premises licence register, as downloaded from the council's register on 2 March 2023 (registers/licensing/arun)",
  },
  {
    // Reshaped by a third party (psychty/alc_licences): one column per activity holding the
    // activity's name or NA, the address prefixed with the premises name, geocoded. "Licence_number"
    // is the reshaper's running count, not a licence number: Reference is the council's.
    name: 'adur-premises-activities-derived',
    register: 'licensing',
    record_type: 'licence',
    headers: [
      'licence_number',
      'name',
      'address',
      'postcode',
      'reference',
      'alcohol off sales/supply',
      'alcohol on sales/supply',
      'alcohol on&off sales/supply',
      'late night refresh',
      'longitude',
      'latitude',
    ],
    key: 'reference',
    address: ['address'],
    postcode: 'postcode',
    roles: {
      premises_name: 'name',
      activities: [
        'alcohol off sales/supply',
        'alcohol on sales/supply',
        'alcohol on&off sales/supply',
        'late night refresh',
      ],
      lat: 'latitude',
      lng: 'longitude',
    },
    dates: {},
    dateOrder: 'dmy',
    absent: ['NA'],
    seen: "Adur District Council's premises licences, DERIVED: reshaped and geocoded by a third party (psychty/alc_licences: one column per activity, NA for absent), not the council's own file (registers/licensing/adur)",
  },
  {
    // Derived by a third party (psychty/alc_licences), who added Postcode, longitude and latitude
    // and an unnamed column that shifted two headers: "Column7" holds the alcohol licence's transfer
    // date and "Transfer Date Alcohol" the alcohol sales (ON, OFF, ON & OFF, N/A), as the values
    // show. Values such as "ON & OFF" and "OFF." are the council's.
    name: 'worthing-premises-licences-derived',
    register: 'licensing',
    record_type: 'licence',
    headers: [
      'reference',
      'licence type desc',
      'trader name',
      'licence holder',
      'address',
      'first issue',
      'column7',
      'transfer date alcohol',
      'ward',
      'postcode',
      'longitude',
      'latitude',
    ],
    key: 'reference',
    address: ['address'],
    postcode: 'postcode',
    roles: {
      type: 'licence type desc',
      premises_name: 'trader name',
      holder: 'licence holder',
      activities: 'transfer date alcohol',
      ward: 'ward',
      lat: 'latitude',
      lng: 'longitude',
    },
    labelled: { 'transfer date alcohol': 'Alcohol' },
    dates: { granted: 'first issue', transferred: 'column7' },
    dateOrder: 'dmy',
    // NA is the third party's empty cell; N/A is the council's "no alcohol".
    absent: ['NA', 'N/A'],
    seen: "Worthing Borough Council's premises licence list, DERIVED: a third party (psychty/alc_licences) added postcode and coordinates and an unnamed column that shifted the transfer date and alcohol headers (registers/licensing/worthing)",
  },
  {
    // Camden's "Licensing Applications (Beta)" open-data export (Socrata): 52 application types
    // under four laws, with the last day for representations and hearing dates; day-first dates.
    // "Last Uploaded" is Socrata's upload time, written in an order the file does not show
    // (11/05/2017 either way round), so it is not read as a date; Socrata ID is the row's number.
    name: 'camden-licensing-applications',
    register: 'licensing',
    record_type: 'application',
    headers: [
      'application reference',
      'application type',
      'premises name',
      'premises address',
      'application legislation',
      'application status',
      'application objections',
      'approved date',
      'date of events',
      'expiry date',
      'hearing date',
      'last date for representations',
      'received date',
      'refused date',
      'cumulative impact policy area name',
      'ward code',
      'ward name',
      'easting',
      'northing',
      'longitude',
      'latitude',
      'spatial accuracy',
      'last uploaded',
      'location',
      'socrata id',
      'organisation uri',
    ],
    key: 'application reference',
    address: ['premises address'],
    roles: {
      type: 'application type',
      premises_name: 'premises name',
      regime: 'application legislation',
      status: 'application status',
      ward: 'ward name',
      easting: 'easting',
      northing: 'northing',
      lat: 'latitude',
      lng: 'longitude',
    },
    dates: {
      received: 'received date',
      granted: 'approved date',
      refused: 'refused date',
      event: 'date of events',
      expires: 'expiry date',
      hearing: 'hearing date',
      last_representation: 'last date for representations',
    },
    dateOrder: 'dmy',
    absent: ['N/A'],
    rowIds: ['socrata id'],
    seen: "The London Borough of Camden's Licensing Applications (Beta) export, filtered to Cantelowes ward by a third party (registers/licensing/camden)",
  },
  {
    // The same export split by a third party into one file per application type (with_path_*.csv)
    // with a leading pandas index, ISO received dates and path columns of its own; source_file
    // names the split file each row came from (added when the sample was gathered).
    name: 'camden-licensing-applications-by-type-derived',
    register: 'licensing',
    record_type: 'application',
    headers: [
      'source_file',
      '#2',
      'application reference',
      'application type',
      'premises name',
      'premises address',
      'application legislation',
      'application status',
      'application objections',
      'approved date',
      'date of events',
      'expiry date',
      'hearing date',
      'last date for representations',
      'received date',
      'refused date',
      'cumulative impact policy area name',
      'ward code',
      'ward name',
      'easting',
      'northing',
      'longitude',
      'latitude',
      'spatial accuracy',
      'last uploaded',
      'location',
      'socrata id',
      'organisation uri',
      'path',
      'origin-destination',
      'pathid',
    ],
    key: 'application reference',
    address: ['premises address'],
    roles: {
      type: 'application type',
      premises_name: 'premises name',
      regime: 'application legislation',
      status: 'application status',
      ward: 'ward name',
      easting: 'easting',
      northing: 'northing',
      lat: 'latitude',
      lng: 'longitude',
    },
    dates: {
      received: 'received date',
      granted: 'approved date',
      refused: 'refused date',
      event: 'date of events',
      expires: 'expiry date',
      hearing: 'hearing date',
      last_representation: 'last date for representations',
    },
    dateOrder: 'dmy',
    absent: ['N/A'],
    rowIds: ['socrata id', '#2', 'source_file'],
    seen: "The London Borough of Camden's Licensing Applications export, DERIVED: split by a third party into 52 files by application type, all wards (registers/licensing/camden, all-types sample)",
  },
  {
    // The Gambling Commission's national register of premises licences: each row names its local
    // authority. It prints no licence number: a premises licence is the operator's account, its
    // activity and its address, which together are the key.
    name: 'gambling-commission-premises-register',
    register: 'licensing',
    record_type: 'licence',
    headers: [
      'account number',
      'account name',
      'premises activity',
      'local authority',
      'address line 1',
      'address line 2',
      'city',
      'postcode',
    ],
    key: 'account number',
    keyWith: ['premises activity', 'address line 1', 'address line 2', 'postcode'],
    address: ['address line 1', 'address line 2', 'city'],
    postcode: 'postcode',
    roles: { holder: 'account name', subtype: 'premises activity' },
    given: { type: 'Gambling premises licence', regime: 'Gambling Act 2005' },
    authority: 'local authority',
    dates: {},
    dateOrder: 'dmy',
    seen: "The Gambling Commission's national premises licence register download (registers/licensing/gambling-commission)",
  },
  {
    // Premises licence registers councils publish only as PDF tables, refreshed weekly (Redbridge,
    // Wolverhampton: licence number, premises, address, holder, supervisor, type, status, date
    // granted), one row per licence, a holder printed once above its licences. No real PDF
    // register is among the fixtures: this layout is checked on the SYNTHETIC PDFs that
    // sim/registers/pdf-table.ts makes in that shape, and a council's real PDF may need its own.
    name: 'premises-register-pdf',
    register: 'licensing',
    record_type: 'licence',
    headers: [
      'licence number',
      'premises name',
      'premises address',
      'licence holder',
      'designated premises supervisor',
      'licence type',
      'status',
      'date granted',
    ],
    key: 'licence number',
    address: ['premises address'],
    roles: {
      premises_name: 'premises name',
      holder: 'licence holder',
      supervisor: 'designated premises supervisor',
      type: 'licence type',
      status: 'status',
    },
    dates: { granted: 'date granted' },
    dateOrder: 'dmy',
    repeatDown: ['licence holder'],
    furniture: ['^this register is refreshed weekly'],
    seen: 'PDF premises licence registers (Redbridge, Wolverhampton), as SYNTHETIC PDFs in their table shape (sim/registers/pdf-table.ts); no real PDF register in the fixtures',
  },
  {
    // The simulator's licensing register (sim/registers/licensing.ts), a SYNTHETIC whole-register
    // export in the shape of the fullest real ones: holder and designated premises supervisor,
    // UPRN, and the licensable activities with their permitted hours in one column ("Sale of
    // alcohol (on and off): Mon-Sat 10:00-23:00; Late night refreshment: ..."). It is the register
    // that moves day by day (status, hours, supervisor, holder, activities, records leaving and
    // coming back), on which the history rules are tested. No real file is in this layout.
    name: 'sim-premises-licences',
    register: 'licensing',
    record_type: 'licence',
    headers: [
      'licence number',
      'licence type',
      'status',
      'premises name',
      'premises address',
      'postcode',
      'uprn',
      'licence holder',
      'designated premises supervisor',
      'licensable activities',
      'date granted',
      'expiry date',
    ],
    key: 'licence number',
    address: ['premises address'],
    postcode: 'postcode',
    roles: {
      type: 'licence type',
      status: 'status',
      premises_name: 'premises name',
      uprn: 'uprn',
      holder: 'licence holder',
      supervisor: 'designated premises supervisor',
      activities: 'licensable activities',
    },
    dates: { granted: 'date granted', expires: 'expiry date' },
    dateOrder: 'dmy',
    seen: "The simulator's premises licence register, SYNTHETIC (sim/registers/licensing.ts): a whole register export with holder, supervisor, activities and hours; no real file",
  },
];
