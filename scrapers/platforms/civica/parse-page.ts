// One saved Civica page or API answer on its own (`plandata parse`, the conformance suite): its
// kind and what its parser reads. Null for what is not Civica's: JSON that is none of the API's
// answers, and HTML without Civica's marks (a block page or gate in front of another platform).
import type { FetchedPage, ParsedPage } from '../../contract.js';
import { detectCivicaPage, hasCivicaMarks, readSettings } from './detect.js';
import { parseDetails, parseList, parseSearchForm } from './parse-html.js';
import { CIVICA, apiBase, civicaDocuments, keyObjectFields } from './record.js';

export function parseCivicaPage(text: string, url: string): ParsedPage | null {
  const d = detectCivicaPage(text, url);
  const out = (data: unknown): ParsedPage => ({ platform: CIVICA, kind: d.kind, data });
  switch (d.kind) {
    case 'search':
    case 'no-results': {
      const s = d.json!.search!;
      return out({
        total: s.total,
        cases: s.objects.map((o) => {
          const f = keyObjectFields(o);
          return { key_number: o.keyNumber, ref_type: o.refType, ...f };
        }),
      });
    }
    case 'documents':
      return out({
        row_count: d.json!.documents!.rowCount,
        documents: civicaDocuments(d.json!.documents!, apiBase(url)),
      });
    case 'error':
      return d.json || hasCivicaMarks(text) ? out({ message: d.json?.message ?? null }) : null;
    case 'landing':
      return out(readSettings(text, url));
    case 'search-form':
      return out(parseSearchForm(d.doc!, url));
    case 'results':
      return out(parseList(d.doc!, url));
    case 'details':
      return out(parseDetails(d.doc!));
    case 'gate':
    case 'blocked':
      return hasCivicaMarks(text) ? out(null) : null;
    default:
      return null;
  }
}

/** The adapter's parsePage. */
export function civicaPageOf(page: FetchedPage): ParsedPage | null {
  return parseCivicaPage(page.text, page.finalUrl || page.url);
}
