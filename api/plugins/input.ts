// Input guards for the /v1 context: text PostgreSQL cannot hold (NUL characters) and numbers no column
// holds (infinities) are refused as a 400 naming the parameter before any handler sees them, so bad
// input can never surface as a 500 (spec 7).
import type { FastifyInstance } from 'fastify';
import { InvalidRequestError } from '../../core/errors.js';

function check(values: unknown, where: string): void {
  if (!values || typeof values !== 'object') return;
  for (const [k, v] of Object.entries(values as Record<string, unknown>)) {
    const items = Array.isArray(v) ? v : [v];
    for (const item of items) {
      if (typeof item === 'string' && item.includes('\u0000'))
        throw new InvalidRequestError(`${k} holds a NUL character, which is not allowed in ${where}.`, k);
    }
  }
}

/** Numbers after schema coercion: "1e400" and "Infinity" coerce to Infinity, which no column holds. */
function checkFinite(values: unknown): void {
  if (!values || typeof values !== 'object') return;
  for (const [k, v] of Object.entries(values as Record<string, unknown>)) {
    if (typeof v === 'number' && !Number.isFinite(v))
      throw new InvalidRequestError(`${k} must be a finite number.`, k);
  }
}

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    check(req.query, 'a query parameter');
    check(req.params, 'a path parameter');
    check(req.body, 'the request body');
  });
  app.addHook('preHandler', async (req) => {
    checkFinite(req.query);
  });
}
