// The fuzzer's in-process target: the real app on a seeded test database (councils, postcodes, live and
// archive applications, keys of every plan in pools sized so the per-minute limits leave room, and
// alerts, webhooks and exports those accounts own), with every webhook name resolving to loopback
// (refused by the SSRF guard) and a network guard that refuses any connection off this machine.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/app.js';
import { CATEGORY_SLUGS } from '../../../core/domain/planning/categories.js';
import { newSecret } from '../../../core/ids.js';
import { plans, type PlanName } from '../../../core/plans.js';
import { KeysRepository } from '../../../core/repositories/keys.repository.js';
import { AlertsRepository } from '../../../core/repositories/planning/alerts.repository.js';
import { WebhooksRepository } from '../../../core/repositories/webhooks.repository.js';
import type { Runtime } from '../../../core/runtime.js';
import type { Resolver } from '../../../feed/webhooks/ssrf.js';
import { encryptSecret } from '../../../feed/webhooks/secrets.js';
import { application, archive, council } from '../../api/seed.js';
import type { FuzzContext, FuzzKey } from './generate.js';
import type { OpenApiDocument } from './openapi.js';
import { isLoopbackHost } from './transport.js';

export interface InProcessTarget {
  app: FastifyInstance;
  ctx: FuzzContext;
  doc: OpenApiDocument;
  /** The loopback port, when listening. */
  port: number | null;
  /** Connections the network guard refused (none is the expected count). */
  blocked: string[];
  close(): Promise<void>;
}

const PLANS: PlanName[] = ['demo', 'starter', 'pro', 'business', 'enterprise'];

/** Every name resolves to loopback, which the SSRF guard refuses: no look-up, no delivery. */
const loopbackResolver: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

/** Refuses any TCP connection to a host that is not loopback, until the returned function is called. */
export function guardNetwork(blocked: string[]): () => void {
  const real = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guarded(this: net.Socket, ...args: unknown[]) {
    const o = args[0];
    const opts = typeof o === 'object' && o !== null ? (o as { host?: string; path?: string }) : null;
    const host = opts ? opts.host : typeof args[1] === 'string' ? args[1] : undefined;
    const unix = opts?.path !== undefined || (typeof o === 'string' && !/^\d+$/.test(o));
    if (!unix && host !== undefined && !isLoopbackHost(host)) {
      blocked.push(host);
      process.nextTick(() => this.destroy(new Error(`fuzz network guard: refused ${host}`)));
      return this;
    }
    return (real as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
  return () => {
    net.Socket.prototype.connect = real;
  };
}

const COUNCILS: [slug: string, nation: string, lat: number, lng: number][] = [
  ['fuzzshire', 'england', 52.95, -1.15],
  ['testborough', 'wales', 51.48, -3.18],
  ['sampleton', 'scotland', 55.95, -3.19],
];

/**
 * Seeds `rt`'s database for a run of about `requests` requests and starts the app on it (listening on
 * 127.0.0.1 when `listen`). The runtime stays the caller's to close.
 */
export async function startInProcessTarget(
  rt: Runtime,
  opts: { requests: number; listen?: boolean },
): Promise<InProcessTarget> {
  const blocked: string[] = [];
  const unguard = guardNetwork(blocked);
  const { db } = rt;
  const points: [number, number][] = [];
  const postcodes: string[] = [];
  const applicationIds: string[] = [];
  const councils: string[] = [];
  let n = 0;
  for (const [slug, nation, lat, lng] of COUNCILS) {
    const c = await council(db, slug, { nation });
    councils.push(slug);
    for (let i = 0; i < 4; i++) {
      const pc = `${slug.slice(0, 2).toUpperCase()}${i + 1} ${i + 1}AA`;
      const [plat, plng] = [lat + i * 0.004, lng + i * 0.004];
      await db('postcodes').insert({
        postcode_norm: pc.replace(' ', ''),
        postcode: pc,
        lat: plat,
        lng: plng,
        location: db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [plng, plat]),
        release: '2025-05',
      });
      postcodes.push(pc, pc.split(' ')[0], `${pc.split(' ')[0]} ${i + 1}`);
      points.push([plat, plng]);
    }
    for (let i = 0; i < 15; i++) {
      const slugs = CATEGORY_SLUGS.slice(n % CATEGORY_SLUGS.length, (n % CATEGORY_SLUGS.length) + 1);
      const a = await application(db, {
        council_id: c.id,
        nation,
        lat: lat + (i % 5) * 0.003,
        lng: lng + (i % 3) * 0.003,
        postcode: postcodes[postcodes.length - 3 * (1 + (i % 4))],
        stage: ['pending', 'approved', 'refused', 'withdrawn'][i % 4],
        category: slugs[0],
        categories: slugs,
        date_received: `2026-0${1 + (i % 9)}-1${i % 10}`,
        dwelling_count: i % 3,
      });
      applicationIds.push(a.public_id, String(a.id));
      n++;
    }
    for (let i = 0; i < 3; i++)
      await archive(db, { council_id: c.id, nation, date_received: `201${i}-05-01` });
  }

  // Keys in pools per plan: about an equal share of the run each, no key above 70% of its per-minute
  // limit (a run of 10,000 requests at most lasts a minute or two), so answers are the routes' own.
  const keys: (FuzzKey & { email: string })[] = [];
  const share = Math.ceil(opts.requests / PLANS.length);
  const keyRows = new KeysRepository(db);
  for (const plan of PLANS) {
    const pool = Math.max(2, Math.ceil(share / (plans[plan].perMinute * 0.7)));
    for (let i = 0; i < pool; i++) {
      const email = `fuzz-${plan}-${i}@fuzz.test`;
      const { key } = await keyRows.create({ email, plan });
      keys.push({ plan, key, email, alerts: [], webhooks: [], exports: [] });
    }
  }

  const app = await buildApp({ ...rt, resolver: loopbackResolver });
  await app.ready();
  const alerts = new AlertsRepository(db);
  const hooks = new WebhooksRepository(db);
  for (const [i, k] of keys.entries()) {
    const email = k.email;
    const base = { name: null, lat: null, lng: null, radius_m: null, council_id: null, nation: null };
    const rest = { owner_company: null, owner_scope: null, categories: null, frequency: 'daily' } as const;
    const [plat, plng] = points[i % points.length];
    k.alerts.push(
      (await alerts.create(email, { ...base, ...rest, type: 'radius', lat: plat, lng: plng, radius_m: 1000 }))
        .id,
      (await alerts.create(email, { ...base, ...rest, type: 'national', nation: 'england' })).id,
    );
    if (plans[k.plan as PlanName].maxWebhooks > 0) {
      const secret = newSecret('whsec_');
      const w = await hooks.create({
        account: email,
        url: `https://hooks.fuzz.test/${i}`,
        alertId: k.alerts[0],
        secretCiphertext: encryptSecret(rt.config.WEBHOOK_SECRET_KEY, email, secret),
        secretPrefix: secret.slice(0, 10),
      });
      k.webhooks.push(w.id);
      const exp = await app.inject({
        method: 'POST',
        url: '/v1/exports',
        headers: { authorization: `Bearer ${k.key}` },
        payload: { council: councils[i % councils.length], limit: 5, format: i % 2 ? 'csv' : 'json' },
      });
      if (exp.statusCode !== 200) throw new Error(`fuzz seed: export ${exp.statusCode} ${exp.body}`);
      k.exports.push((exp.json() as { data: { id: number } }).data.id);
    }
  }

  let port: number | null = null;
  if (opts.listen) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  }
  return {
    app,
    port,
    blocked,
    doc: app.swagger() as unknown as OpenApiDocument,
    ctx: {
      keys: keys.map(({ email: _email, ...k }) => k),
      councils,
      categories: [...CATEGORY_SLUGS],
      postcodes,
      applicationIds,
      points,
      webhookPlans: PLANS.filter((p) => plans[p].maxWebhooks > 0),
    },
    async close() {
      await app.close();
      unguard();
    },
  };
}
