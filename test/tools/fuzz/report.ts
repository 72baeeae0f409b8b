// The fuzzer's table: what was sent, the answers by status and by kind of request, and each kind of
// violation with its count and a sample of requests.
import { STATUS_CODES } from 'node:http';
import type { FuzzSummary } from './run.js';

function table(rows: (string | number)[][], align: ('l' | 'r')[]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => (align[i] === 'r' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
        .join('  '),
    )
    .join('\n');
}

export function formatReport(s: FuzzSummary): string {
  const out: string[] = [];
  out.push(
    `fuzz: seed ${s.seed}, ${s.transport}: ${s.planned} requests planned, ${s.answered} answered` +
      (s.raw ? ` (${s.raw} raw socket cases among them)` : '') +
      `, ${s.unsent} not sendable by the client, ${(s.durationMs / 1000).toFixed(1)} s` +
      (s.stoppedEarly ? ' (stopped at the time limit)' : ''),
  );
  out.push(
    `operations: ${s.operations - s.missing.length} of ${s.operations} reached` +
      (s.missing.length ? ` (missing: ${s.missing.join(', ')})` : ''),
  );
  if (s.ssrf.sent) out.push(`SSRF list: ${s.ssrf.refused} of ${s.ssrf.sent} refused with 400 naming url`);
  out.push('');
  const statuses = [...s.byStatus.entries()].sort((a, b) => a[0] - b[0]);
  out.push(
    table(
      [['status', '', 'answers'], ...statuses.map(([st, n]) => [st, STATUS_CODES[st] ?? '', n])],
      ['r', 'l', 'r'],
    ),
  );
  out.push('');
  const tags = [...s.byTag.entries()].sort((a, b) => b[1] - a[1]);
  out.push(table([['kind of request', 'sent'], ...tags.map(([t, n]) => [t, n])], ['l', 'r']));
  out.push('');
  if (s.violationCount === 0) out.push('violations: none');
  else {
    out.push(`violations: ${s.violationCount}`);
    out.push(
      table([['kind', 'count'], ...[...s.violations.entries()].map(([k, v]) => [k, v.count])], ['l', 'r']),
    );
    for (const [kind, v] of s.violations) {
      out.push('');
      out.push(`${kind}:`);
      for (const x of v.samples)
        out.push(`  [${x.tag}] ${x.request}\n    -> ${x.status ?? 'no answer'}: ${x.detail.slice(0, 300)}`);
    }
  }
  return out.join('\n');
}

/** The summary as JSON (maps as objects), for --json. */
export function summaryJson(s: FuzzSummary): Record<string, unknown> {
  return {
    ...s,
    byStatus: Object.fromEntries(s.byStatus),
    byTag: Object.fromEntries(s.byTag),
    violations: Object.fromEntries(s.violations),
  };
}
