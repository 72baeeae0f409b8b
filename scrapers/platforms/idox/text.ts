// Idox's own text conventions: its search forms' date format and the keyVal and activeTab of its URLs.

/** The date a form field wants: dd/mm/yyyy (Idox's date(...) inputs). */
export function toIdoxFormDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** Idox's key for an application or property, from any URL that carries it. */
export function keyValFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  // Lambeth double-escapes the ampersand ("&amp;amp;keyVal="), so match the name wherever it sits.
  const m = /[?&;]keyVal=([^&#"'\s]+)/i.exec(url);
  return m ? decodeURIComponent(m[1]) : null;
}

export function activeTabFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /[?&;]activeTab=([A-Za-z]+)/.exec(url);
  return m ? m[1] : null;
}
