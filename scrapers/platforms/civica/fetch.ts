// fetch: one application's pages. W2: the portal page (for the case's link, and where a gate or a
// block would show), the key-object search for its reference (its URL tagged #KeyNo=<key> so the
// record builder knows which case it asked for when a reference search matches several), and its
// document list (doc/list by key number). The older register: the search form posted with the
// application number, which answers the case itself, or a list whose row opens it.
import type { AdapterContext, DiscoveredRef, FetchedPage } from '../../contract.js';
import { LayoutChangedError, NotFoundError } from '../../kit/errors.js';
import { civicaOptions, expect, load, openPortal, pagedSearch, postJson, type Portal } from './discover.js';
import { keyObjectFields } from './record.js';
import { parseList } from './parse-html.js';

async function fetchW2(
  ctx: AdapterContext,
  portal: Extract<Portal, { generation: 'w2' }>,
  ref: DiscoveredRef,
): Promise<FetchedPage[]> {
  const o = civicaOptions(ctx);
  const fragment = ref.keyval ? `#KeyNo=${encodeURIComponent(ref.keyval)}` : '';
  const found = await pagedSearch(ctx, portal, { [o.referenceField]: ref.reference }, 1, 20, fragment);
  const objects = found.detected.json!.search!.objects;
  const match =
    objects.find((x) => ref.keyval !== null && x.keyNumber === ref.keyval) ??
    objects.find((x) => keyObjectFields(x).text.reference === ref.reference);
  if (!match)
    throw new NotFoundError(`Civica: no case ${ref.reference} in the register`, {
      url: found.url,
      council: ctx.council.slug,
    });
  let search = found.page;
  if (!ref.keyval && match.keyNumber) {
    // Discovered without its key (not W2's own discover): ask again, naming the case.
    search = (
      await pagedSearch(
        ctx,
        portal,
        { [o.referenceField]: ref.reference },
        1,
        20,
        `#KeyNo=${encodeURIComponent(match.keyNumber)}`,
      )
    ).page;
  }
  const pages = [portal.landing.page, search];
  if (match.keyNumber) {
    const docs = await postJson(
      ctx.client,
      `${portal.api}/doc/list`,
      { KeyNumb: match.keyNumber, KeyText: 'Subject', RefType: match.refType ?? portal.refType },
      { referer: portal.landing.url },
    );
    if (docs.status === 404) {
      ctx.logger.warn({ council: ctx.council.slug, reference: ref.reference }, 'civica: no document list');
    } else {
      const l = load(ctx, docs);
      expect(ctx, l, ['documents']);
      pages.push(docs);
    }
  }
  return pages;
}

async function fetchJsf(
  ctx: AdapterContext,
  portal: Extract<Portal, { generation: 'jsf' }>,
  ref: DiscoveredRef,
): Promise<FetchedPage[]> {
  const { form } = portal;
  if (!form.referenceField)
    throw new LayoutChangedError('Civica search form has no application number field', {
      url: portal.landing.url,
      council: ctx.council.slug,
    });
  const fields = form.form.fields.map(([n, v]) => [n, v] as [string, string]);
  const f = fields.find(([n]) => n === form.referenceField);
  if (f) f[1] = ref.reference;
  else fields.push([form.referenceField, ref.reference]);
  if (form.button) fields.push(form.button);
  const l = load(ctx, await ctx.client.post(form.form.action, fields, { referer: portal.landing.url }));
  expect(ctx, l, ['details', 'results', 'no-results']);
  if (l.detected.kind === 'details') return [l.page];
  if (l.detected.kind === 'no-results')
    throw new NotFoundError(`Civica: no case ${ref.reference} in the register`, {
      url: l.url,
      council: ctx.council.slug,
    });
  // A reference that matches several: open the row that is exactly it.
  const list = parseList(l.detected.doc!, l.url);
  const row = list.rows.find((r) => r.reference === ref.reference);
  if (!row?.button || !list.form)
    throw new NotFoundError(`Civica: case ${ref.reference} is not among the matches`, {
      url: l.url,
      council: ctx.council.slug,
    });
  const d = load(
    ctx,
    await ctx.client.post(list.form.action, [...list.form.fields, row.button], { referer: l.url }),
  );
  expect(ctx, d, ['details']);
  return [d.page];
}

export async function fetchCivica(ctx: AdapterContext, ref: DiscoveredRef): Promise<FetchedPage[]> {
  const portal = await openPortal(ctx);
  return portal.generation === 'w2' ? fetchW2(ctx, portal, ref) : fetchJsf(ctx, portal, ref);
}
