// End to end through the real pipeline (issue 8): a simulated council (portal simulator) gains an
// application; the real scrape, store, alerts.match and webhooks.deliver workers run on the real
// queues; the HTTPS receiver on loopback gets exactly one signed delivery for it, whose signature it
// verifies. Status changes of applications that were already there match nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import type { Simulator } from '../../sim/server.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { scrapeAll, simWithCouncils } from '../pipeline/harness.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addKey } from './fixtures.js';
import { makeCert, startReceiver, type Receiver, type TestCert } from './receiver.js';

const SLUG = 'sim-alerts';
let cert: TestCert;
let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;
let receiver: Receiver;
let app: FastifyInstance;

beforeAll(async () => {
  cert = makeCert();
  rt = await testRuntime({
    SCRAPER_HOST_CONCURRENCY: '4',
    SCRAPER_TIMEOUT_MS: '5000',
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_EXTRA_CA_FILE: cert.certFile,
    WEBHOOK_RETRY_BASE_MS: '20',
  });
  sim = await simWithCouncils(rt, 5, [{ slug: SLUG, applications: 60 }], 10);
  receiver = await startReceiver(cert);
  app = await buildApp(rt);
  workers = await runWorkers({
    runtime: rt,
    only: [
      'scrape.council',
      'scrape.fetch',
      'scrape.store',
      'enrich.application',
      'alerts.match',
      'webhooks.deliver',
    ],
    concurrency: 4,
  });
}, 60_000);

afterAll(async () => {
  await workers?.stop();
  await sim?.close();
  await app?.close();
  await receiver?.close();
  cert?.cleanup();
});

describe('simulated council -> alert match -> signed webhook', () => {
  it('delivers one signed event for the one new application', async () => {
    // The first day after day 10 on which exactly one new application appears on the portal
    // (arrivals run to simulated day 30).
    let day = sim.day();
    let fresh: string[] = [];
    while (fresh.length !== 1) {
      expect(day).toBeLessThan(30);
      const seen = new Set(sim.visible(SLUG).map((a) => a.reference));
      sim.setDay(++day);
      fresh = sim
        .visible(SLUG)
        .map((a) => a.reference)
        .filter((r) => !seen.has(r));
    }
    // The register as it stood the day before, read before the alert exists.
    sim.setDay(day - 1);
    const [first] = await scrapeAll(rt, workers.queues, sim, [SLUG]);
    expect(first.status).toBe('succeeded');
    expect(first.created).toBeGreaterThan(5);

    const key = await addKey(rt.db, 'starter', 'e2e@example.com');
    const headers = { authorization: `Bearer ${key}` };
    const alert = await app.inject({
      method: 'POST',
      url: '/v1/alerts',
      headers,
      payload: { type: 'council', council: SLUG },
    });
    expect(alert.statusCode).toBe(201);
    const hook = await app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers,
      payload: { url: receiver.url, alert_id: alert.json().data.id },
    });
    expect(hook.statusCode).toBe(201);
    receiver.secret = hook.json().data.secret;

    const versionsBefore = Number((await rt.db('application_versions').count({ n: '*' }))[0].n);
    const receivedBefore = receiver.received.length;
    sim.setDay(day);
    const [second] = await scrapeAll(rt, workers.queues, sim, [SLUG]);
    expect(second.status).toBe('succeeded');
    expect(second.created).toBe(1);

    const [got] = (await receiver.waitFor(receivedBefore + 1)).slice(receivedBefore);
    expect(got.validSignature).toBe(true);
    const application = (got.json.data as { application: { reference: string; authority: { slug: string } } })
      .application;
    expect(application.reference).toBe(fresh[0]);
    expect(application.authority.slug).toBe(SLUG);
    // The run also changed other (older) applications; none of them is an event.
    expect(second.changed).toBeGreaterThan(0);
    const versionsAfter = Number((await rt.db('application_versions').count({ n: '*' }))[0].n);
    expect(versionsAfter).toBe(versionsBefore + 1 + second.changed);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received.length).toBe(receivedBefore + 1);

    const matches = await app.inject({
      method: 'GET',
      url: `/v1/alerts/${alert.json().data.id}/matches`,
      headers,
    });
    expect(matches.statusCode).toBe(200);
    expect(matches.json().data.map((a: { reference: string }) => a.reference)).toContain(fresh[0]);
    expect(matches.json().meta.owner).toBe('e2e@example.com');
  }, 240_000);
});
