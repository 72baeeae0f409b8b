// What follows the store step (ARCHITECTURE, data flow): when an application is new or its content
// really changed, the store step enqueues each of these jobs with the application's id. Declared in
// one place so a reader sees the whole flow; each entry is a JobName of core/jobs.ts whose payload
// is AfterStorePayload.
import type { JobName } from '../core/jobs.js';

export type { AfterStorePayload } from '../core/jobs.js';

export const afterStore: JobName[] = ['alerts.match', 'enrich.application'];
