// Every plandata subcommand, declared in one place: its line in `plandata help` and the module that
// runs it. A command's module is imported only when that command runs (or `help <name>` shows its
// usage), so `plandata help` starts without loading knex, bullmq, fastify and the rest.
// Add a command by adding a file that exports a `Command` (cli/command.ts) and one entry here.
import type { Command } from '../command.js';

export interface CommandEntry {
  /** One line for `plandata help`. */
  summary: string;
  load(): Promise<Command>;
}

export const commands: Record<string, CommandEntry> = {
  migrate: {
    summary: 'apply database migrations (up, down to zero, status)',
    load: async () => (await import('./migrate.js')).migrateCommand,
  },
  keys: {
    summary: 'create, list and revoke API keys',
    load: async () => (await import('./keys.js')).keysCommand,
  },
  derive: {
    summary: 'rebuild the derived tables now: expiring consents, decision statistics, owner index',
    load: async () => (await import('./derive.js')).deriveCommand,
  },
  prewarm: {
    summary: 'read the tables and indexes a record read touches into memory (after a restart or a bulk load)',
    load: async () => (await import('./prewarm.js')).prewarmCommand,
  },
  openapi: {
    summary: 'print the OpenAPI 3.1 document of the API (JSON)',
    load: async () => (await import('./openapi.js')).openapiCommand,
  },
  api: {
    summary: 'serve the read API (PORT, HOST)',
    load: async () => (await import('./api.js')).apiCommand,
  },
  worker: {
    summary: 'run job workers (all queues, or --queues a,b)',
    load: async () => (await import('./worker.js')).workerCommand,
  },
  demo: {
    summary:
      'the main job on one machine: migrate, start the portal simulator, ingest it through the workers, serve the API',
    load: async () => (await import('./demo.js')).demoCommand,
  },
  scheduler: {
    summary: 'keep the recurring job schedules (nightly scrapes, nightly checks) in Redis',
    load: async () => (await import('./scheduler.js')).schedulerCommand,
  },
  councils: {
    summary: 'load the councils table from the councils data file (load); their health (status)',
    load: async () => (await import('./councils.js')).councilsCommand,
  },
  status: {
    summary: 'councils, register sources and queues: health, last read, newest record, records',
    load: async () => (await import('./status.js')).statusCommand,
  },
  queues: {
    summary: 'clear a REDIS_PREFIX whose queues belong to another database (queues reset)',
    load: async () => (await import('./queues.js')).queuesCommand,
  },
  mail: {
    summary: 'the alert e-mails: their delivery status, retry failed ones, send the due ones now',
    load: async () => (await import('./mail.js')).mailCommand,
  },
  scrape: {
    summary: 'scrape one council now, with progress',
    load: async () => (await import('./scrape.js')).scrapeCommand,
  },
  appeals: {
    summary: "load the Planning Inspectorate's appeals casework file or case pages, joined to applications",
    load: async () => (await import('./appeals.js')).appealsCommand,
  },
  'hmo-coverage': {
    summary: "load what is known of councils' HMO registers: reasons not shown, official counts, licences",
    load: async () => (await import('./hmo-coverage.js')).hmoCoverageCommand,
  },
  reparse: {
    summary: "rebuild a council's records from stored raw pages, without the network",
    load: async () => (await import('./reparse.js')).reparseCommand,
  },
  load: {
    summary:
      'load a national open-data file (postcodes, constraints, boundaries, epc, price-paid, ccod, ocod, leases, companies, psc, inspire, uprn)',
    load: async () => (await import('./load.js')).loadCommand,
  },
  enrich: {
    summary: 'run the open-data joins (point, parish, EPC, sales, owners, outline) and the constraint check',
    load: async () => (await import('./enrich.js')).enrichCommand,
  },
  parse: {
    summary:
      'print the parsed JSON of saved portal pages and register files (adapter and page kind detected)',
    load: async () => (await import('./parse.js')).parseCommand,
  },
  classify: {
    summary: 'Classify council wording (JSON lines on stdin) into stage, procedure, categories, homes, ...',
    load: async () => (await import('./classify.js')).classifyCommand,
  },
};
