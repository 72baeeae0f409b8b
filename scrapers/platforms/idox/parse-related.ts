// The Related Cases tab (applicationDetails.do?activeTab=relatedCases, and the same tab of a
// property): one div per kind of case, id="Property", "Application", "Appeal", "Enforcement",
// "BuildingControl", ... each holding a ul of entries. Applications are listed with the results
// markup (link, p.address, p.metaInfo); properties as a link whose text is the address.
import type { RawRelated } from '../../contract.js';
import type { AnyNode } from 'domhandler';
import { asDoc, type CheerioAPI, type PageInput } from './dom.js';
import { absUrl, clean, cleanOrNull, keyValFromUrl } from './text.js';

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

function metaOf($: CheerioAPI, li: AnyNode): Record<string, string> {
  const out: Record<string, string> = {};
  const text = $(li).find('p.metaInfo').text();
  for (const part of text.split('|')) {
    const t = clean(part);
    const i = t.indexOf(':');
    if (i > 0) out[clean(t.slice(0, i))] = clean(t.slice(i + 1));
  }
  return out;
}

export function parseRelated(input: PageInput, url: string): IdoxRelated {
  const $ = asDoc(input);
  const cases: RawRelated[] = [];
  const properties: IdoxRelatedProperty[] = [];
  const divs = $('.tabcontainer').length ? $('.tabcontainer div[id]') : $('div[id]');
  divs.each((_, div) => {
    const id = $(div).attr('id') ?? '';
    const items = $(div).children('ul').children('li');
    if (items.length === 0) return;
    const kind = kindOf(id);
    items.each((_, li) => {
      const a = $(li).find('a').first();
      const link = absUrl(a.attr('href'), url);
      if (kind === 'property') {
        const address = clean(a.text() || $(li).text());
        if (address) properties.push({ address, url: link, keyval: keyValFromUrl(link) });
        return;
      }
      const meta = metaOf($, li);
      const reference = meta['Ref. No'] ?? meta['Ref No'] ?? meta['Reference'] ?? null;
      if (!reference) return;
      cases.push({
        reference,
        url: link,
        kind,
        description: cleanOrNull(a.text()),
        status: meta['Status'] ?? null,
      });
    });
  });
  return { cases, properties };
}
