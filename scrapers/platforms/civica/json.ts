// The Civica W2 JSON API as its answers read (../shared/fixtures/portals/civica: Gateshead's search
// and document list, Conwy's document list and empty search):
// - keyobject/pagedsearch answers {"KeyObjects":[...],"TotalRows":n}; each key object is one case,
//   its fields an Items array of {FieldName, Label, Value, DataType}, with KeyNumber (the case's
//   key), KeyObjectType (the ref type, e.g. GFPlanning) and DisplayTitle/Description. A saved
//   single result may be the bare KeyObjects array (Gateshead's file);
// - doc/list answers {"CompleteDocument":[...],"RowCount":"n"}: DocNo, DocDesc (the document type
//   as filed), Title (the description, often empty), DocCategory, and .NET dates with seven-digit
//   fractions, where 0001-01-01T00:00:00 means "no date" (with a *Specified: false flag beside
//   LetterDate, ReceivedDate and the like);
// - a fault is a JSON object with a message and a LogRef (served with 500 and sometimes 200).
// Values are the council's, verbatim; nothing is normalised here.
import type { RawDate } from '../../contract.js';
import { clean } from '../../kit/text.js';

export interface CivicaItem {
  fieldName: string;
  label: string;
  value: string;
}

export interface CivicaKeyObject {
  keyNumber: string | null;
  refType: string | null;
  title: string | null;
  description: string | null;
  items: CivicaItem[];
}

export interface CivicaSearch {
  objects: CivicaKeyObject[];
  /** TotalRows where the answer states it; a bare array is its own total. */
  total: number | null;
}

export interface CivicaDocRecord {
  docNo: string | null;
  docDesc: string | null;
  title: string | null;
  category: string | null;
  typeCode: string | null;
  docDate: string | null;
  receivedDate: string | null;
  fileName: string | null;
}

export interface CivicaDocList {
  documents: CivicaDocRecord[];
  rowCount: number | null;
}

export type CivicaJsonKind = 'search' | 'no-results' | 'documents' | 'error' | 'unknown';

export interface CivicaJson {
  kind: CivicaJsonKind;
  search?: CivicaSearch;
  documents?: CivicaDocList;
  /** The fault's message, for kind error. */
  message?: string;
}

type Obj = Record<string, unknown>;

function str(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const s = typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;
  return s === null ? null : s;
}

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A JSON text's value, or undefined when the text is not JSON (an HTML page, a gate, a block). */
export function readJson(text: string): unknown {
  const t = text.replace(/^\uFEFF/, '').trimStart();
  if (!t.startsWith('{') && !t.startsWith('[')) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

function keyObject(o: Obj): CivicaKeyObject | null {
  if (!Array.isArray(o.Items)) return null;
  const items: CivicaItem[] = [];
  for (const it of o.Items) {
    if (!isObj(it)) continue;
    items.push({
      fieldName: str(it.FieldName) ?? '',
      label: clean(str(it.Label)),
      value: str(it.Value) ?? '',
    });
  }
  return {
    keyNumber: str(o.KeyNumber),
    refType: str(o.KeyObjectType),
    title: str(o.DisplayTitle),
    description: str(o.Description),
    items,
  };
}

function docRecord(o: Obj): CivicaDocRecord {
  return {
    docNo: str(o.DocNo),
    docDesc: str(o.DocDesc),
    title: str(o.Title),
    category: str(o.DocCategory),
    typeCode: str(o.TypeCode),
    docDate: str(o.DocDate),
    receivedDate: o.ReceivedDateSpecified === false ? null : str(o.ReceivedDate),
    fileName: str(o.FileName),
  };
}

/** What a Civica JSON answer is, and what it holds. */
export function classifyCivicaJson(value: unknown): CivicaJson {
  if (Array.isArray(value)) {
    const objects = value.filter(isObj).map(keyObject);
    if (objects.length > 0 && objects.every((o) => o !== null)) {
      return { kind: 'search', search: { objects: objects as CivicaKeyObject[], total: objects.length } };
    }
    return { kind: 'unknown' };
  }
  if (!isObj(value)) return { kind: 'unknown' };
  if (Array.isArray(value.KeyObjects)) {
    const objects = value.KeyObjects.filter(isObj).map(keyObject);
    if (objects.some((o) => o === null)) return { kind: 'unknown' };
    const total = typeof value.TotalRows === 'number' ? value.TotalRows : Number(str(value.TotalRows));
    const search = {
      objects: objects as CivicaKeyObject[],
      total: Number.isFinite(total) ? total : null,
    };
    return { kind: objects.length === 0 ? 'no-results' : 'search', search };
  }
  if (Array.isArray(value.CompleteDocument)) {
    const rowCount = Number(str(value.RowCount));
    return {
      kind: 'documents',
      documents: {
        documents: value.CompleteDocument.filter(isObj).map(docRecord),
        rowCount: Number.isFinite(rowCount) ? rowCount : null,
      },
    };
  }
  const message = str(value.Message) ?? str(value.ExceptionMessage) ?? str(value.message);
  if (message !== null || 'LogRef' in value) {
    return { kind: 'error', message: message ?? `Civica fault (LogRef ${str(value.LogRef) ?? '?'})` };
  }
  return { kind: 'unknown' };
}

/**
 * A .NET date of the document store ("2024-12-10T10:48:33.0000000") as its calendar day; null for
 * the 0001-01-01 sentinel that means "no date", and for anything else that is not a date.
 */
export function civicaJsonDate(s: string | null | undefined): RawDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T|$)/.exec((s ?? '').trim());
  if (!m || Number(m[1]) < 1900) return null;
  return { date: `${m[1]}-${m[2]}-${m[3]}`, precision: 'day' };
}
