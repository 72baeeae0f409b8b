// Guards a cost found the hard way (issue 7, 5fabac7): once any module of a process defines a class
// extending String (ioredis 6.0 did: RESP3 VerbatimString), V8 runs charCodeAt/indexOf/slice/trim on
// every string of that process 2-5x slower: the HTML parse of the workers, the API and the loaders'
// tokenizers. No installed dependency may define one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', 'node_modules');

function* scripts(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* scripts(p);
    else if (/\.(c|m)?js$/.test(e.name) && statSync(p).size < 5_000_000) yield p;
  }
}

describe('dependencies', () => {
  it('no installed module defines a class extending String', () => {
    const offenders: string[] = [];
    for (const f of scripts(root))
      if (/\bclass\s+\w*\s*extends\s+String\b/.test(readFileSync(f, 'utf8')))
        offenders.push(path.relative(root, f));
    expect(offenders).toEqual([]);
  });
});
