import type { Command } from '../command.js';
import { parse, requireString } from '../args.js';
import { UsageError } from '../../core/errors.js';
import {
  allowancesFor,
  isPlanName,
  LEGACY_CUTOFF,
  planNames,
  plans,
  type CustomAllowances,
} from '../../core/plans.js';
import { openRuntime } from '../../core/runtime.js';
import { KeysRepository } from '../../core/repositories/keys.repository.js';
import { revokeKeys } from '../../core/keys-epoch.js';

const usage = `usage:
  plandata keys create --plan <${planNames.join('|')}> --email <e-mail> [--contact] [--label <text>] [--issued <YYYY-MM-DD>]
                       [--requests <n>] [--export-rows <n>] [--records <n>]
      prints the new key once; only its hash is stored. --contact adds the Contact Data add-on.
      --issued before 2026-09-11 makes a legacy key: --requests and --export-rows then record the
      allowances it was sold (spec 8, 9). On enterprise (custom) keys --requests, --export-rows and
      --records set the contracted figures.
  plandata keys list [--email <e-mail>]
  plandata keys revoke <id|key-prefix>`;

const emailRe = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const keysCommand: Command = {
  usage,
  async run(args) {
    const [action, ...rest] = args;
    if (action === 'create') {
      const { values } = parse(
        rest,
        {
          plan: { type: 'string' },
          email: { type: 'string' },
          contact: { type: 'boolean' },
          label: { type: 'string' },
          issued: { type: 'string' },
          requests: { type: 'string' },
          'export-rows': { type: 'string' },
          records: { type: 'string' },
        },
        false,
      );
      const plan = requireString(values.plan, '--plan');
      if (!isPlanName(plan))
        throw new UsageError(`--plan must be one of ${planNames.join(', ')} (got '${plan}')`);
      const email = requireString(values.email, '--email');
      if (!emailRe.test(email)) throw new UsageError(`--email is not an e-mail address (got '${email}')`);
      let issuedAt: Date | undefined;
      if (values.issued !== undefined) {
        issuedAt = new Date(`${values.issued}T00:00:00Z`);
        // A day that is not in the calendar (2024-02-30) is refused, not rolled over into the next month.
        if (
          !/^\d{4}-\d{2}-\d{2}$/.test(values.issued) ||
          Number.isNaN(issuedAt.getTime()) ||
          issuedAt.toISOString().slice(0, 10) !== values.issued
        )
          throw new UsageError(`--issued must be a day, YYYY-MM-DD (got '${values.issued}')`);
      }
      const custom: CustomAllowances = {};
      for (const [flag, field] of [
        ['requests', 'requests'],
        ['export-rows', 'export_rows'],
        ['records', 'records'],
      ] as const) {
        const v = values[flag];
        if (v === undefined) continue;
        if (!/^\d+$/.test(v) || !Number.isSafeInteger(Number(v)))
          throw new UsageError(`--${flag} must be a whole number (got '${v}')`);
        custom[field] = Number(v);
      }
      const legacy = (issuedAt ?? new Date()).getTime() < LEGACY_CUTOFF.getTime();
      if (Object.keys(custom).length > 0 && plan !== 'enterprise') {
        if (!legacy)
          throw new UsageError(
            '--requests, --export-rows and --records apply to enterprise keys, or (requests and export rows) to keys --issued before 2026-09-11',
          );
        if (custom.records !== undefined) throw new UsageError('--records applies to enterprise keys only');
      }
      const rt = await openRuntime({ name: 'keys', needRedis: false });
      try {
        const { key, row } = await new KeysRepository(rt.db).create({
          email,
          plan,
          contactAddon: values.contact ?? false,
          label: values.label,
          issuedAt,
          legacyAllowances: Object.keys(custom).length > 0 ? custom : null,
        });
        console.log(key);
        const a = allowancesFor(plans[plan], row.issued_at, row.legacy_allowances);
        const show = (n: number | null) => (n === null ? 'custom' : String(n));
        console.error(
          `key ${row.id} (${row.key_prefix}…) for ${row.email} on ${plan}${row.contact_addon ? ' with Contact Data' : ''}${legacy ? ' (legacy, issued before 2026-09-11)' : ''}: ` +
            `${a.perMinute}/min, ${show(a.requests)} requests and ${show(a.records)} records ${a.oneOff ? 'one-off' : 'a month'}; shown once, store it now`,
        );
        return 0;
      } finally {
        await rt.close();
      }
    }
    if (action === 'list') {
      const { values } = parse(rest, { email: { type: 'string' } }, false);
      const rt = await openRuntime({ name: 'keys', needRedis: false });
      try {
        const rows = await new KeysRepository(rt.db).list({ email: values.email });
        for (const r of rows) {
          const state = r.revoked_at ? `revoked ${r.revoked_at.toISOString()}` : 'active';
          console.log(
            [
              r.id,
              `${r.key_prefix}…`,
              r.email,
              r.plan,
              r.contact_addon ? 'contact' : '-',
              r.issued_at.toISOString().slice(0, 10),
              r.issued_at.getTime() < LEGACY_CUTOFF.getTime() ? 'legacy' : '-',
              r.legacy_allowances ? JSON.stringify(r.legacy_allowances) : '-',
              state,
            ].join('\t'),
          );
        }
        return 0;
      } finally {
        await rt.close();
      }
    }
    if (action === 'revoke') {
      const { positionals } = parse(rest, {});
      if (positionals.length > 1) throw new UsageError(`one key at a time (unexpected '${positionals[1]}')`);
      const target = requireString(positionals[0], '<id|key-prefix>');
      // Key ids are PostgreSQL integers: a larger number is no key's (and must not reach the query).
      if (/^\d+$/.test(target) && Number(target) > 2147483647) {
        console.error(`plandata keys: no active key matches '${target}'`);
        return 1;
      }
      const rt = await openRuntime({ name: 'keys', needRedis: false });
      try {
        const { revoked: n, epochMoved } = await revokeKeys(
          { db: rt.db, redis: rt.redis, prefix: rt.config.REDIS_PREFIX },
          target,
        );
        if (n === 0) {
          console.error(`plandata keys: no active key matches '${target}'`);
          return 1;
        }
        console.log(`revoked ${n} key${n === 1 ? '' : 's'}`);
        if (!epochMoved)
          console.error(
            `plandata keys: Redis could not be told: API processes stop accepting the key within API_KEY_CACHE_SECONDS (${rt.config.API_KEY_CACHE_SECONDS} s)`,
          );
        return 0;
      } finally {
        await rt.close();
      }
    }
    throw new UsageError(action ? `unknown action '${action}'` : 'an action is required');
  },
};
