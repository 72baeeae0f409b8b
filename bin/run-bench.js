#!/usr/bin/env node
// npm run bench [-- name ...]: runs bench/<name>.ts for each name given, or every benchmark.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench');
const all = readdirSync(benchDir)
  .filter((f) => f.endsWith('.ts') && f !== 'lib.ts' && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
const names = process.argv.slice(2).length ? process.argv.slice(2) : all;
let failed = 0;
for (const name of names) {
  if (!all.includes(name)) {
    console.error(`bench: no benchmark named ${name} (have: ${all.join(', ')})`);
    process.exit(2);
  }
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, `${name}.ts`)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
