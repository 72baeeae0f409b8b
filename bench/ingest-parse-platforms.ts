// Pages parsed per second, one thread, for every registered platform adapter other than Idox (whose
// figures are bench/ingest-parse.ts's): each adapter's real saved pages (its `samples` under
// ../shared/fixtures) and the pages of simulated applications on its simulator profile (every page
// its fetch step gets, plus its discover answers), each read by the adapter's parsePage as
// `plandata parse` does. Then the CPU an application costs the record build (the adapter's parse)
// over its recorded pages. Run: npm run bench -- ingest-parse-platforms  (BENCH_SECONDS, default 3).
import { addDays } from '../core/calendar.js';
import type { FetchedPage, PageClient, PlatformAdapter, RequestOptions } from '../scrapers/contract.js';
import { adapters } from '../scrapers/platforms/index.js';
import { SimpleClient } from '../sim/client.js';
import { startSimulator } from '../sim/server.js';
import { fixtureFiles, hasFixtures } from '../test/helpers/fixtures.js';
import { savedPage } from '../test/helpers/portal-pages.js';
import { report } from './lib.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const APPS = Number(process.env.BENCH_PARSE_APPS ?? 40);
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** A client that keeps every answer it gets. */
function recording(into: FetchedPage[]): PageClient {
  const http = new SimpleClient();
  const keep = async (p: Promise<FetchedPage>) => {
    const page = await p;
    into.push(page);
    return page;
  };
  return {
    get: (u: string, o?: RequestOptions) => keep(http.get(u, o)),
    post: (u, f, o) => keep(http.post(u, f, o)),
    postJson: (u, b, o) => keep(http.postJson(u, b, o)),
  };
}

async function simulated(
  a: PlatformAdapter,
  variant?: string,
): Promise<{ pages: FetchedPage[]; apps: FetchedPage[][] }> {
  const slug = `bench-${a.platform}${variant ? `-${variant}` : ''}`;
  const sim = await startSimulator({
    seed: 7,
    day: 30,
    councils: [{ slug, platform: a.platform, variant, applications: APPS * 3 }],
  });
  try {
    const pages: FetchedPage[] = [];
    const ctx = { council: sim.councilConfig(slug), client: recording(pages), logger: quiet };
    const apps: FetchedPage[][] = [];
    const refs = [];
    for await (const ref of a.discover(ctx, { from: addDays(sim.today(), -60), to: sim.today() })) {
      refs.push(ref);
      if (refs.length >= APPS) break;
    }
    for (const ref of refs) apps.push(await a.fetch(ctx, ref));
    return { pages, apps };
  } finally {
    await sim.close();
  }
}

function loop(
  a: PlatformAdapter,
  pages: FetchedPage[],
  seconds: number,
): { perSecond: number; perCpuSecond: number } {
  let n = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  while (performance.now() < until) {
    for (const p of pages) {
      // A fresh page object each time: nothing memoised between rounds.
      if (!a.parsePage!({ ...p })) throw new Error(`${a.platform}: page not recognised: ${p.url}`);
      n++;
    }
  }
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { perSecond: (n * 1000) / ms, perCpuSecond: (n * 1e6) / (c.user + c.system) };
}

function recordCpuMs(a: PlatformAdapter, apps: FetchedPage[][], slug: string): number {
  const rounds = 5;
  const c0 = process.cpuUsage();
  for (let i = 0; i < rounds; i++)
    for (const pages of apps)
      a.parse(
        pages.map((p) => ({ ...p })),
        { slug },
      );
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / (rounds * apps.length);
}

async function main(): Promise<void> {
  const figures: Record<string, number> = {};
  const notes: Record<string, string> = {};
  for (const a of Object.values(adapters)) {
    if (a.platform === 'idox' || !a.parsePage) continue;
    const variants: (string | undefined)[] = a.platform === 'civica' ? [undefined, 'jsf'] : [undefined];
    const sims = [];
    for (const v of variants) sims.push(await simulated(a, v));
    const simPages = sims.flatMap((s) => s.pages);
    const real = hasFixtures ? (a.samples ?? []).flatMap(fixtureFiles).map(savedPage) : [];
    loop(a, simPages.slice(0, 50), 0.3); // warm
    const rSim = loop(a, simPages, SECONDS);
    figures[`${a.platform}_sim_pages_per_s`] = Math.round(rSim.perSecond);
    figures[`${a.platform}_sim_pages_per_cpu_s`] = Math.round(rSim.perCpuSecond);
    if (real.length) {
      const rReal = loop(a, real, SECONDS);
      figures[`${a.platform}_real_pages_per_s`] = Math.round(rReal.perSecond);
      figures[`${a.platform}_real_pages_per_cpu_s`] = Math.round(rReal.perCpuSecond);
    }
    figures[`${a.platform}_record_cpu_ms_per_app`] = Number(
      recordCpuMs(
        a,
        sims.flatMap((s) => s.apps),
        'bench',
      ).toFixed(3),
    );
    notes[a.platform] =
      `${simPages.length} simulated pages (${variants.map((v) => v ?? 'default').join(', ')}; discover answers and each application's pages, ${APPS} applications each), ${real.length} real pages`;
  }
  report('ingest-parse-platforms', figures, {
    what: 'parsePage per page, one thread (the main thread); record = the adapter parse over one application pages, CPU ms',
    ...notes,
  });
}

await main();
