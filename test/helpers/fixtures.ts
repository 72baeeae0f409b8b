// The one way tests reach the real saved pages and files in ../shared/fixtures: read in place,
// never copied into the project. PLANDATA_FIXTURES overrides the location.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const checkout = path.resolve(here, '..', '..');

/** Absolute path of the fixtures folder, or null where it is absent. */
export function fixturesRoot(): string | null {
  const candidates = [process.env.PLANDATA_FIXTURES, path.resolve(checkout, '..', 'shared', 'fixtures')];
  for (const c of candidates) if (c && existsSync(c)) return path.resolve(c);
  return null;
}

export const hasFixtures = fixturesRoot() !== null;

/** Absolute path of a fixture file given relative to the fixtures folder (e.g. 'portals/idox/halton/documents-22-00028.html'). */
export function fixturePath(rel: string): string {
  const root = fixturesRoot();
  if (!root)
    throw new Error('fixtures folder not found: set PLANDATA_FIXTURES or place shared/ beside the checkout');
  return path.join(root, rel);
}

export function readFixture(rel: string): Buffer {
  return readFileSync(fixturePath(rel));
}

export function readFixtureText(rel: string, encoding: BufferEncoding = 'utf8'): string {
  return readFileSync(fixturePath(rel), encoding);
}

/**
 * describe() for tests that need the real fixtures: where the folder is absent the block is
 * skipped and says why, instead of failing or silently passing.
 */
export function describeWithFixtures(name: string, fn: () => void): void {
  if (hasFixtures) describe(name, fn);
  // The block's body is not run at all: it may read fixtures while collecting its tests.
  else
    describe.skip(`${name} (skipped: ../shared/fixtures not found; set PLANDATA_FIXTURES)`, () => {
      it('needs the real fixtures', () => {});
    });
}

/** Every file under a fixtures folder (or the file itself), as paths relative to the fixtures root, sorted. */
export function fixtureFiles(rel: string): string[] {
  const root = fixturesRoot();
  if (!root) return [];
  const walk = (p: string): string[] => {
    const abs = path.join(root, p);
    if (!statSync(abs).isDirectory()) return [p];
    return readdirSync(abs)
      .filter((n) => n !== 'MANIFEST.md' && !n.startsWith('.'))
      .flatMap((n) => walk(path.join(p, n)));
  };
  return walk(rel).sort();
}
