// Reading the relations the API's random point reads touch into memory, through pg_prewarm
// (PostgreSQL contrib). At national size a record read (GET /v1/applications/{id}) lands on a random
// record: its heap page and index leaves are cold unless the host keeps them in memory, and a page
// that has to come from disk decides the request's latency (docs/operations.md, "A cold database").
// After a restart, a failover or a bulk load, `plandata prewarm` reads them back instead of leaving
// the first clients to do it.
import type { Knex } from 'knex';
import { FatalError, UsageError } from '../errors.js';

/**
 * The relations a record read touches, by the statements that read them: the record with its metering
 * (ApplicationsRepository.findLiveMetered: public id or numeric id, its council), its family walk
 * (AssociatedRepository.family over application_nodes: reference, reference core and cited references
 * of live and archive records, and the members' rows) and its appeals (AppealsRepository.
 * forApplication). Heaps first: they are most of the bytes and every read reaches them. A test checks
 * every name exists after the migrations (test/ops/prewarm.test.ts), so a renamed index fails there.
 */
export const RECORD_READ_RELATIONS: readonly string[] = [
  'applications',
  'applications_pkey',
  'applications_public_id_unique',
  'applications_reference_idx',
  'applications_reference_core_idx',
  'applications_cited_refs_idx',
  'archive_applications',
  'archive_reference_idx',
  'archive_reference_core_idx',
  'archive_cited_refs_idx',
  'councils',
  'councils_pkey',
  'appeals',
  'appeals_application_idx',
  'appeals_lpa_ref_idx',
];

/**
 * pg_prewarm's modes: `read` reads every block into the operating system's cache (synchronous, any
 * shared_buffers size: the default), `prefetch` asks the kernel to (asynchronous, returns at once),
 * `buffer` loads PostgreSQL's shared buffers (only what fits in shared_buffers stays there).
 */
export const PREWARM_MODES = ['read', 'prefetch', 'buffer'] as const;
export type PrewarmMode = (typeof PREWARM_MODES)[number];

/** A mode as a user types it: the command checks it before connecting, the repository again. */
export function prewarmMode(mode: string): PrewarmMode {
  if (!(PREWARM_MODES as readonly string[]).includes(mode))
    throw new UsageError(`--mode takes ${PREWARM_MODES.join(', ')}; got '${mode}'`);
  return mode as PrewarmMode;
}

export interface PrewarmResult {
  relation: string;
  blocks: number;
  bytes: number;
  ms: number;
}

export class PrewarmRepository {
  constructor(private readonly db: Knex) {}

  /** The names of `relations` that are no table or index of this database. */
  async missing(relations: readonly string[]): Promise<string[]> {
    const rows = (
      await this.db.raw(
        `SELECT r FROM unnest(?::text[]) AS r WHERE to_regclass(quote_ident(r)) IS NULL ORDER BY r`,
        [relations as string[]],
      )
    ).rows as { r: string }[];
    return rows.map((x) => x.r);
  }

  /**
   * Reads each relation in `mode`, one after another (each is a sequential read of its file: two at
   * once would compete for the same disk). Creates the extension when it is missing; a role that may
   * not, or a server without contrib, gets one line saying what to ask of the database's owner.
   */
  async prewarm(relations: readonly string[], mode: PrewarmMode): Promise<PrewarmResult[]> {
    prewarmMode(mode);
    const unknown = await this.missing(relations);
    if (unknown.length)
      throw new UsageError(
        `no such table or index: ${unknown.join(', ')}${
          unknown.includes('applications')
            ? ' (this database has no applications table: `plandata migrate` creates the tables)'
            : ''
        }`,
      );
    try {
      await this.db.raw('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    } catch (err) {
      throw new FatalError(
        `pg_prewarm is not available to this role (${(err as Error).message}): the database's owner can run CREATE EXTENSION pg_prewarm (PostgreSQL contrib; managed services offer it too)`,
        { cause: err },
      );
    }
    const out: PrewarmResult[] = [];
    for (const relation of relations) {
      const t = performance.now();
      const row = (
        await this.db.raw(
          `SELECT pg_prewarm(to_regclass(quote_ident(?)), ?)::bigint AS blocks,
                  current_setting('block_size')::int AS block_size`,
          [relation, mode],
        )
      ).rows[0] as { blocks: string; block_size: number };
      const blocks = Number(row.blocks);
      out.push({ relation, blocks, bytes: blocks * row.block_size, ms: performance.now() - t });
    }
    return out;
  }
}
