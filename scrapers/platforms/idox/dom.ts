// Loading a page for the Idox parsers. htmlparser2 rather than parse5: about five times faster on
// these 30 KB pages (bench/ingest-parse.ts) and it does not invent <tbody>, so the selectors read
// the markup as the portal wrote it.
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { clean } from './text.js';

export type { CheerioAPI };

/** A page given either as HTML or already loaded (detect and parse share one load). */
export type PageInput = string | CheerioAPI;

export function loadHtml(html: string): CheerioAPI {
  return cheerio.load(trimIdoxPage(html), { xml: { xmlMode: false, decodeEntities: true } });
}

/**
 * The part of an Idox page the parsers read: the page heading and the "WAM content" block that
 * every Public Access theme marks with <!-- START/END WAM CONTENT --> comments, plus the title.
 * Council headers, menus, footers and scripts are half of a page's markup and none of its data;
 * leaving them out doubles parsing speed. A page without the markers is parsed whole.
 */
export function trimIdoxPage(html: string): string {
  const end = html.indexOf('<!-- END WAM CONTENT -->');
  if (end < 0) return html;
  const start = html.lastIndexOf('<div id="pageheading"', end);
  if (start < 0) return html;
  const title = /<title>[\s\S]*?<\/title>/i.exec(html.slice(0, start))?.[0] ?? '';
  return `<html><head>${title}</head><body><div id="idox"><div id="pa">${html.slice(start, end)}</div></div></body></html>`;
}

export function asDoc(input: PageInput): CheerioAPI {
  return typeof input === 'string' ? loadHtml(input) : input;
}

// Walking the tree by hand where a parser would otherwise call .children('th') or .find('span')
// once per row: cheerio parses and compiles a selector on every such call, which cost more than
// the matching on these small tables (bench/ingest-parse.ts). Same elements, same order.

function isElement(n: AnyNode): n is Element {
  return n.type === 'tag' || n.type === 'script' || n.type === 'style';
}

/** Child elements named `name`, in order: what `$(el).children(name)` selects. */
export function childElements(el: AnyNode, name: string): Element[] {
  const out: Element[] = [];
  if (!('children' in el)) return out;
  for (const c of el.children) if (isElement(c) && c.name === name) out.push(c);
  return out;
}

/** The first descendant element passing `test`, in document order. */
export function firstOf(el: AnyNode, test: (e: Element) => boolean): Element | null {
  if (!('children' in el)) return null;
  for (const c of el.children) {
    if (!isElement(c)) continue;
    if (test(c)) return c;
    const inner = firstOf(c, test);
    if (inner) return inner;
  }
  return null;
}

/**
 * Descendant elements of `roots` passing `test`, each once, in document order: what
 * `$(roots).find(selector)` selects. A root inside another root is walked with it, not again.
 */
export function descendantsOf(roots: Element[], test: (e: Element) => boolean): Element[] {
  const out: Element[] = [];
  const walk = (el: AnyNode) => {
    if (!('children' in el)) return;
    for (const c of el.children) {
      if (!isElement(c)) continue;
      if (test(c)) out.push(c);
      walk(c);
    }
  };
  for (const r of roots) if (!roots.some((o) => o !== r && hasAncestor(r, (a) => a === o))) walk(r);
  return out;
}

/** The first descendant element named `name` in document order: `$(el).find(name).first()`. */
export function firstDescendant(el: AnyNode, name: string): Element | null {
  return firstOf(el, (e) => e.name === name);
}

/** Elements of a document by id, tag name and class, each list in document order. */
export interface DocIndex {
  byId: Map<string, Element[]>;
  byTag: Map<string, Element[]>;
  byClass: Map<string, Element[]>;
}

const indexes = new WeakMap<CheerioAPI, DocIndex>();

function push(m: Map<string, Element[]>, k: string, el: Element): void {
  const list = m.get(k);
  if (list) list.push(el);
  else m.set(k, [el]);
}

/**
 * One walk of the document answering the id, tag and class look-ups of page detection, which
 * otherwise each parse a selector and walk the whole page. Classes split as css-select reads
 * them (on whitespace, case-sensitive outside quirks mode, as cheerio loads these pages).
 */
export function docIndex($: CheerioAPI): DocIndex {
  let idx = indexes.get($);
  if (idx) return idx;
  idx = { byId: new Map(), byTag: new Map(), byClass: new Map() };
  const walk = (nodes: AnyNode[]) => {
    for (const n of nodes) {
      if (!isElement(n)) continue;
      push(idx!.byTag, n.name, n);
      const id = n.attribs.id;
      if (id !== undefined) push(idx!.byId, id, n);
      const cls = n.attribs.class;
      if (cls) for (const c of new Set(cls.split(/\s+/))) if (c) push(idx!.byClass, c, n);
      walk(n.children);
    }
  };
  walk($.root()[0].children);
  indexes.set($, idx);
  return idx;
}

/** Elements named `tag` with id `id` (`tag#id`), in document order. */
export function tagWithId($: CheerioAPI, tag: string, id: string): Element[] {
  return (docIndex($).byId.get(id) ?? []).filter((e) => e.name === tag);
}

export function hasClass(el: Element, cls: string): boolean {
  const c = el.attribs.class;
  return !!c && c.split(/\s+/).includes(cls);
}

/** Whether an ancestor of `el` passes `test`. */
export function hasAncestor(el: Element, test: (a: Element) => boolean): boolean {
  for (let p = el.parent; p; p = p.parent) if (isElement(p) && test(p)) return true;
  return false;
}

export interface LabelledRow {
  label: string;
  value: string;
}

/**
 * th/td pairs of an Idox key-value table (summary, further information, important dates,
 * property): the rows of every table#`tableId`. Labels are cleaned of trailing colons; values are
 * the text a person reads. Walked through the page index rather than a selector query (a
 * selector is parsed and compiled per call, and a Cheerio object made per cell).
 */
export function labelledRows($: CheerioAPI, tableId: string): LabelledRow[] {
  const rows: LabelledRow[] = [];
  for (const tr of descendantsOf(tagWithId($, 'table', tableId), (e) => e.name === 'tr')) {
    const th = childElements(tr, 'th')[0];
    const td = childElements(tr, 'td')[0];
    if (!th || !td) continue;
    const label = clean($.text([th])).replace(/:$/, '');
    if (label) rows.push({ label, value: clean($.text([td])) });
  }
  return rows;
}

/** Text of the page heading ("Application Summary", "Results for Application Search", "Error"). */
export function pageHeading($: CheerioAPI): string {
  // The first h1 or h2 under a #pageheading (document order), found through the index.
  let found: Element | null = null;
  for (const ph of docIndex($).byId.get('pageheading') ?? []) {
    found = firstOf(ph, (e) => e.name === 'h1' || e.name === 'h2');
    if (found) break;
  }
  if (!found) return '';
  const h = $(found);
  // The heading starts "<strong>Planning</strong> – "; the part after the dash is the page name.
  const strongEl = firstDescendant(h[0], 'strong');
  const strong = strongEl ? clean($(strongEl).text()) : '';
  let text = clean(h.text());
  if (strong && text.startsWith(strong))
    text = text.slice(strong.length).replace(/^[\s\u2013\u00bb–»-]+/, '');
  return clean(text);
}

/** Messages in Idox's div.messagebox (no results, too many results, validation errors). */
export function messages($: CheerioAPI): string[] {
  const out: string[] = [];
  // Most pages have no message box: one query answers that, the second only runs when it exists.
  const boxes = $(docIndex($).byClass.get('messagebox') ?? []);
  if (boxes.length === 0) return out;
  boxes.find('li').each((_, li) => {
    const t = clean($(li).text());
    if (t) out.push(t);
  });
  if (out.length === 0) {
    const t = clean(boxes.first().text());
    if (t) out.push(t);
  }
  return out;
}

export interface FormSnapshot {
  /** Absolute action URL. */
  action: string;
  method: string;
  /** Fields as the browser would send them (hidden and text inputs, selected options, checked boxes). */
  fields: [string, string][];
}

/** The fields of a form as a browser would submit it untouched; null when the form is absent. */
export function readForm($: CheerioAPI, selector: string, pageUrl: string): FormSnapshot | null {
  const form = $(selector).first();
  if (form.length === 0) return null;
  const fields: [string, string][] = [];
  form.find('input, select, textarea').each((_, el) => {
    const node = $(el);
    const name = node.attr('name');
    if (!name) return;
    const tag = el.tagName.toLowerCase();
    if (tag === 'select') {
      const selected = node.find('option[selected]').first();
      const opt = selected.length ? selected : node.find('option').first();
      fields.push([name, opt.attr('value') ?? clean(opt.text())]);
      return;
    }
    if (tag === 'textarea') {
      fields.push([name, node.text()]);
      return;
    }
    const type = (node.attr('type') ?? 'text').toLowerCase();
    if (type === 'submit' || type === 'image' || type === 'button' || type === 'reset' || type === 'file')
      return;
    if ((type === 'checkbox' || type === 'radio') && node.attr('checked') === undefined) return;
    fields.push([name, node.attr('value') ?? '']);
  });
  const action = (form.attr('action') ?? '').replace(/&amp;/g, '&');
  return {
    action: new URL(action || pageUrl, pageUrl).toString(),
    method: (form.attr('method') ?? 'get').toLowerCase(),
    fields,
  };
}

/** Idox's CSRF token: a hidden `_csrf` input in any form on the page (newer versions only). */
export function csrfToken($: CheerioAPI): string | null {
  const v = $('input[name="_csrf"]').first().attr('value');
  return v ? v : null;
}
