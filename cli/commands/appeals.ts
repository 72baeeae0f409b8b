// `plandata appeals load <file> [--end <YYYY-MM-DD>]`: load the Planning Inspectorate's appeals
// casework file (its Casework Database workbook or an Appeals Data CSV) or saved Appeals Casework
// Portal case pages (.html), file each appeal under its authority, join it to the application with
// the same council reference there (the application's appeal block and stage follow, spec 3.1), and
// print rows read, refused with reasons, and joined.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { isValidDate } from '../../core/params.js';
import { Queues } from '../../core/queues.js';
import { createRedis } from '../../core/redis.js';
import { openRuntime } from '../../core/runtime.js';
import { decodeBody } from '../../scrapers/kit/charset.js';
import { loadAppeals } from '../../workers/services/registers/appeals-store.js';
import type { FetchedPage } from '../../scrapers/contract.js';

const usage = `usage: plandata appeals load <file> [--end <YYYY-MM-DD>]
  loads the Planning Inspectorate's appeals casework file (.xlsx or .csv) or saved Appeals
  Casework Portal case pages (.html, one or more); --end is the last decision date the file covers
  (default: its latest decision date), named in meta.source of GET /v1/appeals.`;

/** A saved file as the page the adapters parse (its URL a file: URL); an unreadable one is named. */
export function filePage(f: string): FetchedPage {
  let body: Buffer;
  try {
    body = readFileSync(f);
  } catch (err) {
    throw new UsageError(`cannot read ${f}: ${(err as Error).message}`);
  }
  const url = `file://${path.resolve(f)}`;
  return {
    url,
    finalUrl: url,
    status: 200,
    headers: {},
    body,
    text: decodeBody(body, 'text/html; charset=utf-8'),
    fetchedAt: new Date().toISOString(),
  };
}

export const appealsCommand: Command = {
  usage,
  async run(args) {
    const { values, positionals } = parse(args, { end: { type: 'string' } });
    const [action, ...files] = positionals;
    if (action !== 'load') throw new UsageError(`the action is load (got '${action ?? ''}')`);
    if (!files.length) throw new UsageError('give the file to load: plandata appeals load <file>');
    if (values.end !== undefined && !isValidDate(values.end))
      throw new UsageError(`--end must be YYYY-MM-DD (got '${values.end}')`);
    const html = files.every((f) => /\.html?$/i.test(f));
    if (!html && files.length > 1) throw new UsageError('one casework file at a time');
    const pages = files.map(filePage);
    const rt = await openRuntime({ name: 'appeals' });
    // Applications whose stage an appeal changes get new versions: their after-store jobs are queued.
    const conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
    const queues = new Queues(conn, rt.config.REDIS_PREFIX);
    try {
      const r = await loadAppeals(rt.db, {
        adapter: html ? 'pins-acp' : 'register-file',
        pages,
        sourceFile: path.basename(files[0]),
        endDate: values.end ?? null,
        log: rt.logger,
        queues,
      });
      console.log(
        `${r.records} appeals read (layout ${r.layout}), ${r.rejected} refused, ${r.written} written, ${r.filed} filed under a council, ${r.joined} joined to applications, ${r.versions.length} applications changed; decisions to ${r.end_date ?? 'unknown'}`,
      );
      for (const x of r.rejected_rows.slice(0, 10)) console.log(`  refused row ${x.row}: ${x.reason}`);
      return 0;
    } finally {
      await queues.close();
      conn.disconnect();
      await rt.close();
    }
  },
};
