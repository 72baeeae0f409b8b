// Registers repeat their wording thousands of times (one status, a few types, the same chains as
// holders, the same activity lists): each reading of a wording is kept, so a read normalises each
// distinct wording once. Bounded: past MAX entries the memory starts afresh. The values are shared
// between records and must not be mutated.
const MAX = 20_000;

export function memo<A extends string, R>(fn: (a: A) => R): (a: A) => R {
  const seen = new Map<string, R>();
  return (a: A) => {
    const hit = seen.get(a);
    if (hit !== undefined || seen.has(a)) return hit as R;
    if (seen.size >= MAX) seen.clear();
    const r = fn(a);
    seen.set(a, r);
    return r;
  };
}
