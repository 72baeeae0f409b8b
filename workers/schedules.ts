// Recurring work, declared in one place. The scheduler process turns each entry into BullMQ job
// schedulers (one per council where the work is per council), refreshing them every few minutes so a
// new council gets its schedule without a restart.
// Each entry is a Schedule (workers/schedule.ts).
import type { Schedule } from './schedule.js';
import { scrapeNightly } from './services/scrape/schedule.js';
import { licensingNightly } from './services/registers/schedule.js';
import { hmoNightly } from './services/registers/hmo-read.js';
import { appealsNightly } from './services/registers/appeals-read.js';

export type { Schedule, ScheduledJob } from './schedule.js';

export const schedules: Schedule[] = [
  // Every scrapeable council once a night, spread over the night (workers/services/scrape-schedule.ts).
  scrapeNightly,
  // The reconcilers (issue 22): close runs whose work is done and queue again what a stalled run or
  // an outage left undone; once a day the references of long-finished runs go.
  {
    name: 'scrape.sweep',
    plan: async () => [
      { id: 'scrape.sweep', job: 'scrape.sweep', payload: {}, pattern: '* * * * *' },
      { id: 'scrape.sweep.purge', job: 'scrape.sweep', payload: { purge: true }, pattern: '50 5 * * *' },
    ],
  },
  {
    name: 'followups.sweep',
    plan: async () => [{ id: 'followups.sweep', job: 'followups.sweep', payload: {}, pattern: '* * * * *' }],
  },
  // Every enabled licensing register source once a night (workers/services/registers/schedule.ts).
  licensingNightly,
  // Every enabled HMO register source once a night (workers/services/registers/hmo-read.ts).
  hmoNightly,
  // Every enabled appeals source once a night: appeals decided since are loaded, and the stages they
  // change written as new versions (workers/services/registers/appeals-read.ts).
  appealsNightly,
  // The webhook outbox relay (docs/webhooks.md): re-enqueues events whose job was lost and closes
  // attempts whose worker died, so no event is lost when a process dies.
  {
    name: 'webhooks.relay',
    plan: async () => [{ id: 'webhooks.relay', job: 'webhooks.relay', payload: {}, pattern: '* * * * *' }],
  },
  // The licensing.event.created fan-out (licensing spec 6), also queued after every licensing read:
  // every minute picks up a read whose fan-out job was lost.
  {
    name: 'licensing.webhooks',
    plan: async () => [
      { id: 'licensing.webhooks', job: 'licensing.webhooks', payload: {}, pattern: '* * * * *' },
    ],
  },
  // Exports are kept 7 days (docs/alerts.md); their chunks are deleted daily after that.
  {
    name: 'exports.purge',
    plan: async () => [{ id: 'exports.purge', job: 'exports.purge', payload: {}, pattern: '40 5 * * *' }],
  },
  // The nightly constraint check (spec 2.2): after the scrapes' night window, records with a point
  // and no check yet (new, or moved by the geocoding join) get their constraints.
  {
    name: 'enrich.constraints',
    plan: async () => [
      { id: 'enrich.constraints', job: 'enrich.constraints', payload: {}, pattern: '30 6 * * *' },
    ],
  },
  // The derived tables the API reads (expiring consents, decision statistics, owners), after the
  // night's scrapes: meta.computed_at of those endpoints says when they last ran.
  {
    name: 'planning.derived',
    plan: async () => [
      { id: 'planning.derived', job: 'planning.derived', payload: {}, pattern: '15 7 * * *' },
    ],
  },
  // The daily e-mail of saved alerts (spec 4.5), after the derivation's owner-alert refresh.
  {
    name: 'alerts.digest',
    plan: async () => [{ id: 'alerts.digest', job: 'alerts.digest', payload: {}, pattern: '0 8 * * *' }],
  },
  // The mailer of those e-mails (workers/services/alerts-mail.ts): every minute sends what is due,
  // the retries included. Without SMTP_URL its runs do nothing and the e-mails stay queued.
  {
    name: 'alerts.mail',
    plan: async () => [{ id: 'alerts.mail', job: 'alerts.mail', payload: {}, pattern: '* * * * *' }],
  },
];
