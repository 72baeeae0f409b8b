// Configuration, read once from the environment and validated against one schema. A bad value
// stops start-up with one line naming the variable (ConfigError), never a stack trace.
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const LogLevel = Type.Union(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
);

const Schema = Type.Object({
  NODE_ENV: Type.String({ default: 'development' }),
  DATABASE_URL: Type.String({ default: 'postgres://postgres@127.0.0.1:5432/plandata' }),
  DATABASE_POOL_MAX: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  REDIS_URL: Type.String({ default: 'redis://127.0.0.1:6379' }),
  /** Prefix of every Redis key and BullMQ queue, so several deployments (and tests) share one Redis. */
  REDIS_PREFIX: Type.String({ minLength: 1, pattern: '^[A-Za-z0-9:_-]+$', default: 'plandata' }),
  HOST: Type.String({ default: '0.0.0.0' }),
  /**
   * Seconds an API process keeps a key it has checked (0 = look every key up in PostgreSQL). A revocation
   * through `plandata keys revoke` takes effect at once anyway (the keys epoch in Redis, api/plugins/auth.ts);
   * this bounds how long a change made to api_keys by other means can go unseen.
   */
  API_KEY_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 60 }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  LOG_LEVEL: Type.String({ default: 'info' }),
  /** auto: readable (pino-pretty) when stdout is a terminal, JSON lines otherwise; json or pretty force one. */
  LOG_FORMAT: Type.Union([Type.Literal('auto'), Type.Literal('json'), Type.Literal('pretty')], {
    default: 'auto',
  }),
  /** Public base of the service, used in links.service. */
  PUBLIC_BASE_URL: Type.String({ default: 'http://localhost:3000' }),
  /** HMAC key for opaque cursors; must be set in production. */
  CURSOR_SECRET: Type.String({ minLength: 16, default: 'plandata-development-cursor-secret' }),
  WORKER_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 256, default: 4 }),
  /** Port of a worker process's /metrics (docs/operations.md); unset: none. Several workers on one host need one each. */
  WORKER_METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  /**
   * The operators' token: /admin/queues (Bull Board) and /metrics of the API answer only to it
   * (Authorization: Bearer <token>, or Basic with the token as password). Unset: those pages are off.
   */
  OPERATOR_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  /** Polite HTTP client: descriptive user agent, per-host concurrency and minimum delay (ARCHITECTURE, Scrapers). */
  SCRAPER_USER_AGENT: Type.String({
    default:
      'plandata/0.1 (+https://github.com/plandata; planning data research; contact data@plandata.invalid)',
  }),
  SCRAPER_HOST_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 16, default: 1 }),
  SCRAPER_MIN_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60000, default: 1000 }),
  SCRAPER_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 300000, default: 30000 }),
  /** Retries of a transient fault (timeout, reset, 5xx) or a 429, with exponential backoff and jitter. */
  SCRAPER_RETRIES: Type.Integer({ minimum: 0, maximum: 10, default: 3 }),
  SCRAPER_BACKOFF_MS: Type.Integer({ minimum: 0, maximum: 60000, default: 1000 }),
  /** Honour robots.txt (on in production; tests against a local simulator may switch it off). */
  SCRAPER_ROBOTS: Type.Boolean({ default: true }),
  /**
   * The sweep (workers/services/scrape/sweep.ts, followups.ts) repairs a run with no progress for
   * this long, and re-queues follow-ups (alert matching, enrichment) left undone this long.
   */
  SWEEP_STALL_MS: Type.Integer({ minimum: 1000, maximum: 86400000, default: 600000 }),
  /** Repairs of one run before the sweep fails it. */
  SWEEP_MAX_REPAIRS: Type.Integer({ minimum: 0, maximum: 100, default: 5 }),
  /** Webhook SSRF guard: loopback targets allowed only for tests and local development. */
  WEBHOOK_ALLOW_LOOPBACK: Type.Boolean({ default: false }),
  /** Key that encrypts webhook signing secrets at rest (AES-256-GCM); must be set in production. */
  WEBHOOK_SECRET_KEY: Type.String({ minLength: 16, default: 'plandata-development-webhook-key' }),
  /** Per-attempt webhook timeout (connect to last response byte), docs/webhooks.md. */
  WEBHOOK_TIMEOUT_MS: Type.Integer({ minimum: 10, maximum: 120000, default: 10000 }),
  /** First retry delay; each later one doubles, with jitter, up to WEBHOOK_RETRY_MAX_DELAY_MS. */
  WEBHOOK_RETRY_BASE_MS: Type.Integer({ minimum: 1, maximum: 3600000, default: 60000 }),
  WEBHOOK_RETRY_MAX_DELAY_MS: Type.Integer({ minimum: 1, maximum: 86400000, default: 43200000 }),
  /** Attempts per event (first try included); the default schedule spans about three days. */
  WEBHOOK_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 50, default: 16 }),
  /** An endpoint failing every attempt for this long (since its last success) is disabled. */
  WEBHOOK_DISABLE_AFTER_MS: Type.Integer({ minimum: 1, default: 259200000 }),
  /** Extra PEM certificate(s) trusted for webhook targets besides the system roots (tests, private CAs). */
  WEBHOOK_EXTRA_CA_FILE: Type.String({ default: '' }),
  /**
   * The alert e-mails' SMTP server (spec 4.5; docs/alerts.md): smtp://user:password@host:587 (STARTTLS,
   * required when a password is given, except to a loopback host) or smtps://...:465. Unset: the
   * mailer does not run and the e-mails stay queued.
   */
  SMTP_URL: Type.String({ default: '' }),
  /** The From of alert e-mails, e.g. `plandata alerts <alerts@example.org>`; required with SMTP_URL. */
  MAIL_FROM: Type.String({ default: '' }),
  /** E-mails one mailer run sends at most (it runs every minute). */
  MAIL_BATCH: Type.Integer({ minimum: 1, maximum: 10000, default: 100 }),
  /** Connection, greeting and idle-socket timeout of one SMTP conversation. */
  MAIL_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 300000, default: 30000 }),
  /** First wait after a failed attempt; each later one doubles, with jitter, up to MAIL_RETRY_MAX_DELAY_MS. */
  MAIL_RETRY_BASE_MS: Type.Integer({ minimum: 1, maximum: 3600000, default: 60000 }),
  MAIL_RETRY_MAX_DELAY_MS: Type.Integer({ minimum: 1, maximum: 86400000, default: 21600000 }),
  /** Attempts of one e-mail (first included) the server may answer with a temporary (4xx) refusal. */
  MAIL_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 50, default: 12 }),
  /** Exports up to this many rows are built inside the POST /v1/exports request; larger ones by a worker. */
  EXPORT_INLINE_ROWS: Type.Integer({ minimum: 0, maximum: 100000, default: 1000 }),
});

export type Config = Static<typeof Schema>;

export class ConfigError extends Error {}

const schemaKeys = Object.keys(Schema.properties) as (keyof Config)[];

function checkUrl(name: string, value: string, protocols: string[]): void {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new ConfigError(`invalid configuration: ${name} is not a URL (expected ${protocols[0]}//...)`);
  }
  if (!protocols.includes(u.protocol)) {
    throw new ConfigError(
      `invalid configuration: ${name} must start with ${protocols.join(' or ')}// (got ${u.protocol}//)`,
    );
  }
}

/**
 * A production secret must be set, and not to a development default or a placeholder (an empty
 * value in the environment, as docker compose passes an unset one, is the development default).
 */
function checkProductionSecret(name: string, value: string): void {
  if (value === Schema.properties[name as 'CURSOR_SECRET'].default || /^change[-_ ]?me/i.test(value))
    throw new ConfigError(
      `invalid configuration: ${name} must be set in production (a long random value of its own, e.g. \`openssl rand -base64 32\`; with docker compose, in .env: see README)`,
    );
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** An address as a From header takes it: `alerts@example.org` or `Name <alerts@example.org>`. */
const MAIL_ADDRESS = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/**
 * The mailer's settings (SMTP_URL set). Never echoes SMTP_URL, which carries the SMTP password. In
 * production the password is a secret like the others: not a placeholder.
 */
function checkSmtp(config: Config): void {
  checkUrl('SMTP_URL', config.SMTP_URL, ['smtp:', 'smtps:']);
  if (!MAIL_ADDRESS.test(config.MAIL_FROM.trim()))
    throw new ConfigError(
      `invalid configuration: MAIL_FROM must be an e-mail address (name <address> or address) when SMTP_URL is set (got ${JSON.stringify(config.MAIL_FROM)})`,
    );
  const password = safeDecode(new URL(config.SMTP_URL).password);
  if (
    config.NODE_ENV === 'production' &&
    password &&
    (/^change[-_ ]?me/i.test(password) || /^(password|secret|smtp)$/i.test(password))
  )
    throw new ConfigError(
      "invalid configuration: the password in SMTP_URL is a placeholder; set the SMTP account's real password (with docker compose, in .env: see README)",
    );
}

/** Parses and validates configuration from an environment object (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const k of schemaKeys) if (env[k] !== undefined && env[k] !== '') raw[k] = env[k];
  const withDefaults = Value.Default(Schema, Value.Convert(Schema, raw)) as Record<string, unknown>;
  const first = [...Value.Errors(Schema, withDefaults)][0];
  if (first) {
    const name = first.path.replace(/^\//, '') || 'configuration';
    throw new ConfigError(
      `invalid configuration: ${name} ${first.message.toLowerCase()} (got ${JSON.stringify(raw[name] ?? null)})`,
    );
  }
  const config = withDefaults as Config;
  checkUrl('DATABASE_URL', config.DATABASE_URL, ['postgres:', 'postgresql:']);
  checkUrl('REDIS_URL', config.REDIS_URL, ['redis:', 'rediss:']);
  if (!Value.Check(LogLevel, config.LOG_LEVEL)) {
    throw new ConfigError(
      `invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got ${JSON.stringify(config.LOG_LEVEL)})`,
    );
  }
  if (config.NODE_ENV === 'production' && config.WEBHOOK_ALLOW_LOOPBACK) {
    throw new ConfigError(
      'invalid configuration: WEBHOOK_ALLOW_LOOPBACK is for tests and local development only',
    );
  }
  if (config.NODE_ENV === 'production') {
    for (const name of ['CURSOR_SECRET', 'WEBHOOK_SECRET_KEY'] as const)
      checkProductionSecret(name, config[name]);
  }
  if (config.SMTP_URL) checkSmtp(config);
  return Object.freeze(config);
}

let cached: Config | undefined;

/** The process's configuration, read once. */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

/** A URL with its password replaced, for logs and error messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<unparseable url>';
  }
}
