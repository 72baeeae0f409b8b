// plandata classify: JSON lines of council wording on stdin, one JSON line of normalised fields out per
// input line (enrich/normalise classify()). A line that is not a JSON object gets {"error": ...} so the
// output stays line-aligned with the input.
import { createInterface } from 'node:readline';
import type { Command } from '../command.js';
import { classify, type RawWording } from '../../enrich/normalise/index.js';

const FIELDS = [
  'status',
  'decision',
  'description',
  'reference',
  'application_type',
  'council',
  'appeal_decision',
  'appeal_status',
  'decision_date',
  'decision_issued_date',
  'major_minor_label',
] as const;

function toWording(value: unknown): RawWording | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const out: RawWording = {};
  for (const f of FIELDS) {
    const v = record[f];
    if (typeof v === 'string') out[f] = v;
    else if (typeof v === 'number') out[f] = String(v);
  }
  return out;
}

export const classifyCommand: Command = {
  usage: [
    'usage: plandata classify < records.jsonl > classified.jsonl',
    '',
    'Reads one JSON object per line with any of: status, decision, description, reference,',
    'application_type, council, appeal_decision, decision_date, decision_issued_date, major_minor_label.',
    'Writes one JSON line per input line: stage, procedure, categories, category, dwelling_count,',
    'major_development, commercial, commercial_work, commercial_use_class, floorspace_sqm.',
  ].join('\n'),
  async run(args: string[]): Promise<number> {
    if (args.length > 0) {
      console.error(`plandata classify: takes no arguments\n\n${this.usage}`);
      return 2;
    }
    const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
    let buffer: string[] = [];
    let bad = 0;
    const flush = async (): Promise<void> => {
      if (buffer.length === 0) return;
      const chunk = buffer.join('\n') + '\n';
      buffer = [];
      if (!process.stdout.write(chunk)) await new Promise((r) => process.stdout.once('drain', r));
    };
    for await (const line of lines) {
      if (line.trim() === '') continue;
      let wording: RawWording | null;
      try {
        wording = toWording(JSON.parse(line));
      } catch {
        wording = null;
      }
      if (wording === null) {
        bad++;
        buffer.push(JSON.stringify({ error: 'not a JSON object' }));
      } else {
        buffer.push(JSON.stringify(classify(wording)));
      }
      if (buffer.length >= 1000) await flush();
    }
    await flush();
    if (bad > 0) console.error(`plandata classify: ${bad} line(s) were not JSON objects`);
    return bad > 0 ? 1 : 0;
  },
};
