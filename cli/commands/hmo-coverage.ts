// `plandata hmo-coverage load <file.csv>`: what is known of councils' HMO registers beyond what the
// service reads (spec 2.9 coverage): why a council's licences are not shown, the official count of
// licensed HMOs with its year and source, the register's reuse licence. One CSV row per council:
//   council,reason,note,official_licensed_hmos,official_year,official_source,licence
// council is a slug or an ONS code; reason one of not_online, on_request, search_only,
// reuse_restricted, not_included (or blank); the rest may be blank.
import { readFileSync } from 'node:fs';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { HMO_COVERAGE_REASONS, type HmoCoverageReason } from '../../core/domain/hmo/vocabulary.js';
import {
  upsertHmoCoverage,
  type HmoCoverageInput,
} from '../../core/repositories/hmo/registers.repository.js';

const usage = `usage: plandata hmo-coverage load <file.csv>
  loads what is known of councils' HMO registers: a header row
  council,reason,note,official_licensed_hmos,official_year,official_source,licence
  then one row per council (a slug or an ONS code). reason: ${Object.keys(HMO_COVERAGE_REASONS).join(', ')}, or blank.`;

const intOrNull = (v: string | undefined, what: string, line: number): number | null => {
  const t = (v ?? '').trim().replace(/,/g, '');
  if (!t) return null;
  if (!/^\d+$/.test(t)) throw new UsageError(`line ${line}: ${what} must be a whole number (got '${v}')`);
  return Number(t);
};

export const hmoCoverageCommand: Command = {
  usage,
  async run(args) {
    const { positionals } = parse(args, {});
    const [action, file, ...rest] = positionals;
    if (action !== 'load') throw new UsageError(`the action is load (got '${action ?? ''}')`);
    if (!file || rest.length) throw new UsageError('give one file: plandata hmo-coverage load <file.csv>');
    let rows: Record<string, string>[];
    try {
      rows = parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), {
        columns: true,
        skip_empty_lines: true,
        trim: true,
      });
    } catch (err) {
      throw new UsageError(`cannot read ${file}: ${(err as Error).message}`);
    }
    if (!rows.length || !('council' in rows[0]))
      throw new UsageError(`${file}: no rows under a header naming council`);
    const rt = await openRuntime({ name: 'hmo-coverage' });
    try {
      const councils = (await rt.db('councils').select('id', 'slug', 'ons_code')) as {
        id: number;
        slug: string;
        ons_code: string | null;
      }[];
      const bySlug = new Map(councils.map((c) => [c.slug, c.id]));
      const byCode = new Map(
        councils.filter((c) => c.ons_code).map((c) => [c.ons_code!.toUpperCase(), c.id]),
      );
      const input: HmoCoverageInput[] = rows.map((r, i) => {
        const line = i + 2;
        const id = bySlug.get(r.council.toLowerCase()) ?? byCode.get(r.council.toUpperCase());
        if (id === undefined)
          throw new UsageError(
            `line ${line}: no council '${r.council}' (load them with: plandata councils load)`,
          );
        const reason = (r.reason ?? '').trim();
        if (reason && !(reason in HMO_COVERAGE_REASONS))
          throw new UsageError(
            `line ${line}: reason must be one of ${Object.keys(HMO_COVERAGE_REASONS).join(', ')} (got '${reason}')`,
          );
        return {
          councilId: id,
          reason: (reason || null) as HmoCoverageReason | null,
          note: r.note || null,
          officialLicensedHmos: intOrNull(r.official_licensed_hmos, 'official_licensed_hmos', line),
          officialYear: intOrNull(r.official_year, 'official_year', line),
          officialSource: r.official_source || null,
          licence: r.licence || null,
        };
      });
      const n = await upsertHmoCoverage(rt.db, input);
      console.log(`${n} councils' HMO coverage loaded from ${file}`);
      return 0;
    } finally {
      await rt.close();
    }
  },
};
