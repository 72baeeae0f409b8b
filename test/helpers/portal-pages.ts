// Test support: real saved pages from ../shared/fixtures/portals as FetchedPages, with the
// request URL and response charset recorded in portals/index.json. Read in place, never copied.
import type { FetchedPage } from '../../scrapers/contract.js';
import { readFixture, readFixtureText } from './fixtures.js';
import { decodeBody } from '../../scrapers/kit/charset.js';

interface IndexEntry {
  file: string;
  request: { method: string; url: string; form_body: string | null } | null;
  response_status: number;
  response_charset: string;
}

// Portal bases, read off the pages themselves (absolute links, forms), for files index.json does
// not list: relative links on a page resolve against its council's portal.
const PORTALS: Record<string, { base: string; charset: string }> = {
  'brighton-and-hove': {
    base: 'https://planningapps.brighton-hove.gov.uk/online-applications',
    charset: 'ISO-8859-1',
  },
  lambeth: { base: 'http://planning.lambeth.gov.uk/online-applications', charset: 'UTF-8' },
  'barking-and-dagenham': { base: 'http://paplan.lbbd.gov.uk/online-applications', charset: 'UTF-8' },
  halton: { base: 'https://pa.halton.gov.uk/online-applications', charset: 'UTF-8' },
  'reigate-and-banstead': {
    base: 'https://planning.reigate-banstead.gov.uk/online-applications',
    charset: 'UTF-8',
  },
};

let index: Map<string, IndexEntry> | null = null;

function entry(file: string): IndexEntry | undefined {
  if (!index) {
    const parsed = JSON.parse(readFixtureText('portals/index.json')) as { pages: IndexEntry[] };
    index = new Map(parsed.pages.map((p) => [p.file, p]));
  }
  return index.get(file);
}

/**
 * A fixture under portals/ as a FetchedPage. The URL is the one recorded in index.json, else
 * `url`, else a placeholder under the council's portal.
 */
export function fixturePage(rel: string, url?: string): FetchedPage {
  const file = rel.replace(/^portals\//, '');
  const e = entry(file);
  const body = readFixture(`portals/${file}`);
  const [, council, name] = /^idox\/([^/]+)\/(.+)$/.exec(file) ?? [];
  const portal = council ? PORTALS[council] : undefined;
  const charset = e?.response_charset ?? portal?.charset;
  const contentType = charset ? `text/html;charset=${charset}` : undefined;
  const pageUrl =
    url ??
    e?.request?.url ??
    (portal ? `${portal.base}/${name}` : `https://portal.example/online-applications/${file}`);
  return {
    url: pageUrl,
    finalUrl: pageUrl,
    status: e?.response_status ?? 200,
    headers: contentType ? { 'content-type': contentType } : {},
    body,
    text: decodeBody(body, contentType),
    fetchedAt: '2018-10-01T13:06:44.000Z',
  };
}

/**
 * Any saved page or file under the fixtures as a FetchedPage: portal pages through fixturePage (their
 * recorded URL and charset), other files (register files) at a placeholder URL, decoded as a fetch
 * would decode them (meta charset, else UTF-8).
 */
export function savedPage(rel: string): FetchedPage {
  if (rel.startsWith('portals/')) return fixturePage(rel);
  const body = readFixture(rel);
  const url = `https://register.example/${rel}`;
  return {
    url,
    finalUrl: url,
    status: 200,
    headers: {},
    body,
    text: decodeBody(body),
    fetchedAt: '2026-01-01T00:00:00.000Z',
  };
}
