// Nation of a council (spec 4.1 `nation`: england, scotland, wales, northern-ireland), from its slug or
// name, or from an ONS code (E/W/S/N). Councils outside the UK (Isle of Man, Channel Islands) have none.
import type { Nation } from '../../core/domain/planning/vocabulary.js';

export type { Nation };

const SCOTLAND = [
  'aberdeen',
  'aberdeenshire',
  'angus',
  'argyll-and-bute',
  'clackmannanshire',
  'dumfries-and-galloway',
  'dundee',
  'east-ayrshire',
  'east-dunbartonshire',
  'east-lothian',
  'east-renfrewshire',
  'edinburgh',
  'falkirk',
  'fife',
  'glasgow',
  'highland',
  'inverclyde',
  'midlothian',
  'moray',
  'na-h-eileanan-siar',
  'comhairle-nan-eilean-siar',
  'western-isles',
  'north-ayrshire',
  'north-lanarkshire',
  'orkney',
  'perth-and-kinross',
  'renfrewshire',
  'scottish-borders',
  'shetland',
  'south-ayrshire',
  'south-lanarkshire',
  'stirling',
  'west-dunbartonshire',
  'west-lothian',
  'loch-lomond',
  'cairngorms',
];
const WALES = [
  'blaenau-gwent',
  'bridgend',
  'caerphilly',
  'cardiff',
  'carmarthenshire',
  'ceredigion',
  'conwy',
  'denbighshire',
  'flintshire',
  'gwynedd',
  'isle-of-anglesey',
  'anglesey',
  'merthyr-tydfil',
  'monmouthshire',
  'neath-port-talbot',
  'newport',
  'pembrokeshire',
  'powys',
  'rhondda-cynon-taf',
  'swansea',
  'torfaen',
  'vale-of-glamorgan',
  'wrexham',
  'brecon-beacons',
  'bannau-brycheiniog',
  'pembrokeshire-coast',
  'eryri',
  'snowdonia',
];
const NORTHERN_IRELAND = [
  'antrim-and-newtownabbey',
  'ards-and-north-down',
  'armagh',
  'armagh-city-banbridge-and-craigavon',
  'belfast',
  'causeway-coast-and-glens',
  'derry-and-strabane',
  'derry-city-and-strabane',
  'fermanagh-and-omagh',
  'lisburn-and-castlereagh',
  'mid-and-east-antrim',
  'mid-ulster',
  'newry-mourne-and-down',
  'northern-ireland',
];
const OUTSIDE_UK = [
  'isle-of-man',
  'jersey',
  'guernsey',
  'states-of-jersey',
  'states-of-guernsey',
  'sark',
  'alderney',
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(
      /\b(?:city of|city and county of|county borough council|borough council|district council|city council|county council|council|national park authority|comhairle)\b/g,
      ' ',
    )
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const TABLE = new Map<string, Nation | null>();
for (const s of SCOTLAND) TABLE.set(s, 'scotland');
for (const s of WALES) TABLE.set(s, 'wales');
for (const s of NORTHERN_IRELAND) TABLE.set(s, 'northern-ireland');
for (const s of OUTSIDE_UK) TABLE.set(s, null);

/** Nation from a council slug, name or ONS code; england where the council is none of the others. */
export function nationFromCouncil(council: string | null | undefined): Nation | null {
  if (!council) return null;
  const code = /^([ESWN])\d{8}$/.exec(council.trim().toUpperCase());
  if (code)
    return ({ E: 'england', S: 'scotland', W: 'wales', N: 'northern-ireland' } as const)[
      code[1] as 'E' | 'S' | 'W' | 'N'
    ];
  const s = slug(council);
  if (!s) return null;
  if (TABLE.has(s)) return TABLE.get(s) ?? null;
  // Slugs with a suffix ("fife-council", "cardiff-planning") or names with a prefix.
  for (const [key, nation] of TABLE)
    if (s === key || s.startsWith(`${key}-`) || s.endsWith(`-${key}`)) return nation;
  return 'england';
}
