// The plandata API client: openapi-fetch over the types generated from the API's OpenAPI document
// (src/schema.ts), so paths, parameters and response bodies are checked by the compiler.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
export type PlandataClient = Client<paths>;

export interface PlandataClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the API is served, e.g. https://api.example.com or http://127.0.0.1:3000 (no /v1). */
  baseUrl: string;
  /** An API key, sent as `Authorization: Bearer <key>`; omit for the open routes (/health). */
  apiKey?: string;
}

/** A typed client: `client.GET('/v1/applications', { params: { query: { council: 'barnet' } } })`. */
export function createPlandataClient({ baseUrl, apiKey, ...rest }: PlandataClientOptions): PlandataClient {
  const client = createClient<paths>({ ...rest, baseUrl: baseUrl.replace(/\/+$/, '') });
  if (apiKey)
    client.use({
      onRequest({ request }) {
        request.headers.set('authorization', `Bearer ${apiKey}`);
        return request;
      },
    });
  return client;
}

/**
 * The JSON body of a response whose operation may also answer CSV (`format=csv` on /v1/applications,
 * /nearby and /alerts/{id}/matches makes the generated type `JSON | string`): the body, narrowed to
 * its JSON shape. Throws when there is no body (look at `error` first) or when it is CSV text.
 */
export function json<T>(data: T | undefined): Exclude<T, string> {
  if (data === undefined) throw new Error('plandata: no response body (see the error)');
  if (typeof data === 'string') throw new Error('plandata: the response is CSV text, not JSON');
  return data as Exclude<T, string>;
}
