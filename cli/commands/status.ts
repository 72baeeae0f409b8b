import type { Command } from '../command.js';
import { parse } from '../args.js';
import { openRuntime } from '../../core/runtime.js';
import { createRedis } from '../../core/redis.js';
import { Queues } from '../../core/queues.js';
import { statusPicture, type SourceStatus, type StatusPicture } from '../../feed/status.js';

/** Columns padded to their widest cell. */
function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) + 'Z' : '-');

function sourceRow(s: SourceStatus): string[] {
  const reason =
    s.broken_reason ??
    (s.consecutive_failures > 0 ? `${s.consecutive_failures} failed: ${dash(s.last_error)}` : '');
  return [
    s.council,
    dash(s.platform),
    s.health,
    when(s.last_read),
    dash(s.newest_record),
    dash(s.records),
    reason.length > 80 ? `${reason.slice(0, 77)}...` : reason,
  ];
}

const SOURCE_HEAD = [
  'council',
  'platform',
  'health',
  'last read',
  'newest record',
  'records',
  'broken reason',
];

/** The status picture as text: what the /status page shows. */
export function formatStatus(p: StatusPicture, parts: { registers: boolean; queues: boolean }): string {
  const out = [`plandata status at ${when(p.as_of)}`, '', `Planning portals (${p.councils.length} councils)`];
  out.push(p.councils.length ? table(SOURCE_HEAD, p.councils.map(sourceRow)) : '(no councils loaded)');
  if (parts.registers) {
    out.push('', `Registers (${p.registers.length} sources)`);
    out.push(
      p.registers.length
        ? table(
            ['register', ...SOURCE_HEAD.map((h) => (h === 'platform' ? 'adapter' : h))],
            p.registers.map((r) => [r.register, ...sourceRow(r)]),
          )
        : '(no register sources)',
    );
  }
  if (parts.queues) {
    const states = ['waiting', 'active', 'delayed', 'failed', 'completed'];
    out.push('', 'Queues');
    out.push(
      p.queues
        ? table(
            ['queue', ...states],
            p.queues.map((q) => [q.queue, ...states.map((s) => String(q.counts[s] ?? 0))]),
          )
        : `(Redis did not answer: ${p.queues_error})`,
    );
  }
  return out.join('\n');
}

/** Prints the picture; `councils status` shows the councils only, `status` everything. */
export async function printStatus(parts: { registers: boolean; queues: boolean }): Promise<number> {
  const rt = await openRuntime({ name: 'status' });
  const conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  const queues = new Queues(conn, rt.config.REDIS_PREFIX);
  try {
    console.log(formatStatus(await statusPicture({ db: rt.db, queues }), parts));
    return 0;
  } finally {
    await queues.close();
    conn.disconnect();
    await rt.close();
  }
}

export const statusCommand: Command = {
  usage: `usage: plandata status
  every council (platform, health, last read, newest record, records, broken reason), every
  register source the same, and the queues' depths: what the API's /status page shows`,
  async run(args) {
    parse(args, {}, false);
    return printStatus({ registers: true, queues: true });
  },
};
