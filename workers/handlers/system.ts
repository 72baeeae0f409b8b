import type { Handler } from '../context.js';

export const ping: Handler<'system.ping'> = async ({ token, ms }, ctx) => {
  ctx.log.debug({ ms }, 'ping');
  if (ms > 0) await new Promise((r) => setTimeout(r, Math.min(ms, 60_000)));
  return { token, at: new Date().toISOString() };
};
