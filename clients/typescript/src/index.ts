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
