// `plandata councils load` of the committed councils file in a child process: every UK planning
// authority loaded, each with its coverage and reason; a council with no known portal has none.
import { beforeAll, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await testRuntime();
}, 60_000);

it('loads the committed file: 401 authorities with their coverage', async () => {
  const env = {
    DATABASE_URL: rt.config.DATABASE_URL,
    REDIS_URL: rt.config.REDIS_URL,
    REDIS_PREFIX: rt.config.REDIS_PREFIX,
    LOG_LEVEL: 'warn',
  };
  const r = await runCli(['councils', 'load'], env);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/401 inserted, 0 updated/);
  const counts = Object.fromEntries(
    (
      (await rt.db('councils').groupBy('coverage').select('coverage', rt.db.raw('count(*)::int AS n'))) as {
        coverage: string;
        n: number;
      }[]
    ).map((x) => [x.coverage, x.n]),
  );
  expect(counts.supported + counts.unsupported + counts.unknown).toBe(401);
  expect(counts.unknown).toBe(12);
  expect(
    await rt.db('councils').where({ slug: 'hillingdon' }).first('platform', 'base_url', 'coverage'),
  ).toEqual({
    platform: 'ocella',
    base_url: 'https://planning.hillingdon.gov.uk/OcellaWeb',
    coverage: 'supported',
  });
  const ebbsfleet = await rt
    .db('councils')
    .where({ slug: 'ebbsfleet-development-corporation' })
    .first('ons_code', 'base_url', 'coverage', 'coverage_reason');
  expect(ebbsfleet).toEqual({
    ons_code: 'E51000003',
    base_url: null,
    coverage: 'unknown',
    coverage_reason: 'no planning register found in the public portal lists',
  });
  // A second load changes nothing but updates every row.
  const again = await runCli(['councils', 'load'], env);
  expect(again.stdout).toMatch(/0 inserted, 401 updated/);
}, 120_000);
