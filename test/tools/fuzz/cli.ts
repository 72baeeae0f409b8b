// npm run fuzz -- [options]: fuzzes the read API from its OpenAPI document and prints the table.
//
//   npm run fuzz -- --requests 10000                  in process: a throwaway database cloned from the
//                                                     test template, seeded, the app driven by inject
//   npm run fuzz -- --listen --requests 10000         the same app listening on 127.0.0.1 (a free port),
//                                                     fuzzed over HTTP, plus the raw socket cases
//   npm run fuzz -- --base http://127.0.0.1:3000 --key demo=pd_... --key pro=pd_...
//   npm run fuzz -- --base http://127.0.0.1:3000 --create-keys
//                                                     a running API on this machine (loopback only);
//                                                     --create-keys makes pools of throwaway keys of every
//                                                     plan in DATABASE_URL's database (the API's own)
// Options: --seed N (default 1; one seed is one sequence of requests), --concurrency N (default 8),
// --time-limit S (stop sending after S seconds), --json FILE (the summary as JSON).
// Exit status: 0 without violations, 1 with any, 2 for bad usage.
//
// Against a running API the fuzzer creates and deletes alerts, exports and webhook registrations of
// the keys it is given: give it throwaway keys (or --create-keys), never a customer's.
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../../../core/config.js';
import { createDb } from '../../../core/db.js';
import { plans, type PlanName } from '../../../core/plans.js';
import { KeysRepository } from '../../../core/repositories/keys.repository.js';
import setupTemplate from '../../helpers/global-setup.js';
import { testRuntime } from '../../helpers/runtime.js';
import type { FuzzContext, FuzzKey } from './generate.js';
import type { OpenApiDocument } from './openapi.js';
import { formatReport, summaryJson } from './report.js';
import { runFuzz, type FuzzSummary } from './run.js';
import { startInProcessTarget } from './target.js';
import { httpTransport, injectTransport, type Transport } from './transport.js';

const PLANS: PlanName[] = ['demo', 'starter', 'pro', 'business', 'enterprise'];

interface Args {
  base: string | null;
  keys: { plan: string; key: string }[];
  createKeys: boolean;
  listen: boolean;
  requests: number;
  seed: number;
  concurrency: number;
  timeLimit: number | null;
  json: string | null;
}

function usage(message: string): never {
  console.error(`fuzz: ${message}`);
  console.error(
    'usage: npm run fuzz -- [--base http://127.0.0.1:PORT (--key PLAN=KEY ... | --create-keys) | --listen] [--requests N] [--seed N] [--concurrency N] [--time-limit S] [--json FILE]',
  );
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const a: Args = {
    base: null,
    keys: [],
    createKeys: false,
    listen: false,
    requests: 10_000,
    seed: 1,
    concurrency: 8,
    timeLimit: null,
    json: null,
  };
  const num = (flag: string, v: string | undefined) => {
    if (v === undefined || !/^\d+$/.test(v)) usage(`${flag} takes a whole number`);
    return Number(v);
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const v = argv[i + 1];
    switch (flag) {
      case '--base':
        if (!v) usage('--base takes a URL');
        a.base = v;
        i++;
        break;
      case '--key': {
        const m = /^(\w+)=(.+)$/.exec(v ?? '');
        if (!m || !(PLANS as string[]).includes(m[1]))
          usage(`--key takes PLAN=KEY, PLAN one of ${PLANS.join(', ')}`);
        a.keys.push({ plan: m[1], key: m[2] });
        i++;
        break;
      }
      case '--create-keys':
        a.createKeys = true;
        break;
      case '--listen':
      case '--in-process':
        a.listen ||= flag === '--listen';
        break;
      case '--requests':
        a.requests = num(flag, v);
        i++;
        break;
      case '--seed':
        a.seed = num(flag, v);
        i++;
        break;
      case '--concurrency':
        a.concurrency = Math.max(1, num(flag, v));
        i++;
        break;
      case '--time-limit':
        a.timeLimit = num(flag, v);
        i++;
        break;
      case '--json':
        if (!v) usage('--json takes a file');
        a.json = v;
        i++;
        break;
      default:
        usage(`unknown option ${flag}`);
    }
  }
  if (a.base && !a.keys.length && !a.createKeys)
    usage('--base needs --key PLAN=KEY (one or more) or --create-keys');
  if (!a.base && (a.keys.length || a.createKeys)) usage('--key and --create-keys go with --base');
  return a;
}

async function inProcess(args: Args): Promise<FuzzSummary> {
  await setupTemplate();
  const rt = await testRuntime({ WEBHOOK_ALLOW_LOOPBACK: 'false', LOG_LEVEL: 'silent' });
  try {
    console.error(`fuzz: seeding a throwaway database (${rt.testDb.name})`);
    const target = await startInProcessTarget(rt, { requests: args.requests, listen: args.listen });
    const transport: Transport = args.listen
      ? httpTransport(`http://127.0.0.1:${target.port}`, args.concurrency)
      : injectTransport(target.app);
    try {
      return await run(args, target.doc, target.ctx, transport);
    } finally {
      await transport.close();
      await target.close();
      if (target.blocked.length)
        console.error(`fuzz: the network guard refused ${target.blocked.join(', ')}`);
    }
  } finally {
    await rt.close();
  }
}

/** Keys of every plan in the database the API reads (DATABASE_URL), pools sized like in process. */
async function createKeys(requests: number): Promise<{ plan: string; key: string }[]> {
  const config = loadConfig();
  const db = createDb({ url: config.DATABASE_URL, poolMax: 2 });
  try {
    const repo = new KeysRepository(db);
    const out: { plan: string; key: string }[] = [];
    const stamp = Date.now().toString(36);
    for (const plan of PLANS) {
      const pool = Math.max(2, Math.ceil(requests / PLANS.length / (plans[plan].perMinute * 0.7)));
      for (let i = 0; i < pool; i++) {
        const { key } = await repo.create({
          email: `fuzz-${stamp}-${plan}-${i}@fuzz.test`,
          plan,
          label: 'fuzz',
        });
        out.push({ plan, key });
      }
    }
    console.error(
      `fuzz: created ${out.length} keys (e-mails fuzz-${stamp}-*@fuzz.test); revoke them with plandata keys revoke`,
    );
    return out;
  } finally {
    await db.destroy();
  }
}

/** What the fuzzer needs to know of a running API, read from it with the first key. */
async function discover(
  base: string,
  keys: { plan: string; key: string }[],
): Promise<{ doc: OpenApiDocument; ctx: FuzzContext }> {
  const get = async (path: string, key?: string): Promise<unknown> => {
    const res = await fetch(new URL(path, base), key ? { headers: { authorization: `Bearer ${key}` } } : {});
    if (!res.ok) throw new Error(`fuzz: GET ${path} answered ${res.status}`);
    return res.json();
  };
  const doc = (await get('/v1/openapi.json')) as OpenApiDocument;
  const k = keys.find((x) => x.plan !== 'demo')?.key ?? keys[0].key;
  const councils = ((await get('/v1/councils', k)) as { data: { slug: string }[] }).data
    .map((c) => c.slug)
    .sort();
  const categories = ((await get('/v1/categories', k)) as { data: { slug: string }[] }).data.map(
    (c) => c.slug,
  );
  const apps = (
    (await get('/v1/applications?limit=10', k)) as {
      data: { id: string; postcode: string | null; location: { lat: number; lng: number } | null }[];
    }
  ).data;
  const fuzzKeys: FuzzKey[] = keys.map((x) => ({ ...x, alerts: [], webhooks: [], exports: [] }));
  return {
    doc,
    ctx: {
      keys: fuzzKeys,
      councils: councils.length ? councils : ['nowhere'],
      categories,
      postcodes: [
        ...new Set(apps.map((a) => a.postcode).filter((p): p is string => !!p)),
        'SW11',
        'SW11 1AA',
      ],
      applicationIds: apps.length ? apps.map((a) => a.id) : ['pa_none', '1'],
      points: apps.some((a) => a.location)
        ? apps.filter((a) => a.location).map((a) => [a.location!.lat, a.location!.lng])
        : [[51.5, -0.12]],
      webhookPlans: PLANS.filter((p) => plans[p].maxWebhooks > 0),
    },
  };
}

async function run(
  args: Args,
  doc: OpenApiDocument,
  ctx: FuzzContext,
  transport: Transport,
): Promise<FuzzSummary> {
  console.error(
    `fuzz: ${args.requests} requests, seed ${args.seed}, ${transport.name}, concurrency ${args.concurrency}`,
  );
  return runFuzz({
    doc,
    ctx,
    transport,
    requests: args.requests,
    seed: args.seed,
    concurrency: args.concurrency,
    timeLimitMs: args.timeLimit ? args.timeLimit * 1000 : undefined,
    onProgress: (sent, total) => console.error(`fuzz: ${sent} / ${total}`),
  });
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let summary: FuzzSummary;
  if (args.base) {
    const transport = httpTransport(args.base, args.concurrency);
    try {
      const keys = args.createKeys ? await createKeys(args.requests) : args.keys;
      const { doc, ctx } = await discover(args.base, keys);
      summary = await run(args, doc, ctx, transport);
    } finally {
      await transport.close();
    }
  } else summary = await inProcess(args);
  console.log(formatReport(summary));
  if (args.json) writeFileSync(args.json, JSON.stringify(summaryJson(summary), null, 2));
  process.exit(summary.violationCount ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(`fuzz: ${(err as Error).message}`);
  process.exit(2);
});
