import { describe, expect, it } from 'vitest';
import { nameHash, Redactor } from './licensing.js';

describe('Redactor: names a source remembers', () => {
  it('takes a name an earlier read withheld out of a premises name, by its hash only', () => {
    const first = new Redactor();
    first.add('Priya Shah');
    expect(first.redact('Priya Shah Wines', true)).toBe('Wines');
    const hashes = first.hashes('c\nlicensing\nmain');
    expect(hashes).toEqual([nameHash('c\nlicensing\nmain', ['priya', 'shah'])]);
    expect(hashes.join()).not.toMatch(/priya|shah/i);
    // A later read where she is no longer a party: remembered, on the fields that ask for it.
    const later = new Redactor();
    later.remember('c\nlicensing\nmain', hashes);
    expect(later.redact('Priya Shah Wines', true)).toBe('Wines');
    expect(later.redact('The Shah Priya Bar', true)).toBe('The Shah Priya Bar');
    expect(later.redact('Priya Shah Wines')).toBe('Priya Shah Wines');
    // Another source's hashes name nobody here.
    const other = new Redactor();
    other.remember('d\nlicensing\nmain', hashes);
    expect(other.redact('Priya Shah Wines', true)).toBe('Priya Shah Wines');
  });
});
