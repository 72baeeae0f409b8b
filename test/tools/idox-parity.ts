// Output parity of the Idox parsers: JSON lines of what detection, every page parser and the record
// builder give for (1) every saved portal page under ../shared/fixtures/portals (Idox or not: a
// page of another platform must still be told apart), each at two URLs, and (2) the pages of
// simulated applications from a UTF-8 and an ISO-8859-1 council, plus the same pages with the
// layout changed and a block page. Run it before and after a parser change and compare the files
// (it prints their line count and SHA-256):
//   npx tsx test/tools/idox-parity.ts /tmp/before.jsonl   (change)   npx tsx test/tools/idox-parity.ts /tmp/after.jsonl
// The file is the first argument, else $TMPDIR/idox-parity.jsonl. Size: IDOX_PARITY_APPS
// applications per simulated council (default 160, two councils).
import { createHash } from 'node:crypto';
import { closeSync, openSync, readdirSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdapterContext, FetchedPage, PageClient } from '../../scrapers/contract.js';
import { idoxAdapter } from '../../scrapers/platforms/idox/adapter.js';
import { fixturePage } from '../helpers/portal-pages.js';
import { parseIdoxPage } from '../../scrapers/platforms/idox/parse-page.js';
import { RECORD_PAGE_PARSERS } from '../../scrapers/platforms/idox/record.js';
import { addDays } from '../../core/calendar.js';
import { fixturesRoot } from '../helpers/fixtures.js';
import { SimpleClient } from '../../sim/client.js';
import { startSimulator } from '../../sim/server.js';

const APPS = Number(process.env.IDOX_PARITY_APPS ?? 160);
const FETCHED_AT = '2025-01-01T00:00:00.000Z';
// The simulator's session tokens (a random UUID per session) reach the parsed search forms.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

const outPath = process.argv[2] ?? path.join(os.tmpdir(), 'idox-parity.jsonl');
const outFd = openSync(outPath, 'w');
const hash = createHash('sha256');
let lines = 0;
/** The simulator's address (its port changes from run to run). */
let simBase = '';
function out(o: object): void {
  let line = JSON.stringify(o).replace(UUID, '<uuid>');
  if (simBase) line = line.replaceAll(simBase, 'http://sim');
  writeSync(outFd, line + '\n');
  hash.update(line + '\n');
  lines++;
}

/** An error as the worker reads it: its class, message and the fields that decide what happens. */
function errorOf(err: unknown): object {
  const e = err as Error & Record<string, unknown>;
  const { url, status, council, pageKind, action, retryAfterSeconds } = e;
  return {
    error: e.constructor.name,
    message: e.message,
    url,
    status,
    council,
    pageKind,
    action,
    retryAfterSeconds,
  };
}

function attempt(fn: () => unknown): unknown {
  try {
    return { ok: fn() };
  } catch (err) {
    return errorOf(err);
  }
}

/** Everything the parsers say about one page at one URL. */
function dumpPage(section: string, name: string, html: string, url: string): void {
  out({ section, name, url, page: attempt(() => parseIdoxPage(html, url)) });
  for (const [kind, parser] of Object.entries(RECORD_PAGE_PARSERS)) {
    out({ section, name, url, parser: kind, result: attempt(() => parser(html as never, url)) });
  }
}

function htmlFiles(dir: string): string[] {
  const found: string[] = [];
  for (const f of readdirSync(dir).sort()) {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) found.push(...htmlFiles(p));
    else if (f.endsWith('.html')) found.push(p);
  }
  return found;
}

function fixtures(): number {
  const root = fixturesRoot();
  if (!root) throw new Error('fixtures folder not found: set PLANDATA_FIXTURES');
  const portals = path.join(root, 'portals');
  const files = htmlFiles(portals).map((f) => path.relative(portals, f));
  for (const rel of files) {
    const page = fixturePage(rel);
    for (const url of [page.finalUrl, `https://portal.example/online-applications/${path.basename(rel)}`]) {
      dumpPage('fixture', rel, page.text, url);
      const fresh: FetchedPage = { ...page, url, finalUrl: url };
      out({
        section: 'fixture-record',
        name: rel,
        url,
        record: attempt(() => idoxAdapter.parse([fresh], { slug: 'fx' })),
      });
    }
  }
  return files.length;
}

/** The simulator's pages with a fixed arrival time, so records compare across runs. */
class FixedTimeClient implements PageClient {
  readonly inner = new SimpleClient();
  async get(url: string, opts?: Parameters<PageClient['get']>[1]): Promise<FetchedPage> {
    return { ...(await this.inner.get(url, opts)), fetchedAt: FETCHED_AT };
  }
  async post(url: string, form: Parameters<PageClient['post']>[1], opts?: Parameters<PageClient['post']>[2]) {
    return { ...(await this.inner.post(url, form, opts)), fetchedAt: FETCHED_AT };
  }
}

async function simulated(): Promise<{ apps: number; pages: number }> {
  const councils = [
    { slug: 'parity-utf', applications: APPS, charset: 'UTF-8' as const },
    { slug: 'parity-latin', applications: APPS, charset: 'ISO-8859-1' as const, tooManyLimit: 60 },
  ];
  const sim = await startSimulator({ seed: 11, councils, day: 30 });
  simBase = sim.url;
  let apps = 0;
  let pages = 0;
  try {
    for (const { slug } of councils) {
      const client = new FixedTimeClient();
      const ctx: AdapterContext = {
        council: { slug, platform: 'idox', baseUrl: sim.portalUrl(slug) },
        client,
        logger: { debug() {}, info() {}, warn() {}, error() {} },
      };
      const refs = [];
      for await (const ref of idoxAdapter.discover(ctx, {
        from: addDays(sim.today(), -120),
        to: sim.today(),
      }))
        refs.push(ref);
      out({ section: 'sim-discover', name: slug, refs });
      for (const ref of refs) {
        const fetched = await idoxAdapter.fetch(ctx, ref);
        apps++;
        // The record through the fetch step's page cache, then from fresh page objects.
        out({
          section: 'sim-record-cached',
          name: ref.reference,
          record: attempt(() => idoxAdapter.parse(fetched, { slug })),
        });
        const fresh = fetched.map((p) => ({ ...p }));
        out({
          section: 'sim-record',
          name: ref.reference,
          record: attempt(() => idoxAdapter.parse(fresh, { slug })),
        });
        for (const p of fresh) {
          dumpPage('sim-page', ref.reference, p.text, p.finalUrl);
          pages++;
        }
      }
      // The same portal after an upgrade moved its ids and classes, and behind a block page.
      for (const faults of [{ changedLayout: true }, { blockPage: true }]) {
        sim.setFaults(slug, faults);
        const name = Object.keys(faults)[0];
        for (const ref of refs.slice(0, 5)) {
          out({
            section: 'sim-fault-fetch',
            name: `${name} ${ref.reference}`,
            pages: await fetchOutcome(ctx, ref),
          });
          for (const tab of ['summary', 'details', 'dates', 'documents', 'relatedCases']) {
            const url = ref.url.replace('activeTab=summary', `activeTab=${tab}`);
            const p = await client.get(url);
            dumpPage('sim-fault-page', `${name} ${ref.reference} ${tab}`, p.text, p.finalUrl);
          }
        }
        out({ section: 'sim-fault-discover', name, outcome: await discoverOutcome(ctx, sim.today()) });
        sim.setFaults(slug, {});
      }
    }
  } finally {
    await sim.close();
  }
  return { apps, pages };
}

async function fetchOutcome(
  ctx: AdapterContext,
  ref: Parameters<typeof idoxAdapter.fetch>[1],
): Promise<unknown> {
  try {
    const pages = await idoxAdapter.fetch(ctx, ref);
    return { pages: pages.length, record: attempt(() => idoxAdapter.parse(pages, ctx.council)) };
  } catch (err) {
    return errorOf(err);
  }
}

async function discoverOutcome(ctx: AdapterContext, today: string): Promise<unknown> {
  try {
    let n = 0;
    for await (const _ of idoxAdapter.discover(ctx, { from: addDays(today, -7), to: today })) n++;
    return { found: n };
  } catch (err) {
    return errorOf(err);
  }
}

const files = fixtures();
const sim = await simulated();
closeSync(outFd);
console.log(
  `idox-parity: ${outPath}: ${lines} lines, sha256 ${hash.digest('hex')}\n` +
    `  ${files} saved pages x 2 URLs, ${sim.apps} simulated applications (${sim.pages} pages), fault pages`,
);
