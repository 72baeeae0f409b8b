// commercial, commercial_work, commercial_use_class (spec 2.2). commercial is null until there is a
// description to read; commercial_work says what the scheme does to commercial space:
//   new           a new commercial building or unit
//   extension     an extension of commercial premises
//   to-commercial a change of use into commercial use from a non-commercial use (homes, community, farm)
//   between       a change between two commercial uses (shop to restaurant)
//   loss          commercial space changed to homes or another non-commercial use
//   minor         shopfronts, signs, plant, ATMs, alterations to commercial premises
import type { CommercialWork } from '../../core/domain/planning/vocabulary.js';

// Commercial uses: shops, food and drink, offices, industry, storage, hotels, commercial leisure and
// the sui generis commercial uses, with the use classes that name them (old A/B and 2020 E classes).
const COMMERCIAL =
  /\b(?:retail|shops?|supermarket|food ?store|convenience store|showroom|restaurant|caf[eé]s?|public house|pubs?|bars?|takeaway|take-away|hot food|hotel|guest ?house|bed and breakfast|b&b|offices?|industrial|warehous\w*|storage and distribution|factory|workshops?|logistics|distribution (?:centre|unit)|depot|manufactur\w*|business(?:es)?|commercial|trade counter|car wash|hand car wash|nightclub|night club|casino|amusement arcade|betting (?:shop|office)|launderette|nail bar|beauty salon|hair(?:dresser|dressing)? salon|barbers?|tattoo|massage|gym|fitness (?:centre|studio)|petrol (?:filling )?station|garage (?:workshop|business)|car sales|vehicle (?:repair|sales)|mot|kennels|cattery|cinema|bowling|pharmacy|bank|estate agents?|veterinary|vets|dental (?:practice|surgery)|data centre|self[- ]storage|storage units?|garden centre|micro-?brewery|brewery|distillery|units? (?:for|within) class [eb])\b|\b(?:use )?class(?:es)? (?:e|b[128]|a[1-5]|c1)\b|\((?:use class )?(?:e|b[128]|a[1-5]|c1)(?:\([a-z]+\))*\)|\b(?:b1|b2|b8)\b|e\([a-g]\)/;
const NON_COMMERCIAL_USE =
  /\b(?:dwellings?|dwelling ?house|houses?|homes?|flats?|apartments?|maisonettes?|residential|c3|c4|hmo|house in multiple occupation|bungalow|student|care home|church|mosque|place of worship|community|school|nursery|agricultur\w*|barn|stables?|equestrian|garden|amenity land|open space|land|sui generis hmo)\b/;
const RESIDENTIAL_TARGET =
  /\b(?:dwellings?|dwelling ?house|houses?|homes?|flats?|apartments?|maisonettes?|residential|c3|c4|hmo|house in multiple occupation|bungalow|student|care home|live[- ]work)\b/;
const CHANGE =
  /(?:change of use|changes of use|conversion|convert(?:ing)?|use)\b(?: of)?([^.;]*?)\b(?:from|of)\b([^.;]*?)\b(?:to|into|as)\b([^.;]*)|(?:change of use|conversion|convert(?:ing)?)\b(?: of)?([^.;]*?)\b(?:to|into)\b([^.;]*)|\bclass (?:ma|q|r|o|m|p|pa)\b/;
const NEW_BUILD =
  /(?:erection|construction|new build|build|provision|development) (?:of )?(?:an? |\d+ (?:x |no\.? )?|new |two |three |four |replacement |detached |single storey |two storey |\d storey )*(?:[\w-]+ ){0,3}?(?:buildings? |units? |premises |blocks? )?(?:for|comprising|to provide|(?=[\w ]*(?:retail|shops?|restaurant|caf[eé]|pub|hotel|offices?|industrial|warehouse|factory|workshops?|unit|units|store|supermarket|drive[- ]thru|commercial)))/;
const EXTENSION = /extension|extend|enlargement|mezzanine|additional floorspace/;
const MINOR =
  /shop ?front|\bsigns?\b|signage|advertisement|fascia|\batm\b|cash machine|plant|air[- ]conditioning|condenser|extract|flue|ventilation|shutters?|canopy|awning|alterations?|refurbishment|fit[- ]out|cladding|windows?|doors?|ramp|cctv|lighting|bin store|cycle store|rooflights?|solar|louvres?|satellite|telecom|antenna|ev charg/;

const USE_CLASS =
  /\b(?:use )?class(?:es)?\s+(e\s?(?:\([a-g]\)(?:\s?\((?:i{1,3}|iv|v)\))?)?|b[128]|a[1-5]|c1|sui generis|f[12](?:\([a-g]\))?)(?![a-z0-9])|\(\s?(e\s?(?:\([a-g]\)(?:\s?\((?:i{1,3}|iv|v)\))?)?|b[128]|a[1-5]|c1|sui generis)\s?\)|\b(b[128]|a[1-5])\b|\b(e\([a-g]\)(?:\((?:i{1,3}|iv|v)\))?)|\b(sui generis)\b/g;
const COMMERCIAL_CLASS = /^(?:e|e\(.+|b[128]|a[1-5]|c1|sui generis)$/;

function formatClass(raw: string): string {
  const t = raw.replace(/\s+/g, '');
  if (t === 'suigeneris') return 'Sui Generis';
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Commercial use class stated, preferring the one after "to" in a change of use. */
export function useClassFrom(d: string, after = 0): string | null {
  USE_CLASS.lastIndex = after;
  let first: string | null = null;
  let m: RegExpExecArray | null;
  while ((m = USE_CLASS.exec(d)) !== null) {
    const raw = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]).trim();
    if (!COMMERCIAL_CLASS.test(raw.replace(/\s+/g, ' '))) continue;
    first = formatClass(raw);
    break;
  }
  return first;
}

export interface CommercialResult {
  commercial: boolean | null;
  commercial_work: CommercialWork | null;
  commercial_use_class: string | null;
}

// Offices and gyms inside a home are not commercial space.
const DOMESTIC_WORDING =
  /home office|garden office|office (?:in|within) (?:the )?(?:garden|dwelling|outbuilding|rear garden)|home gym|gym (?:room|building|in the garden)|outbuilding for use as (?:a )?(?:gym|office)/g;

export function commercialFrom(text: string): CommercialResult {
  const d = text.replace(DOMESTIC_WORDING, ' ');
  if (!d) return { commercial: null, commercial_work: null, commercial_use_class: null };
  const change = CHANGE.exec(d);
  if (change) {
    if (/^class (?:ma|o|m|pa)$/.test(change[0])) {
      return { commercial: true, commercial_work: 'loss', commercial_use_class: useClassFrom(d) };
    }
    const fromText = change[2] ?? change[4] ?? '';
    const toText = change[3] ?? change[5] ?? '';
    const fromCommercial =
      COMMERCIAL.test(fromText) && !RESIDENTIAL_TARGET.test(fromText.replace(/\(.*?\)/g, ''));
    const toCommercial =
      COMMERCIAL.test(toText) && !RESIDENTIAL_TARGET.test(toText.split(/,| and | with /)[0]);
    const toPos = d.indexOf(toText, change.index);
    if (fromCommercial && toCommercial) {
      return {
        commercial: true,
        commercial_work: 'between',
        commercial_use_class: useClassFrom(d, toPos) ?? useClassFrom(d),
      };
    }
    if (
      fromCommercial &&
      !toCommercial &&
      (RESIDENTIAL_TARGET.test(toText) || NON_COMMERCIAL_USE.test(toText))
    ) {
      return {
        commercial: true,
        commercial_work: 'loss',
        commercial_use_class: useClassFrom(d.slice(0, toPos)),
      };
    }
    if (toCommercial) {
      return {
        commercial: true,
        commercial_work: 'to-commercial',
        commercial_use_class: useClassFrom(d, toPos) ?? useClassFrom(d),
      };
    }
  }
  if (!COMMERCIAL.test(d)) return { commercial: false, commercial_work: null, commercial_use_class: null };
  const useClass = useClassFrom(d);
  let work: CommercialWork | null = null;
  if (NEW_BUILD.test(d) && !/extension to|extensions to/.test(d.slice(0, 40))) work = 'new';
  else if (EXTENSION.test(d)) work = 'extension';
  else if (MINOR.test(d)) work = 'minor';
  return { commercial: true, commercial_work: work, commercial_use_class: useClass };
}
