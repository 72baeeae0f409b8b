// Text into the simulated pages: HTML-escaped, in one pass, and not at all where there is nothing to escape.
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function esc(s: string): string {
  return /[&<>"]/.test(s) ? s.replace(/[&<>"]/g, (c) => ESCAPED[c]) : s;
}
