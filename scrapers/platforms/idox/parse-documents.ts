// The Documents tab (activeTab=documents): table#Documents with a header row naming the columns.
// Columns differ by council and version (Halton 2022: Date Published, Document Type, Measure,
// Description, View; older portals add a checkbox and Drawing Number), so cells are read by the
// header text, not by position. Some councils group rows under a full-width heading row.
import type { RawDocument } from '../../contract.js';
import { LayoutChangedError } from '../../errors.js';
import { asDoc, childElements, firstDescendant, type PageInput } from './dom.js';
import { readStepper, readTabs } from './fields.js';
import type { RawDate } from '../../contract.js';
import { absUrl, clean, cleanOrNull, parseIdoxDate } from './text.js';

export interface IdoxDocuments {
  keyval: string | null;
  reference: string | null;
  documents: RawDocument[];
  /** Document types offered by the filter, in the portal's order. */
  types: string[];
  /** The progress stepper's dates where the theme shows one (step name to date). */
  stepper: Record<string, RawDate>;
  /** The coloured outcome badge some themes print beside the address ("Approved"). */
  badge: string | null;
}

type Column = 'date' | 'type' | 'title' | 'drawing' | 'view' | 'other';

function columnOf(header: string): Column {
  const h = header.toLowerCase();
  if (/date/.test(h)) return 'date';
  if (/drawing/.test(h)) return 'drawing';
  if (/type/.test(h)) return 'type';
  if (/description|document name|title/.test(h)) return 'title';
  if (/view/.test(h)) return 'view';
  return 'other';
}

function badgeOf($: ReturnType<typeof asDoc>): string | null {
  return cleanOrNull($('.addressCrumb [class^="badge"]').first().text());
}

export function parseDocuments(input: PageInput, url: string): IdoxDocuments {
  const $ = asDoc(input);
  const table = $('table#Documents').first();
  const tabs = readTabs($, url);
  const reference =
    cleanOrNull($('.addressCrumb .caseNumber').first().text()) ??
    cleanOrNull($('input[name="caseNumber"]').attr('value'));
  const types: string[] = [];
  $('select#documentType option').each((_, o) => {
    const v = $(o).attr('value');
    if (v && v !== '0') types.push(clean($(o).text()));
  });
  if (table.length === 0) {
    const text = clean($('.tabcontainer').text());
    if (/no documents/i.test(text) || tabs.counts['Documents'] === 0) {
      return {
        keyval: tabs.keyval,
        reference,
        documents: [],
        types,
        stepper: readStepper($),
        badge: badgeOf($),
      };
    }
    throw new LayoutChangedError('Idox documents tab without table#Documents', {
      url,
      pageKind: 'documents',
    });
  }

  let columns: Column[] = [];
  let group: string | null = null;
  const documents: RawDocument[] = [];
  // Cells are read as text straight from the nodes ($.text), not through a Cheerio object each.
  table.find('tr').each((_, tr) => {
    const ths = childElements(tr, 'th');
    const tds = childElements(tr, 'td');
    if (ths.length > 1 && tds.length === 0) {
      columns = ths.map((th) => columnOf(clean($.text([th]))));
      return;
    }
    if (tds.length + ths.length === 1) {
      group = cleanOrNull($.text([tr]));
      return;
    }
    if (tds.length === 0) return;
    const cell = (col: Column): string | null => {
      const i = columns.indexOf(col);
      return i >= 0 && i < tds.length ? cleanOrNull($.text([tds[i]])) : null;
    };
    const viewIndex = columns.indexOf('view');
    const viewLink = viewIndex >= 0 && viewIndex < tds.length ? firstDescendant(tds[viewIndex], 'a') : null;
    const link =
      viewLink?.attribs.href ??
      $(tr).find('a[href*="/files/"]').attr('href') ??
      $(tr).find('a[title="View Document"]').attr('href');
    const title = cell('title');
    if (!title && !link) return;
    documents.push({
      title: title ?? '',
      type: cell('type'),
      date: parseIdoxDate(cell('date'))?.date ?? null,
      url: absUrl(link, url),
      group,
      drawing_number: cell('drawing'),
    });
  });
  return { keyval: tabs.keyval, reference, documents, types, stepper: readStepper($), badge: badgeOf($) };
}
