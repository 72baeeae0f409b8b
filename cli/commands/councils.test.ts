// The coverage `plandata councils load` sets on each row of the committed councils file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { councilsFile, readCouncilsCsv } from '../../scrapers/councils/derive.js';
import { adapters } from '../../scrapers/platforms/index.js';
import { coverageOf } from './councils.js';

describe('councils load: coverage', () => {
  const rows = readCouncilsCsv(readFileSync(councilsFile, 'utf8'));

  it('is supported exactly where an adapter reads the platform, else unsupported or unknown with a reason', () => {
    for (const r of rows) {
      const c = coverageOf(r);
      if (adapters[r.platform]) expect(c, r.slug).toEqual({ coverage: 'supported', coverage_reason: null });
      else {
        expect(c.coverage, r.slug).toBe(r.platform === 'unknown' ? 'unknown' : 'unsupported');
        expect(c.coverage_reason, r.slug).toBeTruthy();
      }
    }
    expect(coverageOf(rows.find((r) => r.slug === 'hillingdon')!)).toEqual({
      coverage: 'supported',
      coverage_reason: null,
    });
    expect(coverageOf(rows.find((r) => r.slug === 'cheshire-east')!)).toEqual({
      coverage: 'unsupported',
      coverage_reason: 'no adapter reads its platform (tascomi) yet',
    });
  });

  it('counts councils per platform read and the share of UK planning authorities read', () => {
    const supported = rows.filter((r) => coverageOf(r).coverage === 'supported');
    const per = (p: string) => supported.filter((r) => r.platform === p).length;
    expect(rows).toHaveLength(401);
    // Idox 229 (the 218 of the portal list, Cheshire West and Chester, and 10 appended: parks, Braintree, ...),
    // Civica 3, OcellaWeb 5. p17a's platforms (planning-register, northgate) add theirs on merge.
    expect([per('idox'), per('civica'), per('ocella')]).toEqual([229, 3, 5]);
  });
});
