// Opening a DEF page through its disclaimer gate. Every page of a Planning Register stands behind
// the gate until the session has accepted it: the gate is served in place of the page asked for
// (HTTP 200, the page's own URL). Accepting posts the gate's form, which answers with (or
// redirects to) the page asked for; a session accepts once, and a fresh session (each fetch step
// has its own) accepts again. A gate served again after accepting is never read as the page.
import type { AdapterContext, FetchedPage } from '../../contract.js';
import type { HtmlIndex } from '../../kit/html.js';
import { pageKind, type DefPageKind } from './detect.js';
import { defPages } from './page.js';
import { pageKindError, statusError } from './page-errors.js';
import { parseGate } from './parse-gate.js';

export interface Loaded {
  page: FetchedPage;
  doc: HtmlIndex;
  kind: DefPageKind;
  url: string;
}

export function loaded(ctx: AdapterContext, page: FetchedPage): Loaded {
  const failed = statusError(page, ctx.council.slug);
  if (failed) throw failed;
  const url = page.finalUrl || page.url;
  return { page, doc: defPages.pageDoc(page), kind: pageKind(page, url), url };
}

/**
 * Accepts the gate `gate` stands for, then answers with the page it stood in front of: the answer
 * to the acceptance where that is the page `asked` for (the gate's returnUrl, where the gate was
 * served in its place or redirected to), else `wanted()` again (always so after a POST, whose form
 * the gate did not keep: `asked` null).
 */
async function accept(
  ctx: AdapterContext,
  gate: Loaded,
  wanted: () => Promise<FetchedPage>,
  asked: string | null,
): Promise<Loaded> {
  const form = parseGate(gate.doc, gate.url);
  ctx.logger.debug(
    { council: ctx.council.slug, url: gate.url, token: form.token },
    'planning-register: accepting the disclaimer',
  );
  let answer = loaded(ctx, await ctx.client.post(form.action, form.fields, { referer: gate.url }));
  if (answer.kind !== 'gate' && (asked === null || !samePath(answer.url, asked)))
    answer = loaded(ctx, await wanted());
  if (answer.kind === 'gate') throw pageKindError('gate', ['display'], answer.page, ctx.council.slug);
  return answer;
}

function samePath(a: string, b: string): boolean {
  const x = new URL(a);
  const y = new URL(b);
  return x.pathname.toLowerCase() === y.pathname.toLowerCase() && x.search === y.search;
}

/** GET `url`, passing the disclaimer gate when it is served instead. */
export async function openPage(ctx: AdapterContext, url: string, referer?: string): Promise<Loaded> {
  const get = () => ctx.client.get(url, referer ? { referer } : undefined);
  const first = loaded(ctx, await get());
  return first.kind === 'gate' ? accept(ctx, first, get, url) : first;
}

/** POST `form` to `url`, passing the gate (then posting again) when it is served instead. */
export async function postPage(
  ctx: AdapterContext,
  url: string,
  form: [string, string][],
  referer?: string,
): Promise<Loaded> {
  const post = () => ctx.client.post(url, form, referer ? { referer } : undefined);
  const first = loaded(ctx, await post());
  return first.kind === 'gate' ? accept(ctx, first, post, null) : first;
}
