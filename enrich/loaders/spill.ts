// Text set aside during a load to be COPYed later (the INSPIRE parcels that need PostGIS's checked
// way, framework.ts DirectCopy.mergeRest). Loaders stream in constant memory whatever the file size
// (issue 7), so the text is kept in memory only up to a bound and the rest goes to a temporary file,
// read back in order and removed when the load ends.
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** In-memory bound before text goes to disk: 8 MiB (a few tens of thousands of parcels). */
export const SPILL_MEMORY_BYTES = 8 * 1024 * 1024;

export class SpillBuffer {
  private mem: string[] = [];
  private memBytes = 0;
  private dir: string | null = null;
  private fd: number | null = null;
  /** Lines pushed so far. */
  count = 0;

  constructor(private readonly limitBytes = SPILL_MEMORY_BYTES) {}

  push(text: string): void {
    this.count++;
    this.mem.push(text);
    // Length in UTF-16 units: a bound on memory, not the exact byte size on disk.
    this.memBytes += text.length;
    if (this.memBytes >= this.limitBytes) this.flush();
  }

  /** True once some text went to the temporary file. */
  get spilled(): boolean {
    return this.fd !== null;
  }

  private flush(): void {
    if (this.fd === null) {
      this.dir = mkdtempSync(path.join(tmpdir(), 'plandata-spill-'));
      this.fd = openSync(path.join(this.dir, 'rows.copy'), 'w');
    }
    writeSync(this.fd, this.mem.join(''));
    this.mem = [];
    this.memBytes = 0;
  }

  /** Everything pushed, in order: the file's part first, then what is still in memory. */
  async *read(): AsyncGenerator<string | Buffer> {
    if (this.fd !== null) {
      closeSync(this.fd);
      this.fd = -1; // closed, but spilled stays true
      yield* createReadStream(path.join(this.dir!, 'rows.copy'), { highWaterMark: 64 * 1024 });
    }
    yield* this.mem;
  }

  /** Removes the temporary file, if any (always call it, also after a failed load). */
  dispose(): void {
    if (this.fd !== null && this.fd >= 0) closeSync(this.fd);
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.fd = null;
    this.dir = null;
    this.mem = [];
    this.memBytes = 0;
  }
}
