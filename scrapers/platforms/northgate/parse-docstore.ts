// The NEC (ex-Northgate) PublicAccess_Live document store's list of one application's documents.
// The page is a shell; its rows sit in a script as `var model = {"FlexibleColumns":[...],
// "Rows":[...],"PageHeader":"Documents for reference 19/01957/FUL",...}` (Doncaster, Blackburn,
// Runnymede). Columns vary by council (Blackburn adds Folder1_Ref, Doncaster calls Doc_Ref2
// "Public Access Info"); Date_Received is always month first, "10/22/2021 00:00:00", whatever the
// page's display format. A document opens at viewDocumentUrl?id=<Guid>.
import type { RawDocument } from '../../contract.js';
import { parseRegisterDate } from '../../kit/dates.js';
import { LayoutChangedError } from '../../kit/errors.js';
import type { HtmlIndex } from '../../kit/html.js';
import { absUrl, clean, cleanOrNull } from '../../kit/text.js';
import { asDoc, type PageInput } from './page.js';

export interface NecColumn {
  Column: string;
  ColumnHeader: string;
  ColumnType?: string;
}

export interface NorthgateDocstore {
  /** "Documents for reference 19/01957/FUL" -> 19/01957/FUL; else the rows' Folder1_Ref. */
  reference: string | null;
  page_header: string | null;
  columns: NecColumn[];
  documents: RawDocument[];
}

/** The JSON object assigned to `var <name>` in `script`, read to its matching brace. */
export function scriptObject(script: string, name: string): unknown {
  const m = new RegExp(`var\\s+${name}\\s*=\\s*\\{`).exec(script);
  if (!m) return undefined;
  const start = m.index + m[0].length - 1;
  let depth = 0;
  let inString = false;
  for (let i = start; i < script.length; i++) {
    const c = script[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return JSON.parse(script.slice(start, i + 1));
  }
  return undefined;
}

/** `var <name> = '<value>';` (or double-quoted) in the script. */
function scriptString(script: string, name: string): string | null {
  const m = new RegExp(`var\\s+${name}\\s*=\\s*(['"])(.*?)\\1`).exec(script);
  return m ? m[2] : null;
}

function modelScript(doc: HtmlIndex): string | null {
  for (const s of doc.byTag('script')) {
    const t = doc.textOf(s);
    if (/var\s+model\s*=\s*\{/.test(t)) return t;
  }
  return null;
}

interface Model {
  FlexibleColumns?: NecColumn[];
  Rows?: Record<string, unknown>[];
  PageHeader?: string;
}

export function parseDocstore(input: PageInput, url: string): NorthgateDocstore {
  const doc = asDoc(input);
  const script = modelScript(doc);
  let model: Model | undefined;
  try {
    model = script === null ? undefined : (scriptObject(script, 'model') as Model | undefined);
  } catch {
    model = undefined;
  }
  if (!model || !Array.isArray(model.Rows))
    throw new LayoutChangedError('NEC document store page without its model rows', {
      url,
      pageKind: 'documents',
    });
  const view = scriptString(script!, 'viewDocumentUrl');
  const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const documents: RawDocument[] = model.Rows.map((row) => {
    const type = cleanOrNull(str(row.Doc_Type));
    const described = cleanOrNull(str(row.Doc_Ref2));
    const guid = str(row.Guid);
    const received = parseRegisterDate(str(row.Date_Received), 'mdy');
    return {
      title: described ?? type ?? '',
      type,
      date: received ? received.date : null,
      url: guid && view ? absUrl(`${view}?id=${encodeURIComponent(guid)}`, url) : null,
      group: null,
      drawing_number: null,
    };
  });
  const header = cleanOrNull(model.PageHeader ?? null);
  const fromHeader = header
    ? /documents for (?:reference|application)\s+(.+)$/i.exec(header)?.[1]
    : undefined;
  const folder = model.Rows.map((r) => clean(str(r.Folder1_Ref))).find((r) => r);
  return {
    reference: cleanOrNull(fromHeader) ?? folder ?? null,
    page_header: header,
    columns: model.FlexibleColumns ?? [],
    documents,
  };
}
