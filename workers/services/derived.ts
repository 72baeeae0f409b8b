// The derived tables the API reads, rebuilt from the records and the national files: expiring
// consents' time limits (spec 2.8), decision statistics (4.10), the owner index (4.12) and the owner
// record's figures (2.6: its counts, month histogram and lists, as of the rebuild's day). Each
// rebuild is one transaction, so readers see the old rows until the new ones are complete.
import type { Knex } from '../../core/db.js';
import type { DerivedTable } from '../../core/jobs.js';
import { OwnersRepository } from '../../core/repositories/open-data/owners.repository.js';
import { ConsentsRepository } from '../../core/repositories/planning/consents.repository.js';
import { DecisionStatsRepository } from '../../core/repositories/planning/decision-stats.repository.js';
import { OwnerFiguresRepository } from '../../core/repositories/planning/owner-figures.repository.js';

export const DERIVED_TABLES: readonly DerivedTable[] = [
  'consent_limits',
  'decision_stats',
  'owner_index',
  'owner_figures',
];

/** Rebuilds the tables (all by default) for the day `asOf` (default today, UTC). */
export async function refreshDerived(
  db: Knex,
  opts: { tables?: readonly DerivedTable[]; asOf?: string } = {},
): Promise<Record<string, { rows: number; tookMs: number }>> {
  const asOf = opts.asOf ?? new Date().toISOString().slice(0, 10);
  const out: Record<string, { rows: number; tookMs: number }> = {};
  for (const t of opts.tables ?? DERIVED_TABLES) {
    if (t === 'consent_limits') out[t] = await new ConsentsRepository(db).refresh(asOf);
    else if (t === 'decision_stats') out[t] = await new DecisionStatsRepository(db).refresh(asOf);
    else if (t === 'owner_index') out[t] = await new OwnersRepository(db).refreshIndex(asOf);
    else out[t] = await new OwnerFiguresRepository(db).refresh(asOf);
  }
  return out;
}
