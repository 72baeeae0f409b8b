// The mailer of saved alerts' e-mails (spec 4.5: an alert "e-mails the account"; docs/alerts.md).
// The daily digest queues them in alert_emails (workers/services/alerts-digest.ts); each run of the
// alerts.mail job (every minute, and after each digest) sends up to MAIL_BATCH of the due ones over
// SMTP to the alert's account, one at a time:
// - the server accepted it (2xx): `sent`, with sent_at and the server's answer; never sent again;
// - the server refused it for good (5xx to the envelope or the message), or the account is no
//   address: `failed` with the reason, never retried;
// - the account has no active key any more (all revoked; alerts belong to the key's e-mail): `failed`
//   before any server sees it, not an attempt;
// - the server refused it for now (4xx to the envelope or the message): queued again with backoff
//   (feed/webhooks/retry.ts), `failed` after MAIL_MAX_ATTEMPTS such answers;
// - the server could not be reached or refused us (connection, TLS, login, 421): queued again with
//   backoff and never given up (it is not this e-mail's fault), and the run stops there, so an outage
//   costs one connection a run, not one per e-mail. Such attempts are counted apart
//   (`unreachable_attempts`), so an outage does not spend MAIL_MAX_ATTEMPTS.
// Each run also deletes settled e-mails past the deliveries' retention (core/retention.ts).
// A claim is committed before the SMTP conversation starts. A worker that dies during it leaves the
// e-mail `sending`; once the lease has run out the next run marks it `failed` ("interrupted") rather
// than send it again, because the server may have accepted it: at most once, by choice (docs/alerts.md;
// `plandata mail retry` sends it again when the operator decides it never arrived).
// Logs carry the e-mail's and alert's ids, never the recipient, and never the SMTP password.
import { randomBytes } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { redactUrl, type Config } from '../../core/config.js';
import type { Knex } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import { metrics } from '../../core/metrics.js';
import { DELIVERY_KEEP_DAYS, DELIVERY_PURGE_BATCH } from '../../core/retention.js';
import {
  AlertEmailsRepository,
  type ClaimedEmail,
} from '../../core/repositories/planning/alert-emails.repository.js';
import { nextRetryDelayMs, type RetryPolicy } from '../../feed/webhooks/retry.js';

export interface MailDeps {
  db: Knex;
  config: Config;
  log: Logger;
  /**
   * Tests only: the certificate(s) trusted for the SMTP server instead of the system roots (a CA made
   * at test time). The job and the CLI never pass it: production verifies against the system roots.
   */
  ca?: string;
}

export type MailOutcome = 'sent' | 'retry' | 'failed' | 'interrupted';

export interface MailRun {
  sent: number;
  retry: number;
  failed: number;
  interrupted: number;
  /** Settled e-mails past the retention deleted by this run (absent when none). */
  purged?: number;
  /** Why nothing was tried: no SMTP server configured, or the server could not be reached. */
  stopped?: string;
}

/** What the server (or the attempt to reach it) said, sorted by what happens next. */
export interface SendFailure {
  kind: 'permanent' | 'temporary' | 'unreachable';
  /** For last_error: code, SMTP reply, message; addresses replaced by <address>. */
  error: string;
}

export const NO_ACTIVE_KEY =
  'the account has no active API key (all revoked): alert e-mails go only to an account that holds one; `plandata mail retry <id>` sends it once it has a key again';

export const INTERRUPTED =
  'interrupted while sending (the worker stopped): the server may have accepted it, so it is not sent again by itself; `plandata mail retry <id>` sends it again';

/** Shown once when a worker serving alerts.mail starts (and by `plandata mail status`). */
export function mailerState(config: Config): string {
  return config.SMTP_URL
    ? `alert e-mails are sent through ${redactUrl(config.SMTP_URL)} from ${config.MAIL_FROM}`
    : 'SMTP_URL is not set: alert e-mails stay queued, none is sent';
}

export function mailRetryPolicy(config: Config): RetryPolicy {
  return {
    baseMs: config.MAIL_RETRY_BASE_MS,
    maxDelayMs: config.MAIL_RETRY_MAX_DELAY_MS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
  };
}

/** How long an attempt holds its e-mail: connection, greeting and the message, plus slack. */
export function mailLeaseMs(config: Config): number {
  return 4 * config.MAIL_TIMEOUT_MS + 5000;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The SMTP options of SMTP_URL, read here rather than by nodemailer so the password is decoded once
 * and TLS is required whenever a password would go over the wire (smtp:// upgrades with STARTTLS;
 * only a loopback relay may take a login in the clear).
 */
export function smtpOptions(config: Config, ca?: string) {
  const u = new URL(config.SMTP_URL);
  const secure = u.protocol === 'smtps:';
  const user = decode(u.username);
  const pass = decode(u.password);
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !!pass && !LOOPBACK.has(u.hostname),
    auth: user || pass ? { user, pass } : undefined,
    connectionTimeout: config.MAIL_TIMEOUT_MS,
    greetingTimeout: config.MAIL_TIMEOUT_MS,
    socketTimeout: config.MAIL_TIMEOUT_MS,
    ...(ca ? { tls: { ca } } : {}),
    // nodemailer's own logger would print envelopes (the recipient): off.
    logger: false,
    debug: false,
  };
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const ADDRESS = /[^\s<>@"',;:()]+@[^\s<>@"',;:()]+/g;
const RECIPIENT = /^[^\s<>@"',;:()]+@[^\s<>@"',;:()]+\.[^\s<>@"',;:()]+$/;

/** Sorts a nodemailer error (docs/alerts.md, "Delivery"). */
export function classifySendError(err: unknown): SendFailure {
  const e = err as { code?: string; responseCode?: number; message?: string; command?: string };
  const code = e.code ?? 'ERROR';
  const reply = typeof e.responseCode === 'number' ? e.responseCode : null;
  const message = String(e.message ?? err).replace(ADDRESS, '<address>');
  const error = `${code}${reply ? ` ${reply}` : ''}: ${message}`.slice(0, 500);
  // A reply about this e-mail (its sender, recipient or message), not about the connection.
  const aboutEmail = code === 'EENVELOPE' || code === 'EMESSAGE';
  // nodemailer's own refusal of the envelope (an address it cannot send to) is as final as a 5xx.
  if (aboutEmail && (e.command === 'API' || (reply !== null && reply >= 500)))
    return { kind: 'permanent', error };
  if (aboutEmail && reply !== null && reply >= 400 && reply !== 421) return { kind: 'temporary', error };
  return { kind: 'unreachable', error };
}

/** Sends up to MAIL_BATCH due e-mails; see the head of this file. */
export async function sendAlertEmails(deps: MailDeps): Promise<MailRun> {
  const { db, config } = deps;
  const run: MailRun = { sent: 0, retry: 0, failed: 0, interrupted: 0 };
  const repo = new AlertEmailsRepository(db);
  // Retention runs with or without an SMTP server: the history goes either way.
  const purged = await repo.purgeSettled(DELIVERY_KEEP_DAYS, DELIVERY_PURGE_BATCH);
  if (purged) {
    run.purged = purged;
    deps.log.info({ purged }, 'settled alert e-mails past retention deleted');
  }
  if (!config.SMTP_URL) return { ...run, stopped: 'SMTP_URL is not set' };
  const interrupted = await repo.failInterrupted(INTERRUPTED);
  if (interrupted.length) {
    run.interrupted = interrupted.length;
    metrics.emailDeliveries.inc({ outcome: 'interrupted' }, interrupted.length);
    deps.log.warn({ emails: interrupted }, 'alert e-mails interrupted while sending: failed, not sent again');
  }
  const transport = createTransport(smtpOptions(config, deps.ca));
  const domain = config.MAIL_FROM.replace(/.*@/, '').replace(/>.*$/, '').trim() || 'plandata.invalid';
  try {
    for (let i = 0; i < config.MAIL_BATCH; i++) {
      const token = randomBytes(12).toString('hex');
      const email = await repo.claimNext(token, mailLeaseMs(config), domain);
      if (!email) break;
      const outcome = await sendOne(deps, repo, transport, email, token);
      if (outcome === 'unreachable') {
        run.retry++;
        run.stopped = 'the SMTP server could not be reached';
        break;
      }
      run[outcome]++;
    }
  } finally {
    transport.close();
  }
  return run;
}

async function sendOne(
  deps: MailDeps,
  repo: AlertEmailsRepository,
  transport: ReturnType<typeof createTransport>,
  email: ClaimedEmail,
  token: string,
): Promise<'sent' | 'retry' | 'failed' | 'unreachable'> {
  const { config } = deps;
  const log = deps.log.child({ email: email.id, alert: email.alert_id, attempt: email.attempts });
  const settle = (outcome: MailOutcome, fields: Record<string, unknown>) => {
    metrics.emailDeliveries.inc({ outcome });
    log.info(fields, `alert e-mail ${outcome}`);
  };
  // Failed before any server sees them: not attempts (markNotTried).
  const notTried = !RECIPIENT.test(email.account)
    ? 'the account is not an e-mail address'
    : !email.account_active
      ? NO_ACTIVE_KEY
      : null;
  if (notTried) {
    await repo.markNotTried(email.id, token, notTried);
    settle('failed', { error: notTried });
    return 'failed';
  }
  let failure: SendFailure;
  try {
    const info = await transport.sendMail({
      from: config.MAIL_FROM,
      to: email.account,
      subject: email.subject,
      text: email.body,
      messageId: email.message_id,
      // RFC 3834: an automatic message; auto-responders do not answer it.
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    // Accepted by the server: recorded as sent even if the lease ran out meanwhile (same token).
    await repo.markSent(email.id, token, String(info.response ?? ''));
    settle('sent', { response: String(info.response ?? '').replace(ADDRESS, '<address>') });
    return 'sent';
  } catch (err) {
    failure = classifySendError(err);
  }
  const policy = mailRetryPolicy(config);
  if (failure.kind === 'permanent') {
    await repo.markFailed(email.id, token, failure.error);
    settle('failed', { error: failure.error });
    return 'failed';
  }
  if (failure.kind === 'temporary') {
    const delay = nextRetryDelayMs(policy, email.attempts);
    if (delay === null) {
      const error = `gave up after ${email.attempts} attempts (last: ${failure.error})`;
      await repo.markFailed(email.id, token, error);
      settle('failed', { error });
      return 'failed';
    }
    await repo.markRetry(email.id, token, failure.error, delay);
    settle('retry', { error: failure.error, retryInMs: delay });
    return 'retry';
  }
  // Unreachable: never given up, the wait (capped at MAIL_RETRY_MAX_DELAY_MS) growing with every try
  // of the e-mail, answered or not; not counted against MAIL_MAX_ATTEMPTS (markUnreachable).
  const tries = email.attempts + email.unreachable_attempts;
  const delay = nextRetryDelayMs({ ...policy, maxAttempts: Infinity }, tries)!;
  await repo.markUnreachable(email.id, token, failure.error, delay);
  metrics.emailDeliveries.inc({ outcome: 'retry' });
  log.warn({ error: failure.error, retryInMs: delay }, 'SMTP server unreachable: alert e-mails wait');
  return 'unreachable';
}
