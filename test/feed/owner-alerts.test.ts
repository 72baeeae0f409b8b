// The owner alert of spec 4.5 end to end, through HTTP and the real workers on a real database: created
// by POST /v1/alerts (Pro and above, fields named in 400s), matched when the freehold-owner join of
// an application names the company's group (the join runs after store; matching waits for it), and
// again nightly when ownership arrives later (a re-join after a new release) or the group grows
// (the planning.derived job); listed at /alerts/{id}/matches; each match a signed webhook delivery
// on loopback; and e-mailed: the daily digest queued for the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { enrichApplication } from '../../enrich/join/pipeline.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { enqueueAfterStore } from '../../workers/services/scrape/store.js';
import { AlertsRepository } from '../../core/repositories/planning/alerts.repository.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addApplication, addCouncil, addKey, until } from './fixtures.js';
import { makeCert, startReceiver, type Receiver, type TestCert } from './receiver.js';

const EMAIL = 'owners@example.com';
// An invented group: TOP controls SUB (the alert's company) and SIB; LATE joins the group later.
const TOP = '90000001';
const SUB = '90000002';
const SIB = '90000003';
const LATE = '90000004';
const OTHER = '90000009';

let cert: TestCert;
let rt: TestRuntime;
let app: FastifyInstance;
let receiver: Receiver;
let workers: WorkerHandle;
let pro: string;
let starter: string;
let councilId: number;
let alertId: number;
let seq = 0;

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

async function title(address: string, company: string): Promise<void> {
  seq++;
  const pc = /\(([A-Z0-9 ]+)\)$/.exec(address)![1]!;
  await rt.db('land_titles').insert({
    kind: 'ccod',
    title_number: `TT${seq}`,
    tenure: 'Freehold',
    property_address: address,
    address_norm: address.toUpperCase(),
    postcode_norm: pc.replace(/\s+/g, ''),
    district: 'BARNET',
    proprietors: JSON.stringify([
      { name: `COMPANY ${company} LIMITED`, company_number: company, category: 'Limited Company' },
    ]),
    company_numbers: [company],
    release: '2026-10',
  });
}

async function control(company: string, parent: string): Promise<void> {
  await rt.db('company_controllers').insert({
    company_number: company,
    controller_name: `COMPANY ${parent} LIMITED`,
    controller_number: parent,
    share_band: '75-100',
    majority: true,
    release: '2026-10',
  });
}

/** A new application at the address, and the after-store jobs the store step queues for it. */
async function arrive(reference: string, address: string, postcode: string): Promise<number> {
  const id = await addApplication(rt.db, { councilId, reference });
  await rt.db('applications').where({ id }).update({ address, postcode });
  await enqueueAfterStore(rt.db, workers.queues, {
    applicationId: id,
    version: 1,
    outcome: 'created',
    followupsPending: true,
  });
  return id;
}

const matchedApps = async () =>
  (await rt.db('alert_matches').where({ alert_id: alertId }).orderBy('id').pluck('application_id')).map(
    Number,
  );

/** Runs a job through the workers (as the scheduler queues it) and returns what it returned. */
async function runJob(job: 'planning.derived' | 'alerts.digest', payload: Record<string, unknown>) {
  const j = await workers.queues.enqueue(job, payload as never, { jobId: `${job}-${++seq}` });
  return until(async () => {
    const x = await workers.queues.get(job).getJob(j.id!);
    return x && (await x.getState()) === 'completed' && (x.returnvalue as Record<string, unknown>);
  });
}

beforeAll(async () => {
  cert = makeCert();
  rt = await testRuntime({
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_EXTRA_CA_FILE: cert.certFile,
    WEBHOOK_RETRY_BASE_MS: '20',
    WEBHOOK_RETRY_MAX_DELAY_MS: '200',
  });
  app = await buildApp(rt);
  receiver = await startReceiver(cert);
  pro = await addKey(rt.db, 'pro', EMAIL);
  starter = await addKey(rt.db, 'starter', 'starter@example.com');
  councilId = await addCouncil(rt.db, 'barnet');
  await control(SUB, TOP);
  await control(SIB, TOP);
  workers = await runWorkers({
    runtime: rt,
    only: ['enrich.application', 'alerts.match', 'webhooks.deliver', 'planning.derived', 'alerts.digest'],
    concurrency: 2,
  });
}, 60_000);

afterAll(async () => {
  await workers?.stop();
  await app?.close();
  await receiver?.close();
  cert?.cleanup();
});

describe('creating an owner alert (POST /v1/alerts)', () => {
  it('is Pro and above: a Starter key gets 403 naming type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/alerts',
      headers: auth(starter),
      payload: { type: 'owner', owner_company: SUB },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ type: 'permission_error', param: 'type' });
  });

  it.each([
    [{ type: 'owner' }, 'owner_company'],
    [{ type: 'owner', owner_company: 'ACME' }, 'owner_company'],
    [{ type: 'owner', owner_company: SUB, owner_scope: 'holding' }, 'owner_scope'],
    [{ type: 'owner', owner_company: SUB, frequency: 'hourly' }, 'frequency'],
    [{ type: 'owner', owner_company: SUB, council: 'barnet' }, 'council'],
    [{ type: 'owner', owner_company: SUB, lat: 51.5 }, 'lat'],
  ])('400 naming the field: %j', async (payload, param) => {
    const res = await app.inject({ method: 'POST', url: '/v1/alerts', headers: auth(pro), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ type: 'invalid_request', param });
  });

  it('PATCH owner_scope reads the group again (and drops it for company); DELETE removes it', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/v1/alerts',
      headers: auth(pro),
      payload: { type: 'owner', owner_company: SIB },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as number;
    const repo = new AlertsRepository(rt.db);
    expect((await repo.get(EMAIL, id))!.owner_members).toBeNull();
    const patch = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/v1/alerts/${id}`, headers: auth(pro), payload });
    expect((await patch({ owner_scope: 'group' })).json().data.owner_scope).toBe('group');
    expect([...(await repo.get(EMAIL, id))!.owner_members!].sort()).toEqual([TOP, SUB, SIB]);
    expect((await patch({ owner_scope: 'holding' })).json().error.param).toBe('owner_scope');
    expect((await patch({ owner_scope: 'company' })).statusCode).toBe(200);
    expect((await repo.get(EMAIL, id))!.owner_members).toBeNull();
    const del = await app.inject({ method: 'DELETE', url: `/v1/alerts/${id}`, headers: auth(pro) });
    expect(del.json().data).toMatchObject({ id, deleted: true });
  });

  it('creates a group alert, lists it, and links a webhook to it', async () => {
    // A record already on the group's land before the alert: alerts watch what arrives after them.
    await title('1 Older Road, London (N2 0AA)', SIB);
    const older = await addApplication(rt.db, { councilId, reference: 'OLD/1' });
    await rt
      .db('applications')
      .where({ id: older })
      .update({ address: '1 Older Road, London', postcode: 'N2 0AA' });
    await enrichApplication(rt.db, older);
    await new Promise((r) => setTimeout(r, 20));
    const res = await app.inject({
      method: 'POST',
      url: '/v1/alerts',
      headers: auth(pro),
      payload: {
        type: 'owner',
        owner_company: '90000002',
        owner_scope: 'group',
        frequency: 'daily',
        name: 'Group land',
      },
    });
    expect(res.statusCode).toBe(201);
    alertId = res.json().data.id;
    expect(res.json().data).toMatchObject({
      type: 'owner',
      owner_company: SUB,
      owner_scope: 'group',
      frequency: 'daily',
      name: 'Group land',
      council: null,
      links: { matches: `${rt.config.PUBLIC_BASE_URL.replace(/\/$/, '')}/v1/alerts/${alertId}/matches` },
    });
    // The group as GET /v1/owners/{number}?scope=group reads it: from the top company down.
    const stored = (await new AlertsRepository(rt.db).get(EMAIL, alertId))!;
    expect([...stored.owner_members!].sort()).toEqual([TOP, SUB, SIB]);
    const list = await app.inject({ method: 'GET', url: '/v1/alerts', headers: auth(pro) });
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([alertId]);
    const hook = await app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: auth(pro),
      payload: { url: receiver.url, alert_id: alertId },
    });
    expect(hook.statusCode).toBe(201);
    receiver.secret = hook.json().data.secret;
  });
});

describe('matching, webhooks and e-mail', () => {
  let onSibling: number;
  let lateOwned: number;
  let grown: number;

  it("an application arriving on a sibling company's land matches once the owner join has run", async () => {
    await title('12 Example Road, London (N2 0AB)', SIB);
    await title('14 Example Road, London (N2 0AB)', OTHER);
    onSibling = await arrive('26/0001/FUL', '12 Example Road, London', 'N2 0AB');
    const elsewhere = await arrive('26/0002/FUL', '14 Example Road, London', 'N2 0AB');
    const [got] = await receiver.waitFor(1);
    expect(got.validSignature).toBe(true);
    expect(got.json.type).toBe('application.match.created');
    const data = got.json.data as { alert_id: number; application: { reference: string } };
    expect(data.application.reference).toBe('26/0001/FUL');
    expect(data.alert_id).toBe(alertId);
    // Both applications' matching has run; only the group's land matched.
    await until(async () => {
      const done = await rt
        .db('application_versions')
        .whereIn('application_id', [onSibling, elsewhere])
        .whereNotNull('matched_at')
        .count<{ n: string }[]>('* as n');
      return Number(done[0]!.n) === 2;
    });
    expect(await matchedApps()).toEqual([onSibling]);
    const row = await rt.db('applications').where({ id: onSibling }).first('owner_company_numbers');
    expect(row.owner_company_numbers).toEqual([SIB]);
  });

  it('ownership joined later (a re-join after a new release) matches in the nightly job', async () => {
    lateOwned = await arrive('26/0003/FUL', '20 Late Lane, London', 'N2 0AC');
    await until(async () => {
      const v = await rt.db('application_versions').where({ application_id: lateOwned }).first('matched_at');
      return v?.matched_at;
    });
    expect(await matchedApps()).toEqual([onSibling]);
    // The new release names the alert's own company as freehold owner; `plandata enrich --all`.
    await title('20 Late Lane, London (N2 0AC)', SUB);
    await enrichApplication(rt.db, lateOwned);
    const done = await runJob('planning.derived', { tables: ['owner_index'] });
    expect(done.owner_alerts).toEqual({ groups: 0, matches: 1, events: 1 });
    expect(await matchedApps()).toEqual([onSibling, lateOwned]);
    const got = await receiver.waitFor(2);
    expect((got[1]!.json.data as { application: { reference: string } }).application.reference).toBe(
      '26/0003/FUL',
    );
    // Nothing twice.
    expect((await runJob('planning.derived', { tables: ['owner_index'] })).owner_alerts).toEqual({
      groups: 0,
      matches: 0,
      events: 0,
    });
  });

  it('a company joining the group later brings its land in at the nightly group refresh', async () => {
    await title('30 Growth Street, London (N2 0AD)', LATE);
    grown = await arrive('26/0004/FUL', '30 Growth Street, London', 'N2 0AD');
    await until(async () => {
      const v = await rt.db('application_versions').where({ application_id: grown }).first('matched_at');
      return v?.matched_at;
    });
    expect(await matchedApps()).toEqual([onSibling, lateOwned]);
    await control(LATE, TOP); // the company registry's next release: TOP now controls LATE
    const done = await runJob('planning.derived', { tables: ['owner_index'] });
    expect(done.owner_alerts).toEqual({ groups: 1, matches: 1, events: 1 });
    expect(await matchedApps()).toEqual([onSibling, lateOwned, grown]);
    await receiver.waitFor(3);
  });

  it('GET /alerts/{id}/matches lists them, JSON and CSV, with the records of the window already there', async () => {
    const res = await app.inject({ method: 'GET', url: `/v1/alerts/${alertId}/matches`, headers: auth(pro) });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((r: { reference: string }) => r.reference)
        .sort(),
    ).toEqual([
      '26/0001/FUL',
      '26/0003/FUL',
      '26/0004/FUL',
      'OLD/1', // on the land and received in the window: /matches lists it (never e-mailed or sent)
    ]);
    expect(res.json().meta).toMatchObject({ count: 4, owner: EMAIL, days: 90 });
    expect(res.json().data[0].freehold_owner).not.toBeNull();
    const csv = await app.inject({
      method: 'GET',
      url: `/v1/alerts/${alertId}/matches?format=csv`,
      headers: auth(pro),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(5);
  });

  it('the daily digest queues one e-mail to the account with the new matches, then only newer ones', async () => {
    expect(await runJob('alerts.digest', {})).toEqual({ emails: 1, matches: 3 });
    const [mail] = await new AlertsRepository(rt.db).queuedEmails(EMAIL);
    expect(mail).toMatchObject({ alert_id: alertId, account: EMAIL, applications: 3, status: 'queued' });
    expect(mail!.subject).toBe('3 new planning applications for your alert "Group land"');
    expect(mail!.body).toContain('- 26/0001/FUL, barnet council: 12 Example Road, London');
    expect(mail!.body).toContain(`/v1/alerts/${alertId}/matches`);
    expect(await runJob('alerts.digest', {})).toEqual({ emails: 0, matches: 0 });
    await title('40 Next Road, London (N2 0AE)', TOP);
    await arrive('26/0005/FUL', '40 Next Road, London', 'N2 0AE');
    await receiver.waitFor(4);
    expect(await runJob('alerts.digest', {})).toEqual({ emails: 1, matches: 1 });
    const mails = await new AlertsRepository(rt.db).queuedEmails(EMAIL);
    expect(mails.map((m) => m.applications)).toEqual([3, 1]);
    expect(mails[1]!.subject).toBe('1 new planning application for your alert "Group land"');
  });
});
