// V8 settings for every plandata process (the CLI, and so workers, the API and loaders; and the
// benchmarks, which run the same code in-process). Imported first, before any work starts.
//
// Allocation-site pretenuring off: V8 moves an allocation site's objects straight into old space
// once enough of them survive a young-generation collection. A loader or parser makes millions of
// short-lived rows and strings per file, and whether the heuristic fires depends on unrelated
// start-up state: loading ioredis (its client prototype gets ~580 command methods) was enough to
// tip it. Once it fires, those rows are old-space garbage, every scavenge walks the old-to-new
// pointers they hold, and a 100,000-row Companies House load spent 0.85 s in the collector instead
// of 0.2 s (node CPU 1.07 s against 0.68 s; bench/enrich, docs/benchmarks/enrich.md). The flag is
// read at each collection, so setting it at run time takes effect at once.
import v8 from 'node:v8';

v8.setFlagsFromString('--no-allocation-site-pretenuring');
