import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import {
  AlertEmailsRepository,
  type AlertEmailRow,
} from '../../core/repositories/planning/alert-emails.repository.js';
import { mailerState, sendAlertEmails } from '../../workers/services/alerts-mail.js';

const usage = `usage: plandata mail status [--limit N]
       plandata mail retry (<id>... | --failed)
       plandata mail send
  The alert e-mails (spec 4.5; docs/alerts.md "Delivery"): queued by the daily digest, sent by the
  alerts.mail job every minute when SMTP_URL is set.
  status  e-mails by status (queued: how many are due now), the SMTP server in use, and the newest
          failed and waiting-to-retry ones with their last error (--limit, default 20)
  retry   queue failed e-mails again, due now with their attempts reset: the ids given, or every
          failed one with --failed (after fixing what failed them; an "interrupted" one may
          already have arrived)
  send    run the mailer once now, as the alerts.mail job does (at most MAIL_BATCH e-mails)`;

function when(d: Date | null): string {
  return d ? new Date(d).toISOString().replace(/\.\d+Z$/, 'Z') : '-';
}

function line(r: AlertEmailRow): string {
  const next = r.status === 'queued' ? ` next ${when(r.next_attempt_at)}` : '';
  return `  #${r.id} alert ${r.alert_id} to ${r.account}: ${r.status}, ${r.attempts} attempt${r.attempts === 1 ? '' : 's'}${r.unreachable_attempts ? ` (+${r.unreachable_attempts} server unreachable)` : ''}${next}; ${r.last_error ?? ''}`;
}

export const mailCommand: Command = {
  usage,
  async run(args) {
    const { values, positionals } = parse(args, {
      failed: { type: 'boolean' },
      limit: { type: 'string' },
    });
    const [action, ...rest] = positionals;
    if (action !== 'status' && action !== 'retry' && action !== 'send')
      throw new UsageError(action ? `unknown action '${action}'` : 'give an action: status, retry or send');
    const limit = values.limit === undefined ? 20 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10000)
      throw new UsageError('--limit takes a whole number from 1 to 10000');
    let ids: number[] | null = null;
    if (action === 'retry') {
      if (values.failed && rest.length) throw new UsageError('give e-mail ids or --failed, not both');
      if (!values.failed && !rest.length) throw new UsageError('give the e-mail ids to retry, or --failed');
      if (!values.failed) {
        ids = rest.map((s) => Number(s.replace(/^#/, '')));
        const bad = rest.find((_, i) => !Number.isSafeInteger(ids![i]) || ids![i]! < 1);
        if (bad !== undefined) throw new UsageError(`'${bad}' is not an e-mail id`);
      }
    } else if (rest.length) throw new UsageError(`unexpected '${rest.join(' ')}'`);
    else if (values.failed) throw new UsageError('--failed goes with retry');

    const rt = await openRuntime({ name: 'mail', needRedis: false });
    try {
      const repo = new AlertEmailsRepository(rt.db);
      if (action === 'status') {
        console.log(mailerState(rt.config));
        for (const c of await repo.counts())
          console.log(
            `${c.status.padEnd(8)} ${String(c.n).padStart(7)}${c.status === 'queued' ? ` (${c.due} due now)` : ''}${c.oldest && c.status !== 'sent' ? `  oldest ${when(c.oldest)}` : ''}`,
          );
        const failed = await repo.list(['failed'], limit);
        if (failed.length) console.log(`failed (newest ${failed.length}):\n${failed.map(line).join('\n')}`);
        const waiting = (await repo.list(['queued'], limit)).filter(
          (r) => r.attempts + r.unreachable_attempts > 0,
        );
        if (waiting.length) console.log(`waiting to retry:\n${waiting.map(line).join('\n')}`);
        return 0;
      }
      if (action === 'retry') {
        const queued = await repo.requeueFailed(ids);
        const missed = ids ? ids.filter((id) => !queued.includes(id)) : [];
        console.log(
          `plandata mail: ${queued.length} e-mail${queued.length === 1 ? '' : 's'} queued again${queued.length ? ` (${queued.map((i) => `#${i}`).join(', ')})` : ''}`,
        );
        if (missed.length) {
          console.error(
            `plandata mail: not failed (or no such e-mail): ${missed.map((i) => `#${i}`).join(', ')}`,
          );
          return 1;
        }
        return 0;
      }
      if (!rt.config.SMTP_URL) {
        console.error(`plandata mail: ${mailerState(rt.config)}`);
        return 1;
      }
      const run = await sendAlertEmails({ db: rt.db, config: rt.config, log: rt.logger });
      console.log(
        `plandata mail: ${run.sent} sent, ${run.retry} to retry, ${run.failed} failed, ${run.interrupted} interrupted${run.stopped ? ` (stopped: ${run.stopped})` : ''}`,
      );
      return run.stopped ? 1 : 0;
    } finally {
      await rt.close();
    }
  },
};
