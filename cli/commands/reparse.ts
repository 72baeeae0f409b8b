import type { Command } from '../command.js';
import { parse, requireString } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { createRedis } from '../../core/redis.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { RawPagesRepository } from '../../core/repositories/raw-pages.repository.js';
import { isScraperError } from '../../scrapers/kit/errors.js';
import { adapters } from '../../scrapers/platforms/index.js';
import { Queues } from '../../core/queues.js';
import { storeFromSnapshots } from '../../workers/services/scrape/store.js';
import { reparseRegisterCommand } from './reparse-register.js';

const usage = `usage: plandata reparse --council <slug> [--register licensing|hmo]
  rebuilds the council's applications from stored raw pages (no network): each record is parsed
  again and stored; only real content changes write history rows. With --register, re-derives the
  council's register from its last read's raw pages: what reads differently is a correction.`;

export const reparseCommand: Command = {
  usage,
  async run(args) {
    const { values } = parse(args, { council: { type: 'string' }, register: { type: 'string' } }, false);
    const slug = requireString(values.council, '--council');
    if (values.register !== undefined) return reparseRegisterCommand(slug, values.register);
    const rt = await openRuntime({ name: 'reparse' });
    const conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
    const queues = new Queues(conn, rt.config.REDIS_PREFIX);
    try {
      const c = await new CouncilsAdminRepository(rt.db).bySlug(slug);
      if (!c) throw new UsageError(`no council '${slug}'`);
      if (!c.platform || !adapters[c.platform])
        throw new UsageError(`council '${slug}' has no known platform`);
      const council = { id: c.id, slug: c.slug, nation: c.nation, platform: c.platform };
      const refs = await new RawPagesRepository(rt.db).references(c.id);
      const counts = { created: 0, changed: 0, unchanged: 0, failed: 0 };
      const started = Date.now();
      for (const [i, ref] of refs.entries()) {
        try {
          const r = await storeFromSnapshots(rt.db, queues, council, ref);
          if (r) counts[r.outcome]++;
        } catch (err) {
          if (!isScraperError(err)) throw err;
          counts.failed++;
          console.error(`  ${ref}: ${err.name}: ${err.message}`);
        }
        if ((i + 1) % 500 === 0) console.log(`  ${i + 1}/${refs.length}`);
      }
      const secs = (Date.now() - started) / 1000;
      console.log(
        `reparsed ${refs.length} records of ${slug} in ${secs.toFixed(1)}s: ${counts.created} new, ${counts.changed} changed, ` +
          `${counts.unchanged} unchanged, ${counts.failed} unparseable`,
      );
      return counts.failed ? 1 : 0;
    } finally {
      await queues.close();
      conn.disconnect();
      await rt.close();
    }
  },
};
