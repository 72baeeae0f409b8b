// Licensing spec 2.1 `in_force`: a licence granted or current on the register as last read, and
// not from a published file more than 12 months old. Evaluated when a record is stored and again
// wherever it is served (a file goes stale without being read again).
import {
  IN_FORCE_STATUSES,
  PUBLISHED_FILE_STALE_MONTHS,
  type LicensingStatus,
  type Presence,
  type SourceKind,
} from '../../../core/domain/licensing/vocabulary.js';

/** The day `months` calendar months before `iso` (clamped to the month's end). */
export function monthsBefore(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 - months;
  const d = Number(iso.slice(8, 10));
  const first = new Date(Date.UTC(y, m, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)))
    .toISOString()
    .slice(0, 10);
}

export interface InForceInput {
  record_type: 'licence' | 'application';
  status: LicensingStatus;
  presence: Presence;
  source_kind: SourceKind;
  /** When the published file was published (its own date, else when its content was first seen). */
  source_published: string | null;
  /** UK date of the evaluation. */
  today: string;
}

export function inForce(i: InForceInput): boolean {
  if (i.record_type !== 'licence') return false;
  if (!IN_FORCE_STATUSES.includes(i.status) || i.presence !== 'present') return false;
  if (i.source_kind === 'published_file' && i.source_published)
    return i.source_published >= monthsBefore(i.today, PUBLISHED_FILE_STALE_MONTHS);
  return true;
}
