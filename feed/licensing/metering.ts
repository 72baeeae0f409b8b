// Record metering of the licensing endpoints (licensing spec 8): each licence or application new to
// the account in a calendar month counts as 2 records of the monthly records allowance; re-reading
// it that month is free. A record is charged as two record keys ('l:<id>' and 'l:<id>:2', internal
// ids), so plandata_meter's all-or-nothing charge and its free re-reads hold for licensing exactly
// as for planning, with no second metering function. Company parties are metered on the contact
// allowance under the first key.
export const LICENSING_RECORD_WEIGHT = 2;

/** The record keys a page of licensing records charges (each record counts as 2). */
export function licensingRecordKeys(ids: readonly number[]): string[] {
  const out: string[] = [];
  for (const id of new Set(ids)) out.push(`l:${id}`, `l:${id}:2`);
  return out;
}

/** The contact key of a licensing record delivering a company party. */
export function licensingContactKey(id: number): string {
  return `l:${id}`;
}
