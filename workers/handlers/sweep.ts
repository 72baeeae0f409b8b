// The reconcilers (issue 22): what an outage of PostgreSQL or Redis, or a killed worker, left undone
// is found from PostgreSQL and queued again. Each runs every minute (workers/schedules.ts).
import type { Handler } from '../context.js';
import { sweepFollowups } from '../services/followups.js';
import { sweepRuns } from '../services/scrape/sweep.js';

export const scrapeSweep: Handler<'scrape.sweep'> = (payload, ctx) => sweepRuns(ctx, payload);

export const followupsSweep: Handler<'followups.sweep'> = (_payload, ctx) => sweepFollowups(ctx);
