// What a register layout says of every record it publishes, where the rows do not say it themselves:
// Adur's file lists premises licences under the Licensing Act 2003 with no type column; a list of
// licences with no status column is a list of licences in force, so their status is `current`,
// inferred (spec 2.1 confidence.status), never the council's word. Keyed by the layout's name
// (scrapers/registers/register-file/layouts.ts, or a page parser's layout).
import type {
  LicenceType,
  LicensingStatus,
  Regime,
  Subtype,
} from '../../../core/domain/licensing/vocabulary.js';

export interface LayoutHint {
  /** The status of every record of a register that prints none (inferred). */
  status?: LicensingStatus;
  type?: LicenceType;
  subtype?: Subtype;
  regime?: Regime;
}

export const LAYOUT_HINTS: Readonly<Record<string, LayoutHint>> = {
  'adur-premises-licences': { status: 'current', type: 'premises', regime: 'LA2003' },
  'worthing-premises-licences': { status: 'current', type: 'premises', regime: 'LA2003' },
};

export function layoutHint(layout: string): LayoutHint {
  return LAYOUT_HINTS[layout] ?? {};
}
