// Decoding a portal page with the charset it was sent in. Brighton & Hove's Idox serves
// ISO-8859-1 (fixtures/portals/MANIFEST.md); most others serve UTF-8. The Content-Type header
// wins, then a <meta> charset in the first 2 KB, then UTF-8. ISO-8859-1 is decoded as
// windows-1252, as browsers do (WHATWG Encoding): Idox pages pasted from Word carry 0x80-0x9F
// curly quotes and dashes that a strict Latin-1 decoder turns into control characters.
import iconv from 'iconv-lite';

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i;

function canonical(label: string): string {
  const l = label.trim().toLowerCase();
  if (l === 'iso-8859-1' || l === 'latin1' || l === 'latin-1' || l === 'us-ascii' || l === 'iso8859-1') {
    return 'windows-1252';
  }
  return l;
}

/** Charset label from a Content-Type header value, or null. */
export function charsetFromContentType(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const m = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType);
  return m ? m[1] : null;
}

function looksUtf8(body: Buffer): boolean {
  let multibyte = false;
  for (const b of body) {
    if (b >= 0x80) {
      multibyte = true;
      break;
    }
  }
  if (!multibyte) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

/** The charset a body should be decoded with: header, then meta tag, then UTF-8. */
export function detectCharset(body: Buffer, contentType?: string): string {
  const fromHeader = charsetFromContentType(contentType);
  if (fromHeader && iconv.encodingExists(canonical(fromHeader))) return canonical(fromHeader);
  const head = body.subarray(0, 2048).toString('latin1');
  const m = META_CHARSET.exec(head);
  if (m && iconv.encodingExists(canonical(m[1]))) {
    const cs = canonical(m[1]);
    // A page saved to disk loses its header and is often re-encoded by the tool that saved it:
    // Lambeth's saved weekly list says iso-8859-1 in its meta tag but holds UTF-8 ("»" as C2 BB).
    // Bytes that are valid UTF-8 with multi-byte sequences are UTF-8 whatever the tag says.
    if (cs === 'windows-1252' && looksUtf8(body)) return 'utf-8';
    return cs;
  }
  return 'utf-8';
}

// windows-1252 is ISO-8859-1 but for the 32 bytes 0x80-0x9F (checked byte by byte in
// charset.test.ts), so a page is decoded as latin1, which Node does natively, and those bytes are
// then mapped through iconv-lite's own table: the same text as iconv-lite's decoder, whose table
// walk took about 145 µs of CPU per 31 KB Brighton & Hove page against about 25 µs.
const C1_CONTROLS = /[\x80-\x9f]/g;
const WINDOWS_1252_C1 = Array.from({ length: 32 }, (_, i) =>
  iconv.decode(Buffer.from([0x80 + i]), 'windows-1252'),
);

function decodeWindows1252(body: Buffer): string {
  return body.toString('latin1').replace(C1_CONTROLS, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]);
}

export function decodeBody(body: Buffer, contentType?: string): string {
  const cs = detectCharset(body, contentType);
  if (cs === 'utf-8' || cs === 'utf8') return body.toString('utf8');
  if (cs === 'windows-1252') return decodeWindows1252(body);
  return iconv.decode(body, cs);
}

export function encodeBody(text: string, charset: string): Buffer {
  const cs = canonical(charset);
  if (cs === 'utf-8' || cs === 'utf8') return Buffer.from(text, 'utf8');
  return iconv.encode(text, cs);
}
