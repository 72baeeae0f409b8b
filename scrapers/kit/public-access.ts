// The markup every Idox Public Access module shares (planning applications, licensing, the
// registers beside them): pages trimmed to their content block, the page heading, the message box,
// the CSRF token, the keyVal and activeTab of its URLs, the dd/mm/yyyy of its search forms and the
// "Label: value | Label: value" line of its result lists. The planning platform
// (scrapers/platforms/idox) and the licensing register (scrapers/registers/idox-licensing) both
// read their pages with these, so neither imports the other.
import { HtmlIndex, inputNamed, type El } from './html.js';
import { clean } from './text.js';

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

/** The date a form field wants: dd/mm/yyyy (Idox's date(...) inputs). */
export function toIdoxFormDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** Idox's key for an application or property, from any URL that carries it. */
export function keyValFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  // Lambeth double-escapes the ampersand ("&amp;amp;keyVal="), so match the name wherever it sits.
  const m = /[?&;]keyVal=([^&#"'\s]+)/i.exec(url);
  return m ? decodeURIComponent(m[1]) : null;
}

export function activeTabFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /[?&;]activeTab=([A-Za-z]+)/.exec(url);
  return m ? m[1] : null;
}

/**
 * Split a metaInfo paragraph at its span.divider children into "Label: value" pairs. A part is
 * the text between two dividers (text nodes and other elements alike), so it is a slice of the
 * paragraph's text.
 */
export function metaPairs(doc: HtmlIndex, p: El): Record<string, string> {
  const parts: string[] = [];
  let from = doc.textStarts[p];
  for (const c of doc.children(p)) {
    // A divider is an element of type tag (domhandler gives script and style types of their own).
    const name = doc.names[c];
    if (name !== 'script' && name !== 'style' && doc.hasClass(c, 'divider')) {
      parts.push(doc.text.slice(from, doc.textStarts[c]));
      from = doc.textEnds[c];
    }
  }
  parts.push(doc.text.slice(from, doc.textEnds[p]));
  const out: Record<string, string> = {};
  for (const part of parts) {
    const t = clean(part);
    const i = t.indexOf(':');
    if (i <= 0) continue;
    out[clean(t.slice(0, i))] = clean(t.slice(i + 1));
  }
  return out;
}
