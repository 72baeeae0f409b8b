// Generated INSPIRE GML for the reader tests (test/enrich/inspire-read.test.ts): seeded, so a failure
// can be replayed. Members in the real file's shape (test/synthetic's Land Registry file) and in
// every odd shape the reader has to treat as its regular expressions over the whole file would:
// other and missing prefixes, Unicode spaces where \s is allowed, numbers Number() reads in unusual
// ways, bytes that are not UTF-8, malformed and unclosed members, members split across chunks.

import { prng } from '../../sim/data.js';

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:LR="www.landregistry.gov.uk">\n';

/** A closed ring of `n` corners around x, y in British National Grid metres, as its numbers. */
function ringNumbers(r: () => number, x: number, y: number, n: number, decimals: number): string[] {
  const pts: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const d = 5 + 20 * r();
    pts.push((x + d * Math.cos(a)).toFixed(decimals), (y + d * Math.sin(a)).toFixed(decimals));
  }
  pts.push(pts[0]!, pts[1]!);
  return pts;
}

/** Odd spellings of a number, each of which Number() reads (or refuses) in its own way. */
const ODD_NUMBERS = [
  '+530000',
  '-0',
  '5.3e5',
  '0x81650',
  '530000.',
  '.5',
  '00530000.100',
  '530000.12345678901234567',
  '123456789012345678',
  'Infinity',
  'NaN',
  '1_0',
  '\u22125',
  '5-3',
  '-',
  '.',
  '1.2.3',
  '9007199254740993',
  '0.1',
  '-530000.999',
];

const SPACES = [' ', '  ', '\n', '\t', '\r\n', ',', ' , ', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028'];

/** One member, as text (its \u0000BYTES\u0000 marks become bytes that are not UTF-8: generatedGml). */
function member(r: () => number, i: number): string {
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  // The first member is always well formed: a file's first record decides its format.
  const odd = r() < 0.35 && i > 0;
  const prefix = odd ? pick(['LR:', '', 'ns-1.x:', 'LR:', 'a_b:']) : 'LR:';
  const gml = odd ? pick(['gml:', '', 'g.2:', 'gml:']) : 'gml:';
  const x = 100000 + Math.floor(r() * 500000);
  const y = 50000 + Math.floor(r() * 900000);
  const decimals = Math.floor(r() * 4);
  const rings: string[][] = [ringNumbers(r, x, y, 4 + Math.floor(r() * 26), decimals)];
  if (r() < 0.1) rings.push(ringNumbers(r, x, y, 4, decimals)); // a second ring (the checked way)
  if (odd && r() < 0.3) {
    const ring = rings[0]!;
    ring[Math.floor(r() * ring.length)] = pick(ODD_NUMBERS);
  }
  if (odd && r() < 0.1) rings[0]!.pop(); // an odd count
  if (odd && r() < 0.1) rings[0]![rings[0]!.length - 1] = '1'; // not closed
  const sep = () => (odd && r() < 0.3 ? pick(SPACES) : ' ');
  const posTag = odd && r() < 0.15 ? 'coordinates' : 'posList';
  const ringText = (nums: string[]) => {
    if (posTag === 'coordinates') {
      const pairs: string[] = [];
      for (let k = 0; k + 1 < nums.length; k += 2) pairs.push(`${nums[k]},${nums[k + 1]}`);
      return pairs.join(sep() === ',' ? ' ' : sep().replace(',', ' '));
    }
    return nums.map((v, k) => (k ? sep() : '') + v).join('');
  };
  const attrs = odd
    ? pick(['', ' srsDimension="2"', '\u00a0srsDimension="2"', ' count="5" a="x>y"'])
    : ' srsDimension="2"';
  const ringXml = (nums: string[], k: number) =>
    `<${gml}${k ? 'interior' : 'exterior'}><${gml}LinearRing><${gml}${posTag}${attrs}>${ringText(nums)}</${gml}${posTag}></${gml}LinearRing></${gml}${k ? 'interior' : 'exterior'}>`;
  let geometry = `<${prefix}GEOMETRY><${gml}Polygon srsName="urn:ogc:def:crs:EPSG::27700">${rings.map(ringXml).join('')}</${gml}Polygon></${prefix}GEOMETRY>`;
  if (odd && r() < 0.05) geometry = `<${prefix}GEOMETRY></${prefix}GEOMETRY>`; // no polygon
  if (odd && r() < 0.04) geometry = geometry.replace(`</${gml}${posTag}>`, `<${gml}${posTag}>1 2 3 4`); // a '<' eaten
  if (odd && r() < 0.04) geometry = geometry.replace(`<${gml}${posTag}${attrs}>`, `<${gml}${posTag}/>`);
  if (odd && r() < 0.03) geometry = geometry.replace(`<${gml}${posTag}`, `<${posTag}:${posTag}`);
  const idValue = String(50_000_000 + i);
  let id = `<${prefix}INSPIREID>${idValue}</${prefix}INSPIREID>`;
  if (odd) {
    const k = r();
    if (k < 0.08) id = `<${prefix}INSPIREID>\u00a0${idValue} \n</${prefix}INSPIREID>`;
    else if (k < 0.14) id = `<${prefix}INSPIREID>é${idValue}</${prefix}INSPIREID>`;
    else if (k < 0.18) id = '';
    else if (k < 0.22) id = `${id}<${prefix}INSPIREID>${idValue}9</${prefix}INSPIREID>`;
    else if (k < 0.26) id = `<${prefix}INSPIREID\u3000a="1">${idValue}</${prefix}INSPIREID>`;
    else if (k < 0.3) id = `<${prefix}INSPIREIDX>1</${prefix}INSPIREIDX>${id}`;
    else if (k < 0.33) id = `<${prefix}INSPIREID>\u0000BYTES\u0000${idValue}</${prefix}INSPIREID>`;
  }
  const body =
    odd && r() < 0.3
      ? `\n${id}\n${geometry}\n`
      : `${geometry}\n${id}\n<${prefix}VALIDFROM>2009-08-12T00:00:00</${prefix}VALIDFROM>\n`;
  const openSpace = odd ? pick([' ', '\n', '\u00a0', '\u2003', ' ', '>']) : ' ';
  const open =
    openSpace === '>' ? `<${prefix}PREDEFINED>` : `<${prefix}PREDEFINED${openSpace}gml:id="PREDEFINED.${i}">`;
  const close = odd
    ? pick([
        `</${prefix}PREDEFINED>`,
        `</${prefix}PREDEFINED  >`,
        `</${prefix}PREDEFINED\u00a0>`,
        `</${prefix}PREDEFINED\n>`,
      ])
    : `</${prefix}PREDEFINED>`;
  let m = `<wfs:member>\n${open}\n${body}${close}\n</wfs:member>\n`;
  if (odd && r() < 0.03)
    m = `<wfs:member><${prefix}PREDEFINEDX>not a parcel</${prefix}PREDEFINEDX></wfs:member>\n${m}`;
  if (odd && r() < 0.02) m = `<!-- a comment -->\n${m}`;
  if (odd && r() < 0.02) m = m.replace(`<${prefix}PREDEFINED`, `<:PREDEFINED`);
  return m;
}

/**
 * A whole file of `n` members (bytes: the \u0000BYTES\u0000 marks become bytes that are not UTF-8),
 * the last one cut short when `truncated`.
 */
export function generatedGml(seed: number, n: number, truncated = false): Buffer {
  const r = prng(seed);
  let text = HEAD;
  for (let i = 0; i < n; i++) text += member(r, i);
  text += truncated
    ? '<wfs:member><LR:PREDEFINED gml:id="last"><LR:GEOMETRY><gml:Polygon>'
    : '</wfs:FeatureCollection>\n';
  const parts = text.split('\u0000BYTES\u0000');
  const bad = [
    Buffer.from([0xc3]),
    Buffer.from([0xe2, 0x80]),
    Buffer.from([0xff, 0xfe]),
    Buffer.from([0x80]),
  ];
  return Buffer.concat(
    parts.flatMap((p, k) => (k ? [bad[k % bad.length]!, Buffer.from(p, 'utf8')] : [Buffer.from(p, 'utf8')])),
  );
}
