import type { Knex } from 'knex';
import { hashApiKey, newApiKey } from '../ids.js';
import type { CustomAllowances, PlanName } from '../plans.js';

export interface ApiKeyRow {
  id: number;
  key_prefix: string;
  email: string;
  plan: PlanName;
  contact_addon: boolean;
  label: string | null;
  legacy_allowances: { requests?: number; export_rows?: number } | null;
  issued_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const columns = [
  'id',
  'key_prefix',
  'email',
  'plan',
  'contact_addon',
  'label',
  'legacy_allowances',
  'issued_at',
  'revoked_at',
  'last_used_at',
];

/** The columns an account is built from (core/accounts.ts). */
export interface KeyAccountRow {
  id: number;
  key_hash: string;
  email: string;
  plan: string;
  contact_addon: boolean;
  legacy_allowances: CustomAllowances | null;
  issued_at: Date;
}

const accountColumns = ['id', 'key_hash', 'email', 'plan', 'contact_addon', 'legacy_allowances', 'issued_at'];

export interface CreateKeyInput {
  email: string;
  plan: PlanName;
  contactAddon?: boolean;
  label?: string | null;
  issuedAt?: Date;
  legacyAllowances?: { requests?: number; export_rows?: number } | null;
}

export class KeysRepository {
  constructor(private readonly db: Knex) {}

  /** Creates a key and returns it in plain text: the only time it exists outside the client. */
  async create(input: CreateKeyInput): Promise<{ key: string; row: ApiKeyRow }> {
    const { key, hash, prefix } = newApiKey();
    const [row] = await this.db('api_keys')
      .insert({
        key_hash: hash,
        key_prefix: prefix,
        email: input.email.trim().toLowerCase(),
        plan: input.plan,
        contact_addon: input.contactAddon ?? false,
        label: input.label ?? null,
        legacy_allowances: input.legacyAllowances ? JSON.stringify(input.legacyAllowances) : null,
        issued_at: input.issuedAt ?? new Date(),
      })
      .returning(columns);
    return { key, row: row as ApiKeyRow };
  }

  /**
   * Finds an active key by its plain text. The look-up is by hash (an index probe on a one-way
   * digest), so no plain key is ever compared or stored.
   */
  async findActive(key: string): Promise<ApiKeyRow | null> {
    const row = await this.db('api_keys')
      .where({ key_hash: hashApiKey(key) })
      .whereNull('revoked_at')
      .first(columns);
    return (row as ApiKeyRow | undefined) ?? null;
  }

  /** The active key with this SHA-256 digest (the request path's one look-up: an index probe). */
  async activeByDigest(digest: string): Promise<KeyAccountRow | null> {
    const row = await this.db('api_keys')
      .where({ key_hash: digest })
      .whereNull('revoked_at')
      .first(accountColumns);
    return (row as KeyAccountRow | undefined) ?? null;
  }

  /** A key by id, revoked or not. */
  async accountRowById(id: number): Promise<KeyAccountRow | null> {
    const row = await this.db('api_keys').where({ id }).first(accountColumns);
    return (row as KeyAccountRow | undefined) ?? null;
  }

  async list(filter: { email?: string } = {}): Promise<ApiKeyRow[]> {
    const q = this.db('api_keys').select(columns).orderBy('id');
    if (filter.email) q.where({ email: filter.email.trim().toLowerCase() });
    return (await q) as ApiKeyRow[];
  }

  /** Revokes by id or key prefix; returns how many keys were revoked. */
  async revoke(idOrPrefix: string): Promise<number> {
    const q = this.db('api_keys').whereNull('revoked_at');
    if (/^\d+$/.test(idOrPrefix)) q.where({ id: Number(idOrPrefix) });
    else q.where({ key_prefix: idOrPrefix });
    return q.update({ revoked_at: this.db.fn.now() });
  }

  async touch(id: number): Promise<void> {
    await this.db('api_keys').where({ id }).update({ last_used_at: this.db.fn.now() });
  }
}
