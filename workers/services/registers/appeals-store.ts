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
import {
  appealCaseNumber,
  normaliseAppeal,
  type NormalisedAppeal,
} from '../../../enrich/normalise/appeals/index.js';
import type { FetchedPage } from '../../../scrapers/contract.js';
import type { RawRegisterRecord, RegisterSource } from '../../../scrapers/registers/contract.js';
import { parseRegisterStream, registerAdapterFor } from '../../../scrapers/registers/index.js';
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
  /** The councils the appeals were filed under. */
  councils: number;
  /** The authorities no council matches (by ONS code or name), with their rows: kept, not filed. */
  unfiled: { authority: string; rows: number }[];
  end_date: string | null;
  /** Applications whose stage or appeal block the load changed: each a new version (spec 3.1, 4.6). */
  versions: { applicationId: number; version: number }[];
}

/** NormalisedAppeal fields not stored as the case's content columns (contact is built from two). */
type NotContent = 'case_number' | 'appellant' | 'agent' | 'link' | 'against_conditions';

/**
 * A case's content: the normalised fields but those kept apart, in normaliseAppeal's order, then its
 * council, contact and link (the content hash is of this JSON: the same bytes as before, so a stored
 * case is not seen as changed). Written out as one literal, not copied key by key: a keyed copy makes
 * each case's object a slow dictionary, whose build, JSON and COPY reads were most of a case's cost.
 */
export function appealContent(n: NormalisedAppeal, councilId: number | null) {
  return {
    appeal_reference: n.appeal_reference,
    casework_type: n.casework_type,
    type: n.type,
    outcome: n.outcome,
    decision: n.decision,
    decision_date: n.decision_date,
    lpa_decision_date: n.lpa_decision_date,
    received_date: n.received_date,
    start_date: n.start_date,
    procedure: n.procedure,
    development_type: n.development_type,
    appeal_reason: n.appeal_reason,
    lpa_name: n.lpa_name,
    ons_code: n.ons_code,
    lpa_reference: n.lpa_reference,
    lpa_reference_norm: n.lpa_reference_norm,
    site_address: n.site_address,
    postcode: n.postcode,
    postcode_norm: n.postcode_norm,
    postcode_district: n.postcode_district,
    residences: n.residences,
    green_belt: n.green_belt,
    costs_applied: n.costs_applied,
    enforcement_grounds: n.enforcement_grounds,
    link_status: n.link_status,
    lead_case: n.lead_case,
    council_id: councilId,
    contact: n.appellant || n.agent ? { appellant: n.appellant, agent: n.agent } : null,
    link_inspectorate: n.link,
  } satisfies Record<Exclude<keyof NormalisedAppeal, NotContent>, unknown> & Record<string, unknown>;
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
    /**
     * Milliseconds of each step, added to (the benchmark's split of the load): parse, stored (the
     * stored cases' hashes), write (normalising the rows as they are written), join.
     */
    timings?: Partial<Record<'parse' | 'stored' | 'write' | 'join', number>>;
  },
): Promise<AppealsLoadResult> {
  const t = input.timings ?? {};
  const clock = (step: keyof typeof t, since: number) =>
    (t[step] = (t[step] ?? 0) + performance.now() - since);
  let at = performance.now();
  const adapter = registerAdapterFor(input.adapter);
  const source: RegisterSource = {
    council_slug: '',
    register: 'appeals',
    url: input.pages[0]?.url ?? input.sourceFile,
    kind: input.adapter === 'register-file' ? 'file' : 'page',
    title: input.sourceFile,
    published: null,
  };
  // Read as it is parsed: the first cases are written while the rest of the file is still text.
  // Grouped by case number, so the rows of a case come in one batch as they come in the file.
  const read = await parseRegisterStream(adapter, input.pages, source, appealCaseNumber);
  let records = 0;
  const repo = new AppealsRepository(db);
  const { bySlug, byCode } = await repo.councilIds();
  let endDate: string | null = input.endDate ?? null;
  let filed = 0;
  const councils = new Set<number>();
  const unfiled = new Map<string, number>();
  const seen = new Set<string>();
  const changed: AppealRowInput[] = [];
  /** The cases not yet stored, normalised a batch at a time as the COPY takes them; changed ones kept aside. */
  async function* fresh(stored: Map<string, string>): AsyncGenerator<AppealRowInput[]> {
    for await (const batch of read.batches) yield freshOf(batch, stored);
  }
  function freshOf(batch: readonly RawRegisterRecord[], stored: Map<string, string>): AppealRowInput[] {
    const out: AppealRowInput[] = [];
    for (const r of batch) {
      if (r.register !== 'appeals') continue;
      records++;
      const n = normaliseAppeal(r);
      if (seen.has(n.case_number)) continue;
      seen.add(n.case_number);
      const councilId =
        (r.council_slug && bySlug.get(r.council_slug)) ||
        (n.ons_code && byCode.get(n.ons_code.toUpperCase())) ||
        null;
      if (councilId) {
        filed++;
        councils.add(councilId);
      } else {
        const authority = r.authority ?? n.lpa_name ?? n.ons_code ?? '';
        unfiled.set(authority, (unfiled.get(authority) ?? 0) + 1);
      }
      if (!input.endDate && n.decision_date && (!endDate || n.decision_date > endDate))
        endDate = n.decision_date;
      const content = appealContent(n, councilId);
      const case_number = n.case_number;
      const row = {
        case_number,
        content,
        hash: hash('sha256', JSON.stringify(content), 'base64url').slice(0, 22),
      };
      const had = stored.get(case_number);
      if (had === undefined) out.push(row);
      else if (had !== row.hash) changed.push(row);
    }
    return out;
  }
  const result = await db.transaction(async (trx) => {
    const tr = new AppealsRepository(trx);
    clock('parse', at);
    at = performance.now();
    await tr.lockLoads();
    // Every case number the file's rows carry (read before the rows: RegisterStream.groups).
    const stored = await tr.hashesOf([...read.groups.keys()]);
    clock('stored', at);
    at = performance.now();
    const loadId = await tr.startLoad(input.sourceFile, input.endDate ?? null, read.layout);
    // Normalised while PostgreSQL writes: the new cases stream into the table.
    let written = await tr.insert(fresh(stored), loadId);
    written += await tr.update(changed, loadId);
    clock('write', at);
    at = performance.now();
    const { joined, versions } = await tr.joinApplications([...seen]);
    clock('join', at);
    const rejectedRows = read.rejected.map((x) => ({ row: x.row, reason: reasonOnly(x.reason) }));
    await tr.finishLoad(loadId, {
      records,
      rejected: read.rejected.length,
      rejected_rows: rejectedRows.slice(0, 500),
      joined,
      end_date: endDate,
    });
    input.log.info(
      {
        file: input.sourceFile,
        records,
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
      records,
      rejected: read.rejected.length,
      rejected_rows: rejectedRows,
      written,
      joined,
      filed,
      councils: councils.size,
      unfiled: [...unfiled]
        .map(([authority, rows]) => ({ authority, rows }))
        .sort((a, b) => a.authority.localeCompare(b.authority)),
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
