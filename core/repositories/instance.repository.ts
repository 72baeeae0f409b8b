// The database's instance token (migration 017; core/keyspace.ts).
import type { Knex } from 'knex';

export class InstanceRepository {
  constructor(private readonly db: Knex) {}

  async token(): Promise<string | null> {
    const row = (await this.db('plandata_instance').first('id')) as { id: string } | undefined;
    return row?.id ?? null;
  }
}
