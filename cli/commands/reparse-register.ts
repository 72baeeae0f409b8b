// `plandata reparse --council <slug> --register licensing|hmo`: re-derive a council's licensing or
// HMO register from the raw store (the pages of each source's last read; no network). What now reads
// differently is the code's doing, so it is written as corrections (licensing: extraction_correction
// rows; HMO: the licence's content with corrected_at), never as changes; the register's health is
// not touched.
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { CouncilRegistersRepository } from '../../core/repositories/licensing/registers.repository.js';
import type { LicensingReadRow } from '../../core/repositories/licensing/reads.repository.js';
import {
  NothingToReparseError,
  reparseHmoRegister,
  reparseRegister,
} from '../../workers/services/registers/reparse.js';

/** One line on what a read did. */
export function describeRead(
  r: Pick<LicensingReadRow, 'id' | 'status'> & Partial<Omit<LicensingReadRow, 'id' | 'status'>>,
): string {
  if (r.status !== 'succeeded') return `read ${r.id} ${r.status}: ${r.error ?? ''}`;
  const excluded = Object.values(r.excluded ?? {}).reduce((a, b) => a + b, 0);
  return (
    `read ${r.id} succeeded${r.backfill ? ' (backfill)' : ''}: ${r.records ?? 0} records (${r.rejected ?? 0} refused, ` +
    `${excluded} never read), ${r.created ?? 0} new, ${r.changed ?? 0} changed, ${r.unchanged ?? 0} unchanged, ` +
    `${r.not_seen ?? 0} not seen, ${r.absent ?? 0} absent, ${r.reappeared ?? 0} reappeared; ` +
    `feed: ${r.change_rows ?? 0} changes, ${r.event_rows ?? 0} events, ${r.correction_rows ?? 0} corrections`
  );
}

export async function reparseRegisterCommand(slug: string, register: string): Promise<number> {
  if (register !== 'licensing' && register !== 'hmo')
    throw new UsageError(`--register must be licensing or hmo (got '${register}')`);
  const rt = await openRuntime({ name: 'reparse', needRedis: false });
  try {
    if (!(await new CouncilsAdminRepository(rt.db).bySlug(slug)))
      throw new UsageError(`no council '${slug}'`);
    const sources = await new CouncilRegistersRepository(rt.db).ofCouncil(slug, register);
    if (!sources.length) throw new UsageError(`council '${slug}' has no ${register} register`);
    let failed = 0;
    for (const s of sources) {
      try {
        if (register === 'hmo') {
          const r = await reparseHmoRegister(rt.db, s, rt.logger);
          console.log(
            `${s.name}: reparse ${r.readId} succeeded: ${r.records ?? 0} records (${r.rejected ?? 0} refused), ${r.corrected ?? 0} corrected, ${r.unchanged ?? 0} unchanged`,
          );
          continue;
        }
        const r = await reparseRegister(rt.db, s, rt.logger);
        console.log(`${s.name}: ${describeRead({ ...r, id: r.readId })}`);
      } catch (err) {
        if (!(err instanceof NothingToReparseError)) throw err;
        failed++;
        console.error(`  ${s.name}: ${err.message}`);
      }
    }
    return failed ? 1 : 0;
  } finally {
    await rt.close();
  }
}
