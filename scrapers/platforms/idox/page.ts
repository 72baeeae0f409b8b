// Loading an Idox page into the kit's HtmlIndex, and the look-ups every Idox page shares: its heading,
// its message box and its CSRF token.
import { HtmlIndex, inputNamed } from '../../kit/html.js';
import { clean } from '../../kit/text.js';
import { pageMemo } from '../../kit/page-memo.js';

/** A page given either as HTML or already loaded (detect and parse share one load). */
export type PageInput = string | HtmlIndex;

export function loadIdoxPage(html: string): HtmlIndex {
  return HtmlIndex.load(trimIdoxPage(html));
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

export function asDoc(input: PageInput): HtmlIndex {
  return typeof input === 'string' ? loadIdoxPage(input) : input;
}

/** Text of the page heading ("Application Summary", "Results for Application Search", "Error"). */
export function pageHeading(doc: HtmlIndex): string {
  // The first h1 or h2 under a #pageheading (document order).
  const { names } = doc;
  let found = -1;
  for (const ph of doc.byId('pageheading')) {
    found = doc.firstDescendant(ph, (e) => names[e] === 'h1' || names[e] === 'h2');
    if (found >= 0) break;
  }
  if (found < 0) return '';
  // The heading starts "<strong>Planning</strong> – "; the part after the dash is the page name.
  const strongEl = doc.firstNamed(found, 'strong');
  const strong = strongEl >= 0 ? clean(doc.textOf(strongEl)) : '';
  let text = clean(doc.textOf(found));
  if (strong && text.startsWith(strong))
    text = text.slice(strong.length).replace(/^[\s\u2013\u00bb–»-]+/, '');
  return clean(text);
}

/** Messages in Idox's div.messagebox (no results, too many results, validation errors). */
export function messages(doc: HtmlIndex): string[] {
  const out: string[] = [];
  const boxes = doc.byClass('messagebox');
  if (boxes.length === 0) return out;
  const { names } = doc;
  for (const li of doc.find(boxes, (e) => names[e] === 'li')) {
    const t = clean(doc.textOf(li));
    if (t) out.push(t);
  }
  if (out.length === 0) {
    const t = clean(doc.textOf(boxes[0]));
    if (t) out.push(t);
  }
  return out;
}

/** Idox's CSRF token: a hidden `_csrf` input in any form on the page (newer versions only). */
export function csrfToken(doc: HtmlIndex): string | null {
  const input = inputNamed(doc, '_csrf');
  const v = input < 0 ? undefined : doc.attr(input, 'value');
  return v ? v : null;
}

/** Idox pages as fetch and the record builder share them (kit/page-memo.ts), loaded trimmed. */
export const idoxPages = pageMemo(loadIdoxPage);
