// Every job of the system: its name and payload, in one typed list (STYLE 8). Payloads carry ids,
// never whole records or secrets. Each job name is its own BullMQ queue, so each step scales alone.

export interface JobPayloads {
  /** Liveness probe of the worker fleet: sleeps `ms` then returns `token` (used by `plandata worker --ping` and tests). */
  'system.ping': { token: string; ms: number };
  /** Scrape one council: discover its applications in a window, then fetch and store each (workers/handlers/scrape.ts). */
  'scrape.council': { councilId: number; runId?: number; since?: string; until?: string; trigger?: string };
  /**
   * Fetch a batch of one council's discovered applications and store them (a retry carries only the
   * ones to retry). A job queued before batches names one application itself, and is read as a
   * batch of one.
   */
  'scrape.fetch': { councilId: number; runId: number } & ({ refs: FetchRef[] } | FetchRef);
  /**
   * Close runs whose work is done and queue again the work of stalled runs (workers/services/scrape/
   * sweep.ts); with `purge`, also delete the references of long-finished runs.
   */
  'scrape.sweep': { purge?: boolean };
  /** Queue again after-store work an outage left undone (workers/services/followups.ts). */
  'followups.sweep': Record<string, never>;
  /** Parse one application from its snapshots and store it (runId null when re-parsing). */
  'scrape.store': { councilId: number; runId: number | null; reference: string };
  /** Match one stored application version to saved alerts; writes outbox events (after store, spec 4.5). */
  'alerts.match': AfterStorePayload & { waitedMs?: number };
  /** Queue the daily e-mail of every saved alert with new matches (spec 4.5; workers/services/alerts-digest.ts). */
  'alerts.digest': Record<string, never>;
  /**
   * Send the due queued alert e-mails over SMTP, up to MAIL_BATCH (workers/services/alerts-mail.ts):
   * every minute and after each digest; nothing when SMTP_URL is unset.
   */
  'alerts.mail': Record<string, never>;
  /** One delivery attempt of one webhook outbox event (attempt = earlier attempts, 0-based). */
  'webhooks.deliver': { outboxId: number; attempt: number };
  /** Re-enqueue outbox events whose job was lost and close attempts whose worker died (every minute). */
  'webhooks.relay': Record<string, never>;
  /** Build one large export (spec 4.13) into export chunks. */
  'exports.build': { exportId: number };
  /** Delete exports past their expiry (and their file chunks), daily. */
  'exports.purge': Record<string, never>;
  /** Open-data joins of one stored application: point, parish, EPC, sales, owners, outline (after store, issue 7). */
  'enrich.application': AfterStorePayload;
  /** Nightly constraint check of records with a point and no check yet (spec 2.2 constraints). */
  'enrich.constraints': Record<string, never>;
  /**
   * Read one source of a council's licensing register now: discover, fetch (raw pages and fetch
   * log), parse, normalise, compare, store (workers/services/registers/read.ts). A scheduled job
   * has no read yet; it creates one and remembers it, so a retry continues it.
   */
  'licensing.read': { councilRegisterId: number; readId?: number; trigger?: string };
  /**
   * Read a national licensing register (the Gambling Commission's) once and file its rows under
   * each council its rows name: one licensing read per council's share, unmatched authorities
   * reported on the national row (workers/services/registers/national.ts).
   */
  'licensing.national': { nationalRegisterId: number; trigger?: string };
  /** Re-derive a licensing register source from its last read's raw pages: corrections, never changes. */
  'licensing.reparse': { councilRegisterId: number };
  /**
   * Rebuild the derived tables the API reads (workers/services/derived.ts): expiring consents' time
   * limits, decision statistics, the owner index, the owner record's figures; all of them when `tables`
   * is absent. Nightly.
   * With the owner index, owner alerts are brought up to date (workers/services/owner-alerts.ts).
   */
  'planning.derived': { tables?: DerivedTable[] };
  /**
   * Read one source of a council's HMO register now: discover, fetch (raw pages and fetch log),
   * parse, normalise, geocode, store (workers/services/registers/hmo-read.ts). As licensing.read, a
   * scheduled job creates its read and remembers it, so a retry continues it.
   */
  'hmo.read': { councilRegisterId: number; readId?: number; trigger?: string };
  /**
   * Read one appeals source now (the Inspectorate's casework file, or Appeals Casework Portal case
   * pages) through the register spine and load it as `plandata appeals load` does
   * (workers/services/registers/appeals-read.ts): nightly per source, as hmo.read.
   */
  'appeals.read': { councilRegisterId: number; readId?: number; trigger?: string };
  /**
   * Read a national appeals source (the Inspectorate's casework file, every authority's appeals) once
   * and load it, each appeal filed under its council (workers/services/registers/appeals-national.ts).
   */
  'appeals.national': { nationalRegisterId: number; trigger?: string };
  /**
   * Fan the licensing change feed out to licensing.event.created webhooks: each webhook's new rows
   * to the outbox, in feed order (after each read, and every minute; workers/services/registers/webhooks.ts).
   */
  'licensing.webhooks': Record<string, never>;
}

/** The derived tables planning.derived rebuilds. */
export type DerivedTable = 'consent_limits' | 'decision_stats' | 'owner_index' | 'owner_figures';

export type JobName = keyof JobPayloads;

/** The payload of every job that follows the store step (workers/pipeline.ts afterStore). */
export interface AfterStorePayload {
  applicationId: number;
  /** The version row written by the store step (application_versions.version). */
  version: number;
  isNew: boolean;
}

/** A discovered application as scrape.fetch needs it: its reference, the portal's key and its URL. */
export interface FetchRef {
  reference: string;
  keyval: string | null;
  url: string;
}

/** The job names, for start-up checks and `--queues` validation. Keep in step with JobPayloads. */
export const jobNames: JobName[] = [
  'system.ping',
  'scrape.council',
  'scrape.fetch',
  'scrape.store',
  'scrape.sweep',
  'followups.sweep',
  'alerts.match',
  'alerts.digest',
  'alerts.mail',
  'webhooks.deliver',
  'webhooks.relay',
  'exports.build',
  'exports.purge',
  'enrich.application',
  'enrich.constraints',
  'licensing.read',
  'licensing.national',
  'licensing.reparse',
  'planning.derived',
  'hmo.read',
  'licensing.webhooks',
  'appeals.read',
  'appeals.national',
];
