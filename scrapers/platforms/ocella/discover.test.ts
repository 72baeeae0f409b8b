// OcellaWeb's discover on answers a stub portal serves: no results is no applications; a disclaimer
// gate and a block page back off; a fault served with 200 retries; a changed form fails the council.
import { describe, expect, it } from 'vitest';
import type { FetchedPage, PageClient } from '../../contract.js';
import { isScraperError } from '../../kit/errors.js';
import { ocellaAdapter } from './adapter.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const BASE = 'https://planning.example.gov.uk/OcellaWeb';
const FORM = (msg = '') =>
  `<html><body><p>${msg}</p><form name="OcellaPlanningSearch" method="post" action="planningSearch"><input name="reference"><input name="receivedFrom"><input name="receivedTo"><input type="checkbox" name="showall" value="showall"><input type="submit" value="Search"></form></body></html>`;

function stub(getAnswer: string, postAnswer: string): PageClient {
  const page = (url: string, text: string): FetchedPage => ({
    url,
    finalUrl: url,
    status: 200,
    headers: {},
    body: Buffer.from(text),
    text,
    fetchedAt: new Date().toISOString(),
  });
  return { get: async (u) => page(u, getAnswer), post: async (u) => page(u, postAnswer) };
}

async function action(getAnswer: string, postAnswer: string): Promise<string> {
  try {
    const refs = [];
    for await (const r of ocellaAdapter.discover(
      {
        council: { slug: 'o', platform: 'ocella', baseUrl: BASE },
        client: stub(getAnswer, postAnswer),
        logger: quiet,
      },
      { from: '2026-01-01', to: '2026-01-14', by: ['received'] },
    ))
      refs.push(r);
    return `${refs.length} found`;
  } catch (err) {
    return isScraperError(err) ? err.action : String(err);
  }
}

describe('OcellaWeb error classes', () => {
  it('tells no results, a gate, a block page, a fault with 200 and a changed form apart', async () => {
    expect(await action(FORM(), FORM('No applications found matching your criteria.'))).toBe('0 found');
    const results = `<html><body><table><tr><th>Reference</th><th>Location</th><th>Proposal</th></tr><tr><td><a href="planningDetails?reference=P%2F1&from=planningSearch">P/1</a></td><td>1 High St</td><td>Porch</td></tr></table></body></html>`;
    expect(await action(FORM(), results)).toBe('1 found');
    expect(
      await action(
        '<html><body><h2>Disclaimer</h2><p>You must accept the terms of use.</p><form><input type="submit" value="Accept"></form></body></html>',
        '',
      ),
    ).toBe('back-off');
    expect(await action('<html><body>The requested URL was rejected.</body></html>', '')).toBe('back-off');
    expect(await action(FORM(), '<html><title>Error</title><body>An error has occurred</body></html>')).toBe(
      'retry',
    );
    expect(await action('<html><body><form name="x"><input name="dateStart"></form></body></html>', '')).toBe(
      'fail-council',
    );
  });
});
