// Loading the Planning Inspectorate's appeals: a casework file (the register-file adapter's
// pins-casework-database or pins-appeals-data layout) or Appeals Casework Portal case pages (the
// pins-acp adapter), parsed, normalised (enrich/normalise/appeals), filed under their authority (the
// council the row's LPA name or ONS code names), stored by case number, and joined to the
// application with the same council reference in the same authority (its appeal block and stage
// updated, spec 3.1). One load row per file: its name, its end date, rows read and refused.
import { hash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from '../../../core/logger.js';
import type { Queues } from '../../../core/queues.js';
import {
  AppealsRepository,
  type AppealRowInput,
} from '../../../core/repositories/appeals/appeals.repository.js';
import { normaliseAppeal } from '../../../enrich/normalise/appeals/index.js';
import type { FetchedPage } from '../../../scrapers/contract.js';
import type { RawRegisterRecord, RegisterSource } from '../../../scrapers/registers/contract.js';
import { registerAdapterFor } from '../../../scrapers/registers/index.js';
import { enqueueAfterStoreMany } from '../scrape/store.js';

export interface AppealsLoadResult {
  loadId: number;
  layout: string;
  records: number;
  rejected: number;
  rejected_rows: { row: number | null; reason: string }[];
  written: number;
  joined: number;
  filed: number;
  end_date: string | null;
  /** Applications whose stage or appeal block the load changed: each a new version (spec 3.1, 4.6). */
  versions: { applicationId: number; version: number }[];
}

const reasonOnly = (reason: string) => reason.replace(/'[^']*'/g, "'…'");

export async function loadAppeals(
  db: Knex,
  input: {
    adapter: string;
    pages: FetchedPage[];
    sourceFile: string;
    endDate?: string | null;
    log: Logger;
    /** To queue the after-store jobs of the versions the join writes. */
    queues?: Queues | null;
  },
): Promise<AppealsLoadResult> {
  const adapter = registerAdapterFor(input.adapter);
  const source: RegisterSource = {
    council_slug: '',
    register: 'appeals',
    url: input.pages[0]?.url ?? input.sourceFile,
    kind: input.adapter === 'register-file' ? 'file' : 'page',
    title: input.sourceFile,
    published: null,
  };
  const read = adapter.parseAsync
    ? await adapter.parseAsync(input.pages, source)
    : adapter.parse(input.pages, source);
  const records = read.records.filter((r: RawRegisterRecord) => r.register === 'appeals');
  const repo = new AppealsRepository(db);
  const { bySlug, byCode } = await repo.councilIds();
  const rows: AppealRowInput[] = [];
  let endDate: string | null = input.endDate ?? null;
  let filed = 0;
  const seen = new Set<string>();
  for (const r of records) {
    const n = normaliseAppeal(r);
    if (seen.has(n.case_number)) continue;
    seen.add(n.case_number);
    const councilId =
      (r.council_slug && bySlug.get(r.council_slug)) ||
      (n.ons_code && byCode.get(n.ons_code.toUpperCase())) ||
      null;
    if (councilId) filed++;
    if (!input.endDate && n.decision_date && (!endDate || n.decision_date > endDate))
      endDate = n.decision_date;
    const { case_number, appellant, agent, link, against_conditions: _a, ...rest } = n;
    void _a;
    const content: Record<string, unknown> = {
      ...rest,
      council_id: councilId,
      contact: appellant || agent ? { appellant, agent } : null,
      link_inspectorate: link,
    };
    rows.push({
      case_number,
      content,
      hash: hash('sha256', JSON.stringify(content), 'base64url').slice(0, 22),
    });
  }
  const rejectedRows = read.rejected.map((x) => ({ row: x.row, reason: reasonOnly(x.reason) }));
  const result = await db.transaction(async (trx) => {
    const tr = new AppealsRepository(trx);
    const loadId = await tr.startLoad(input.sourceFile, endDate, read.layout);
    const written = await tr.upsert(rows, loadId);
    const { joined, versions } = await tr.joinApplications(rows.map((r) => r.case_number));
    await tr.finishLoad(loadId, {
      records: records.length,
      rejected: read.rejected.length,
      rejected_rows: rejectedRows.slice(0, 500),
      joined,
    });
    input.log.info(
      {
        file: input.sourceFile,
        records: records.length,
        rejected: read.rejected.length,
        written,
        joined,
        versions: versions.length,
      },
      'appeals loaded',
    );
    return {
      loadId,
      layout: read.layout,
      records: records.length,
      rejected: read.rejected.length,
      rejected_rows: rejectedRows,
      written,
      joined,
      filed,
      end_date: endDate,
      versions,
    };
  });
  // The new versions' after-store jobs (alerts, webhooks, enrichment), as the store step queues a
  // changed record's; without queues (or if this fails) the follow-ups sweep queues them.
  if (input.queues && result.versions.length)
    await enqueueAfterStoreMany(
      db,
      input.queues,
      result.versions.map((v) => ({ ...v, outcome: 'changed' as const, followupsPending: true })),
    ).catch((err: Error) =>
      input.log.warn({ err: err.message }, 'appeals: after-store jobs not queued (the sweep will)'),
    );
  return result;
}
