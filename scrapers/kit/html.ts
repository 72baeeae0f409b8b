// The HTML index every parser reads: one pass of htmlparser2's Parser into a flat index of the
// page's elements, with no DOM objects and no selector engine. The parsers' look-ups are loops
// over this index (bench/ingest-parse.ts; docs/benchmarks/ingest.md: building a domhandler DOM,
// wrapping it in cheerio and compiling selectors was a third of a worker's busy time, and most of
// its garbage). htmlparser2 rather than parse5: it does not invent <tbody>, so the parsers read
// the markup as the portal wrote it. The index holds exactly the elements and text a domhandler
// DOM built by the same parser events would hold, so every look-up below answers what the cheerio
// selector named beside it answered.
import { Parser } from 'htmlparser2';
import { clean } from './text.js';

/** An element of an HtmlIndex: its position in document order. */
export type El = number;

/**
 * A page's elements in document order (each element before its descendants, so an element's
 * subtree is the run of indices up to its `end`), and its text: every text node's data in
 * document order, of which an element's text is one slice.
 */
export class HtmlIndex {
  private constructor(
    /** The text of the whole document (what `$.root().text()` gave). */
    readonly text: string,
    readonly names: readonly string[],
    readonly attribs: readonly Record<string, string>[],
    /** Parent element, -1 at the top. */
    readonly parents: readonly number[],
    /** The last element of each element's subtree (itself when it has no element inside). */
    readonly ends: readonly number[],
    readonly textStarts: readonly number[],
    readonly textEnds: readonly number[],
    private readonly ids: Map<string, El[]>,
    private readonly classes: Map<string, El[]>,
  ) {}

  get size(): number {
    return this.names.length;
  }

  /** Elements whose id is `id`, in document order (`#id`). */
  byId(id: string): readonly El[] {
    return this.ids.get(id) ?? NONE;
  }

  /**
   * Elements with `cls` among their classes, in document order (`.cls`). Classes split as
   * css-select reads them: on whitespace, case-sensitive (these pages are not in quirks mode).
   */
  byClass(cls: string): readonly El[] {
    return this.classes.get(cls) ?? NONE;
  }

  /** Elements named `name`, in document order. */
  byTag(name: string): El[] {
    const out: El[] = [];
    for (let e = 0; e < this.names.length; e++) if (this.names[e] === name) out.push(e);
    return out;
  }

  attr(e: El, name: string): string | undefined {
    return this.attribs[e][name];
  }

  hasClass(e: El, cls: string): boolean {
    const c = this.attribs[e].class;
    return c !== undefined && hasClassToken(c, cls);
  }

  /** The element's text content (text nodes of its subtree, script and style included). */
  textOf(e: El): string {
    return this.text.slice(this.textStarts[e], this.textEnds[e]);
  }

  /** Text of several elements one after another: what `.text()` of a Cheerio set gives. */
  textOfAll(els: readonly El[]): string {
    let s = '';
    for (const e of els) s += this.textOf(e);
    return s;
  }

  /** Child elements, in order, optionally only those named `name` (`.children(name)`). */
  children(e: El, name?: string): El[] {
    const out: El[] = [];
    const end = this.ends[e];
    for (let c = e + 1; c <= end; c = this.ends[c] + 1)
      if (name === undefined || this.names[c] === name) out.push(c);
    return out;
  }

  /** The first child element named `name`, or -1. */
  firstChild(e: El, name: string): El {
    const end = this.ends[e];
    for (let c = e + 1; c <= end; c = this.ends[c] + 1) if (this.names[c] === name) return c;
    return -1;
  }

  /** The first descendant passing `test` in document order, or -1 (`.find(...).first()`). */
  firstDescendant(e: El, test: (d: El) => boolean): El {
    const end = this.ends[e];
    for (let d = e + 1; d <= end; d++) if (test(d)) return d;
    return -1;
  }

  /** The first descendant named `name`, or -1. */
  firstNamed(e: El, name: string): El {
    const end = this.ends[e];
    for (let d = e + 1; d <= end; d++) if (this.names[d] === name) return d;
    return -1;
  }

  /**
   * Descendants of `roots` passing `test`, each once, in document order: what
   * `$(roots).find(selector)` selects. `roots` are in document order; a root inside an earlier
   * root is walked with it.
   */
  find(roots: readonly El[], test: (d: El) => boolean): El[] {
    const out: El[] = [];
    let walked = -1;
    for (const r of roots) {
      if (r <= walked) continue;
      const end = this.ends[r];
      for (let d = r + 1; d <= end; d++) if (test(d)) out.push(d);
      walked = end;
    }
    return out;
  }

  /** Whether an ancestor of `e` passes `test`. */
  hasAncestor(e: El, test: (a: El) => boolean): boolean {
    for (let p = this.parents[e]; p >= 0; p = this.parents[p]) if (test(p)) return true;
    return false;
  }

  /**
   * Whether `e` sits under a chain of ancestors, nearest first: `inside(e, [b, a])` is the
   * descendant selector `a b e`, with css-select's backtracking (any b that has some a above it).
   */
  inside(e: El, chain: readonly ((a: El) => boolean)[], from = 0): boolean {
    if (from === chain.length) return true;
    for (let p = this.parents[e]; p >= 0; p = this.parents[p]) {
      if (chain[from](p) && this.inside(p, chain, from + 1)) return true;
    }
    return false;
  }

  /**
   * Reads `html` in one pass. The handler takes the same parser events domhandler builds its DOM
   * from (open tag, close tag, text), so the elements, their nesting and their text are those of
   * the DOM the parsers read through cheerio before (test/tools/idox-parity.ts checks it).
   */
  static load(html: string): HtmlIndex {
    let text = '';
    const names: string[] = [];
    const attribs: Record<string, string>[] = [];
    const parents: number[] = [];
    const ends: number[] = [];
    const textStarts: number[] = [];
    const textEnds: number[] = [];
    const ids = new Map<string, El[]>();
    const classes = new Map<string, El[]>();
    const open: El[] = [];
    const parser = new Parser(
      {
        onopentag(name: string, attrs: Record<string, string>) {
          const e = names.length;
          names.push(name);
          attribs.push(attrs);
          parents.push(open.length > 0 ? open[open.length - 1] : -1);
          ends.push(e);
          textStarts.push(text.length);
          textEnds.push(text.length);
          open.push(e);
          const id = attrs.id;
          if (id !== undefined) push(ids, id, e);
          const cls = attrs.class;
          if (cls) {
            if (!WHITESPACE.test(cls)) push(classes, cls, e);
            else for (const c of new Set(cls.split(WHITESPACE_RUN))) if (c) push(classes, c, e);
          }
        },
        onclosetag() {
          const e = open.pop();
          if (e === undefined) return;
          ends[e] = names.length - 1;
          textEnds[e] = text.length;
        },
        ontext(data: string) {
          text += data;
        },
      },
      { xmlMode: false, decodeEntities: true },
    );
    parser.end(html);
    return new HtmlIndex(text, names, attribs, parents, ends, textStarts, textEnds, ids, classes);
  }
}

const NONE: readonly El[] = Object.freeze([]);
const WHITESPACE = /\s/;
const WHITESPACE_RUN = /\s+/;

function push(m: Map<string, El[]>, k: string, e: El): void {
  const list = m.get(k);
  if (list) list.push(e);
  else m.set(k, [e]);
}

function hasClassToken(attr: string, cls: string): boolean {
  if (attr === cls) return true;
  return WHITESPACE.test(attr) && attr.split(WHITESPACE_RUN).includes(cls);
}

/** A page's index, as loaded from its HTML. */
export function loadHtml(html: string): HtmlIndex {
  return HtmlIndex.load(html);
}

/** Elements named `tag` with id `id` (`tag#id`), in document order. */
export function tagWithId(doc: HtmlIndex, tag: string, id: string): El[] {
  return doc.byId(id).filter((e) => doc.names[e] === tag);
}

/** The options of `select#id`, in document order (`$('select#id option')`). */
export function optionsOf(doc: HtmlIndex, selectId: string): El[] {
  return doc.find(tagWithId(doc, 'select', selectId), (e) => doc.names[e] === 'option');
}

/** Whether the page has an element named `tag` with id `id` (`$('tag#id').length > 0`). */
export function hasTagWithId(doc: HtmlIndex, tag: string, id: string): boolean {
  return firstTagWithId(doc, tag, id) >= 0;
}

/** The first element named `tag` with id `id`, or -1 (`$('tag#id').first()`). */
export function firstTagWithId(doc: HtmlIndex, tag: string, id: string): El {
  for (const e of doc.byId(id)) if (doc.names[e] === tag) return e;
  return -1;
}

export interface LabelledRow {
  label: string;
  value: string;
}

/**
 * th/td pairs of a key-value table (on Idox: summary, further information, important dates,
 * property): the rows of every table#`tableId`, the first th and first td child of each tr.
 * Labels are cleaned of trailing colons; values are the text a person reads.
 */
export function labelledRows(doc: HtmlIndex, tableId: string): LabelledRow[] {
  const rows: LabelledRow[] = [];
  const { names } = doc;
  for (const tr of doc.find(tagWithId(doc, 'table', tableId), (e) => names[e] === 'tr')) {
    const th = doc.firstChild(tr, 'th');
    if (th < 0) continue;
    const td = doc.firstChild(tr, 'td');
    if (td < 0) continue;
    const label = clean(doc.textOf(th)).replace(/:$/, '');
    if (label) rows.push({ label, value: clean(doc.textOf(td)) });
  }
  return rows;
}

/** Text of the body elements, else of the whole document (`$('body').text() || $.root().text()`). */
export function bodyText(doc: HtmlIndex): string {
  return doc.textOfAll(doc.byTag('body')) || doc.text;
}

export interface FormSnapshot {
  /** Absolute action URL. */
  action: string;
  method: string;
  /** Fields as the browser would send them (hidden and text inputs, selected options, checked boxes). */
  fields: [string, string][];
}

/**
 * The fields of the first form passing `test`, as a browser would submit it untouched; null when
 * there is none.
 */
export function readForm(doc: HtmlIndex, test: (form: El) => boolean, pageUrl: string): FormSnapshot | null {
  const { names } = doc;
  let form = -1;
  for (let e = 0; e < doc.size; e++) {
    if (names[e] === 'form' && test(e)) {
      form = e;
      break;
    }
  }
  if (form < 0) return null;
  const fields: [string, string][] = [];
  const controls = doc.find(
    [form],
    (e) => names[e] === 'input' || names[e] === 'select' || names[e] === 'textarea',
  );
  for (const el of controls) {
    const name = doc.attr(el, 'name');
    if (!name) continue;
    const tag = names[el];
    if (tag === 'select' && doc.attr(el, 'multiple') !== undefined) {
      // A list a person may pick several from sends each picked option, and nothing when none is
      // (Civica's search form: Ward and Parish lists; sending the first would narrow the search).
      for (const opt of doc.find([el], (e) => names[e] === 'option' && doc.attr(e, 'selected') !== undefined))
        fields.push([name, doc.attr(opt, 'value') ?? clean(doc.textOf(opt))]);
      continue;
    }
    if (tag === 'select') {
      let opt = doc.firstDescendant(
        el,
        (e) => names[e] === 'option' && doc.attr(e, 'selected') !== undefined,
      );
      if (opt < 0) opt = doc.firstNamed(el, 'option');
      fields.push([name, opt < 0 ? '' : (doc.attr(opt, 'value') ?? clean(doc.textOf(opt)))]);
      continue;
    }
    if (tag === 'textarea') {
      fields.push([name, doc.textOf(el)]);
      continue;
    }
    const type = (doc.attr(el, 'type') ?? 'text').toLowerCase();
    if (type === 'submit' || type === 'image' || type === 'button' || type === 'reset' || type === 'file')
      continue;
    if ((type === 'checkbox' || type === 'radio') && doc.attr(el, 'checked') === undefined) continue;
    fields.push([name, doc.attr(el, 'value') ?? '']);
  }
  const action = (doc.attr(form, 'action') ?? '').replace(/&amp;/g, '&');
  return {
    action: new URL(action || pageUrl, pageUrl).toString(),
    method: (doc.attr(form, 'method') ?? 'get').toLowerCase(),
    fields,
  };
}

/** The first input named `name` in the page, or -1 (`$('input[name="..."]').first()`). */
export function inputNamed(doc: HtmlIndex, name: string): El {
  for (let e = 0; e < doc.size; e++) if (doc.names[e] === 'input' && doc.attr(e, 'name') === name) return e;
  return -1;
}
