// comments on real Idox pages (spec 2.2): the tab label's count is `received`; no saved page publishes
// an objection / support split, so objections and supporting stay null (not published, never a guess).
import { expect, it } from 'vitest';
import { describeWithFixtures } from '../../../test/helpers/fixtures.js';
import { idoxAdapter } from './adapter.js';
import { fixturePage } from '../../../test/helpers/portal-pages.js';

const PAGES: [string, string, number][] = [
  ['brighton-and-hove', 'idox/brighton-and-hove/brighton_idox_04_details_PFRW7ODM0P000.html', 0],
  ['brighton-and-hove', 'idox/brighton-and-hove/brighton_idox_14_details_PCH6XHDMJXY00.html', 5],
  ['brighton-and-hove', 'idox/brighton-and-hove/brighton_idox_17_details_PBP64ODMI7V00.html', 4],
  ['brighton-and-hove', 'idox/brighton-and-hove/brighton_idox_30_details_P4VCF4DMH8Z00.html', 17],
  ['brighton-and-hove', 'idox/brighton-and-hove/brighton_idox_31_details_P308DHDMLY900.html', 7],
  ['lambeth', 'idox/lambeth/lambeth_idox_details_14-05450-DET.html', 2],
];

describeWithFixtures('idox comments counts on real pages', () => {
  it.each(PAGES)('%s %s: received %i, objections and supporting not published', (slug, page, received) => {
    const r = idoxAdapter.parse([fixturePage(page)], { slug });
    expect(r.comments).toEqual({ objections: null, supporting: null, received, consulted: null });
  });
});
