/**
 * Appends every item to `into`, in order. `into.push(...items)` passes each item as an argument and
 * overflows the call stack past a few hundred thousand (a 500,000-row register file did), so reads
 * that gather a whole source's records use this instead.
 */
export function appendAll<T>(into: T[], items: readonly T[]): T[] {
  for (let i = 0; i < items.length; i++) into.push(items[i]!);
  return into;
}
