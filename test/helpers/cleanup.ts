// What a test file opened through the helpers (databases, runtimes), closed when the file ends.
// The helpers cannot register their own afterAll: vitest never runs an afterAll that is called from
// inside a beforeAll (where most files build their runtime), so those databases and Redis prefixes
// were left behind. Instead the setup file registers one afterAll per file at collection time; it
// runs after the file's own afterAll hooks (hooks run as a stack), once workers and queues are shut.
const open: Array<() => Promise<void>> = [];

export function closeWhenFileEnds(close: () => Promise<void>): void {
  open.push(close);
}

/** Closes everything still open, newest first; every close is tried even when one fails. */
export async function closeAllOpen(): Promise<void> {
  const errors: unknown[] = [];
  for (let close = open.pop(); close; close = open.pop()) {
    await close().catch((err: unknown) => errors.push(err));
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length) throw new AggregateError(errors, `${errors.length} test resources failed to close`);
}
