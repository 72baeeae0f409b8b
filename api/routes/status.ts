// GET /status: the coverage and health page (issue 21), server-rendered HTML with no script and no
// build step: every council (platform, health, last read, newest record, records, broken reason),
// every register source the same, and the queues' depths (feed/status.ts, which `plandata status`
// prints too). Open, as /health is: it shows what GET /v1/councils shows any key, and queue counts.
import type { FastifyInstance } from 'fastify';
import { statusPicture, type SourceStatus, type StatusPicture } from '../../feed/status.js';
import type { AppDeps } from '../deps.js';

// The picture aggregates every record: built at most every few seconds per process.
const CACHE_MS = 5_000;

const esc = (s: unknown): string =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const cell = (v: unknown, cls = '') =>
  `<td${cls ? ` class="${cls}"` : ''}>${v === null || v === undefined ? '<span class="none">-</span>' : esc(v)}</td>`;

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) + 'Z' : null);

function sourceCells(s: SourceStatus): string {
  return [
    cell(s.platform),
    `<td class="health"><span class="badge ${esc(s.health)}">${esc(s.health.replace('_', ' '))}</span></td>`,
    cell(when(s.last_read)),
    cell(s.newest_record),
    cell(s.records?.toLocaleString('en-GB'), 'num'),
    cell(
      s.broken_reason ??
        (s.consecutive_failures > 0 ? `${s.consecutive_failures} failed: ${s.last_error ?? ''}` : null),
    ),
  ].join('');
}

function summary(rows: SourceStatus[]): string {
  const by = new Map<string, number>();
  for (const r of rows) by.set(r.health, (by.get(r.health) ?? 0) + 1);
  return [...by]
    .map(([h, n]) => `<span class="badge ${esc(h)}">${n} ${esc(h.replace('_', ' '))}</span>`)
    .join(' ');
}

export function renderStatus(p: StatusPicture): string {
  const councils = p.councils
    .map(
      (c) =>
        `<tr data-council="${esc(c.council)}" data-health="${esc(c.health)}"><th scope="row">${esc(c.council_name)}<br><code>${esc(c.council)}</code></th>${sourceCells(c)}</tr>`,
    )
    .join('\n');
  const registers = p.registers
    .map(
      (r) =>
        `<tr data-council="${esc(r.council)}" data-register="${esc(r.register)}" data-health="${esc(r.health)}"><td>${esc(r.register)}</td><th scope="row">${esc(r.council_name)}<br><code>${esc(r.council)}</code>${r.source !== 'main' ? ` <small>(${esc(r.source)})</small>` : ''}</th>${sourceCells(r)}</tr>`,
    )
    .join('\n');
  const states = ['waiting', 'active', 'delayed', 'failed', 'completed'];
  const queues = p.queues
    ? p.queues
        .map(
          (q) =>
            `<tr data-queue="${esc(q.queue)}"><th scope="row"><code>${esc(q.queue)}</code></th>${states
              .map((s) => cell(q.counts[s] ?? 0, s === 'failed' && q.counts[s] ? 'num bad' : 'num'))
              .join('')}</tr>`,
        )
        .join('\n')
    : `<tr><td colspan="${states.length + 1}">Redis did not answer: ${esc(p.queues_error)}</td></tr>`;
  const head = `<th>platform</th><th>health</th><th>last read</th><th>newest record</th><th class="num">records</th><th>broken reason / last error</th>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>plandata status</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1d1d1f;background:#fff}
h1{font-size:1.4rem;margin:0 0 .2rem}h2{font-size:1.1rem;margin:1.6rem 0 .4rem}
table{border-collapse:collapse;width:100%;max-width:1200px}
th,td{text-align:left;padding:.3rem .6rem;border-bottom:1px solid #e3e3e6;vertical-align:top}
thead th{background:#f4f4f6;font-weight:600}.num{text-align:right;font-variant-numeric:tabular-nums}
code{font-size:.85em;color:#555}.none{color:#aaa}.meta{color:#666}
.badge{display:inline-block;padding:0 .45rem;border-radius:.6rem;font-size:.85em;background:#eee}
.ok{background:#d8f3dc;color:#1b5e20}.failing{background:#fff3cd;color:#7a5a00}.broken{background:#f8d7da;color:#842029}
.disabled{background:#e2e3e5;color:#41464b}.not_read{background:#e7f1ff;color:#0b4a8b}.bad{color:#842029;font-weight:600}
</style></head>
<body>
<h1>plandata status</h1>
<p class="meta">As of ${esc(when(p.as_of))}. <a href="/docs">API docs</a> · <a href="/health">/health</a> · <a href="/admin/queues">queue dashboard</a> (operator token)</p>
<h2 id="councils">Planning portals: ${p.councils.length} councils</h2>
<p>${summary(p.councils)}</p>
<table id="councils-table"><thead><tr><th>council</th>${head}</tr></thead><tbody>
${councils || '<tr><td colspan="7">No councils loaded (plandata councils load).</td></tr>'}
</tbody></table>
<h2 id="registers">Registers (licensing, HMO, appeals): ${p.registers.length} sources</h2>
<p>${summary(p.registers)}</p>
<table id="registers-table"><thead><tr><th>register</th><th>council</th>${head.replace('platform', 'adapter')}</tr></thead><tbody>
${registers || '<tr><td colspan="8">No register sources configured.</td></tr>'}
</tbody></table>
<h2 id="queues">Queues</h2>
<table id="queues-table"><thead><tr><th>queue</th>${states.map((s) => `<th class="num">${s}</th>`).join('')}</tr></thead><tbody>
${queues}
</tbody></table>
</body></html>
`;
}

export async function statusRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  let cache: { at: number; html: string } | null = null;
  app.get('/status', { schema: { hide: true } }, async (_req, reply) => {
    if (!cache || Date.now() - cache.at > CACHE_MS) {
      const queues = deps.queues();
      cache = { at: Date.now(), html: renderStatus(await statusPicture({ db: deps.db, queues })) };
    }
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return cache.html;
  });
}
