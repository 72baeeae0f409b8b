// The register jobs, licensing, HMO and appeals (thin: they call services).
import { UnrecoverableError } from 'bullmq';
import { CouncilRegistersRepository } from '../../core/repositories/licensing/registers.repository.js';
import type { Handler } from '../context.js';
import { readRegister } from '../services/registers/read.js';
import { reparseRegister } from '../services/registers/reparse.js';
import { readHmoRegister } from '../services/registers/hmo-read.js';
import { readAppealsRegister } from '../services/registers/appeals-read.js';
import { readAppealsNational } from '../services/registers/appeals-national.js';
import { fanOutLicensing } from '../services/registers/webhooks.js';
import { readNational } from '../services/registers/national.js';

export const licensingRead: Handler<'licensing.read'> = (payload, ctx, job) =>
  readRegister(payload, ctx, job);

export const licensingNational: Handler<'licensing.national'> = (payload, ctx, job) =>
  readNational(payload, ctx, job);

export const licensingReparse: Handler<'licensing.reparse'> = async (payload, ctx) => {
  const register = await new CouncilRegistersRepository(ctx.rt.db).byId(payload.councilRegisterId);
  if (!register) throw new UnrecoverableError(`council register ${payload.councilRegisterId} does not exist`);
  const r = await reparseRegister(ctx.rt.db, register, ctx.log);
  return { readId: r.readId, corrections: r.correction_rows };
};

export const hmoRead: Handler<'hmo.read'> = (payload, ctx, job) => readHmoRegister(payload, ctx, job);

export const appealsRead: Handler<'appeals.read'> = (payload, ctx, job) =>
  readAppealsRegister(payload, ctx, job);

export const appealsNational: Handler<'appeals.national'> = (payload, ctx, job) =>
  readAppealsNational(payload, ctx, job);
/** The licensing.event.created fan-out (licensing spec 6). */
export const licensingWebhooks: Handler<'licensing.webhooks'> = (_payload, ctx) =>
  fanOutLicensing({ db: ctx.rt.db, config: ctx.rt.config, queues: ctx.queues, log: ctx.log });
