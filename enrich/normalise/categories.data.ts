// The service's own planning categories (served by GET /v1/categories, filtered by `category`), with the
// rules that assign them. One table: a category is listed once with its slug, label, description and
// rules. Order is priority: the primary category (`category`) is the first that matches, except where
// the consent route itself names the subject (see `primaryFor`) and where the only works are demolition
// (categories.ts). A more specific category comes before the broader one it is a kind of: conversion to
// flats before new homes, shopfronts before windows and doors, places of worship before community.
//
// Rules are regex sources tested against the plain-cased description (see text.ts plain()).
// `unless` removes a match (e.g. a "rear extension" to a shop is not a householder extension).
// `procedures` adds the category whenever the record's procedure is one of those listed.
// `homes` adds it whenever a positive dwelling_count was read from the description.
import type { Procedure } from '../../core/domain/planning/vocabulary.js';

export interface CategoryRule {
  /** The category (core/domain/planning/categories.ts lists each once, in this order). */
  slug: string;
  match?: string;
  unless?: string;
  procedures?: Procedure[];
  homes?: boolean;
  /**
   * Lower-case substrings at least one of which is present in any description `match` accepts (every
   * alternative of `match` contains one). categories.ts finds them all in one pass over the text and
   * runs `match` only for the categories they point to; a trigger missing here silently drops
   * matches, so categories.test.ts checks each category's triggers against the labelled sets.
   */
  triggers?: string[];
  /** The route names this subject: it becomes the primary category whatever else matches. */
  primaryFor?: Procedure[];
  /**
   * A kind of building works rather than a use or building: not read from the topic of a condition
   * on a discharge or variation record ("condition 3 (windows)"), see categories.ts.
   */
  works?: boolean;
}

const NON_DOMESTIC =
  '\\b(?:shop|shops|retail|restaurant|cafe|café|public house|pub|hotel|office|offices|industrial|warehouse|factory|school|college|university|church|mosque|chapel|temple|gurdwara|synagogue|hospital|surgery|clinic|care home|nursing home|community centre|hall|unit|units|commercial|premises|business|club|library|depot|workshop|barn|stable|stables|farm|agricultural|leisure centre|sports|gym)\\b';

export const CATEGORY_RULES: CategoryRule[] = [
  {
    slug: 'flat-conversion',
    triggers: ['flat', 'apartments', 'maisonettes', 'units', 'dwellings', 'amalgamat', 'combining', 'merg'],
    match:
      '(?:conversion|convert|converting|sub-?division|sub-?divide|subdivid\\w*|split\\w*) (?:of )?(?:\\w+ ){0,6}(?:into|to form|to create|to provide|to) (?:\\w+ ){0,3}(?:self[- ]contained )?(?:flats|apartments|maisonettes|residential units|dwellings|studio flats)|(?:amalgamation|amalgamate|combining|merge|merging) (?:of )?(?:\\w+ ){0,4}(?:flats|units|dwellings)|(?:flats|apartments|maisonettes|(?:residential )?units|dwellings) (?:in)?to (?:a |one |1 |single )?(?:single[- ])?(?:family )?(?:dwelling|dwellinghouse|house)|(?:conver\\w+|amalgamat\\w+|combin\\w+|merg\\w+) (?:of )?[^.]{0,60}\\bflats?\\b[^.]{0,40}\\b(?:in)?to (?:form |create |provide )?(?:a |an |one |1 ?(?:no\\.? )?|single )?(?:[\\w-]+ ){0,3}(?:dwelling|dwellinghouse|house|family home)\\b|(?<!continued )\\buse (?:of (?:the )?(?:\\w+ ){0,3})?as (?:\\d+|two|three|four|five|six|seven|eight|nine|ten) (?:(?:self[- ]contained|permanent|residential) ){0,3}(?:flats|apartments|maisonettes)\\b|conver[^.]{0,80}\\bcreating (?:\\d+|two|three|four|five|six|seven|eight|nine|ten) (?:self[- ]contained )?(?:flats|apartments|maisonettes)\\b',
  },
  {
    slug: 'new-homes',
    triggers: [
      'residential',
      'homes',
      'dwellings',
      'houses',
      'flats',
      'apartments',
      'bungalows',
      'housing development',
      'affordable housing scheme',
      'dwelling',
      'house',
      'bungalow',
      'home',
    ],
    homes: true,
    match:
      '\\bresidential (?:development|units)\\b|\\bnew homes\\b|(?:erection|construction|provision) of (?:\\w+ ){0,3}(?:dwellings|houses|flats|apartments|bungalows|homes)\\b|(?:erection|construction|provision) of (?:an? |one |1 )(?:new |replacement )?(?:(?:detached|semi-detached|terraced|single[- ]storey|two[- ]storey|[\\w-]+[- ]bed(?:room)?(?:ed)?|self[- ]build|custom[- ]build|dormer|chalet|timber[- ]framed|infill|eco|family|local needs|affordable|agricultural workers?) ){0,3}(?:dwelling|dwellinghouse|house|bungalow|home)\\b(?! extension| alteration)|replacement (?:dwelling|dwellinghouse|house|bungalow)\\b|replac\\w*(?: of)? (?:the )?(?:existing )?(?:[\\w-]+ ){0,2}(?:dwelling|dwellinghouse|house|bungalow) with (?:an? )?(?:new )?(?:[\\w-]+ ){0,3}(?:dwelling|dwellinghouse|house|bungalow)\\b|^(?:proposed )?(?:sites? for )?(?:(?:new|infill|detached|semi-detached|terraced|farm|rural|\\d+(?:no\\.?)?|two|three|four|five|six) ){0,2}(?:dwellings|houses|bungalows)\\b(?! (?:extension|alteration))|housing development|affordable housing scheme',
  },
  {
    slug: 'hmo',
    triggers: ['hmo', 'multiple occ', 'multi-occupancy', 'c4', 'shared', 'co-living', 'coliving', 'bedsit'],
    match:
      '\\bhmos?\\b|house in multiple occupation|houses in multiple occupation|multiple occupancy|multi-occupancy|\\bc4\\b|shared (?:house|living)|co-living|coliving|bedsits?\\b',
  },
  {
    slug: 'student-accommodation',
    triggers: ['student', 'pbsa'],
    match:
      'student (?:accommodation|housing|residences?|flats|bedrooms?|bed spaces|cluster|studios|rooms|halls?)|purpose[- ]built student|\\bpbsa\\b',
  },
  {
    slug: 'care-and-supported-housing',
    triggers: [
      'care',
      'nursing home',
      'supported',
      'assisted living',
      'c2',
      'retirement',
      'sheltered',
      "children's home",
      'residential institution',
    ],
    match:
      "care home|nursing home|residential care|extra care|supported (?:living|housing|accommodation)|assisted living|\\bc2\\b|retirement (?:living|village|home|apartments|flats)|sheltered (?:housing|accommodation)|children's home|residential institution",
  },
  {
    slug: 'change-of-use',
    triggers: ['change', 'use ', 'conver', 'cou', 'class ma', 'class q'],
    match:
      'change of use|changes of use|material change|\\buse (?:of (?:the )?(?:\\w+ ){0,4})?as\\b|(?:conversion|convert) of (?:\\w+ ){0,4}(?:office|offices|shop|barn|barns|agricultural building|building|garage block|public house|pub|church|warehouse|unit|premises|chapel|stables?|commercial|house|dwelling|dwellinghouse|bungalow|residential)\\b[^.]* (?:to|into)\\b|\\bcou\\b|\\bclass ma\\b|\\bclass q\\b|use class [a-z]\\d?\\)? to',
  },
  {
    slug: 'basement',
    works: true,
    triggers: ['basement', 'subterranean', 'cellar', 'lower ground floor', 'excavation of'],
    match:
      'basement|subterranean|\\bcellar|lower ground floor (?:extension|level)|excavation of (?:a )?(?:lower|basement)',
  },
  {
    slug: 'loft-conversion',
    works: true,
    triggers: [
      'loft',
      'dormer',
      'gable',
      'roof',
      'mansard',
      'ridge',
      'additional storey',
      'additional floor',
    ],
    match:
      'loft|dormers?\\b|hip[- ]?(?:to|2)[- ]?gable|roof extension|mansard|raising (?:of )?(?:the )?(?:roof|ridge)|raise (?:the )?(?:roof|ridge)|additional storey|roof conversion|raised roof|roof rais\\w*|additional floor of accommodation',
  },
  {
    slug: 'householder-extension',
    works: true,
    triggers: [
      'extension',
      'extention',
      'porch',
      'conservatory',
      'orangery',
      'sun room',
      'sunroom',
      'garage',
      'annex',
      'householder',
      'balcony',
      'roof terrace',
      'replacement roof',
    ],
    match:
      '(?:single|two|first|double|part|ground|rear|side|front|wrap|wraparound|wrap-around|infill|l-shaped|three|one|1|2|3|storey|floor)[- ][^.]{0,40}exten[st]ion|extensions?(?: and (?:renovations?|alterations?|refurbishment))? to (?:the )?(?:rear|side|front|dwelling|house|property|existing dwelling|bungalow|dwellinghouse|cottage|(?:existing )?garage)|\\bporch\\b|conservatory|orangery|sun ?room|garage conversion|conver(?:sion|t) (?:of )?(?:the )?(?:existing )?(?:integral |integrated |attached )?garage (?:in)?to (?:\\w+ ){0,3}(?:habitable|living|room|bedroom|study|office|playroom|annexe|gym|utility|kitchen)|\\bannexe?\\b|householder|(?:bedroom|utility|kitchen|garage|lounge|dining|sun ?room|family room) extension|(?:erection|construction) of (?:a |an )?(?:new )?extension|extensions? and alterations|alterations and extensions?|replacement roof|\\bbalcony\\b|roof terrace',
    unless: NON_DOMESTIC,
  },
  {
    slug: 'outbuilding',
    works: true,
    triggers: [
      'outbuilding',
      'garden',
      'summer',
      'shed',
      'garage',
      'port',
      'cabin',
      'office',
      'gym',
      'pool house',
      'greenhouse',
      'decking',
      'pergola',
      'gazebo',
    ],
    match:
      'outbuilding|garden (?:room|office|studio|building|store)|summer ?house|\\bshed\\b|detached (?:double )?garage|(?:erection|construction) of (?:a )?(?:\\w+ ){0,2}garage|\\bnew (?:detached |double |domestic )?garage\\b(?! doors?)|car ?port|log cabin|\\bcabin\\b|home office|gym (?:building|room)|pool house|greenhouse|^(?:retrospective )?(?:application for )?(?:the )?(?:erection|construction|installation|retention|replacement|provision)(?: of)? (?:a |an |the )?(?:[\\w-]+ ){0,2}(?:decking|pergola|gazebo)',
  },
  {
    slug: 'shopfront',
    works: true,
    triggers: ['shop', 'shutter'],
    match: 'shop ?fronts?|\\bshutters?\\b',
  },
  {
    slug: 'windows-doors',
    works: true,
    triggers: [
      'window',
      'door',
      'glazing',
      'bifold',
      'bi-fold',
      'rooflight',
      'roof light',
      'skylight',
      'sash',
    ],
    match: 'windows?\\b|\\bdoors?\\b|glazing|bi-?fold|french doors|rooflights?|roof lights?|skylights?|sash',
  },
  {
    slug: 'renewable-energy',
    works: true,
    triggers: [
      'solar',
      'photovolt',
      'pv',
      'heat pump',
      'ashp',
      'gshp',
      'turbine',
      'biomass',
      'battery',
      'bess',
      'hydro',
      'anaerobic',
      'charg',
      'renewable',
      'source',
      'geothermal',
      'energy',
    ],
    match:
      'solar|photovoltaic|\\bpv\\b|heat pump|\\bashp\\b|\\bgshp\\b|wind turbine|turbines?\\b|biomass|battery (?:energy )?storage|\\bbess\\b|hydro[- ]?electric|anaerobic digest|\\bev charg|electric vehicle charg|charging (?:points?|stations?|hub)|renewable|ground source|air source|geothermal|energy storage',
  },
  {
    slug: 'telecoms',
    triggers: [
      'telecom',
      'mast',
      'antenna',
      '3g',
      '4g',
      '5g',
      'monopole',
      'radio base',
      'communications',
      'kiosk',
      'hub',
      'lattice tower',
      'dishes',
      'radio',
      'broadband',
      'base station',
    ],
    match:
      'telecom|\\bmasts?\\b|antenna|broadband|base station|\\b[345]g\\b|monopole|radio base station|electronic communications|communications (?:apparatus|equipment|installation)|telephone kiosk|phone kiosk|street hub|\\bbt (?:kiosk|hub)|lattice tower|dishes|radio (?:equipment|cabinets?|apparatus)|equipment cabinets?',
  },
  {
    slug: 'trees',
    works: true,
    triggers: ['tree', 'tpo', 'hedge'],
    match: '\\btrees?\\b|\\btpo\\b|tree preservation|hedgerow|\\bhedges?\\b',
    procedures: ['tree-works'],
    primaryFor: ['tree-works'],
  },
  {
    slug: 'advertisement',
    triggers: [
      'advert',
      'sign',
      'illuminated',
      'hoarding',
      'fascia',
      'totem',
      'banner',
      'digital',
      'billboard',
    ],
    match:
      'advertisement|advert\\b|adverts\\b|signage|\\bsigns?\\b|illuminated|hoardings?|fascia|totem|banners?|digital (?:display|screen)|billboard',
    procedures: ['advert-consent'],
    primaryFor: ['advert-consent'],
  },
  {
    slug: 'listed-building',
    triggers: ['listed', 'grade', 'registered building'],
    match: 'listed building|grade (?:i|ii\\*?|2)\\b|registered building|curtilage listed',
    procedures: ['listed-building'],
    primaryFor: ['listed-building'],
  },
  {
    slug: 'hospitality',
    triggers: [
      'restaurant',
      'caf',
      'pub',
      'bar',
      'take',
      'hot food',
      'hotel',
      'guest',
      'b&b',
      'breakfast',
      'c1',
      'a3',
      'a4',
      'a5',
      'drinking',
      'club',
      'seating',
      'tables',
      'inn',
      'hostel',
      'food',
      'beer garden',
    ],
    match:
      'restaurant|\\bcaf[eé]s?\\b|public house|\\bpubs?\\b|\\bbars?\\b|takeaway|take-away|take away|hot food|\\bhotels?\\b|guest ?house|\\bb&b\\b|bed and breakfast|\\bc1\\b|\\ba3\\b|\\ba4\\b|\\ba5\\b|drinking establishment|night ?club|outdoor seating|tables and chairs|\\binn\\b|aparthotel|hostel|food and drink|beer garden',
  },
  {
    slug: 'retail',
    triggers: [
      'retail',
      'shop',
      'supermarket',
      'food',
      'convenience store',
      'showroom',
      'a1',
      'e(a)',
      'garden centre',
      'petrol',
      'pharmacy',
    ],
    match:
      '\\bretail|\\bshops?\\b|supermarket|food ?store|convenience store|showroom|\\ba1\\b|class e\\(a\\)|\\be\\(a\\)|garden centre|petrol (?:filling )?station|\\bpharmacy',
  },
  {
    slug: 'offices',
    triggers: ['office', 'b1', 'e(g)', 'working', 'workspace', 'business'],
    match:
      '\\boffices?\\b|\\bb1\\s?\\(?a\\)?|\\bb1\\b|e\\(g\\)\\s?\\(i\\)|co-working|workspace|business (?:use|centre|park)',
    unless: 'home office|office (?:in|within) (?:the )?(?:garden|outbuilding)|garden office|post office',
  },
  {
    slug: 'industrial',
    triggers: [
      'industrial',
      'warehous',
      'storage',
      'b2',
      'b8',
      'factory',
      'workshop',
      'logistics',
      'distribution',
      'depot',
      'manufactur',
      'e(g)',
      'business unit',
      'trade counter',
    ],
    match:
      'industrial|warehous|storage and distribution|\\bb2\\b|\\bb8\\b|factory|workshops?|logistics|distribution (?:centre|unit|hub)|\\bdepot|manufactur|e\\(g\\)\\s?\\(iii\\)|\\bbusiness units?\\b|trade counter|storage units?',
  },
  {
    slug: 'agriculture',
    triggers: [
      'agricultur',
      'farm',
      'barn',
      'livestock',
      'poultry',
      'stable',
      'equestrian',
      'horse',
      'menage',
      'menège',
      'polytunnel',
      'slurry',
      'silage',
      'grain store',
      'forestry',
      'cattle',
      'sheep',
      'dairy',
      'field shelter',
      'pig',
    ],
    match:
      'agricultur|\\bfarm|\\bbarns?\\b|livestock|poultry|\\bstables?\\b|equestrian|\\bhorses?\\b|men[aè]ge|polytunnel|slurry|silage|grain store|forestry|cattle|sheep|dairy|\\bfield shelter|\\bpigs?\\b|piggery',
  },
  {
    slug: 'place-of-worship',
    triggers: [
      'church',
      'mosque',
      'islamic',
      'madras',
      'madressa',
      'chapel',
      'synagogue',
      'temple',
      'gurdwara',
      'worship',
      'prayer',
      'cathedral',
      'mandir',
      'religious',
      'masjid',
      'kingdom hall',
      'meeting house',
      'vicarage',
      'abbey',
      'priory',
      'parish',
    ],
    match:
      '\\bchurch|mosque|islamic (?:centre|center|cultural|community|education|study|studies|learning|mission|research)|madrass?ah?|madressa|\\bchapel|synagogue|temple|gurdwara|place of worship|places of worship|worship|\\bprayer|madrasa|madrassa|cathedral|mandir|religious|masjid|kingdom hall|meeting house|vicarage|\\babbey\\b|priory|\\bparish\\b',
  },
  {
    slug: 'community',
    triggers: [
      'school',
      'nurser',
      'college',
      'academy',
      'university',
      'classroom',
      'community',
      'hall',
      'library',
      'surgery',
      'clinic',
      'health centre',
      'hospital',
      'medical',
      'dental',
      'dentist',
      'd1',
      'class f',
      'f1',
      'f2',
      'teaching',
      'day centre',
      "children's centre",
      'youth',
      'creche',
      'crèche',
      'education',
    ],
    match:
      "\\bschool|\\bnursery\\b|nurseries|college|academy|university|classroom|community (?:centre|hall|hub|use|building|facility|facilities|space)|church hall|village hall|\\blibrary|surgery|clinic|health centre|hospital|medical|dental|dentist|\\bd1\\b|class f\\.?[12]|\\bf[12]\\b|day centre|children's centre|youth (?:club|centre)|creche|crèche|education|teaching (?:block|building|accommodation|space)",
    unless: 'nursery (?:garden|plant)',
  },
  {
    slug: 'leisure-sport',
    triggers: [
      'sport',
      'leisure',
      'gym',
      'swim',
      'football',
      'cricket',
      'tennis',
      'padel',
      'golf',
      'playing',
      'pitch',
      'stadium',
      'cinema',
      'theatre',
      'play',
      'd2',
      'fitness',
      'bowling',
      'club',
      'pavilion',
      'muga',
      'multi-use',
      'skate',
      'e(d)',
    ],
    match:
      '\\bsports?\\b|leisure|\\bgym(?:nasium)?\\b|swimming|football|cricket|tennis|padel|golf|playing fields?|\\bpitch(?:es)?\\b|stadium|cinema|theatre|play ?areas?|playground|\\bd2\\b|fitness|bowling|club ?house|pavilion|\\bmuga\\b|multi-use games|skate ?park|e\\(d\\)',
    unless: 'roof pitch|pitched roof|pitch of (?:the )?roof|pitched|home gym|gym (?:building|room)',
  },
  {
    slug: 'holiday-and-caravans',
    triggers: [
      'caravan',
      'mobile home',
      'static home',
      'holiday',
      'lodges',
      'glamping',
      'camp',
      'shepherd',
      'touring',
      'chalet',
      'yurt',
      'tented',
      'tourist',
      'motorhome',
      'term let',
    ],
    match:
      "caravan|mobile homes?|static homes?|holiday (?:lets?|accommodation|units?|cottages?|chalets?|homes?|lodges?|park)|\\blodges\\b|glamping|camping|camp ?site|shepherd'?s huts?|touring|chalets?|yurts?|tented|tourist accommodation|motorhome|short[- ]term let",
  },
  {
    slug: 'parking-and-access',
    works: true,
    triggers: ['parking', 'car park', 'driveway', 'dropped kerb', 'crossover', 'access', 'hard', 'turning'],
    match:
      '\\bparking\\b|car park|driveway|dropped kerb|crossover|vehicular access|vehicle access|access road|hard ?standing|hard ?surfac|new access|(?:formation|creation|widening) of (?:an? )?(?:\\w+ )?access|access (?:drive|track)|turning (?:area|head)',
  },
  {
    slug: 'boundary-treatment',
    works: true,
    triggers: ['fenc', 'boundary', 'gate', 'railings', 'wall'],
    match:
      '\\bfenc(?:e|es|ing)\\b|boundary (?:wall|treatment)|\\bgates?\\b|railings|\\bwalls?\\b(?! (?:mounted|insulation|cladding))|retaining wall',
  },
  {
    slug: 'external-alterations',
    works: true,
    triggers: ['external', 'cladding', 'render', 'facade', 'façade', 'elevation', 'roof', 'alteration'],
    match:
      'external (?:alterations|works|changes)|cladding|recladding|\\brender(?:ing)?\\b|fa[cç]ade|elevations?\\b|external wall insulation|re-?roofing|roof covering|replacement roof|alterations? to (?:the )?(?:front|rear|side|external)',
  },
  {
    slug: 'plant-equipment',
    works: true,
    triggers: [
      'conditioning',
      'condenser',
      'extract',
      'ventilation',
      'plant',
      'flue',
      'chiller',
      'atm',
      'cash machine',
      'satellite dish',
      'cctv',
      'floodlight',
      'lighting',
      'generator',
      'air handling',
      'ducting',
    ],
    match:
      'air[- ]conditioning|condenser|extract(?:ion)? (?:duct|flue|system|ventilation|fan)|extractor|ventilation|\\bplant\\b(?! (?:nursery|hire))|\\bflues?\\b|chiller|\\batm\\b|cash machine|satellite dish|\\bcctv\\b|floodlight|lighting|generator|air handling|\\bducting\\b',
  },
  {
    slug: 'minerals-waste',
    triggers: [
      'mineral',
      'quarr',
      'extraction',
      'sand and gravel',
      'landfill',
      'waste',
      'recycling',
      'incinerat',
      'mrf',
      'aggregate',
      'skip hire',
      'scrap',
      'end of life vehicle',
    ],
    match:
      'mineral|quarry|quarrying|extraction of (?:sand|gravel|clay|stone|coal|aggregate)|(?:rock|stone|sand|gravel|clay|peat|coal) extraction|sand and gravel|landfill|waste (?:transfer|management|recycling|treatment|facility|processing|disposal)|recycling (?:facility|centre|plant)|energy from waste|incinerat|\\bmrf\\b|inert waste|aggregates?\\b|skip hire|scrap ?yard|end of life vehicle',
  },
  {
    slug: 'infrastructure',
    works: true,
    triggers: [
      'station',
      'sub',
      'sew',
      'water',
      'highway',
      'road',
      'railway',
      'bridge',
      'pipe',
      'cable',
      'electric',
      'gas',
      'flood',
      'drainage',
      'junction',
      'roundabout',
      'cycle',
      'foot',
      'bus',
      'overhead',
    ],
    match:
      'substation|sub-station|pumping station|sewage|sewer|wastewater|water treatment|highways?\\b|road (?:scheme|improvement|widening)|railway|\\bbridge|pipeline|\\bcables?\\b|electricity|gas (?:governor|main|pipe)|flood (?:defence|alleviation|wall)|drainage (?:scheme|works)|\\bjunction|roundabout|cycle ?(?:way|path|lane)|footpath|footbridge|\\bbus (?:station|stop|shelter)|overhead lines?',
  },
  {
    slug: 'demolition',
    works: true,
    triggers: ['demoli'],
    match: 'demoli',
  },
  {
    slug: 'other',
  },
];
