// The Related Cases tab (applicationDetails.do?activeTab=relatedCases, and the same tab of a
// property): one div per kind of case, id="Property", "Application", "Appeal", "Enforcement",
// "BuildingControl", ... each holding a ul of entries. Applications are listed with the results
// markup (link, p.address, p.metaInfo); properties as a link whose text is the address.
import type { RawRelated } from '../../contract.js';
import { asDoc, type PageInput } from './page.js';
import { type El, type HtmlIndex } from '../../kit/html.js';
import { absUrl, clean, cleanOrNull } from '../../kit/text.js';
import { keyValFromUrl } from './text.js';

export interface IdoxRelatedProperty {
  address: string;
  url: string | null;
  keyval: string | null;
}

export interface IdoxRelated {
  cases: RawRelated[];
  properties: IdoxRelatedProperty[];
}

function kindOf(id: string): string {
  return id
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

function metaOf(doc: HtmlIndex, li: El): Record<string, string> {
  const out: Record<string, string> = {};
  // `$(li).find('p.metaInfo').text()`
  const text = doc.textOfAll(doc.find([li], (e) => doc.names[e] === 'p' && doc.hasClass(e, 'metaInfo')));
  for (const part of text.split('|')) {
    const t = clean(part);
    const i = t.indexOf(':');
    if (i > 0) out[clean(t.slice(0, i))] = clean(t.slice(i + 1));
  }
  return out;
}

export function parseRelated(input: PageInput, url: string): IdoxRelated {
  const doc = asDoc(input);
  const { names } = doc;
  const cases: RawRelated[] = [];
  const properties: IdoxRelatedProperty[] = [];
  // `.tabcontainer div[id]` where the page has a .tabcontainer, else every `div[id]`
  const containers = doc.byClass('tabcontainer');
  const isDivWithId = (e: El) => names[e] === 'div' && doc.attr(e, 'id') !== undefined;
  const divs =
    containers.length > 0
      ? doc.find(containers, isDivWithId)
      : names.flatMap((_, e) => (isDivWithId(e) ? [e] : []));
  for (const div of divs) {
    const id = doc.attr(div, 'id') ?? '';
    // `$(div).children('ul').children('li')`
    const items = doc.children(div, 'ul').flatMap((ul) => doc.children(ul, 'li'));
    if (items.length === 0) continue;
    const kind = kindOf(id);
    for (const li of items) {
      const a = doc.firstNamed(li, 'a');
      const aText = a >= 0 ? doc.textOf(a) : '';
      const link = absUrl(a >= 0 ? doc.attr(a, 'href') : undefined, url);
      if (kind === 'property') {
        const address = clean(aText || doc.textOf(li));
        if (address) properties.push({ address, url: link, keyval: keyValFromUrl(link) });
        continue;
      }
      const meta = metaOf(doc, li);
      const reference = meta['Ref. No'] ?? meta['Ref No'] ?? meta['Reference'] ?? null;
      if (!reference) continue;
      cases.push({
        reference,
        url: link,
        kind,
        description: cleanOrNull(aText),
        status: meta['Status'] ?? null,
      });
    }
  }
  return { cases, properties };
}
