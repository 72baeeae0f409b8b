// What the derived tables share: when each was last rebuilt (derived_refreshes, migration 065), and
// the SQL that classifies a record the same way in each of them (householder, major, minor).
import type { Knex } from 'knex';

export type DerivedName = 'consent_limits' | 'decision_stats' | 'owner_index' | 'owner_figures';

export interface Refresh {
  name: DerivedName;
  refreshed_at: Date;
  as_of: string;
  rows: number;
  took_ms: number;
}

export async function lastRefresh(db: Knex, name: DerivedName): Promise<Refresh | null> {
  return ((await db('derived_refreshes').where({ name }).first()) as Refresh | undefined) ?? null;
}

/** Records a rebuild (in the rebuild's own transaction, so readers see the rows and the time together). */
export async function noteRefresh(
  trx: Knex | Knex.Transaction,
  name: DerivedName,
  asOf: string,
  rows: number,
  tookMs: number,
): Promise<void> {
  await trx.raw(
    `INSERT INTO derived_refreshes (name, refreshed_at, as_of, rows, took_ms) VALUES (?, now(), ?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET refreshed_at = now(), as_of = EXCLUDED.as_of, rows = EXCLUDED.rows,
       took_ms = EXCLUDED.took_ms`,
    [name, asOf, rows, Math.round(tookMs)],
  );
}

/**
 * A householder application (alias `a`): the council's type says so, or its reference carries a
 * householder suffix (/HH, /HSE, /HOU, /HOUSE, /HHA), or (live records) its primary category is a
 * householder extension or loft conversion.
 */
export function householderSql(live: boolean): string {
  const own = `(coalesce(a.application_type, '') ~* 'householder' OR a.reference_norm ~ '/(HH|HSE|HOU|HOUSE|HHA|HHPA)[0-9]*$')`;
  return live
    ? `coalesce(${own} OR a.category IN ('householder-extension', 'loft-conversion'), false)`
    : `coalesce(${own}, false)`;
}

/** A major development (alias `a`): live records' own flag, else 10 or more homes or the council's type. */
export function majorSql(live: boolean): string {
  const own = `(a.dwelling_count >= 10 OR coalesce(a.application_type, '') ~* '\\mmajor\\M')`;
  return live ? `coalesce(a.major_development, ${own})` : own;
}

/** A minor development (alias `a`): 1 to 9 homes, new or extended commercial floorspace, or the council's type. */
export function minorSql(live: boolean): string {
  const own = `(a.dwelling_count BETWEEN 1 AND 9 OR coalesce(a.application_type, '') ~* '\\mminor\\M')`;
  return live ? `(${own} OR (a.commercial AND a.commercial_work IN ('new', 'extension')))` : own;
}
