// `plandata prewarm` (core/repositories/prewarm.repository.ts) on a real PostgreSQL: every relation
// of the record read exists after the migrations (a renamed index fails here, not silently in
// production), each is read whole, and bad arguments change nothing and say what was wrong.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UsageError } from '../../core/errors.js';
import { PrewarmRepository, RECORD_READ_RELATIONS } from '../../core/repositories/prewarm.repository.js';
import { runCli } from '../helpers/cli.js';
import { freshDatabase } from '../helpers/db.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await testRuntime();
}, 60_000);
afterAll(async () => {
  await rt?.close();
});

const env = () => ({
  DATABASE_URL: rt.config.DATABASE_URL,
  REDIS_URL: rt.config.REDIS_URL,
  REDIS_PREFIX: rt.config.REDIS_PREFIX,
  LOG_LEVEL: 'warn',
});

it('names only relations the migrations create', async () => {
  expect(await new PrewarmRepository(rt.db).missing(RECORD_READ_RELATIONS)).toEqual([]);
  expect(await new PrewarmRepository(rt.db).missing(['applications', 'no_such_idx'])).toEqual([
    'no_such_idx',
  ]);
});

it('reads every block of each relation, in order', async () => {
  const done = await new PrewarmRepository(rt.db).prewarm(RECORD_READ_RELATIONS, 'read');
  expect(done.map((r) => r.relation)).toEqual([...RECORD_READ_RELATIONS]);
  for (const r of done) {
    const size = Number(
      (await rt.db.raw('SELECT pg_relation_size(to_regclass(?)) AS n', [r.relation])).rows[0].n,
    );
    expect(r.bytes, r.relation).toBe(size);
    expect(r.blocks, r.relation).toBe(size / 8192);
  }
  // Every index has at least its metapage; the councils table holds the seeded authorities.
  expect(done.find((r) => r.relation === 'applications_public_id_unique')!.blocks).toBeGreaterThan(0);
  const buffered = await new PrewarmRepository(rt.db).prewarm(['councils'], 'buffer');
  expect(buffered[0].blocks).toBe(done.find((r) => r.relation === 'councils')!.blocks);
});

it('refuses an unknown relation or mode before reading anything', async () => {
  const repo = new PrewarmRepository(rt.db);
  await expect(repo.prewarm(['applications', 'no_such_idx'], 'read')).rejects.toThrow(
    new UsageError('no such table or index: no_such_idx'),
  );
  // A database the migrations never ran on: the line says what to run.
  const empty = await freshDatabase({ empty: true });
  try {
    await expect(new PrewarmRepository(empty.db).prewarm(RECORD_READ_RELATIONS, 'read')).rejects.toThrow(
      /^no such table or index: appeals, .* \(this database has no applications table: `plandata migrate` creates the tables\)$/,
    );
  } finally {
    await empty.drop();
  }
  await expect(repo.prewarm(['applications'], 'fast' as 'read')).rejects.toThrow(
    "--mode takes read, prefetch, buffer; got 'fast'",
  );
});

it('plandata prewarm prints each relation and the total; bad arguments exit 2', async () => {
  const r = await runCli(['prewarm', '--relations', 'councils,councils_pkey', '--mode', 'prefetch'], env());
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const lines = r.stdout.trim().split('\n');
  expect(lines[0]).toMatch(/^councils: \d+ blocks \(\d+\.\d MiB\) in \d+ ms$/);
  expect(lines[1]).toMatch(/^councils_pkey: \d+ blocks/);
  expect(lines[2]).toMatch(/^prewarmed 2 relations, \d+\.\d MiB in \d+ ms \(prefetch\)$/);

  const all = await runCli(['prewarm'], env());
  expect(all.code).toBe(0);
  expect(all.stdout).toContain(`prewarmed ${RECORD_READ_RELATIONS.length} relations`);

  const unknown = await runCli(['prewarm', '--relations', 'applications,nope'], env());
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('no such table or index: nope');
  const mode = await runCli(['prewarm', '--mode', 'fast'], env());
  expect(mode.code).toBe(2);
  expect(mode.stderr).toContain("--mode takes read, prefetch, buffer; got 'fast'");
}, 120_000);
