// `plandata parse` in one child process on every real saved page that any of the five platform
// adapters says it reads (its `samples`), with no --url: each page detected as its own platform's
// (the register adapters, asked first, claim none of them), with the page kinds a person would name.
import { expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { describeWithFixtures, fixtureFiles, fixturePath } from '../helpers/fixtures.js';
import { adapters } from '../../scrapers/platforms/index.js';

interface Printed {
  file: string;
  platform: string | null;
  kind: string;
}

describeWithFixtures('plandata parse on every platform’s real pages', () => {
  it('detects each page as the platform whose adapter reads it', async () => {
    const owner = new Map<string, string>();
    for (const a of Object.values(adapters))
      for (const f of (a.samples ?? []).flatMap(fixtureFiles)) owner.set(fixturePath(f), a.platform);
    expect(owner.size).toBe(68);
    const res = await runCli(['parse', ...owner.keys()]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toBe('');
    const printed = res.stdout
      .trim()
      .split(/\n(?=\{\n)/)
      .map((s) => JSON.parse(s) as Printed);
    expect(printed).toHaveLength(owner.size);
    for (const p of printed) expect(p.platform, p.file).toBe(owner.get(p.file));
    // Page kinds per platform, counted.
    const tally: Record<string, Record<string, number>> = {};
    for (const p of printed) {
      const t = (tally[p.platform!] ??= {});
      t[p.kind] = (t[p.kind] ?? 0) + 1;
    }
    expect(tally).toEqual({
      idox: {
        documents: 2,
        'no-results': 1,
        'permission-denied': 1,
        results: 8,
        'search-form': 1,
        summary: 36,
      },
      'planning-register': { display: 2, gate: 1 },
      northgate: { details: 3, results: 2, documents: 3 },
      civica: { details: 1, documents: 2, 'no-results': 1, results: 1, search: 1, 'search-form': 1 },
      ocella: { documents: 1 },
    });
  }, 120_000);
});
