import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import type { DerivedTable } from '../../core/jobs.js';
import { openRuntime } from '../../core/runtime.js';
import { DERIVED_TABLES, refreshDerived } from '../../workers/services/derived.js';
import { refreshOwnerAlerts } from '../../workers/services/owner-alerts.js';

const usage = `usage: plandata derive [--tables a,b] [--as-of YYYY-MM-DD]
  Rebuilds the derived tables the API reads now (the planning.derived job does it nightly):
  consent_limits (GET /v1/consents/expiring), decision_stats (GET /v1/decision-stats),
  owner_index (GET /v1/owners; then the owner alerts' groups and late matches, their webhook
  events left in the outbox for the relay), owner_figures (GET /v1/owners/{number}: the owner record's
  counts, month histogram and lists, as of that day). --tables picks some; --as-of computes for
  another day.`;

export const deriveCommand: Command = {
  usage,
  async run(args) {
    const { values } = parse(args, { tables: { type: 'string' }, 'as-of': { type: 'string' } });
    const tables = values.tables
      ? (String(values.tables)
          .split(',')
          .map((s) => s.trim()) as DerivedTable[])
      : undefined;
    for (const t of tables ?? [])
      if (!DERIVED_TABLES.includes(t)) throw new UsageError(`unknown table '${t}'`);
    const asOf = values['as-of'] as string | undefined;
    if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf))
      throw new UsageError('--as-of takes YYYY-MM-DD');
    const rt = await openRuntime({ name: 'derive', needRedis: false });
    try {
      const done = await refreshDerived(rt.db, { tables, asOf });
      for (const [t, r] of Object.entries(done))
        console.log(`${t}: ${r.rows} rows in ${Math.round(r.tookMs)} ms`);
      if (done.owner_index) {
        const o = await refreshOwnerAlerts({ db: rt.db, config: rt.config, log: rt.logger });
        console.log(
          `owner alerts: ${o.groups} groups refreshed, ${o.matches} new matches, ${o.events} events`,
        );
      }
      return 0;
    } finally {
      await rt.close();
    }
  },
};
