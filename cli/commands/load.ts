import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { loaders } from '../../enrich/loaders/index.js';
import { constraintsLoader } from '../../enrich/loaders/constraints.js';
import {
  checkRelease,
  formatSummary,
  LoadFormatError,
  LoadRejectedError,
  MAX_REJECTED_SHARE,
  releaseFromName,
  runLoad,
} from '../../enrich/loaders/framework.js';
import { layers } from '../../enrich/constraints/layers.js';
import { boundariesLoader, BOUNDARY_KINDS } from '../../enrich/loaders/boundaries.js';

const kinds = ['constraints', 'boundaries', ...Object.keys(loaders)];

/** Rejected lines printed when a load is refused for them. */
const SHOWN_REJECTIONS = 10;

export const loadCommand: Command = {
  usage: `usage: plandata load <kind> <file> [--release YYYY-MM] [--layer <key>] [--boundary parish|ward]
                     [--max-rejected <share>] [--quiet]
  kinds: ${kinds.join(', ')}
  --layer         constraints only: one of ${layers.map((l) => l.key).join(', ')}
  --boundary      boundaries only: ${Object.keys(BOUNDARY_KINDS).join(' or ')} (ONS GeoJSON)
  --release       month of the release (default: from the file name, else this month)
  --max-rejected  share of records that may be rejected, 0 to 1 (default ${MAX_REJECTED_SHARE})
  --quiet         no progress bar
Reloading a release replaces it. Rejected lines are listed with their line numbers. A file that is
not of the kind (checked on its header or first record), an empty, compressed or truncated file, and
one with more rejected records than --max-rejected allows (or every one) are refused with exit 2:
nothing is written and the release record stays as it was.`,
  async run(args) {
    const { values, positionals } = parse(args, {
      release: { type: 'string' },
      layer: { type: 'string' },
      boundary: { type: 'string' },
      'max-rejected': { type: 'string' },
      quiet: { type: 'boolean' },
    });
    const [kind, file, ...extra] = positionals;
    if (!kind) throw new UsageError(`a kind is required: one of ${kinds.join(', ')}`);
    if (!kinds.includes(kind)) throw new UsageError(`unknown kind '${kind}': one of ${kinds.join(', ')}`);
    if (!file) throw new UsageError('a file is required');
    if (extra.length) throw new UsageError(`one file at a time (unexpected '${extra[0]}')`);
    if (kind === 'constraints' && !values.layer) throw new UsageError('--layer is required for constraints');
    if (kind !== 'constraints' && values.layer !== undefined)
      throw new UsageError('--layer applies to constraints only');
    if (kind === 'boundaries' && !values.boundary)
      throw new UsageError('--boundary parish or ward is required for boundaries');
    if (kind !== 'boundaries' && values.boundary !== undefined)
      throw new UsageError('--boundary applies to boundaries only');
    const release = values.release ?? releaseFromName(file);
    try {
      checkRelease(release);
    } catch (err) {
      throw new UsageError(`--${(err as Error).message}`);
    }
    let maxRejectedShare: number | undefined;
    if (values['max-rejected'] !== undefined) {
      const v = values['max-rejected'];
      maxRejectedShare = Number(v);
      if (!/^\d*\.?\d+$/.test(v) || !(maxRejectedShare <= 1))
        throw new UsageError(`--max-rejected must be a share from 0 to 1 (got '${v}')`);
    }
    let spec;
    try {
      spec =
        kind === 'constraints'
          ? constraintsLoader(values.layer!)
          : kind === 'boundaries'
            ? boundariesLoader(values.boundary!)
            : loaders[kind]!;
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const rt = await openRuntime({ name: 'load', needRedis: false });
    try {
      const summary = await runLoad(rt.db, spec, file, {
        release,
        scope: kind === 'constraints' ? values.layer : kind === 'boundaries' ? values.boundary : '',
        progress: !values.quiet,
        maxRejectedShare,
      });
      console.log(formatSummary(summary));
      return 0;
    } catch (err) {
      if (err instanceof LoadFormatError) {
        // A progress bar may be drawn on this line (a terminal only).
        if (process.stderr.isTTY) process.stderr.write('\n');
        console.error(`plandata load: ${err.message}; nothing was written`);
        if (err instanceof LoadRejectedError) {
          for (const r of err.rejections.slice(0, SHOWN_REJECTIONS))
            console.error(`  line ${r.line}: ${r.reason}`);
          if (err.rejected > SHOWN_REJECTIONS)
            console.error(`  … and ${(err.rejected - SHOWN_REJECTIONS).toLocaleString('en-GB')} more`);
        }
        return 2;
      }
      throw err;
    } finally {
      await rt.close();
    }
  },
};
