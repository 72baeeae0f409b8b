// Saved alerts (spec 4.5) and their matches. An alert belongs to an account (the key's e-mail).
// The matching statement is one SQL union over the four kinds, each branch using its own index, so
// matching one application costs a few index probes whatever the number of alerts.
import type { Knex } from 'knex';

export type AlertType = 'radius' | 'council' | 'national' | 'owner';
export const alertTypes: AlertType[] = ['radius', 'council', 'national', 'owner'];

export interface AlertRow extends AlertFields {
  id: number;
  account: string;
  council_slug: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The criteria columns of one alert; which ones are set depends on the type (see 040_alerts). */
export interface AlertFields {
  type: AlertType;
  name: string | null;
  lat: number | null;
  lng: number | null;
  radius_m: number | null;
  council_id: number | null;
  nation: string | null;
  owner_company: string | null;
  owner_scope: 'company' | 'group' | null;
  /** scope=group: every company of the group (migration 088); null (or absent) otherwise. */
  owner_members?: string[] | null;
  categories: string[] | null;
  frequency: string;
}

export interface NewMatch {
  match_id: number;
  alert_id: number;
  application_id: number;
  account: string;
}

/** An owner alert's companies: its group's (scope=group, migration 088) or its own. */
const OWNER_SET = `coalesce(al.owner_members, ARRAY[al.owner_company])`;

/** Categories and arrival (alias al, a): the alert's categories, and the application arrived after it. */
const OWNER_ARRIVED = `(al.categories IS NULL OR al.categories && a.categories) AND a.created_at >= al.created_at`;

/** One queued digest e-mail's matches: the alert, its account and the applications matched since the last one. */
export interface DigestMatch {
  alert_id: number;
  account: string;
  alert_type: AlertType;
  alert_name: string | null;
  match_id: number;
  public_id: string;
  reference: string | null;
  council: string;
  address: string | null;
  description: string | null;
}

export interface QueuedEmail {
  id: number;
  alert_id: number;
  account: string;
  through_match_id: number;
  applications: number;
  subject: string;
  body: string;
  status: string;
}

function selectAlert(db: Knex): Knex.QueryBuilder {
  return db('alerts as al')
    .leftJoin('councils as c', 'c.id', 'al.council_id')
    .select(
      'al.id',
      'al.account',
      'al.type',
      'al.name',
      db.raw('ST_Y(al.center::geometry) AS lat'),
      db.raw('ST_X(al.center::geometry) AS lng'),
      'al.radius_m',
      'al.council_id',
      'c.slug as council_slug',
      'al.nation',
      'al.owner_company',
      'al.owner_scope',
      'al.owner_members',
      'al.categories',
      'al.frequency',
      'al.created_at',
      'al.updated_at',
    );
}

function columns(db: Knex, f: AlertFields): Record<string, unknown> {
  return {
    type: f.type,
    name: f.name,
    center:
      f.lat !== null && f.lng !== null
        ? db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [f.lng, f.lat])
        : null,
    radius_m: f.radius_m,
    council_id: f.council_id,
    nation: f.nation,
    owner_company: f.owner_company,
    owner_scope: f.owner_scope,
    owner_members: f.owner_members ?? null,
    categories: f.categories,
    frequency: f.frequency,
  };
}

export class AlertsRepository {
  constructor(private readonly db: Knex) {}

  async councilIdBySlug(slug: string): Promise<number | null> {
    const row = (await this.db('councils').where({ slug }).first('id')) as { id: number } | undefined;
    return row?.id ?? null;
  }

  /** True when the alert exists and belongs to the account. */
  async belongsTo(account: string, id: number): Promise<boolean> {
    return !!(await this.db('alerts').where({ id, account }).first('id'));
  }

  /**
   * The application most recently matched by one alert of the account, or by any of its alerts
   * (alertId null); null when none has matched.
   */
  async newestMatchedApplication(account: string, alertId: number | null): Promise<number | null> {
    const m = (await this.db('alert_matches as m')
      .join('alerts as al', 'al.id', 'm.alert_id')
      .where('al.account', account)
      .modify((q) => {
        if (alertId !== null) q.where('m.alert_id', alertId);
      })
      .orderBy('m.id', 'desc')
      .first('m.application_id')) as { application_id: number } | undefined;
    return m?.application_id ?? null;
  }

  async countForAccount(account: string): Promise<number> {
    const r = (await this.db('alerts').where({ account }).count<{ count: number }[]>('* as count'))[0];
    return Number(r.count);
  }

  async create(account: string, f: AlertFields): Promise<AlertRow> {
    const [{ id }] = (await this.db('alerts')
      .insert({ account, ...columns(this.db, f) })
      .returning('id')) as { id: number }[];
    return (await this.get(account, id))!;
  }

  async list(account: string): Promise<AlertRow[]> {
    return (await selectAlert(this.db).where('al.account', account).orderBy('al.id')) as AlertRow[];
  }

  /** The alert when it belongs to the account; another account's alert is reported as absent. */
  async get(account: string, id: number): Promise<AlertRow | null> {
    const row = await selectAlert(this.db).where('al.account', account).where('al.id', id).first();
    return (row as AlertRow | undefined) ?? null;
  }

  async update(account: string, id: number, f: AlertFields): Promise<AlertRow | null> {
    const n = await this.db('alerts')
      .where({ account, id })
      .update({ ...columns(this.db, f), updated_at: this.db.fn.now() });
    return n ? this.get(account, id) : null;
  }

  /** Deletes the alert (its matches and linked webhooks go with it); returns the webhooks removed. */
  async delete(account: string, id: number): Promise<{ deleted: boolean; webhooks: number[] }> {
    return this.db.transaction(async (trx) => {
      const hooks = (await trx('webhooks').where({ alert_id: id, account }).pluck('id')) as number[];
      const n = await trx('alerts').where({ account, id }).delete();
      return { deleted: n > 0, webhooks: n > 0 ? hooks : [] };
    });
  }

  /**
   * Records the matches of one application version to every alert it meets and has not met before
   * (unique (alert_id, application_id): once per pair, whatever the retries). Runs inside the caller's
   * transaction so the outbox rows of the new matches commit with them. Archive records never match.
   * Alerts watch what arrives (spec 4.5 "when an application arrives"): an application first stored
   * after the alert was created matches on any version that meets it (new, or a later change that
   * brings it into the alert); an older one matches only when a change made after the alert's
   * creation newly brings it into the alert's categories (its previous version was outside them).
   */
  async recordMatches(trx: Knex.Transaction, applicationId: number, version: number): Promise<NewMatch[]> {
    const res = await trx.raw<{ rows: NewMatch[] }>(
      `WITH a AS (
         SELECT id, council_id, nation, location, categories, created_at,
                coalesce(owner_company_numbers, '{}') AS owners,
                coalesce(owner_group_numbers, '{}') AS groups
         FROM applications WHERE id = ? AND source = 'live'),
       cand AS (
         SELECT al.id, al.categories FROM alerts al, a WHERE al.type = 'council' AND al.council_id = a.council_id
         UNION ALL
         SELECT al.id, al.categories FROM alerts al, a WHERE al.type = 'national' AND (al.nation IS NULL OR al.nation = a.nation)
         UNION ALL
         SELECT al.id, al.categories FROM alerts al, a
           WHERE al.type = 'radius' AND a.location IS NOT NULL AND ST_DWithin(al.center, a.location, al.radius_m)
         UNION ALL
         SELECT al.id, al.categories FROM alerts al, a
           WHERE al.type = 'owner' AND ((al.owner_scope = 'company' AND al.owner_company = ANY (a.owners))
                                    OR (al.owner_scope = 'group' AND ${OWNER_SET} && a.groups))),
       ins AS (
         INSERT INTO alert_matches (alert_id, application_id, version)
         SELECT cand.id, a.id, ? FROM cand JOIN alerts al ON al.id = cand.id, a
         WHERE (cand.categories IS NULL OR cand.categories && a.categories)
           AND (a.created_at >= al.created_at
                OR (al.categories IS NOT NULL AND EXISTS (
                      SELECT 1 FROM application_versions v
                      JOIN application_versions prev ON prev.application_id = v.application_id
                                                    AND prev.version = v.version - 1
                      WHERE v.application_id = a.id AND v.version = ? AND v.observed_at >= al.created_at
                        AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text(
                                          coalesce(prev.snapshot -> 'categories', '[]'::jsonb)) c
                                        WHERE c = ANY (al.categories)))))
         ON CONFLICT (alert_id, application_id) DO NOTHING
         RETURNING id, alert_id, application_id)
       SELECT ins.id AS match_id, ins.alert_id, ins.application_id, al.account
       FROM ins JOIN alerts al ON al.id = ins.alert_id ORDER BY ins.alert_id`,
      [applicationId, version, version],
    );
    return res.rows;
  }

  /**
   * Applications matching the alert (GET /alerts/{id}/matches): those meeting its criteria that
   * arrived in the service in the last `days` days, plus those matched by the worker in that window
   * (an older application that newly met the alert). Newest first, keyset on (created_at, id).
   */
  async matchingApplicationIds(
    alert: AlertRow,
    days: number,
    limit: number,
    after: { created_at: string; id: number } | null,
  ): Promise<{ id: number; created_at: string }[]> {
    const db = this.db;
    // created_at as text keeps its microseconds, so the keyset cursor compares exactly.
    const q = db('applications as a')
      .select('a.id', db.raw('a.created_at::text AS created_at'))
      .where('a.source', 'live')
      .where((w) => {
        w.where('a.created_at', '>=', db.raw(`now() - make_interval(days => ?)`, [days])).orWhereExists(
          db('alert_matches as m')
            .whereRaw('m.application_id = a.id')
            .where('m.alert_id', alert.id)
            .where('m.matched_at', '>=', db.raw(`now() - make_interval(days => ?)`, [days])),
        );
      });
    if (alert.type === 'council') q.where('a.council_id', alert.council_id);
    else if (alert.type === 'national') {
      if (alert.nation) q.where('a.nation', alert.nation);
    } else if (alert.type === 'radius')
      q.whereRaw(
        'a.location IS NOT NULL AND ST_DWithin(a.location, ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography, ?)',
        [alert.lng, alert.lat, alert.radius_m],
      );
    else if (alert.owner_scope === 'group')
      q.whereRaw('a.owner_group_numbers && ?::text[]', [alert.owner_members ?? [alert.owner_company!]]);
    else q.whereRaw('? = ANY (coalesce(a.owner_company_numbers, ?::text[]))', [alert.owner_company, '{}']);
    if (alert.categories) q.whereRaw('a.categories && ?::text[]', [alert.categories]);
    if (after) q.whereRaw('(a.created_at, a.id) < (?::timestamptz, ?)', [after.created_at, after.id]);
    return (await q
      .orderBy([
        { column: 'a.created_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ])
      .limit(limit)) as { id: number; created_at: string }[];
  }

  /** Owner alerts of scope=group: their ids and companies, to refresh owner_members. */
  async groupOwnerAlerts(): Promise<{ id: number; owner_company: string; owner_members: string[] | null }[]> {
    return (await this.db('alerts')
      .where({ type: 'owner', owner_scope: 'group' })
      .orderBy('id')
      .select('id', 'owner_company', 'owner_members')) as {
      id: number;
      owner_company: string;
      owner_members: string[] | null;
    }[];
  }

  async setOwnerMembers(id: number, members: string[]): Promise<void> {
    await this.db('alerts').where({ id }).update({ owner_members: members });
  }

  /**
   * Owner matches the after-store matching could not see (spec 4.5): an application that arrived
   * after the alert whose owners were joined, or whose group grew, later (a re-join after a new
   * land-registry release, the nightly group refresh). Records each missing (alert, application)
   * pair at the application's newest version, as recordMatches would have; in the caller's
   * transaction, so the outbox rows of the new matches commit with them.
   */
  async catchUpOwnerMatches(trx: Knex.Transaction): Promise<NewMatch[]> {
    const res = await trx.raw<{ rows: NewMatch[] }>(
      `WITH cand AS (
         SELECT al.id AS alert_id, a.id AS application_id
         FROM alerts al JOIN applications a
           ON a.owner_company_numbers @> ARRAY[al.owner_company] AND a.source = 'live'
         WHERE al.type = 'owner' AND al.owner_scope = 'company' AND ${OWNER_ARRIVED}
         UNION
         SELECT al.id, a.id
         FROM alerts al JOIN applications a ON a.owner_group_numbers && ${OWNER_SET} AND a.source = 'live'
         WHERE al.type = 'owner' AND al.owner_scope = 'group' AND ${OWNER_ARRIVED}),
       ins AS (
         INSERT INTO alert_matches (alert_id, application_id, version)
         SELECT c.alert_id, c.application_id,
                (SELECT max(v.version) FROM application_versions v WHERE v.application_id = c.application_id)
         FROM cand c
         WHERE NOT EXISTS (SELECT 1 FROM alert_matches m
                           WHERE m.alert_id = c.alert_id AND m.application_id = c.application_id)
         ORDER BY c.application_id, c.alert_id
         ON CONFLICT (alert_id, application_id) DO NOTHING
         RETURNING id, alert_id, application_id)
       SELECT ins.id AS match_id, ins.alert_id, ins.application_id, al.account
       FROM ins JOIN alerts al ON al.id = ins.alert_id ORDER BY ins.application_id, ins.alert_id`,
    );
    return res.rows;
  }

  /**
   * Matches not yet e-mailed, of alerts sent `frequency` (spec 4.5 "e-mails the account"): those after
   * the newest match the alert's last digest carried (`emailed_through_match_id`, migration 106: kept
   * on the alert, so purging old e-mails never sends their matches again), oldest first, with what
   * the e-mail shows. Only alerts whose account still holds an active key: alerts belong to the
   * account of the key's e-mail, and an account whose keys are all revoked is e-mailed nothing (its
   * matches wait, and go in its next e-mail if it gets a key again; docs/alerts.md).
   */
  async undigestedMatches(frequency: string): Promise<DigestMatch[]> {
    const res = await this.db.raw<{ rows: DigestMatch[] }>(
      `SELECT al.id AS alert_id, al.account, al.type AS alert_type, al.name AS alert_name, m.id AS match_id,
              a.public_id, a.reference, c.name AS council, a.address, a.description
       FROM alerts al
       JOIN alert_matches m ON m.alert_id = al.id
         AND m.id > coalesce(al.emailed_through_match_id, 0)
       JOIN applications a ON a.id = m.application_id
       JOIN councils c ON c.id = a.council_id
       WHERE al.frequency = ?
         AND EXISTS (SELECT 1 FROM api_keys k WHERE k.email = al.account AND k.revoked_at IS NULL)
       ORDER BY al.id, m.id`,
      [frequency],
    );
    return res.rows.map((r) => ({ ...r, match_id: Number(r.match_id) }));
  }

  /** Queues one digest and moves its alert's watermark past the matches it carries, together. */
  async queueEmail(e: Omit<QueuedEmail, 'id' | 'status'>): Promise<number> {
    return this.db.transaction(async (trx) => {
      const [{ id }] = (await trx('alert_emails').insert(e).returning('id')) as { id: number }[];
      await trx('alerts')
        .where({ id: e.alert_id })
        .update({
          emailed_through_match_id: trx.raw('greatest(coalesce(emailed_through_match_id, 0), ?)', [
            e.through_match_id,
          ]),
        });
      return Number(id);
    });
  }

  /** The e-mails queued for the mailer (oldest first), of one account or all. */
  async queuedEmails(account?: string): Promise<QueuedEmail[]> {
    const q = this.db('alert_emails').where({ status: 'queued' });
    if (account) q.where({ account });
    const rows = (await q
      .orderBy('id')
      .select([
        'id',
        'alert_id',
        'account',
        'through_match_id',
        'applications',
        'subject',
        'body',
        'status',
      ])) as QueuedEmail[];
    return rows.map((r) => ({ ...r, id: Number(r.id), through_match_id: Number(r.through_match_id) }));
  }
}
