// The loaders' set-aside text (enrich/loaders/spill.ts): in order whatever part went to disk, and no
// temporary file left behind.
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { SpillBuffer } from '../../enrich/loaders/spill.js';

async function text(b: SpillBuffer): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of b.read()) parts.push(Buffer.from(c));
  return Buffer.concat(parts).toString('utf8');
}

const spillDirs = () => readdirSync(tmpdir()).filter((n) => n.startsWith('plandata-spill-'));

describe('SpillBuffer', () => {
  it('keeps small text in memory', async () => {
    const b = new SpillBuffer(1024);
    b.push('a\t1\n');
    b.push('b\t2\n');
    expect(b.spilled).toBe(false);
    expect(await text(b)).toBe('a\t1\nb\t2\n');
    b.dispose();
  });

  it('past its bound writes to a temporary file, reads everything back in order, then removes it', async () => {
    const before = spillDirs();
    const b = new SpillBuffer(100);
    const lines = Array.from({ length: 1000 }, (_, i) => `${i}\tparcel é ${'x'.repeat(i % 50)}\n`);
    for (const l of lines) b.push(l);
    expect(b.spilled).toBe(true);
    expect(b.count).toBe(1000);
    const made = spillDirs().filter((d) => !before.includes(d));
    expect(made).toHaveLength(1);
    expect(await text(b)).toBe(lines.join(''));
    b.dispose();
    expect(existsSync(`${tmpdir()}/${made[0]}`)).toBe(false);
  });
});
