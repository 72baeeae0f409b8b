// The database DATABASE_URL names, created when it does not exist yet: by the commands that set a
// database up (migrate up, demo). The others say in one line that `plandata migrate` creates it.
import { createDatabaseIfMissing } from '../core/db.js';

export async function ensureDatabase(url: string): Promise<void> {
  const created = await createDatabaseIfMissing(url);
  if (created) console.error(`plandata: created database '${created}'`);
}

/** The one line for a command that found the database missing (PostgreSQL's 3D000). */
export function missingDatabaseLine(message: string, cause: unknown): string | null {
  if ((cause as { code?: string } | null)?.code !== '3D000') return null;
  return `${message.replace(/ \(3D000\)$/, '')}: the database does not exist; \`plandata migrate\` creates it and its tables`;
}
