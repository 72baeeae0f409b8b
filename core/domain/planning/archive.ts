// Live versus historical (spec 1, 2.2): live records are those received in 2026 onward; a record
// received before 2026 is an archive record (h_ id, core fields only, never changing, paid plans).

/** The first received date of a live record. */
export const LIVE_START = '2026-01-01';

/** Whether a record received on `dateReceived` (YYYY-MM-DD) belongs to the archive. Undated: live. */
export function isArchiveDate(dateReceived: string | null | undefined): boolean {
  return !!dateReceived && dateReceived < LIVE_START;
}
