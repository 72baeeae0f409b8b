// format=csv responses (spec 2.1): the page's records as a CSV attachment (feed/csv.ts builds the
// text, shared with exports); pagination meta travels in headers.
import type { FastifyReply } from 'fastify';
import { toCsv } from '../../feed/csv.js';

/** Sends records as a CSV attachment; pagination meta travels in headers (X-Next-Cursor, X-Count). */
export function sendCsv(
  reply: FastifyReply,
  records: Record<string, unknown>[],
  meta: { next_cursor?: string | null; count?: number; total?: number },
  filename = 'applications.csv',
  /** The CSV text of `records`, when they are not application records (licensing: feed/licensing/csv.ts). */
  render: (records: Record<string, unknown>[]) => string = toCsv,
): FastifyReply {
  reply.header('Content-Type', 'text/csv; charset=utf-8');
  reply.header('Content-Disposition', `attachment; filename="${filename}"`);
  reply.header('X-Count', String(meta.count ?? records.length));
  if (meta.next_cursor) reply.header('X-Next-Cursor', meta.next_cursor);
  if (meta.total !== undefined) reply.header('X-Total', String(meta.total));
  return reply.send(render(records));
}
