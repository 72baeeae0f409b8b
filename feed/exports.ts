// Bulk exports (spec 4.13). POST /v1/exports counts the rows the filters select (up to the limit)
// and charges them to the monthly export-row allowance at once (429 and nothing created when they
// do not fit). Exports up to EXPORT_INLINE_ROWS rows are built inside the request, larger ones by the
// exports.build worker; both walk the same search (newest received first, keyset pages), charge each
// delivered application as a record (spec 8), and write the file as gzip chunks. Live records only.
import { gunzipSync, gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import type { Config } from '../core/config.js';
import type { Knex } from '../core/db.js';
import { InvalidRequestError } from '../core/errors.js';
import {
  ApplicationsRepository,
  type ApplicationFilters,
  type SearchPosition,
} from '../core/repositories/planning/applications.repository.js';
import { ExportsRepository, type ExportRow } from '../core/repositories/exports.repository.js';
import { CATEGORIES } from '../core/domain/planning/categories.js';
import { accountForKeyId, type Account } from '../core/accounts.js';
import { columnsFor, csvHeader, csvLines, type applicationColumns } from './csv.js';
import { serializeApplication } from './planning/record.js';
import { chargeExportRows, chargeRecords, recordKey } from './metering.js';
import { parseCouncil, parseDate, parseList, parsePostcode } from '../core/params.js';

/** The body of spec 4.13, all optional. */
export interface ExportBody {
  postcode?: string;
  council?: string;
  category?: string;
  date_from?: string;
  date_to?: string;
  limit?: number;
  format?: 'json' | 'csv';
}

export const EXPORT_KEEP_DAYS = 7;
const CHUNK_ROWS = 500;

export interface ParsedExport {
  filters: ApplicationFilters;
  echo: Record<string, unknown>;
  format: 'json' | 'csv';
  limit: number;
}

export async function parseExportBody(db: Knex, account: Account, body: ExportBody): Promise<ParsedExport> {
  const filters: ApplicationFilters = {};
  const echo: Record<string, unknown> = {};
  if (body.postcode !== undefined) {
    filters.postcode = parsePostcode(body.postcode);
    echo.postcode = body.postcode;
  }
  if (body.council !== undefined) {
    const c = await parseCouncil(db, body.council);
    filters.councilId = c.id;
    echo.council = c.slug;
  }
  if (body.category !== undefined) {
    filters.categories = parseList(
      body.category,
      'category',
      CATEGORIES.map((c) => c.slug),
    );
    echo.category = filters.categories!.join(',');
  }
  filters.dateFrom = parseDate(body.date_from, 'date_from');
  filters.dateTo = parseDate(body.date_to, 'date_to');
  if (filters.dateFrom) echo.date_from = filters.dateFrom;
  if (filters.dateTo) echo.date_to = filters.dateTo;
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo)
    throw new InvalidRequestError('date_from is after date_to.', 'date_from');
  const perCall = account.allowances.exportRowsPerCall;
  const limit = body.limit ?? perCall;
  if (limit > perCall)
    throw new InvalidRequestError(
      `limit ${limit} is above the per-export cap of the ${account.plan.label} plan (${perCall} rows).`,
      'limit',
    );
  return { filters, echo, format: body.format ?? 'json', limit };
}

/** The export resource as the API shows it (docs/alerts.md, Exports). */
export function exportView(row: ExportRow, baseUrl: string): Record<string, unknown> {
  const base = baseUrl.replace(/\/$/, '');
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    filters: row.filters,
    limit: row.row_limit,
    row_count: row.row_count,
    byte_count: row.byte_count,
    error: row.error,
    created_at: new Date(row.created_at).toISOString(),
    completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    links: {
      self: `${base}/v1/exports/${row.id}`,
      download: row.status === 'ready' ? `${base}/v1/exports/${row.id}/download` : null,
    },
  };
}

export interface ExportDeps {
  db: Knex;
  config: Config;
}

/** Creates the export; returns it and whether it was built inline (else the caller enqueues it). */
export async function createExport(
  deps: ExportDeps,
  account: Account,
  parsed: ParsedExport,
): Promise<{ row: ExportRow; inline: boolean }> {
  const repo = new ExportsRepository(deps.db);
  const rows = await repo.countCapped(parsed.filters, parsed.limit);
  const inline = rows <= deps.config.EXPORT_INLINE_ROWS;
  // Rows are charged when requested (one transaction with the export row), so a 429 creates nothing.
  const row = await deps.db.transaction(async (trx) => {
    await chargeExportRows(trx, account, rows);
    return new ExportsRepository(trx).create({
      account: account.email,
      keyId: account.keyId,
      filters: parsed.echo,
      format: parsed.format,
      rowLimit: rows,
    });
  });
  if (inline) await buildExport(deps, row.id, account);
  return { row: (await repo.byId(row.id))!, inline };
}

/**
 * Builds the file: walks the search in pages, charges each page's records, serialises and writes a
 * gzip chunk per page. Contact fields are left out (no per-export contact metering). Idempotent: a
 * rebuild replaces the chunks.
 */
export async function buildExport(deps: ExportDeps, exportId: number, given?: Account): Promise<ExportRow> {
  const repo = new ExportsRepository(deps.db);
  const exp = await repo.byId(exportId);
  if (!exp) throw new Error(`export ${exportId} does not exist`);
  if (!(await repo.start(exportId))) return exp;
  try {
    const account = given ?? (await accountForKeyId(deps.db, exp.key_id));
    if (!account) throw new Error('the key that requested this export no longer exists');
    const parsed = await parseExportBody(deps.db, account, {
      ...(exp.filters as ExportBody),
      limit: exp.row_limit,
    });
    await repo.clearChunks(exportId);
    const apps = new ApplicationsRepository(deps.db);
    let after: SearchPosition | null = null;
    let written = 0;
    let bytes = 0;
    let seq = 0;
    let columns: typeof applicationColumns | null = null;
    do {
      const page = await apps.search({
        filters: parsed.filters,
        includeArchive: false,
        limit: Math.min(CHUNK_ROWS, exp.row_limit - written),
        after,
      });
      if (page.rows.length === 0) break;
      await chargeRecords(
        deps.db,
        account,
        page.rows.map((r) => recordKey('live', r.id)),
      );
      const records = page.rows.map((r) =>
        serializeApplication(r, {
          account,
          single: false,
          includeContact: false,
          baseUrl: deps.config.PUBLIC_BASE_URL,
        }),
      );
      let text: string;
      if (exp.format === 'csv') {
        if (!columns) {
          columns = columnsFor(records);
          text = csvHeader(columns);
        } else text = '';
        const cols = columns;
        text += csvLines(records, cols);
      } else {
        text = (written === 0 ? '{"data":[' : ',') + records.map((r) => JSON.stringify(r)).join(',');
      }
      written += records.length;
      after = page.next;
      bytes += Buffer.byteLength(text);
      await repo.addChunk(exportId, seq++, gzipSync(text));
    } while (after && written < exp.row_limit);
    if (exp.format === 'json') {
      const tail =
        (written === 0 ? '{"data":[' : '') +
        `],"meta":${JSON.stringify({ export_id: exportId, count: written })}}`;
      bytes += Buffer.byteLength(tail);
      await repo.addChunk(exportId, seq++, gzipSync(tail));
    } else if (written === 0) {
      await repo.addChunk(exportId, seq++, gzipSync(''));
    }
    await repo.finish(exportId, written, bytes, EXPORT_KEEP_DAYS);
  } catch (err) {
    await repo.fail(exportId, (err as Error).message);
  }
  return (await repo.byId(exportId))!;
}

/** The file of a ready export as a stream, chunk by chunk (never the whole file in memory). */
export function downloadStream(db: Knex, exportId: number, chunks: number): Readable {
  const repo = new ExportsRepository(db);
  let seq = 0;
  return new Readable({
    async read() {
      try {
        if (seq >= chunks) return void this.push(null);
        const body = await repo.chunk(exportId, seq++);
        this.push(body ? gunzipSync(body) : Buffer.alloc(0));
      } catch (err) {
        this.destroy(err as Error);
      }
    },
  });
}
