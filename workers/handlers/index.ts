// The handler of every job, declared in one place (STYLE 7). Handlers are thin: they call services.
import type { HandlerTable } from '../context.js';
import { ping } from './system.js';
import { alertsDigest, alertsMail, alertsMatch } from './alerts.js';
import { webhooksDeliver, webhooksRelay } from './webhooks.js';
import { exportsBuild, exportsPurge } from './exports.js';
import { enrichApplicationJob, enrichConstraintsJob } from './enrich.js';
import { scrapeCouncil, scrapeFetch, scrapeStore } from './scrape.js';
import { followupsSweep, scrapeSweep } from './sweep.js';
import {
  appealsNational,
  appealsRead,
  hmoRead,
  licensingNational,
  licensingRead,
  licensingReparse,
  licensingWebhooks,
} from './licensing.js';
import { planningDerived } from './derived.js';

export const handlers: HandlerTable = {
  'system.ping': ping,
  'alerts.match': alertsMatch,
  'alerts.digest': alertsDigest,
  'alerts.mail': alertsMail,
  'webhooks.deliver': webhooksDeliver,
  'webhooks.relay': webhooksRelay,
  'exports.build': exportsBuild,
  'exports.purge': exportsPurge,
  'enrich.application': enrichApplicationJob,
  'enrich.constraints': enrichConstraintsJob,
  'scrape.council': scrapeCouncil,
  'scrape.fetch': scrapeFetch,
  'scrape.store': scrapeStore,
  'scrape.sweep': scrapeSweep,
  'followups.sweep': followupsSweep,
  'licensing.read': licensingRead,
  'licensing.national': licensingNational,
  'licensing.reparse': licensingReparse,
  'planning.derived': planningDerived,
  'hmo.read': hmoRead,
  'appeals.read': appealsRead,
  'appeals.national': appealsNational,
  'licensing.webhooks': licensingWebhooks,
};
