import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { loaders } from '../../enrich/loaders/index.js';
import { constraintsLoader } from '../../enrich/loaders/constraints.js';
import { formatSummary, LoadFormatError, releaseFromName, runLoad } from '../../enrich/loaders/framework.js';
import { layers } from '../../enrich/constraints/layers.js';
import { boundariesLoader, BOUNDARY_KINDS } from '../../enrich/loaders/boundaries.js';

const kinds = ['constraints', 'boundaries', ...Object.keys(loaders)];

export const loadCommand: Command = {
  usage: `usage: plandata load <kind> <file> [--release YYYY-MM] [--layer <key>] [--boundary parish|ward]
  kinds: ${kinds.join(', ')}
  --layer     constraints only: one of ${layers.map((l) => l.key).join(', ')}
  --boundary  boundaries only: ${Object.keys(BOUNDARY_KINDS).join(' or ')} (ONS GeoJSON)
  --release  month of the release (default: from the file name, else this month)
Reloading a release replaces it. Rejected lines are listed with their line numbers.`,
  async run(args) {
    const { values, positionals } = parse(args, {
      release: { type: 'string' },
      layer: { type: 'string' },
      boundary: { type: 'string' },
      quiet: { type: 'boolean' },
    });
    const [kind, file] = positionals;
    if (!kind || !kinds.includes(kind)) throw new UsageError(`kind must be one of ${kinds.join(', ')}`);
    if (!file) throw new UsageError('file is required');
    if (kind === 'constraints' && !values.layer) throw new UsageError('--layer is required for constraints');
    if (kind === 'boundaries' && !values.boundary)
      throw new UsageError('--boundary parish or ward is required for boundaries');
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
        release: values.release ?? releaseFromName(file),
        scope: kind === 'constraints' ? values.layer : kind === 'boundaries' ? values.boundary : '',
        progress: !values.quiet,
      });
      console.log(formatSummary(summary));
      return 0;
    } catch (err) {
      if (err instanceof LoadFormatError) {
        console.error(`plandata load: ${err.message}; nothing was written`);
        return 2;
      }
      throw err;
    } finally {
      await rt.close();
    }
  },
};
