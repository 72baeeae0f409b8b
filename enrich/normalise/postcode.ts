// UK postcodes: normalise, extract from an address, and take the district (spec 4.1 `postcode` filter:
// a district such as SW11 matches everything in it). Crown dependency postcodes (IM, JE, GY) share the
// format and are accepted.

// Outward code: A9, A99, AA9, AA99, A9A, AA9A; inward code: 9AA. GIR 0AA is the one exception.
const FULL = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;
const IN_TEXT = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[ABD-HJLNP-UW-Z]{2})\b/g;
const DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;

/** "sw1a1aa" -> "SW1A 1AA"; a district alone ("sw11") -> "SW11"; null where it is not a postcode. */
export function normalisePostcode(text: string | null | undefined): string | null {
  if (!text) return null;
  const t = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (t === 'GIR0AA') return 'GIR 0AA';
  const m = FULL.exec(t);
  if (m) return `${m[1]} ${m[2]}`;
  if (DISTRICT.test(t)) return t;
  return null;
}

/** The last full postcode in an address (addresses end with it), normalised, or null. */
export function extractPostcode(address: string | null | undefined): string | null {
  if (!address) return null;
  // Some registers run the address lines together ("...EstateBallasallaIM9 2AG"): split at the case change.
  const upper = address.replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase();
  let last: string | null = null;
  IN_TEXT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = IN_TEXT.exec(upper)) !== null) last = `${m[1]} ${m[2]}`;
  return last;
}

/** "SW11 1AA" -> "SW11"; a district is returned as itself; null where not a postcode. */
export function postcodeDistrict(postcode: string | null | undefined): string | null {
  const pc = normalisePostcode(postcode);
  if (!pc) return null;
  return pc.split(' ')[0];
}
