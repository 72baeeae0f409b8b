// The Documents tab (activeTab=documents): table#Documents with a header row naming the columns.
// Columns differ by council and version (Halton 2022: Date Published, Document Type, Measure,
// Description, View; older portals add a checkbox and Drawing Number), so cells are read by the
// header text, not by position. Some councils group rows under a full-width heading row.
import type { RawDocument } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { asDoc, type PageInput } from './page.js';
import { firstTagWithId, inputNamed, optionsOf, type El, type HtmlIndex } from '../../kit/html.js';
import { caseNumber, readStepper, readTabs, tabsKeyval } from './fields.js';
import type { RawDate } from '../../contract.js';
import { absUrl, clean, cleanOrNull } from '../../kit/text.js';
import { parseUkDate } from '../../kit/dates.js';

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

/** `.addressCrumb [class^="badge"]`: the first badge's text. */
function badgeOf(doc: HtmlIndex): string | null {
  const badge = doc.find(doc.byClass('addressCrumb'), (e) => !!doc.attr(e, 'class')?.startsWith('badge'))[0];
  return badge === undefined ? null : cleanOrNull(doc.textOf(badge));
}

/** `input[name=caseNumber]`'s value: the reference when the crumb has none. */
function caseInputValue(doc: HtmlIndex): string | null {
  const input = inputNamed(doc, 'caseNumber');
  return cleanOrNull(input >= 0 ? doc.attr(input, 'value') : undefined);
}

/** The first link under `tr` passing `test` on its href (`$(tr).find('a[...]').attr('href')`). */
function rowLink(doc: HtmlIndex, tr: El, test: (a: El) => boolean): string | undefined {
  const a = doc.firstDescendant(tr, (e) => doc.names[e] === 'a' && test(e));
  return a >= 0 ? doc.attr(a, 'href') : undefined;
}

export function parseDocuments(input: PageInput, url: string): IdoxDocuments {
  const doc = asDoc(input);
  const { names } = doc;
  const table = firstTagWithId(doc, 'table', 'Documents');
  const keyval = tabsKeyval(doc, url);
  const reference = caseNumber(doc) ?? caseInputValue(doc);
  const types: string[] = [];
  for (const o of optionsOf(doc, 'documentType')) {
    const v = doc.attr(o, 'value');
    if (v && v !== '0') types.push(clean(doc.textOf(o)));
  }
  if (table < 0) {
    const text = clean(doc.textOfAll(doc.byClass('tabcontainer')));
    if (/no documents/i.test(text) || readTabs(doc, url).counts['Documents'] === 0) {
      return {
        keyval,
        reference,
        documents: [],
        types,
        stepper: readStepper(doc),
        badge: badgeOf(doc),
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
  for (const tr of doc.find([table], (e) => names[e] === 'tr')) {
    const ths = doc.children(tr, 'th');
    const tds = doc.children(tr, 'td');
    if (ths.length > 1 && tds.length === 0) {
      columns = ths.map((th) => columnOf(clean(doc.textOf(th))));
      continue;
    }
    if (tds.length + ths.length === 1) {
      group = cleanOrNull(doc.textOf(tr));
      continue;
    }
    if (tds.length === 0) continue;
    const cell = (col: Column): string | null => {
      const i = columns.indexOf(col);
      return i >= 0 && i < tds.length ? cleanOrNull(doc.textOf(tds[i])) : null;
    };
    const viewIndex = columns.indexOf('view');
    const viewLink = viewIndex >= 0 && viewIndex < tds.length ? doc.firstNamed(tds[viewIndex], 'a') : -1;
    const link =
      (viewLink >= 0 ? doc.attr(viewLink, 'href') : undefined) ??
      rowLink(doc, tr, (a) => !!doc.attr(a, 'href')?.includes('/files/')) ??
      rowLink(doc, tr, (a) => doc.attr(a, 'title') === 'View Document');
    const title = cell('title');
    if (!title && !link) continue;
    documents.push({
      title: title ?? '',
      type: cell('type'),
      date: parseUkDate(cell('date'))?.date ?? null,
      url: absUrl(link, url),
      group,
      drawing_number: cell('drawing'),
    });
  }
  return { keyval, reference, documents, types, stepper: readStepper(doc), badge: badgeOf(doc) };
}
