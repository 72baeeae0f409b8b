// Every operation of the served OpenAPI document has a unique operationId and a summary (client
// generators name methods by them; `npm run lint:openapi` runs redocly lint on the same document).
import { describe, expect, it } from 'vitest';
import { testRuntime } from '../helpers/runtime.js';
import { buildApp } from '../../api/app.js';
import { withOperationIds } from '../../api/plugins/openapi.js';

describe('OpenAPI operation ids', () => {
  it('names each operation once, keeping a route’s own id', async () => {
    const rt = await testRuntime();
    const app = await buildApp(rt);
    try {
      const doc = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
        paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
      };
      const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
      expect(ops.length).toBeGreaterThan(20);
      const ids = ops.map((o) => o.operationId);
      expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ops.filter((o) => !o.summary)).toEqual([]);
      expect(doc.paths['/v1/applications/{id}'].get.operationId).toBe('getV1ApplicationsById');
    } finally {
      await app.close();
    }
    const own = withOperationIds({ paths: { '/a': { get: { operationId: 'mine' }, post: {} } } });
    expect(own.paths['/a']).toEqual({ get: { operationId: 'mine' }, post: { operationId: 'postA' } });
  });
});
