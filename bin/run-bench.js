#!/usr/bin/env node
// npm run bench [-- name ...]: runs bench/<name>.ts for each name given, or every benchmark.
// Benchmarks run from source through tsx (a development tool); the processes they start as users
// start them (`plandata worker` in bench/ingest.ts) run the build, so dist/ is brought up to date first.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench');
const all = readdirSync(benchDir)
  .filter((f) => f.endsWith('.ts') && f !== 'lib.ts' && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
const names = process.argv.slice(2).length ? process.argv.slice(2) : all;
const unknown = names.find((n) => !all.includes(n));
if (unknown) {
  console.error(`bench: no benchmark named ${unknown} (have: ${all.join(', ')})`);
  process.exit(2);
}
const build = spawnSync(process.execPath, [path.join(benchDir, '..', 'bin', 'build.js'), '--no-check'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
// Node options of the process a benchmark measures, as it is deployed: bench/api times the API in
// its own process, so it runs with the API's young generation (docs/operations.md, "The API process").
const nodeOptions = { api: ['--max-semi-space-size=2'] };
let failed = 0;
for (const name of names) {
  const flags = nodeOptions[name] ?? [];
  const r = spawnSync(process.execPath, [...flags, '--import', 'tsx', path.join(benchDir, `${name}.ts`)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
