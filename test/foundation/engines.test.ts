// The Node versions package.json's engines names are ones every package in the lock file supports,
// so `npm ci` prints no EBADENGINE warning on Node 20 (CI) or 22 (the image); and the two packages
// pinned back by "overrides" (content-disposition, cookie: their Node 22-only majors) still serve
// their consumers: @fastify/static's attachment header and light-my-request's cookies on inject().
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import Fastify, { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { subset } from 'semver';
import { describe, expect, it } from 'vitest';

interface LockPackage {
  engines?: { node?: string } | string[];
}
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockPackage>;
};

describe('engines', () => {
  it("every locked package supports every Node version package.json's engines allows", () => {
    const range = root.engines.node;
    const refused = Object.entries(lock.packages).flatMap(([name, p]) => {
      const need = !Array.isArray(p.engines) ? p.engines?.node : undefined;
      return need && !subset(range, need) ? [`${name} needs node ${need}`] : [];
    });
    expect(refused).toEqual([]);
    expect(subset('20.19.0 || 22.13.0', range)).toBe(true);
  });

  it('inject() sends cookies (light-my-request on cookie 1.x)', async () => {
    const app = Fastify();
    app.get('/', async (req) => ({ cookie: req.headers.cookie }));
    const res = await app.inject({ method: 'GET', url: '/', cookies: { a: 'b c', d: 'e' } });
    expect(res.json()).toEqual({ cookie: 'a=b%20c; d=e' });
    await app.close();
  });

  it('@fastify/static sends a file as an attachment (content-disposition 2.x)', async () => {
    // Not a dependency of ours but Bull Board's (@bull-board/fastify): loaded from where it is installed.
    const require = createRequire(import.meta.url);
    const board = dirname(require.resolve('@bull-board/fastify'));
    const fastifyStatic = require(
      require.resolve('@fastify/static', { paths: [board] }),
    ) as FastifyPluginAsync<{
      root: string;
      serve: boolean;
    }>;
    const app = Fastify();
    await app.register(fastifyStatic, { root: new URL('..', import.meta.url).pathname, serve: false });
    app.get('/file', (_req, reply) =>
      (reply as unknown as { download(path: string, name: string): FastifyReply }).download(
        'foundation/engines.test.ts',
        'plan d’été.ts',
      ),
    );
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="plan d??t?.ts"; filename*=UTF-8''plan%20d%E2%80%99%C3%A9t%C3%A9.ts`,
    );
    expect(res.body).toContain('every locked package supports');
    await app.close();
  });
});
