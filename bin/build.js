#!/usr/bin/env node
// npm run build: compiles the runtime code (tsconfig.build.json: core, scrapers, enrich, feed,
// workers, api, migrations, sim, cli; no tests or benchmarks) to dist/, which bin/plandata.js runs.
// Incremental (tsc -b): a build with nothing changed takes well under a second.
//   --no-check  emit without the type check (vitest's global setup and the benchmarks: they run
//               whatever the tree holds, as tsx did; `npm run typecheck` and `npm run build` check)
//   --watch     rebuild on every change
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
// Files the runtime reads beside its modules (found through import.meta.url), copied into dist/.
const ASSETS = [
  'scrapers/councils/councils.csv',
  'scrapers/councils/registers.csv',
  'scrapers/councils/former-councils.csv',
];

const args = process.argv.slice(2);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const tscArgs = ['-b', path.join(root, 'tsconfig.build.json')];
if (args.includes('--no-check')) tscArgs.push('--noCheck');
if (args.includes('--watch')) tscArgs.push('--watch', '--preserveWatchOutput');
copyAssets();
const r = spawnSync(process.execPath, [tsc, ...tscArgs], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
prune(dist);

function copyAssets() {
  for (const rel of ASSETS) {
    mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    copyFileSync(path.join(root, rel), path.join(dist, rel));
  }
}

/** Removes compiled files whose source is gone (a renamed or deleted module), so dist/ mirrors the tree. */
function prune(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) {
      prune(file);
      continue;
    }
    const m = /^(.*)\.js(\.map)?$/.exec(e.name);
    if (!m) continue;
    const source = path.join(root, path.relative(dist, dir), `${m[1]}.ts`);
    if (!existsSync(source)) rmSync(file);
  }
}
