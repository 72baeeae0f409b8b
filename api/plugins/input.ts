// Input guards for the /v1 context, before and after schema validation, so bad input is a 400 naming
// the parameter and never reaches a handler (spec 7):
// - numbers are written in decimal: a query, path or body field whose schema is a number or a whole
//   number takes only digits (with a minus sign, and a decimal point for numbers). Ajv's coercion
//   alone would read '0x10' as 16, '1e3' as 1000, ' ' as 0, true as 1 and null as 0;
// - numbers past what a double holds (400 digits, 1e400 in JSON) are refused: Ajv lets Infinity
//   through its minimum and maximum;
// - a whole-number path parameter is the id of one of our rows (param.id, api/params.ts): one outside
//   its range (below 1, above MAX_ROW_ID, however many digits) names no row, so it is a 404 naming
//   the parameter, answered without a query, like any id without a row (spec 4.2, 7);
// - text PostgreSQL cannot hold (NUL characters) is refused.
import type { FastifyInstance } from 'fastify';
import { InvalidRequestError, NotFoundError } from '../../core/errors.js';

type Part = 'querystring' | 'params' | 'body';
type NumberKind = 'integer' | 'number';

/** A number field of a schema: its kind, whether null is one of its values, and its range. */
interface NumberField {
  kind: NumberKind;
  nullable: boolean;
  minimum?: number;
  maximum?: number;
}

const DECIMAL: Record<NumberKind, RegExp> = {
  integer: /^-?\d+$/,
  number: /^-?(?:\d+(?:\.\d*)?|\.\d+)$/,
};
const KIND_WORDS: Record<NumberKind, string> = { integer: 'a whole number', number: 'a number' };

/** The number fields of an object schema, worked out once per schema. */
const fieldsOf = new WeakMap<object, Map<string, NumberField>>();

function numberFields(schema: unknown): Map<string, NumberField> | null {
  if (!schema || typeof schema !== 'object') return null;
  let fields = fieldsOf.get(schema);
  if (!fields) {
    fields = new Map();
    type Prop = { type?: unknown; minimum?: unknown; maximum?: unknown };
    const props = (schema as { properties?: Record<string, Prop> }).properties ?? {};
    for (const [name, s] of Object.entries(props)) {
      const types = Array.isArray(s?.type) ? s.type : [s?.type];
      const kind = types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : null;
      if (!kind) continue;
      fields.set(name, {
        kind,
        nullable: types.includes('null'),
        ...(typeof s.minimum === 'number' ? { minimum: s.minimum } : {}),
        ...(typeof s.maximum === 'number' ? { maximum: s.maximum } : {}),
      });
    }
    fieldsOf.set(schema, fields);
  }
  return fields.size > 0 ? fields : null;
}

/**
 * A value given for a number field: a JSON number, or decimal text (query strings are all text), and
 * finite. A path id (`part` params) outside its range is a 404 quoting it as sent.
 */
function checkNumber(part: Part, resource: string, name: string, f: NumberField, value: unknown): void {
  const items = Array.isArray(value) ? value : [value];
  for (const v of items) {
    if (v === null && f.nullable) continue;
    // Objects and lists fail the schema itself, with its own message.
    if (v !== null && typeof v === 'object') continue;
    const decimal = typeof v === 'string' && DECIMAL[f.kind].test(v);
    if (typeof v !== 'number' && !decimal)
      throw new InvalidRequestError(`${name} must be ${KIND_WORDS[f.kind]}.`, name);
    if (part === 'params' && f.kind === 'integer' && typeof v === 'string' && !inRange(v, f))
      throw new NotFoundError(`No ${resource} with ${name} ${v} on this account.`, name);
    if (!Number.isFinite(Number(v))) throw new InvalidRequestError(`${name} must be a finite number.`, name);
  }
}

/** Decimal whole-number text within a field's range, compared exactly (any number of digits). */
function inRange(text: string, f: NumberField): boolean {
  const n = BigInt(text);
  if (f.minimum !== undefined && n < BigInt(Math.ceil(f.minimum))) return false;
  if (f.maximum !== undefined && n > BigInt(Math.floor(f.maximum))) return false;
  return true;
}

/** The resource a route's first path parameter names: the segment before it ('/v1/alerts/:id' -> alert). */
function resourceOf(url: string | undefined): string {
  const parts = (url ?? '').split('/');
  const i = parts.findIndex((p) => p.startsWith(':'));
  return i > 0 ? parts[i - 1].replace(/s$/, '').replace(/-/g, ' ') : 'resource';
}

function checkNumbers(part: Part, values: unknown, schema: unknown, url: string | undefined): void {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return;
  const fields = numberFields(schema);
  if (!fields) return;
  for (const [name, f] of fields) {
    const v = (values as Record<string, unknown>)[name];
    if (v !== undefined) checkNumber(part, resourceOf(url), name, f, v);
  }
}

function checkNul(values: unknown, where: string): void {
  if (!values || typeof values !== 'object') return;
  for (const [k, v] of Object.entries(values as Record<string, unknown>)) {
    const items = Array.isArray(v) ? v : [v];
    for (const item of items) {
      if (typeof item === 'string' && item.includes('\u0000'))
        throw new InvalidRequestError(`${k} holds a NUL character, which is not allowed in ${where}.`, k);
    }
  }
}

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    checkNul(req.query, 'a query parameter');
    checkNul(req.params, 'a path parameter');
    checkNul(req.body, 'the request body');
    const schema = req.routeOptions.schema;
    if (!schema) return;
    const url = req.routeOptions.url;
    checkNumbers('params', req.params, schema.params, url);
    checkNumbers('querystring', req.query, schema.querystring, url);
    checkNumbers('body', req.body, schema.body, url);
  });
}
