import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { EnrichmentRepository } from '../../core/repositories/planning/enrichment.repository.js';
import { enrichApplication } from '../../enrich/join/pipeline.js';
import { runConstraintCheck } from '../../enrich/constraints/nightly.js';

export const enrichCommand: Command = {
  usage: `usage: plandata enrich [--all] [--id <n>] [--no-constraints]
  default   applications never joined or changed since their last join
  --all     every application (after loading a new release)
  --id      one application by numeric id
Then the constraint check runs for records with a point and no check yet (new or moved),
unless --no-constraints.`,
  async run(args) {
    const { values } = parse(
      args,
      {
        all: { type: 'boolean' },
        id: { type: 'string' },
        'no-constraints': { type: 'boolean' },
      },
      false,
    );
    if (values.id !== undefined && !/^[1-9]\d{0,15}$/.test(values.id))
      throw new UsageError(`--id must be an application id, a positive whole number (got '${values.id}')`);
    if (values.id !== undefined && values.all) throw new UsageError('--id and --all cannot be combined');
    const rt = await openRuntime({ name: 'enrich', needRedis: false });
    try {
      let joined = 0;
      if (values.id !== undefined) {
        if (!(await new EnrichmentRepository(rt.db).application(Number(values.id))))
          throw new UsageError(`no application with id ${values.id}`);
        await enrichApplication(rt.db, Number(values.id));
        joined = 1;
      } else {
        // Keyset over ids so a --all run over millions of rows holds one batch at a time.
        const repo = new EnrichmentRepository(rt.db);
        let afterId = 0;
        for (;;) {
          const ids = await repo.idsToEnrich({ all: !!values.all, afterId, limit: 500 });
          if (!ids.length) break;
          for (const id of ids) await enrichApplication(rt.db, id);
          joined += ids.length;
          afterId = ids[ids.length - 1]!;
          if (process.stderr.isTTY) process.stderr.write(`\rjoined ${joined.toLocaleString('en-GB')}`);
        }
        if (process.stderr.isTTY && joined) process.stderr.write('\n');
      }
      const checked = values['no-constraints'] ? 0 : await runConstraintCheck(rt.db);
      console.log(`enrich: ${joined} applications joined, ${checked} constraint checks`);
      return 0;
    } finally {
      await rt.close();
    }
  },
};
