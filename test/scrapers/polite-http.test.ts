// The polite client on its own, against the portal simulator and the real Redis limiter:
// robots.txt honoured (RFC 9309 as scrapers/http/robots.ts reads it), and the portal session
// (JSESSIONID cookie, `_csrf` token) kept the way Idox needs it.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearPrefix, TEST_REDIS_URL, uniquePrefix } from '../helpers/redis.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import {
  CookieJar,
  PoliteHttp,
  RobotsDisallowedError,
  type FetchRecord,
  type PoliteConfig,
} from '../../scrapers/http/index.js';
import { TransientError } from '../../scrapers/kit/errors.js';
import { loadHtml } from '../../scrapers/kit/html.js';
import { csrfToken } from '../../scrapers/platforms/idox/page.js';

let sim: Simulator;
let redis: Redis;
const prefix = uniquePrefix();

function config(over: Partial<PoliteConfig> = {}): PoliteConfig {
  return {
    REDIS_PREFIX: prefix,
    SCRAPER_USER_AGENT: 'plandata/0.1 (+https://example.org/bot)',
    SCRAPER_HOST_CONCURRENCY: 2,
    SCRAPER_MIN_DELAY_MS: 0,
    SCRAPER_TIMEOUT_MS: 5000,
    SCRAPER_RETRIES: 1,
    SCRAPER_BACKOFF_MS: 1,
    SCRAPER_ROBOTS: true,
    ...over,
  };
}

/** A fresh PoliteHttp: its robots cache is per instance (per process in the workers). */
function session(over: Partial<PoliteConfig> = {}) {
  const log: FetchRecord[] = [];
  const client = new PoliteHttp(redis, config(over)).client({ record: (e) => log.push(e) });
  return { client, log };
}

beforeAll(async () => {
  redis = new Redis(TEST_REDIS_URL);
  sim = await startSimulator({ seed: 5, councils: [{ slug: 'sim-polite', applications: 30 }], day: 30 });
});

afterAll(async () => {
  await sim?.close();
  redis?.disconnect();
  await clearPrefix(prefix);
});

describe('robots.txt', () => {
  it('a disallowed path is never requested; an allowed one is', async () => {
    sim.setRobots(
      [
        'User-agent: *',
        'Disallow: /',
        '',
        'User-agent: plandata',
        'Disallow: /sim-polite/online-applications/propertyDetails.do',
        'Allow: /sim-polite/online-applications/',
      ].join('\n'),
    );
    sim.resetStats();
    const { client, log } = session();
    const base = sim.portalUrl('sim-polite');
    const ok = await client.get(`${base}/search.do?action=advanced`);
    expect(ok.status).toBe(200);
    await expect(client.get(`${base}/propertyDetails.do?activeTab=summary&keyVal=X`)).rejects.toBeInstanceOf(
      RobotsDisallowedError,
    );
    // Our group (product token "plandata") wins over `*`, which would disallow everything.
    expect(log.map((e) => new URL(e.url).pathname)).toEqual([
      '/robots.txt',
      '/sim-polite/online-applications/search.do',
    ]);
    expect(sim.stats.requests['/sim-polite/online-applications/propertyDetails.do']).toBeUndefined();
    // robots.txt is read once per origin, not per request.
    await client.get(`${base}/search.do?action=weeklyList`);
    expect(sim.stats.requests['/robots.txt']).toBe(1);
  });

  it('the `*` group applies when none names us, and a missing robots.txt allows everything', async () => {
    sim.setRobots('User-agent: otherbot\nDisallow:\n\nUser-agent: *\nDisallow: /sim-polite/\n');
    const blocked = session();
    await expect(
      blocked.client.get(`${sim.portalUrl('sim-polite')}/search.do?action=advanced`),
    ).rejects.toBeInstanceOf(RobotsDisallowedError);
    expect(blocked.log.map((e) => e.status)).toEqual([200]);

    sim.setRobots(null);
    const open = session();
    const page = await open.client.get(`${sim.portalUrl('sim-polite')}/search.do?action=advanced`);
    expect(page.status).toBe(200);
    expect(open.log.map((e) => e.status)).toEqual([404, 200]);
  });

  it('with SCRAPER_ROBOTS off, robots.txt is not read', async () => {
    sim.setRobots('User-agent: *\nDisallow: /\n');
    const { client, log } = session({ SCRAPER_ROBOTS: false });
    const page = await client.get(`${sim.portalUrl('sim-polite')}/search.do?action=advanced`);
    expect(page.status).toBe(200);
    expect(log.map((e) => new URL(e.url).pathname)).toEqual(['/sim-polite/online-applications/search.do']);
    sim.setRobots(null);
  });

  it('a page slower than the timeout is a TransientError after its retries, each try logged', async () => {
    sim.setRobots(null);
    const { client, log } = session({ SCRAPER_TIMEOUT_MS: 150, SCRAPER_ROBOTS: false });
    sim.setFaults('sim-polite', { slowMs: 600 });
    try {
      const t = Date.now();
      await expect(client.get(`${sim.portalUrl('sim-polite')}/search.do?action=advanced`)).rejects.toThrow(
        TransientError,
      );
      // Two tries (SCRAPER_RETRIES 1) of at most the timeout each, not the portal's 600 ms each.
      expect(Date.now() - t).toBeLessThan(1000);
      expect(log.map((e) => [e.status, e.error])).toEqual([
        [null, 'no complete answer within 150 ms'],
        [null, 'no complete answer within 150 ms'],
      ]);
    } finally {
      sim.setFaults('sim-polite', {});
    }
    // The connection is usable again: the next page comes.
    const { client: again } = session({ SCRAPER_ROBOTS: false });
    expect((await again.get(`${sim.portalUrl('sim-polite')}/search.do?action=advanced`)).status).toBe(200);
  });

  it('an unreachable host gives a TransientError (retry later), not a guess', async () => {
    const { client } = session();
    // A port nothing listens on: robots.txt cannot be read, so the page is not fetched.
    await expect(client.get('http://127.0.0.1:9/x')).rejects.toBeInstanceOf(TransientError);
  });
});

describe('portal session', () => {
  it('keeps JSESSIONID and sends the _csrf token back; a new client is a new session', async () => {
    sim.setRobots(null);
    const base = sim.portalUrl('sim-polite');
    const { client, log } = session();
    const form = await client.get(`${base}/search.do?action=advanced`);
    const setCookie = log[log.length - 1].headers['set-cookie'];
    expect(setCookie).toMatch(/^JSESSIONID=[0-9A-F]{32}; Path=\/sim-polite\/online-applications; HttpOnly$/);
    const jsession = /JSESSIONID=([0-9A-F]+)/.exec(setCookie)![1];
    const host = new URL(base).host;
    expect(client.cookies.header(host)).toBe(`JSESSIONID=${jsession}`);
    const token = csrfToken(loadHtml(form.text));
    expect(token).toMatch(/^[0-9a-f-]{36}$/);

    // The token of this session is accepted with its cookie: a results page, no new cookie.
    const window = {
      'date(applicationReceivedStart)': '01/01/2024',
      'date(applicationReceivedEnd)': '31/12/2026',
    };
    const ok = await client.post(`${base}/advancedSearchResults.do?action=firstPage`, {
      _csrf: token!,
      ...window,
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('Results for Application Search');
    expect(log[log.length - 1].headers['set-cookie']).toBeUndefined();

    // A wrong token is refused (Idox's "session has expired").
    const bad = await client.post(`${base}/advancedSearchResults.do?action=firstPage`, {
      _csrf: 'not-the-token',
      ...window,
    });
    expect(bad.status).toBe(403);
    expect(bad.text).toContain('Your session has expired');

    // Another client is another session: its own cookie, and the first one's token is no good there.
    const other = session();
    const stale = await other.client.post(`${base}/advancedSearchResults.do?action=firstPage`, {
      _csrf: token!,
      ...window,
    });
    expect(stale.status).toBe(403);
    expect(other.client.cookies.header(host)).toMatch(/^JSESSIONID=[0-9A-F]{32}$/);
    expect(other.client.cookies.header(host)).not.toBe(`JSESSIONID=${jsession}`);
  });

  it('the cookie jar keeps cookies per host and drops expired ones', () => {
    const jar = new CookieJar();
    jar.store('a.example:80', ['JSESSIONID=ONE; Path=/x; HttpOnly', 'lang=en']);
    jar.store('b.example:80', ['JSESSIONID=TWO']);
    expect(jar.header('a.example:80')).toBe('JSESSIONID=ONE; lang=en');
    expect(jar.header('b.example:80')).toBe('JSESSIONID=TWO');
    jar.store('a.example:80', ['JSESSIONID=THREE', 'lang=; Max-Age=0']);
    expect(jar.header('a.example:80')).toBe('JSESSIONID=THREE');
    jar.store('a.example:80', ['JSESSIONID=gone; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar.header('a.example:80')).toBeNull();
    expect(jar.header('c.example:80')).toBeNull();
  });
});
