// The operations of an OpenAPI 3.1 document (/v1/openapi.json) as the fuzzer needs them: method,
// path template, path and query parameters with their schemas, and the JSON body schema.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
}

export interface ParamSpec {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** Upper case: GET, POST, PATCH, DELETE. */
  method: string;
  /** The path template, `{id}` for a path parameter. */
  path: string;
  params: ParamSpec[];
  body: { schema: JsonSchema; required: boolean } | null;
  tags: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(item ?? {})) {
      if (!METHODS.includes(method)) continue;
      const op = raw as {
        tags?: string[];
        parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
      };
      const params: ParamSpec[] = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name,
          in: p.in as 'path' | 'query',
          required: p.in === 'path' || p.required === true,
          schema: p.schema ?? { type: 'string' },
        }));
      // Path parameters the document names in the template but does not list (roadmap routes).
      for (const m of path.matchAll(/\{(\w+)\}/g))
        if (!params.some((p) => p.in === 'path' && p.name === m[1]))
          params.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
      const json = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        params,
        body: json ? { schema: json, required: op.requestBody?.required === true } : null,
        tags: op.tags ?? [],
      });
    }
  }
  return out;
}

/** The values a schema allows when it is a set of values (an enum, or a union of literals). */
export function enumOf(s: JsonSchema): unknown[] | null {
  if (Array.isArray(s.enum)) return s.enum;
  if (s.const !== undefined) return [s.const];
  if (Array.isArray(s.anyOf)) {
    const values: unknown[] = [];
    for (const m of s.anyOf) {
      const v = enumOf(m);
      if (v) values.push(...v);
      else if (m.type === 'null') values.push(null);
      else return null;
    }
    return values;
  }
  return null;
}

/** The types a schema names (`type` as a string or a list). */
export function typesOf(s: JsonSchema): string[] {
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
}
