// `plandata scrape --council <slug> --register licensing|hmo`: read a council's licensing or HMO
// register now, through the licensing.read or hmo.read job (workers in this process, plus any
// running elsewhere), and print what each of its sources' read did. `--url` adds (or moves) the council's register source first:
// councils' registers are data (council_registers), loaded from scrapers/councils/registers.csv by
// `plandata councils load`; `--url` is for a source not in that file yet.
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { CouncilRegistersRepository } from '../../core/repositories/licensing/registers.repository.js';
import { registerAdapters } from '../../scrapers/registers/index.js';
import { runWorkers } from '../../workers/main.js';
import { startRead, waitForRead } from '../../workers/services/registers/now.js';
import { describeRead } from './reparse-register.js';
import { startHmoRead, waitForHmoRead } from '../../workers/services/registers/hmo-read.js';
import type { HmoReadRow } from '../../core/repositories/hmo/reads.repository.js';
import { NationalRegistersRepository } from '../../core/repositories/licensing/national.repository.js';
import { readNationalRegister } from '../../workers/services/registers/national.js';

/**
 * `plandata scrape --national <name>`: one read of a national register in this process (the
 * licensing.national job's service), its councils' shares and its unmatched authorities printed.
 */
export async function scrapeNational(name: string): Promise<number> {
  const rt = await openRuntime({ name: 'scrape' });
  try {
    const national = await new NationalRegistersRepository(rt.db).byName(name);
    if (!national)
      throw new UsageError(`no national register '${name}' (load them with: plandata councils load)`);
    console.log(`national read: ${national.name}: ${national.url}`);
    const r = await readNationalRegister(rt, national, { trigger: 'cli', log: rt.logger });
    const failed = r.shares.filter((s) => s.status !== 'succeeded');
    const sum = (k: 'created' | 'changed' | 'unchanged') => r.shares.reduce((n, s) => n + (s[k] ?? 0), 0);
    console.log(
      `  ${r.records} records (${r.rejected} refused) filed under ${r.councils} councils: ${sum('created')} new, ${sum('changed')} changed, ${sum('unchanged')} unchanged; ${failed.length} councils failed`,
    );
    for (const s of failed) console.log(`  ${s.council}: ${s.error}`);
    const rows = r.unmatched.reduce((n, u) => n + u.rows, 0);
    if (rows) console.log(`  ${rows} rows not filed (no council matches their authority):`);
    for (const u of r.unmatched)
      console.log(`    ${u.authority || '(no authority)'}: ${u.rows} rows, ${u.reason}`);
    return failed.length ? 1 : 0;
  } finally {
    await rt.close();
  }
}

/** What an HMO read did, in one line (rows read, geocoded, refused with reasons). */
export function describeHmoRead(r: HmoReadRow): string {
  if (r.status !== 'succeeded') return `  failed: ${r.error ?? 'unknown error'}`;
  const refused = (r.rejected_rows ?? []).slice(0, 5).map((x) => `row ${x.row}: ${x.reason}`);
  return [
    `  ${r.records} read (layout ${r.layout}), ${r.geocoded} geocoded (${r.geocoded_postcode} from the postcode), ${r.rejected} refused; ${r.created} new, ${r.changed} changed, ${r.unchanged} unchanged, ${r.removed} removed, ${r.reappeared} back`,
    ...refused.map((x) => `    refused ${x}`),
  ].join('\n');
}

/** The registers the service stores and reads council by council (appeals are one national file). */
const STORED_REGISTERS = ['licensing', 'hmo'];

export interface ScrapeRegisterArgs {
  council: string;
  register: string;
  url?: string;
  adapter?: string;
  layout?: string;
  name?: string;
}

export async function scrapeRegister(a: ScrapeRegisterArgs): Promise<number> {
  if (!STORED_REGISTERS.includes(a.register))
    throw new UsageError(`--register must be one of: ${STORED_REGISTERS.join(', ')} (got '${a.register}')`);
  const adapter = a.adapter ?? 'register-file';
  if (!registerAdapters[adapter])
    throw new UsageError(
      `no register adapter '${adapter}' (known: ${Object.keys(registerAdapters).join(', ')})`,
    );
  if (!a.url && (a.adapter || a.layout)) throw new UsageError('--adapter and --layout go with --url');
  const rt = await openRuntime({ name: 'scrape' });
  try {
    const council = await new CouncilsAdminRepository(rt.db).bySlug(a.council);
    if (!council) throw new UsageError(`no council '${a.council}' (load them with: plandata councils load)`);
    const registers = new CouncilRegistersRepository(rt.db);
    if (a.url)
      await registers.upsert({
        councilId: council.id,
        register: a.register,
        name: a.name,
        adapter,
        url: a.url,
        options: a.layout ? { layout: a.layout } : null,
      });
    const sources = (await registers.ofCouncil(a.council, a.register)).filter(
      (s) => s.enabled && (!a.name || s.name === a.name),
    );
    if (!sources.length)
      throw new UsageError(
        `council '${a.council}' has no ${a.register} register (give its --url to add one)`,
      );
    const hmo = a.register === 'hmo';
    const workers = await runWorkers({ runtime: rt, only: [hmo ? 'hmo.read' : 'licensing.read'] });
    let failed = 0;
    try {
      for (const s of sources) {
        const readId = hmo
          ? await startHmoRead(rt, workers.queues, s, 'cli')
          : await startRead(rt, workers.queues, s, 'cli');
        console.log(`${a.register} read ${readId}: ${council.name} (${a.council}) ${s.name}: ${s.url}`);
        if (hmo) {
          const read = await waitForHmoRead(rt, readId, { pollMs: 250 });
          console.log(describeHmoRead(read));
          if (read.status !== 'succeeded') failed++;
          continue;
        }
        const read = await waitForRead(rt, readId, { pollMs: 250 });
        console.log(describeRead(read));
        if (read.status !== 'succeeded') failed++;
      }
    } finally {
      await workers.stop();
    }
    return failed ? 1 : 0;
  } finally {
    await rt.close();
  }
}
