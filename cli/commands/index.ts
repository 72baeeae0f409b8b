// Every plandata subcommand, declared in one place. Add a command by adding a file and one line here.
import type { Command } from '../command.js';
import { migrateCommand } from './migrate.js';
import { keysCommand } from './keys.js';
import { openapiCommand } from './openapi.js';
import { apiCommand } from './api.js';
import { workerCommand } from './worker.js';
import { demoCommand } from './demo.js';
import { schedulerCommand } from './scheduler.js';
import { councilsCommand } from './councils.js';
import { scrapeCommand } from './scrape.js';
import { reparseCommand } from './reparse.js';
import { loadCommand } from './load.js';
import { enrichCommand } from './enrich.js';
import { parseCommand } from './parse.js';
import { classifyCommand } from './classify.js';

export const commands: Record<string, Command> = {
  migrate: migrateCommand,
  keys: keysCommand,
  openapi: openapiCommand,
  api: apiCommand,
  worker: workerCommand,
  demo: demoCommand,
  scheduler: schedulerCommand,
  councils: councilsCommand,
  scrape: scrapeCommand,
  reparse: reparseCommand,
  load: loadCommand,
  enrich: enrichCommand,
  parse: parseCommand,
  classify: classifyCommand,
};
