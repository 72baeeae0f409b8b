// The handler of every job, declared in one place (STYLE 7). Handlers are thin: they call services.
import type { HandlerTable } from '../context.js';
import { ping } from './system.js';
import { scrapeCouncil, scrapeFetch, scrapeStore } from './scrape.js';

export const handlers: HandlerTable = {
  'system.ping': ping,
  'scrape.council': scrapeCouncil,
  'scrape.fetch': scrapeFetch,
  'scrape.store': scrapeStore,
};
