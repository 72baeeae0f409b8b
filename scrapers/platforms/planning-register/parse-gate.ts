// The disclaimer gate DEF serves in place of any page until the session has accepted it. The older
// form (Fylde: disclaimer-gate-23-0695.html) posts to /Disclaimer/Accept?returnUrl=... with nothing
// but its submit button; the newer one adds an anti-forgery token (__RequestVerificationToken,
// tied to a cookie set with the gate) and sometimes an "I agree" checkbox. Accepting is posting the
// form back as a person who ticked every box would.
import { LayoutChangedError } from '../../kit/errors.js';
import { asDoc, findForm, formAction, formControls, type PageInput } from './page.js';
import { isGateForm } from './detect.js';

export interface DefGate {
  /** Absolute URL the form posts to. */
  action: string;
  /** The fields to post, in order: hidden inputs (the token) and every checkbox ticked. */
  fields: [string, string][];
  /** The page the gate stands in front of (the action's returnUrl), absolute; null where none. */
  return_url: string | null;
  /** Whether the form carries an anti-forgery token (the newer gate). */
  token: boolean;
}

export function parseGate(input: PageInput, url: string): DefGate {
  const doc = asDoc(input);
  const form = findForm(doc, (f) => isGateForm(doc, f));
  if (form < 0)
    throw new LayoutChangedError('DEF disclaimer gate without its form', { url, pageKind: 'gate' });
  const action = formAction(doc, form, url);
  const fields: [string, string][] = [];
  let token = false;
  for (const c of formControls(doc, form)) {
    if (c.type === 'submit' || c.type === 'button' || c.type === 'image' || c.type === 'reset') continue;
    if (c.type === 'radio' && !c.checked) continue;
    if (c.type === 'checkbox') {
      fields.push([c.name, c.value || 'true']);
      continue;
    }
    if (c.name === '__RequestVerificationToken') token = true;
    fields.push([c.name, c.value]);
  }
  const ret = new URL(action).searchParams.get('returnUrl');
  let returnUrl: string | null = null;
  if (ret) {
    try {
      returnUrl = new URL(ret, action).toString();
    } catch {
      returnUrl = null;
    }
  }
  return { action, fields, return_url: returnUrl, token };
}
