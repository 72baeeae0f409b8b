// One saved OcellaWeb page on its own (`plandata parse`, the conformance suite): its kind and what
// its parser reads; null for a page without OcellaWeb's marks.
import type { FetchedPage, ParsedPage } from '../../contract.js';
import { detectOcellaPage, hasOcellaMarks } from './detect.js';
import { parseDetails, parseDocuments, parseResults, parseSearchForm } from './parse.js';
import { OCELLA, readOcellaFields } from './record.js';

export function parseOcellaPage(text: string, url: string): ParsedPage | null {
  if (!hasOcellaMarks(text)) return null;
  const { kind, doc } = detectOcellaPage(text);
  const out = (data: unknown): ParsedPage => ({ platform: OCELLA, kind, data });
  switch (kind) {
    case 'documents':
      return out({ documents: parseDocuments(doc, url) });
    case 'details': {
      const d = parseDetails(doc, url);
      return out({ ...readOcellaFields(d.rows), documents_form: d.documentsForm });
    }
    case 'results':
      return out(parseResults(doc, url));
    case 'search-form':
    case 'no-results':
      return out(parseSearchForm(doc, url));
    case 'unknown':
      return null;
    default:
      return out(null);
  }
}

export function ocellaPageOf(page: FetchedPage): ParsedPage | null {
  return parseOcellaPage(page.text, page.finalUrl || page.url);
}
