import { startSimulator } from './sim/server.js';
import { SimpleClient } from './sim/client.js';
import { adapters } from './scrapers/platforms/index.js';
import { addDays } from './core/calendar.js';
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const sim = await startSimulator({ seed: 3, day: 30, councils: [
  { slug: 'def', platform: 'planning-register', applications: 150 },
  { slug: 'def-old', platform: 'planning-register', variant: 'legacy', applications: 150 },
  { slug: 'ng', platform: 'northgate', applications: 150 },
  { slug: 'def-stuck', platform: 'planning-register', applications: 20, faults: { gateStuck: true } },
  { slug: 'def-ch', platform: 'planning-register', applications: 20, faults: { changedLayout: true } },
  { slug: 'ng-ch', platform: 'northgate', applications: 20, faults: { changedLayout: true } },
  { slug: 'ng-bl', platform: 'northgate', applications: 20, faults: { blockPage: true } },
]});
const ctx = (slug: string) => ({ council: sim.councilConfig(slug), client: new SimpleClient(), logger: quiet });
for (const slug of ['def', 'def-old', 'ng', 'def-stuck', 'def-ch', 'ng-ch', 'ng-bl']) {
  const a = adapters[sim.councilConfig(slug).platform];
  const refs = [];
  sim.resetStats();
  try {
    for await (const r of a.discover(ctx(slug), { from: addDays(sim.today(), -120), to: sim.today() })) refs.push(r);
  } catch (e) { console.log(slug, 'discover error', (e as Error).name, (e as Error).message); continue; }
  console.log(slug, 'refs', refs.length, 'visible', sim.visible(slug).length, 'requests', Object.values(sim.stats.requests).reduce((x, y) => x + y, 0));
  const r0 = refs[refs.length - 5];
  const pages = await a.fetch(ctx(slug), r0);
  const rec = a.parse(pages, { slug });
  console.log(JSON.stringify({ ...rec, documents: rec.documents?.slice(0, 2) }, null, 0).slice(0, 3000));
}
await sim.close();
