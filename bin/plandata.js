#!/usr/bin/env node
// The plandata command: runs the compiled JavaScript in dist/ (`npm run build`; tsconfig.build.json).
// tsx is for development only (tests, benchmarks, `npx tsx <file>.ts`): nothing here compiles at start.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  console.error('plandata: dist/ is not built; run `npm run build` first');
  process.exit(1);
}
// Stack traces name the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
