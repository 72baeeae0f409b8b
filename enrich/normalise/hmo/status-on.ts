// licence_status for a day (spec 2.9, 3.2): computed, never stored. A licence past its expiry is
// `expired` whatever the register says; a decision that ended it (revoked, refused, withdrawn,
// surrendered, superseded) stands. The SQL twin of this rule is the store's licence_status
// expression (core/repositories/hmo/licences.repository.ts); a test holds them to each other.
import { HMO_FINAL_STATUSES, type HmoStatus } from '../../../core/domain/hmo/vocabulary.js';

export function hmoStatusOn(status: HmoStatus, expiry: string | null, day: string): HmoStatus {
  if (HMO_FINAL_STATUSES.includes(status)) return status;
  if (expiry && expiry < day) return 'expired';
  return status;
}
