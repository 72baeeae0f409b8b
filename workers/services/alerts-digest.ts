// The e-mail of saved alerts (spec 4.5: an alert "e-mails the account"; frequency daily, the one value
// shown). Once a day every alert with matches since its last digest gets one e-mail to its account
// (the key's e-mail) listing them, queued in alert_emails for the mailer (migration 089). Every kind
// of alert is sent the same way; an owner alert's matches include those the nightly owner refresh
// added (workers/services/owner-alerts.ts), which runs before the digest.
import type { Config } from '../../core/config.js';
import type { Knex } from '../../core/db.js';
import { AlertsRepository, type DigestMatch } from '../../core/repositories/planning/alerts.repository.js';

/** Applications listed in one e-mail at most; the rest are counted and at the matches link. */
export const DIGEST_LIST_MAX = 50;

/** Subject and text of one digest. */
export function digestEmail(matches: DigestMatch[], baseUrl: string): { subject: string; body: string } {
  const first = matches[0]!;
  const base = baseUrl.replace(/\/$/, '');
  const label = first.alert_name ?? `${first.alert_type} alert ${first.alert_id}`;
  const n = matches.length;
  const subject = `${n} new planning application${n === 1 ? '' : 's'} for your alert "${label}"`;
  const lines = matches
    .slice(0, DIGEST_LIST_MAX)
    .map(
      (m) =>
        `- ${m.reference ?? '(no reference)'}, ${m.council}: ${m.address ?? '(no address)'}\n  ${base}/v1/applications/${m.public_id}`,
    );
  const more = n > DIGEST_LIST_MAX ? [`... and ${n - DIGEST_LIST_MAX} more.`] : [];
  const body = [
    `Your alert "${label}" matched ${n} new application${n === 1 ? '' : 's'}:`,
    '',
    ...lines,
    ...more,
    '',
    `All matches: ${base}/v1/alerts/${first.alert_id}/matches`,
  ].join('\n');
  return { subject, body };
}

/** Queues one e-mail per alert with matches since its last digest; returns the e-mails and matches. */
export async function queueAlertDigests(
  db: Knex,
  config: Pick<Config, 'PUBLIC_BASE_URL'>,
  frequency = 'daily',
): Promise<{ emails: number; matches: number }> {
  const repo = new AlertsRepository(db);
  const byAlert = new Map<number, DigestMatch[]>();
  for (const m of await repo.undigestedMatches(frequency))
    byAlert.set(m.alert_id, [...(byAlert.get(m.alert_id) ?? []), m]);
  let matches = 0;
  for (const [alertId, ms] of byAlert) {
    const { subject, body } = digestEmail(ms, config.PUBLIC_BASE_URL);
    await repo.queueEmail({
      alert_id: alertId,
      account: ms[0]!.account,
      through_match_id: ms[ms.length - 1]!.match_id,
      applications: ms.length,
      subject,
      body,
    });
    matches += ms.length;
  }
  return { emails: byAlert.size, matches };
}
