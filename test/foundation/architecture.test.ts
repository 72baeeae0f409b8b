// The architecture rules of .dependency-cruiser.cjs (`npm run lint` runs them in CI): the real tree
// has no violation, and each rule fires on a small tree that breaks it, written to a temporary folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { checkoutDir } from '../helpers/cli.js';

let options: ICruiseOptions;

async function violations(baseDir: string, tsConfig?: string): Promise<string[]> {
  const { output } = await cruise(
    ['.'],
    { ...options, baseDir, validate: true },
    {},
    tsConfig ? { tsConfig: extractTSConfig(tsConfig) } : {},
  );
  return (output as ICruiseResult).summary.violations
    .map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
    .sort();
}

beforeAll(async () => {
  options = await extractDepcruiseOptions(path.join(checkoutDir, '.dependency-cruiser.cjs'));
});

describe('architecture rules', () => {
  it('the tree holds to every rule', async () => {
    expect(await violations(checkoutDir, path.join(checkoutDir, 'tsconfig.json'))).toEqual([]);
  });

  describe('on a tree that breaks them', () => {
    let dir: string;
    const files: Record<string, string> = {
      'package.json': JSON.stringify({
        name: 'broken',
        type: 'module',
        dependencies: { listed: '1.0.0' },
        devDependencies: { devtool: '1.0.0' },
      }),
      'node_modules/listed/package.json': '{"name":"listed","version":"1.0.0","main":"index.js"}',
      'node_modules/listed/index.js': 'export const x = 1;',
      'node_modules/devtool/package.json': '{"name":"devtool","version":"1.0.0","main":"index.js"}',
      'node_modules/devtool/index.js': 'export const x = 1;',
      'node_modules/unlisted/package.json': '{"name":"unlisted","version":"1.0.0","main":"index.js"}',
      'node_modules/unlisted/index.js': 'export const x = 1;',
      // core/ imports the API; its own modules and npm packages are allowed.
      'core/config.ts': `import '../api/handler.js';\nimport './db.js';\nimport 'listed';\n`,
      'core/db.ts': `import 'node:net';\nexport const db = 1;\n`,
      'core/calendar.ts': `export const day = 1;\n`,
      // A vocabulary that (wrongly) reaches the database, which normalise then reaches through it.
      'core/domain/words.ts': `import '../db.js';\nexport const words = 1;\n`,
      // api/ and workers/ import each other (a cycle too); feed/ imports workers/.
      'api/handler.ts': `import '../workers/run.js';\n`,
      'workers/run.ts': `import '../api/handler.js';\n`,
      'feed/sign.ts': `import '../workers/run.js';\n`,
      // Platforms: a sibling, and the HTTP client instead of the contract and kit.
      'scrapers/contract.ts': `export const contract = 1;\n`,
      'scrapers/kit/text.ts': `export const text = 1;\n`,
      'scrapers/http/client.ts': `export const client = 1;\n`,
      'scrapers/platforms/alpha/adapter.ts': [
        `import '../beta/parse.js';`,
        `import '../../http/client.js';`,
        `import '../../contract.js';`,
        `import '../../kit/text.js';`,
        `import '../../../core/db.js';`,
        `import './parse.js';`,
        '',
      ].join('\n'),
      'scrapers/platforms/alpha/parse.ts': `export const parse = 1;\n`,
      'scrapers/platforms/beta/parse.ts': `export const parse = 1;\n`,
      // Registers: a sibling, and the HTTP client; both contracts and kit are allowed.
      'scrapers/registers/contract.ts': `export const contract = 1;\n`,
      'scrapers/registers/licensing/adapter.ts': [
        `import '../hmo/parse.js';`,
        `import '../../http/client.js';`,
        `import '../contract.js';`,
        `import '../../contract.js';`,
        `import '../../kit/text.js';`,
        '',
      ].join('\n'),
      'scrapers/registers/hmo/parse.ts': `export const parse = 1;\n`,
      'scrapers/councils/derive.ts': `import '../../enrich/map/planning.js';\n`,
      'enrich/map/planning.ts': `export const map = 1;\n`,
      // normalise reads a file, and reaches the database through core/domain.
      'enrich/normalise/stage.ts': [
        `import 'node:fs';`,
        `import '../../core/domain/words.js';`,
        `import '../../core/calendar.js';`,
        `import './text.js';`,
        '',
      ].join('\n'),
      'enrich/normalise/text.ts': `export const text = 1;\n`,
      'enrich/loaders/a.ts': `import './b.js';\n`,
      'enrich/loaders/b.ts': `import './a.js';\n`,
      // The runtime imports a devDependency, a package package.json does not list, a missing file, a test helper.
      'cli/main.ts': `import 'devtool';\nimport 'unlisted';\nimport './missing.js';\nimport '../test/helper.js';\n`,
      // Tests may import anything.
      'test/helper.ts': `import '../api/handler.js';\nimport '../workers/run.js';\nimport 'devtool';\n`,
      'core/config.test.ts': `import '../api/handler.js';\nimport 'devtool';\n`,
      'enrich/normalise/stage.test.ts': `import 'node:fs';\nimport '../../core/db.js';\n`,
    };

    beforeAll(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'plandata-architecture-'));
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      }
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    // One line per cycle (from where dependency-cruiser enters it); what normalise reaches is named
    // once per I/O module, through whichever path.
    it('names each rule broken, and nothing else', async () => {
      expect(await violations(dir)).toEqual([
        'api-not-workers: api/handler.ts -> workers/run.ts',
        'core-imports-only-core: core/config.ts -> api/handler.ts',
        'feed-not-api-workers: feed/sign.ts -> workers/run.ts',
        'no-circular: api/handler.ts -> workers/run.ts',
        'no-circular: enrich/loaders/a.ts -> enrich/loaders/b.ts',
        'no-sibling-platform: scrapers/platforms/alpha/adapter.ts -> scrapers/platforms/beta/parse.ts',
        'no-sibling-register: scrapers/registers/licensing/adapter.ts -> scrapers/registers/hmo/parse.ts',
        'no-unlisted-package: cli/main.ts -> node_modules/unlisted/index.js',
        'normalise-is-pure: enrich/normalise/stage.ts -> fs',
        'normalise-reaches-no-io: enrich/normalise/stage.ts -> core/db.ts',
        'normalise-reaches-no-io: enrich/normalise/stage.ts -> fs',
        'normalise-reaches-no-io: enrich/normalise/stage.ts -> net',
        'not-to-unresolvable: cli/main.ts -> ./missing.js',
        'platform-imports-contract-kit-core: scrapers/platforms/alpha/adapter.ts -> scrapers/http/client.ts',
        'register-imports-contracts-kit-core: scrapers/registers/licensing/adapter.ts -> scrapers/http/client.ts',
        'runtime-not-to-dev-dependency: cli/main.ts -> node_modules/devtool/index.js',
        'runtime-not-to-tests-or-benches: cli/main.ts -> test/helper.ts',
        'scrapers-not-upward: scrapers/councils/derive.ts -> enrich/map/planning.ts',
        'workers-not-api: workers/run.ts -> api/handler.ts',
      ]);
    });
  });
});
