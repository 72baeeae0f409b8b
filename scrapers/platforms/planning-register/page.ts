// A DEF Software "Planning Register" page as its parsers load it, the marks that say a page is one
// of DEF's, and the controls of its forms (ASP.NET MVC: a checkbox is sent with a hidden "false"
// of the same name, so a form is read control by control, not as a browser would submit it).
import { HtmlIndex, type El } from '../../kit/html.js';
import { pageMemo } from '../../kit/page-memo.js';
import { absUrl, clean } from '../../kit/text.js';
import { tidyHref } from '../../kit/record-fields.js';

export const PLANNING_REGISTER = 'planning-register';

/** A page given either as HTML or already loaded (detect and parse share one load). */
export type PageInput = string | HtmlIndex;

export function asDoc(input: PageInput): HtmlIndex {
  return typeof input === 'string' ? HtmlIndex.load(input) : input;
}

/** DEF pages as fetch and the record builder share them (kit/page-memo.ts). */
export const defPages = pageMemo((html) => HtmlIndex.load(html));

// DEF's own paths and assets, which every Planning Register theme (Leicester's, Fylde's WordPress
// skin) keeps: its scripts and styles under /Scripts/def and /Content/def, its privacy links to
// def.co.uk, the disclaimer gate's form and the display and download routes.
const DEF_MARKS =
  /\/Scripts\/def\/|\/Content\/def\/|def\.co\.uk|Disclaimer\/Accept|\/Planning\/Display[/?]|\/Document\/Download\?module=/i;

/** Whether a page's links, scripts, styles or forms carry DEF's marks. */
export function hasDefMarks(doc: HtmlIndex): boolean {
  for (let e = 0; e < doc.size; e++) {
    const a = doc.attribs[e];
    const v = a.href ?? a.src ?? a.action ?? a['data-disabled-link'];
    if (v !== undefined && DEF_MARKS.test(v)) return true;
  }
  return false;
}

/** The page's title text. */
export function titleOf(doc: HtmlIndex): string {
  const t = doc.names.indexOf('title');
  return t >= 0 ? clean(doc.textOf(t)) : '';
}

/** The first form passing `test`, or -1. */
export function findForm(doc: HtmlIndex, test: (form: El) => boolean): El {
  for (let e = 0; e < doc.size; e++) if (doc.names[e] === 'form' && test(e)) return e;
  return -1;
}

export function formAction(doc: HtmlIndex, form: El, pageUrl: string): string {
  return absUrl(tidyHref(doc.attr(form, 'action')) ?? '', pageUrl) ?? pageUrl;
}

export interface FormControl {
  name: string;
  /** input type (text, hidden, checkbox, radio, submit, ...), or select / textarea. */
  type: string;
  value: string;
  checked: boolean;
}

/** Every named control of a form, in document order. */
export function formControls(doc: HtmlIndex, form: El): FormControl[] {
  const { names } = doc;
  const out: FormControl[] = [];
  for (const el of doc.find(
    [form],
    (e) => names[e] === 'input' || names[e] === 'select' || names[e] === 'textarea',
  )) {
    const name = doc.attr(el, 'name');
    if (!name) continue;
    if (names[el] === 'select') {
      let opt = doc.firstDescendant(
        el,
        (e) => names[e] === 'option' && doc.attr(e, 'selected') !== undefined,
      );
      if (opt < 0) opt = doc.firstNamed(el, 'option');
      const value = opt < 0 ? '' : (doc.attr(opt, 'value') ?? clean(doc.textOf(opt)));
      out.push({ name, type: 'select', value, checked: false });
    } else if (names[el] === 'textarea') {
      out.push({ name, type: 'textarea', value: doc.textOf(el), checked: false });
    } else {
      const type = (doc.attr(el, 'type') ?? 'text').toLowerCase();
      out.push({
        name,
        type,
        value: doc.attr(el, 'value') ?? '',
        checked: doc.attr(el, 'checked') !== undefined,
      });
    }
  }
  return out;
}
