// The mailer of alert e-mails (spec 4.5 "e-mails the account"; docs/alerts.md "Delivery"): queued
// digests sent over SMTP to a real SMTP server on 127.0.0.1 (smtp-server), against real PostgreSQL
// and Redis. Accepted -> sent once; 4xx -> retried with backoff, then sent; 5xx -> failed with the
// reason, never retried; unreachable -> waits, without spending MAIL_MAX_ATTEMPTS; no SMTP_URL -> stays
// queued, said once at worker start; a worker that died while sending -> failed, not sent twice; an
// account whose keys are all revoked -> e-mailed nothing; over TLS (smtps:// and STARTTLS) with a
// certificate made at test time; settled e-mails deleted after the deliveries' retention. No
// recipient and no SMTP password in the logs.
import { Writable } from 'node:stream';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { ConfigError, loadConfig, type Config } from '../../core/config.js';
import { createLogger } from '../../core/logger.js';
import { metrics, metricsText, registry } from '../../core/metrics.js';
import { AlertEmailsRepository } from '../../core/repositories/planning/alert-emails.repository.js';
import { KeysRepository } from '../../core/repositories/keys.repository.js';
import { DELIVERY_KEEP_DAYS } from '../../core/retention.js';
import * as m106 from '../../migrations/106_alert_email_retention.js';
import { queueAlertDigests } from '../../workers/services/alerts-digest.js';
import {
  classifySendError,
  INTERRUPTED,
  NO_ACTIVE_KEY,
  sendAlertEmails,
  smtpOptions,
} from '../../workers/services/alerts-mail.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addApplication, addCouncil, addCouncilAlert, addKey, until } from './fixtures.js';
import { makeCert, type TestCert } from './receiver.js';
import { runCli } from '../helpers/cli.js';

const ACCOUNT = 'planner@example.com';
const SMTP_USER = 'plandata';
const SMTP_PASS = 's3cret-smtp-pass';

interface Received {
  from: string;
  to: string[];
  raw: string;
  /** The message came over TLS (smtps://, or after STARTTLS). */
  secure: boolean;
}

/**
 * A real SMTP server on loopback. `rcpt` decides each RCPT TO: null accepts, a number refuses with
 * that reply code. Login required: by default over the loopback's clear text (as the mailer allows
 * there); with `tls`, TLS from the start (smtps) or STARTTLS, and no login before TLS.
 */
async function startSmtp(tls?: { mode: 'smtps' | 'starttls'; cert: TestCert }) {
  const received: Received[] = [];
  const state: { rcpt: (n: number) => number | null; rcptCalls: number } = {
    rcpt: () => null,
    rcptCalls: 0,
  };
  let queueId = 0;
  const server = new SMTPServer({
    ...(tls
      ? { secure: tls.mode === 'smtps', key: tls.cert.key, cert: tls.cert.cert, allowInsecureAuth: false }
      : { disabledCommands: ['STARTTLS'], allowInsecureAuth: true }),
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) cb(null, { user: auth.username });
      else cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, cb) {
      const code = state.rcpt(++state.rcptCalls);
      if (code === null) cb();
      else
        cb(
          Object.assign(new Error(code >= 500 ? 'No such mailbox here' : 'Try again later'), {
            responseCode: code,
          }),
        );
    },
    onData(stream: SMTPServerDataStream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
        });
        cb(null, `Ok: queued as TEST${++queueId}`);
      });
    },
  });
  // A client that drops the connection (e.g. refusing the certificate) is an 'error' of the server.
  const errors: Error[] = [];
  server.on('error', (err) => errors.push(err));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    received,
    errors,
    state,
    port,
    url: `${tls?.mode === 'smtps' ? 'smtps' : 'smtp'}://${SMTP_USER}:${encodeURIComponent(SMTP_PASS)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 encoded words (Q or B), as a mail client shows them. */
function decodeWords(v: string): string {
  return v
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(
            text
              .replace(/_/g, ' ')
              .replace(/%/g, '%25')
              .replace(/=([0-9A-F]{2})/gi, '%$1'),
          ),
    );
}

/** Headers (unfolded) and body of a received message; the body's quoted-printable undone. */
function parseMessage(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const l of raw
    .slice(0, at)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const i = l.indexOf(':');
    headers[l.slice(0, i).toLowerCase()] = decodeWords(l.slice(i + 1).trim());
  }
  let body = raw.slice(at + 4);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? ''))
    body = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

/** A port on loopback nothing listens on. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** A logger whose every line is kept. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger('info', {}, { format: 'json', destination: stream }) };
}

let rt: TestRuntime;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let config: Config;
let councilId: number;
let seq = 0;
const logs = capture();

/** A new alert of the account with `n` new matches, and its digest queued; returns the e-mail id. */
async function queueDigest(name: string, n = 2, account = ACCOUNT): Promise<number> {
  const alert = await addCouncilAlert(rt.db, account, councilId, name);
  await addMatches(alert.id, n);
  await queueAlertDigests(rt.db, rt.config);
  const [row] = (await rt.db('alert_emails').where({ alert_id: alert.id }).select('id')) as { id: number }[];
  return Number(row!.id);
}

/** `n` new applications matched by the alert. */
async function addMatches(alertId: number, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const ref = `26/${String(++seq).padStart(4, '0')}/FUL`;
    const app = await addApplication(rt.db, { councilId, reference: ref });
    await rt
      .db('applications')
      .where({ id: app })
      .update({ address: `${seq} Mill Lane, Barnet` });
    await rt.db('alert_matches').insert({ alert_id: alertId, application_id: app, version: 1 });
  }
}

const row = async (id: number) =>
  (await rt.db('alert_emails').where({ id }).first()) as Record<string, unknown> & {
    status: string;
    attempts: number;
    unreachable_attempts: number;
    last_error: string | null;
    next_attempt_at: Date;
    sent_at: Date | null;
    message_id: string | null;
    smtp_response: string | null;
  };

const send = (over: Partial<Config> = {}, ca?: string) =>
  sendAlertEmails({ db: rt.db, config: { ...config, ...over }, log: logs.log, ca });

/** Makes a queued e-mail due now (its backoff waited out). */
const dueNow = (id: number) =>
  rt.db('alert_emails').where({ id }).update({ next_attempt_at: rt.db.fn.now() });

beforeAll(async () => {
  smtp = await startSmtp();
  rt = await testRuntime({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'plandata alerts <alerts@plandata.test>',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RETRY_MAX_DELAY_MS: '400',
    MAIL_TIMEOUT_MS: '5000',
    PUBLIC_BASE_URL: 'https://api.plandata.test',
  });
  config = rt.config;
  councilId = await addCouncil(rt.db, 'barnet');
  // Alerts belong to the account of the key's e-mail: the account holds a key.
  await addKey(rt.db, 'starter', ACCOUNT);
}, 60_000);

afterAll(async () => {
  await smtp?.close();
});

beforeEach(async () => {
  // Each case starts from an empty queue and a receiver that accepts everything.
  await rt.db('alert_emails').whereNot({ status: 'sent' }).update({ status: 'sent' });
  smtp.state.rcpt = () => null;
  smtp.state.rcptCalls = 0;
  smtp.received.length = 0;
});

describe('sending a queued digest', () => {
  it('delivers it to the account with the digest subject and body, once, and records it sent', async () => {
    const id = await queueDigest('Mill Lane', 2);
    const sentBefore = (await metrics.emailDeliveries.get()).values.find((v) => v.labels.outcome === 'sent');
    expect(await send()).toEqual({ sent: 1, retry: 0, failed: 0, interrupted: 0 });
    expect(smtp.received).toHaveLength(1);
    const m = smtp.received[0]!;
    expect(m.from).toBe('alerts@plandata.test');
    expect(m.to).toEqual([ACCOUNT]);
    const { headers, body } = parseMessage(m.raw);
    expect(headers.to).toBe(ACCOUNT);
    expect(headers.from).toBe('plandata alerts <alerts@plandata.test>');
    expect(headers.subject).toBe('2 new planning applications for your alert "Mill Lane"');
    expect(headers['auto-submitted']).toBe('auto-generated');
    expect(body).toContain('Your alert "Mill Lane" matched 2 new applications:');
    expect(body).toMatch(
      /- 26\/\d{4}\/FUL, barnet council: \d+ Mill Lane, Barnet\n {2}https:\/\/api\.plandata\.test\/v1\/applications\//,
    );
    const r = await row(id);
    expect(r.status).toBe('sent');
    expect(r.sent_at).toBeInstanceOf(Date);
    expect(r.attempts).toBe(1);
    expect(r.smtp_response).toMatch(/^250 Ok: queued as TEST\d+$/);
    expect(headers['message-id']).toBe(r.message_id);
    expect(r.message_id).toMatch(new RegExp(`^<alert-email-${id}\\.\\d+@plandata\\.test>$`));
    // Sent is final: the next run finds nothing.
    expect(await send()).toEqual({ sent: 0, retry: 0, failed: 0, interrupted: 0 });
    expect(smtp.received).toHaveLength(1);
    const sentAfter = (await metrics.emailDeliveries.get()).values.find((v) => v.labels.outcome === 'sent');
    expect((sentAfter?.value ?? 0) - (sentBefore?.value ?? 0)).toBe(1);
    // As /metrics shows it (the worker's port, the API's).
    expect(await metricsText(registry)).toMatch(/^plandata_email_deliveries_total\{outcome="sent"\} \d+$/m);
  });

  it('sends at most MAIL_BATCH e-mails a run, oldest first', async () => {
    const ids = [await queueDigest('one', 1), await queueDigest('two', 1), await queueDigest('three', 1)];
    expect(await send({ MAIL_BATCH: 2 })).toMatchObject({ sent: 2 });
    expect(smtp.received.map((m) => parseMessage(m.raw).headers.subject)).toEqual([
      '1 new planning application for your alert "one"',
      '1 new planning application for your alert "two"',
    ]);
    expect((await row(ids[2]!)).status).toBe('queued');
    expect(await send({ MAIL_BATCH: 2 })).toMatchObject({ sent: 1 });
    expect((await row(ids[2]!)).status).toBe('sent');
  });
});

describe('failures', () => {
  it('a temporary refusal (451) is retried after the backoff, then sent once', async () => {
    const id = await queueDigest('Greylisted', 1);
    smtp.state.rcpt = (n) => (n === 1 ? 451 : null);
    expect(await send()).toEqual({ sent: 0, retry: 1, failed: 0, interrupted: 0 });
    let r = await row(id);
    expect(r.status).toBe('queued');
    expect(r.attempts).toBe(1);
    expect(r.last_error).toMatch(/^EENVELOPE 451: .*Try again later/);
    expect(r.last_error).not.toContain(ACCOUNT);
    expect(r.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    expect(smtp.received).toHaveLength(0);
    // Not due yet: the run right after sends nothing.
    expect(await send()).toEqual({ sent: 0, retry: 0, failed: 0, interrupted: 0 });
    await until(async () => (await row(id)).next_attempt_at.getTime() <= Date.now(), 5000);
    expect(await send()).toEqual({ sent: 1, retry: 0, failed: 0, interrupted: 0 });
    r = await row(id);
    expect(r.status).toBe('sent');
    expect(r.attempts).toBe(2);
    expect(r.last_error).toBeNull();
    expect(smtp.received).toHaveLength(1);
  });

  it('a temporary refusal every time fails the e-mail after MAIL_MAX_ATTEMPTS', async () => {
    const id = await queueDigest('Full mailbox', 1);
    smtp.state.rcpt = () => 452;
    expect(await send({ MAIL_MAX_ATTEMPTS: 2 })).toMatchObject({ retry: 1 });
    await until(async () => (await row(id)).next_attempt_at.getTime() <= Date.now(), 5000);
    expect(await send({ MAIL_MAX_ATTEMPTS: 2 })).toMatchObject({ failed: 1 });
    const r = await row(id);
    expect(r.status).toBe('failed');
    expect(r.last_error).toMatch(/^gave up after 2 attempts \(last: EENVELOPE 452: /);
  });

  it('a permanent refusal (550) fails the e-mail with the reason and is never retried', async () => {
    const id = await queueDigest('Gone', 1);
    smtp.state.rcpt = () => 550;
    expect(await send()).toEqual({ sent: 0, retry: 0, failed: 1, interrupted: 0 });
    const r = await row(id);
    expect(r.status).toBe('failed');
    expect(r.attempts).toBe(1);
    expect(r.last_error).toMatch(/^EENVELOPE 550: .*No such mailbox here/);
    expect(r.last_error).not.toContain(ACCOUNT);
    await new Promise((res) => setTimeout(res, 500));
    expect(await send()).toEqual({ sent: 0, retry: 0, failed: 0, interrupted: 0 });
    expect(smtp.state.rcptCalls).toBe(1);
    // The operator queues it again (plandata mail retry) once the address is fixed: it goes.
    smtp.state.rcpt = () => null;
    expect(await new AlertEmailsRepository(rt.db).requeueFailed([id])).toEqual([id]);
    expect(await send()).toMatchObject({ sent: 1 });
    expect((await row(id)).attempts).toBe(1);
  });

  it('an unreachable server: the e-mail waits with backoff, the run stops, nothing is given up', async () => {
    const a = await queueDigest('Outage one', 1);
    const b = await queueDigest('Outage two', 1);
    const down = { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_MAX_ATTEMPTS: 1 };
    const run = await send(down);
    expect(run).toMatchObject({
      sent: 0,
      retry: 1,
      failed: 0,
      stopped: 'the SMTP server could not be reached',
    });
    const ra = await row(a);
    expect(ra.status).toBe('queued');
    // Not an attempt the server answered: counted apart.
    expect(ra.attempts).toBe(0);
    expect(ra.unreachable_attempts).toBe(1);
    expect(ra.last_error).toMatch(/^(ECONNECTION|ESOCKET)/);
    expect(ra.last_error).toMatch(/ECONNREFUSED/);
    // The run stopped at the first: the second was not tried.
    expect((await row(b)).attempts).toBe(0);
    // Even past MAIL_MAX_ATTEMPTS (1 here), an outage fails nothing.
    await until(async () => (await row(a)).next_attempt_at.getTime() <= Date.now(), 5000);
    expect(await send(down)).toMatchObject({ retry: 1, failed: 0 });
    await until(
      async () =>
        Number(
          (
            await rt
              .db('alert_emails')
              .where({ status: 'queued' })
              .where('next_attempt_at', '>', rt.db.fn.now())
              .count<{ count: string }[]>('* as count')
          )[0]!.count,
        ) === 0,
      5000,
    );
    expect(await send()).toMatchObject({ sent: 2, failed: 0 });
    expect(smtp.received.map((m) => m.to[0])).toEqual([ACCOUNT, ACCOUNT]);
  });

  it('a wrong SMTP password is the server refusing us: waits, nothing failed', async () => {
    const id = await queueDigest('Bad login', 1);
    const run = await send({ SMTP_URL: `smtp://${SMTP_USER}:wrong@127.0.0.1:${smtp.port}` });
    expect(run).toMatchObject({ retry: 1, failed: 0, stopped: 'the SMTP server could not be reached' });
    expect((await row(id)).last_error).toMatch(/^EAUTH 535/);
  });

  it('an outage does not spend MAIL_MAX_ATTEMPTS: a 4xx after it still gets its retries', async () => {
    const id = await queueDigest('After the outage', 1);
    const down = { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_MAX_ATTEMPTS: 2 };
    for (let i = 0; i < 3; i++) {
      expect(await send(down)).toMatchObject({ retry: 1, failed: 0 });
      await dueNow(id);
    }
    let r = await row(id);
    expect(r.attempts).toBe(0);
    expect(r.unreachable_attempts).toBe(3);
    // The server is back and greylists: the first answered attempt is 1 of 2, so it is retried...
    smtp.state.rcpt = () => 451;
    expect(await send({ MAIL_MAX_ATTEMPTS: 2 })).toEqual({ sent: 0, retry: 1, failed: 0, interrupted: 0 });
    r = await row(id);
    expect(r.status).toBe('queued');
    expect(r.attempts).toBe(1);
    expect(r.unreachable_attempts).toBe(3);
    // ...and fails at the second answer, as MAIL_MAX_ATTEMPTS says (before, the outage's three
    // connection failures had already spent them, and the first 451 failed it).
    await dueNow(id);
    expect(await send({ MAIL_MAX_ATTEMPTS: 2 })).toMatchObject({ failed: 1 });
    r = await row(id);
    expect(r.status).toBe('failed');
    expect(r.last_error).toMatch(/^gave up after 2 attempts \(last: EENVELOPE 451: /);
    expect(smtp.state.rcptCalls).toBe(2);
    // The operators' listing shows both counts.
    const listed = (await new AlertEmailsRepository(rt.db).list(['failed'], 10)).find((e) => e.id === id);
    expect(listed).toMatchObject({ attempts: 2, unreachable_attempts: 3 });
  });

  it('a worker that died while sending: the e-mail is failed as interrupted, never sent again', async () => {
    const id = await queueDigest('Crash', 1);
    // As a claim left by a dead worker: sending, its lease run out.
    await rt
      .db('alert_emails')
      .where({ id })
      .update({
        status: 'sending',
        attempts: 1,
        claim_token: 'dead',
        claimed_until: rt.db.raw("now() - interval '1 second'"),
      });
    expect(await send()).toEqual({ sent: 0, retry: 0, failed: 0, interrupted: 1 });
    const r = await row(id);
    expect(r.status).toBe('failed');
    expect(r.last_error).toBe(INTERRUPTED);
    expect(smtp.received).toHaveLength(0);
    // Had that worker been slow rather than dead, the acceptance it then saw still records it sent.
    expect(await new AlertEmailsRepository(rt.db).markSent(id, 'dead', '250 Ok: queued as LATE')).toBe(true);
    expect((await row(id)).status).toBe('sent');
    // A claim whose lease still runs is left alone (its worker may be mid-conversation).
    const live = await queueDigest('Live claim', 1);
    await rt
      .db('alert_emails')
      .where({ id: live })
      .update({
        status: 'sending',
        claim_token: 'live',
        claimed_until: rt.db.raw("now() + interval '1 minute'"),
      });
    expect(await send()).toEqual({ sent: 0, retry: 0, failed: 0, interrupted: 0 });
    expect((await row(live)).status).toBe('sending');
  });

  it('no SMTP configured: the mailer sends nothing and the e-mail stays queued', async () => {
    const id = await queueDigest('No SMTP', 1);
    expect(await send({ SMTP_URL: '' })).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
      interrupted: 0,
      stopped: 'SMTP_URL is not set',
    });
    const r = await row(id);
    expect(r.status).toBe('queued');
    expect(r.attempts).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('the logs never carry the recipient or the SMTP password', () => {
    const text = logs.lines.join('\n');
    expect(text).toContain('alert e-mail sent');
    expect(text).toContain('alert e-mail failed');
    expect(text).not.toContain(ACCOUNT);
    expect(text).not.toContain(SMTP_PASS);
  });
});

describe('an account whose API keys are all revoked', () => {
  const FORMER = 'former@example.com';
  const keys = () => new KeysRepository(rt.db);
  const revokeAll = async () => {
    for (const k of await keys().list({ email: FORMER })) await keys().revoke(String(k.id));
  };

  it('is e-mailed nothing: a queued e-mail fails before any server sees it, the digest queues none', async () => {
    await addKey(rt.db, 'starter', FORMER);
    const id = await queueDigest('Before revocation', 2, FORMER);
    const alertId = (await row(id)).alert_id as number;
    expect((await row(id)).status).toBe('queued');
    await revokeAll();
    // Queued while the account had a key; revoked before the mailer ran: not sent.
    expect(await send()).toEqual({ sent: 0, retry: 0, failed: 1, interrupted: 0 });
    let r = await row(id);
    expect(r.status).toBe('failed');
    expect(r.last_error).toBe(NO_ACTIVE_KEY);
    expect(r.attempts).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(smtp.state.rcptCalls).toBe(0);
    // New matches of a keyless account are not queued at all...
    await addMatches(alertId, 1);
    expect(await queueAlertDigests(rt.db, rt.config)).toEqual({ emails: 0, matches: 0 });
    // ...and wait: with a key again, the next digest carries them (only those: the failed e-mail's
    // two are behind the alert's watermark), and `plandata mail retry` can send the failed one.
    await addKey(rt.db, 'starter', FORMER);
    expect(await queueAlertDigests(rt.db, rt.config)).toEqual({ emails: 1, matches: 1 });
    expect(await new AlertEmailsRepository(rt.db).requeueFailed([id])).toEqual([id]);
    expect(await send()).toMatchObject({ sent: 2, failed: 0 });
    expect(smtp.received.map((m) => m.to[0])).toEqual([FORMER, FORMER]);
    r = await row(id);
    expect(r.status).toBe('sent');
  });
});

describe('over TLS', () => {
  let cert: TestCert;
  let smtps: Awaited<ReturnType<typeof startSmtp>>;
  let starttls: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    // A self-signed certificate for 127.0.0.1 made now (openssl, in a temporary directory): no key is
    // committed. The mailer trusts it only through the test's injected CA.
    cert = makeCert();
    smtps = await startSmtp({ mode: 'smtps', cert });
    starttls = await startSmtp({ mode: 'starttls', cert });
  });
  afterAll(async () => {
    await smtps?.close();
    await starttls?.close();
    cert?.cleanup();
  });

  it('smtps:// (TLS from the start), the certificate verified against the trusted CA: sent', async () => {
    const id = await queueDigest('Over smtps', 1);
    expect(smtps.url).toMatch(/^smtps:\/\/plandata:.*@127\.0\.0\.1:\d+$/);
    expect(await send({ SMTP_URL: smtps.url }, cert.cert)).toEqual({
      sent: 1,
      retry: 0,
      failed: 0,
      interrupted: 0,
    });
    expect(smtps.received).toHaveLength(1);
    expect(smtps.received[0]).toMatchObject({ to: [ACCOUNT], secure: true });
    expect(parseMessage(smtps.received[0]!.raw).headers.subject).toBe(
      '1 new planning application for your alert "Over smtps"',
    );
    expect((await row(id)).smtp_response).toMatch(/^250 Ok: queued as TEST1$/);
  });

  it('smtp:// upgraded with STARTTLS before the login (the server takes no login in the clear): sent', async () => {
    const id = await queueDigest('Over STARTTLS', 1);
    expect(await send({ SMTP_URL: starttls.url }, cert.cert)).toMatchObject({ sent: 1, retry: 0 });
    expect(starttls.received).toHaveLength(1);
    expect(starttls.received[0]).toMatchObject({ to: [ACCOUNT], secure: true });
    expect((await row(id)).status).toBe('sent');
  });

  it('a certificate the mailer does not trust is refused: the e-mail waits, nothing is sent', async () => {
    const id = await queueDigest('Untrusted', 1);
    for (const server of [smtps, starttls]) {
      const before = server.received.length;
      expect(await send({ SMTP_URL: server.url })).toMatchObject({
        sent: 0,
        retry: 1,
        stopped: 'the SMTP server could not be reached',
      });
      const r = await row(id);
      expect(r.status).toBe('queued');
      expect(r.last_error).toMatch(/self[- ]signed certificate/i);
      expect(server.received).toHaveLength(before);
      await dueNow(id);
    }
    const r = await row(id);
    expect(r.attempts).toBe(0);
    expect(r.unreachable_attempts).toBe(2);
  });
});

describe('retention', () => {
  const age = (id: number, days: number) =>
    rt
      .db('alert_emails')
      .where({ id })
      .update({ created_at: rt.db.raw('now() - make_interval(days => ?)', [days]) });

  it("migration 106 carries each alert's digest watermark over from its e-mails", async () => {
    const marks = async () =>
      (
        (await rt.db('alerts').orderBy('id').select('id', 'emailed_through_match_id')) as {
          id: number;
          emailed_through_match_id: string | null;
        }[]
      ).map((a) => [
        Number(a.id),
        a.emailed_through_match_id === null ? null : Number(a.emailed_through_match_id),
      ]);
    const before = await marks();
    // The alerts of the cases above, each e-mailed: a watermark each, the newest match e-mailed.
    expect(before.length).toBeGreaterThan(10);
    expect(before.every(([, m]) => m !== null && m > 0)).toBe(true);
    await m106.down(rt.db);
    await m106.up(rt.db);
    expect(await marks()).toEqual(before);
  });

  it(`settled e-mails are deleted ${DELIVERY_KEEP_DAYS} days after they were created, as webhook events are; their matches are never e-mailed again`, async () => {
    expect(DELIVERY_KEEP_DAYS).toBe(30);
    const sentOld = await queueDigest('Sent long ago', 1);
    const failedOld = await queueDigest('Failed long ago', 1);
    const queuedOld = await queueDigest('Queued long ago', 1);
    const sentRecent = await queueDigest('Sent recently', 1);
    await rt.db('alert_emails').whereIn('id', [sentOld, sentRecent]).update({ status: 'sent' });
    await rt.db('alert_emails').where({ id: failedOld }).update({ status: 'failed' });
    // Still waiting (an outage): never deleted, however old.
    await rt
      .db('alert_emails')
      .where({ id: queuedOld })
      .update({ next_attempt_at: rt.db.raw("now() + interval '1 hour'") });
    for (const id of [sentOld, failedOld, queuedOld]) await age(id, 31);
    await age(sentRecent, 29);
    const alertOf = (await row(sentOld)).alert_id as number;
    // The mailer's run deletes them, with or without an SMTP server.
    expect(await send({ SMTP_URL: '' })).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
      interrupted: 0,
      purged: 2,
      stopped: 'SMTP_URL is not set',
    });
    const left = (await rt
      .db('alert_emails')
      .whereIn('id', [sentOld, failedOld, queuedOld, sentRecent])
      .orderBy('id')
      .pluck('id')) as number[];
    expect(left.map(Number)).toEqual([queuedOld, sentRecent]);
    expect(await send()).not.toHaveProperty('purged');
    // The alert whose only e-mail went: the next digest does not send its match again.
    expect(await queueAlertDigests(rt.db, rt.config)).toEqual({ emails: 0, matches: 0 });
    await addMatches(alertOf, 1);
    expect(await queueAlertDigests(rt.db, rt.config)).toEqual({ emails: 1, matches: 1 });
    expect(await rt.db('alert_emails').where({ alert_id: alertOf }).pluck('applications')).toEqual([1]);
  });
});

describe('a worker started without SMTP_URL', () => {
  it('says so once, as a warning, with no secret', async () => {
    const start = capture();
    const noSmtp: Config = { ...rt.config, SMTP_URL: '' };
    const workers = await runWorkers({
      runtime: { ...rt, config: noSmtp, logger: start.log },
      only: ['alerts.mail'],
      concurrency: 1,
    });
    await workers.stop();
    const lines = start.lines.map((l) => JSON.parse(l) as { msg: string; level: number });
    const said = lines.filter((l) => l.msg.includes('SMTP_URL'));
    expect(said).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'SMTP_URL is not set: alert e-mails stay queued, none is sent',
      }),
    ]);
    const text = start.lines.join('\n');
    const secrets = [SMTP_PASS, rt.config.CURSOR_SECRET, rt.config.WEBHOOK_SECRET_KEY].filter(Boolean);
    expect(secrets).toContain(SMTP_PASS);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});

describe('plandata mail', () => {
  const env = (over: Record<string, string> = {}) => ({
    DATABASE_URL: rt.config.DATABASE_URL,
    REDIS_URL: rt.config.REDIS_URL,
    REDIS_PREFIX: rt.config.REDIS_PREFIX,
    SMTP_URL: '',
    ...over,
  });

  it('status shows the queue and the failed e-mails; retry queues them again; send sends them', async () => {
    const id = await queueDigest('Refused', 1);
    smtp.state.rcpt = () => 550;
    await send();
    const waiting = await queueDigest('Waiting', 1);
    const status = await runCli(['mail', 'status'], env());
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('SMTP_URL is not set: alert e-mails stay queued, none is sent');
    expect(status.stdout).toMatch(/^queued\s+1 \(1 due now\)/m);
    expect(status.stdout).toMatch(/^failed\s+1 /m);
    expect(status.stdout).toContain(
      `  #${id} alert ${(await row(id)).alert_id} to ${ACCOUNT}: failed, 1 attempt; EENVELOPE 550:`,
    );
    expect((await runCli(['mail', 'send'], env())).code).toBe(1);
    expect((await row(waiting)).status).toBe('queued');
    const bad = await runCli(['mail', 'retry'], env());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('give the e-mail ids to retry, or --failed');
    const notFailed = await runCli(['mail', 'retry', String(waiting)], env());
    expect(notFailed.code).toBe(1);
    expect(notFailed.stderr).toContain(`not failed (or no such e-mail): #${waiting}`);
    const retry = await runCli(['mail', 'retry', '--failed'], env());
    expect(retry.code).toBe(0);
    expect(retry.stdout).toBe(`plandata mail: 1 e-mail queued again (#${id})\n`);
    smtp.state.rcpt = () => null;
    const sent = await runCli(
      ['mail', 'send'],
      env({ SMTP_URL: smtp.url, MAIL_FROM: 'alerts@plandata.test' }),
    );
    expect(sent.stdout).toBe('plandata mail: 2 sent, 0 to retry, 0 failed, 0 interrupted\n');
    expect(sent.code).toBe(0);
    expect(sent.stdout + sent.stderr).not.toContain(SMTP_PASS);
    expect(smtp.received.map((m) => m.to[0])).toEqual([ACCOUNT, ACCOUNT]);
  }, 120_000);
});

describe('through the workers', () => {
  let workers: WorkerHandle;
  const start = capture();

  beforeAll(async () => {
    workers = await runWorkers({
      runtime: { ...rt, logger: start.log },
      only: ['alerts.digest', 'alerts.mail'],
      concurrency: 1,
    });
  });
  afterAll(async () => {
    await workers?.stop();
  });

  it('says once at start where e-mails go, without the password', () => {
    const said = start.lines.map((l) => JSON.parse(l) as { msg: string }).map((l) => l.msg);
    expect(said).toContain(
      `alert e-mails are sent through smtp://${SMTP_USER}:***@127.0.0.1:${smtp.port} from plandata alerts <alerts@plandata.test>`,
    );
    expect(start.lines.join('\n')).not.toContain(SMTP_PASS);
  });

  it('the daily digest job queues the e-mail and the mailer job sends it at once', async () => {
    const alert = await addCouncilAlert(rt.db, ACCOUNT, councilId, 'Via the workers');
    const app = await addApplication(rt.db, { councilId, reference: '26/9999/FUL' });
    await rt.db('alert_matches').insert({ alert_id: alert.id, application_id: app, version: 1 });
    await workers.queues.enqueue('alerts.digest', {});
    const m = await until(async () => smtp.received[0]);
    expect(parseMessage(m.raw).headers.subject).toBe(
      '1 new planning application for your alert "Via the workers"',
    );
    // The server has the message before the mailer records the acceptance: wait for the record.
    const status = async () =>
      (await rt.db('alert_emails').where({ alert_id: alert.id }).pluck('status')) as string[];
    await until(async () => (await status())[0] === 'sent', 5000);
    expect(await status()).toEqual(['sent']);
  });
});

describe('configuration', () => {
  const base = { MAIL_FROM: 'alerts@plandata.test' };

  it('takes smtp:// and smtps:// only, and needs MAIL_FROM with it', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.org' })).toThrow(
      'SMTP_URL must start with smtp: or smtps:// (got http://)',
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(
      /MAIL_FROM must be an e-mail address/,
    );
    expect(loadConfig({ ...base, SMTP_URL: 'smtps://u:p@mail.example.org' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.org',
    );
    expect(loadConfig({}).SMTP_URL).toBe('');
  });

  it('in production refuses a placeholder SMTP password, without echoing it', () => {
    const prod = {
      ...base,
      NODE_ENV: 'production',
      CURSOR_SECRET: 'a-real-cursor-secret-0123456789',
      WEBHOOK_SECRET_KEY: 'a-real-webhook-key-0123456789',
    };
    let err: unknown;
    try {
      loadConfig({ ...prod, SMTP_URL: 'smtp://apikey:changeme-please@mail.example.org:587' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/the password in SMTP_URL is a placeholder/);
    expect((err as Error).message).not.toContain('changeme-please');
    expect(() =>
      loadConfig({ ...prod, SMTP_URL: 'smtp://apikey:Xk2f9-real@mail.example.org:587' }),
    ).not.toThrow();
  });

  it('requires TLS whenever a password goes to a host that is not loopback', () => {
    const c = (url: string) => smtpOptions(loadConfig({ ...base, SMTP_URL: url }));
    expect(c('smtp://u:p%40ss@mail.example.org')).toMatchObject({
      host: 'mail.example.org',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'u', pass: 'p@ss' },
    });
    expect(c('smtps://u:p@mail.example.org')).toMatchObject({ port: 465, secure: true, requireTLS: false });
    expect(c('smtp://u:p@127.0.0.1:2525')).toMatchObject({ requireTLS: false });
    expect(c('smtp://relay.internal:25')).toMatchObject({ requireTLS: false, auth: undefined });
  });

  it('sorts SMTP errors: 5xx about the e-mail final, 4xx later, the rest the connection', () => {
    expect(classifySendError({ code: 'EENVELOPE', responseCode: 550, message: 'x <a@b.c>' })).toEqual({
      kind: 'permanent',
      error: 'EENVELOPE 550: x <<address>>',
    });
    expect(classifySendError({ code: 'EMESSAGE', responseCode: 452 }).kind).toBe('temporary');
    expect(classifySendError({ code: 'EENVELOPE', responseCode: 421 }).kind).toBe('unreachable');
    expect(classifySendError({ code: 'EAUTH', responseCode: 535 }).kind).toBe('unreachable');
    expect(classifySendError({ code: 'ECONNECTION' }).kind).toBe('unreachable');
  });
});
