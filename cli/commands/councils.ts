import { readFileSync } from 'node:fs';
import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { councilsFile, readCouncilsCsv, type CouncilRow } from '../../scrapers/councils/derive.js';
import { adapters } from '../../scrapers/platforms/index.js';

/**
 * A council's coverage as loaded: supported where an adapter reads its platform; otherwise why not,
 * in the row's own words where it gives them (scrapers/councils/README.md).
 */
export function coverageOf(row: CouncilRow): {
  coverage: 'supported' | 'unsupported' | 'unknown';
  coverage_reason: string | null;
} {
  if (adapters[row.platform] && row.base_url) return { coverage: 'supported', coverage_reason: null };
  if (row.platform === 'unknown')
    return { coverage: 'unknown', coverage_reason: row.reason ?? 'no planning register known' };
  if (row.platform === 'unsupported')
    return { coverage: 'unsupported', coverage_reason: row.reason ?? 'runs a system no adapter reads' };
  return {
    coverage: 'unsupported',
    coverage_reason: row.reason ?? `no adapter reads its platform (${row.platform}) yet`,
  };
}
import { printStatus } from './status.js';

/** Columns a councils file must have (ons_code may be left out). */
const REQUIRED = ['slug', 'name', 'nation', 'platform', 'base_url'];

const usage = `usage:
  plandata councils status
      every council: platform, health, last read, newest record, records, broken reason
  plandata councils load [--file <csv>]
      upserts councils by slug from a CSV (slug,name,nation,ons_code,platform,base_url[,reason]);
      default: the committed scrapers/councils/councils.csv. Health and records are kept; coverage
      (supported where an adapter reads the platform, else unsupported or unknown with the reason)
      is set from the row.`;

export const councilsCommand: Command = {
  usage,
  async run(args) {
    const [action, ...rest] = args;
    if (action === 'status') {
      parse(rest, {}, false);
      return printStatus({ registers: false, queues: false });
    }
    if (action !== 'load')
      throw new UsageError(action ? `unknown action '${action}'` : 'an action is required');
    const { values } = parse(rest, { file: { type: 'string' } }, false);
    const file = values.file ?? councilsFile;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      throw new UsageError(
        `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      );
    }
    // The header first: a file of another kind is named as such, not as an error on its line 2.
    const header = (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '')
      .split(',')
      .map((h) => h.trim().replace(/^"(.*)"$/, '$1'));
    const missing = REQUIRED.filter((c) => !header.includes(c));
    if (!text.trim()) throw new UsageError(`${file} is empty`);
    if (missing.length)
      throw new UsageError(`${file} is not a councils CSV: the header lacks ${missing.join(', ')}`);
    let rows;
    try {
      rows = readCouncilsCsv(text, file);
    } catch (err) {
      // A bad row loads nothing: the file is checked whole before the database is touched.
      const message = (err as Error).message;
      throw new UsageError(message.startsWith(file) ? message : `${file}: ${message}`);
    }
    if (rows.length === 0) throw new UsageError(`${file} holds no councils`);
    const rt = await openRuntime({ name: 'councils', needRedis: false });
    try {
      const { inserted, updated } = await new CouncilsAdminRepository(rt.db).load(
        rows.map((r) => ({ ...r, ...coverageOf(r) })),
      );
      console.log(`councils loaded from ${file}: ${inserted} inserted, ${updated} updated`);
      return 0;
    } finally {
      await rt.close();
    }
  },
};
