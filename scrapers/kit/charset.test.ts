// decodeBody's windows-1252 path gives exactly what iconv-lite's decoder gives, byte by byte and on
// the real ISO-8859-1 pages of Brighton & Hove.
import { readdirSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { describeWithFixtures, fixturePath, readFixture } from '../../test/helpers/fixtures.js';
import { decodeBody } from './charset.js';

const LATIN1 = 'text/html;charset=ISO-8859-1';

describe('decodeBody, ISO-8859-1 (decoded as windows-1252)', () => {
  it('decodes every byte as iconv-lite does, 0x80-0x9F included', () => {
    for (let b = 0; b < 256; b++) {
      const body = Buffer.from([0x41, b, 0x42]);
      expect([b, decodeBody(body, LATIN1)]).toEqual([b, iconv.decode(body, 'windows-1252')]);
    }
    // Curly quotes and dashes pasted from Word, and a byte windows-1252 leaves undefined.
    expect(decodeBody(Buffer.from([0x93, 0x68, 0x69, 0x94, 0x20, 0x96, 0x20, 0x81, 0xe9]), LATIN1)).toBe(
      '\u201chi\u201d \u2013 \ufffd\u00e9',
    );
  });
});

describeWithFixtures('decodeBody on the Brighton & Hove pages (served ISO-8859-1)', () => {
  it('gives the text iconv-lite gives for each page', () => {
    const dir = 'portals/idox/brighton-and-hove';
    const files = readdirSync(fixturePath(dir));
    expect(files.length).toBeGreaterThan(30);
    for (const f of files) {
      const body = readFixture(`${dir}/${f}`);
      expect(decodeBody(body, LATIN1)).toBe(iconv.decode(body, 'windows-1252'));
    }
  });
});
