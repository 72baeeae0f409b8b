import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import {
  PREWARM_MODES,
  prewarmMode,
  PrewarmRepository,
  RECORD_READ_RELATIONS,
} from '../../core/repositories/prewarm.repository.js';

const usage = `usage: plandata prewarm [--relations a,b,...] [--mode ${PREWARM_MODES.join('|')}]
  Reads into memory the tables and indexes a record read touches (GET /v1/applications/{id}: the
  record, its family walk, its appeals), so the first clients after a database restart, a failover
  or a bulk load do not each wait on the disk (docs/operations.md, "A cold database"). Through
  pg_prewarm (PostgreSQL contrib), created when missing.
  --relations   tables or indexes to read instead (default: ${RECORD_READ_RELATIONS.join(', ')})
  --mode        read (default: into the operating system's cache, whatever shared_buffers is),
                prefetch (asks the kernel to, and returns at once), buffer (into shared_buffers)`;

export const prewarmCommand: Command = {
  usage,
  async run(args) {
    const { values, positionals } = parse(args, {
      relations: { type: 'string' },
      mode: { type: 'string' },
    });
    if (positionals.length) throw new UsageError(`unexpected argument '${positionals[0]}'`);
    const relations = values.relations
      ? String(values.relations)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : RECORD_READ_RELATIONS;
    if (!relations.length) throw new UsageError('--relations names no table or index');
    const mode = prewarmMode(String(values.mode ?? 'read'));
    const rt = await openRuntime({ name: 'prewarm', needRedis: false });
    try {
      const done = await new PrewarmRepository(rt.db).prewarm(relations, mode);
      let bytes = 0;
      let ms = 0;
      for (const r of done) {
        bytes += r.bytes;
        ms += r.ms;
        console.log(`${r.relation}: ${r.blocks} blocks (${mib(r.bytes)}) in ${Math.round(r.ms)} ms`);
      }
      console.log(`prewarmed ${done.length} relations, ${mib(bytes)} in ${Math.round(ms)} ms (${mode})`);
      return 0;
    } finally {
      await rt.close();
    }
  },
};

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;
