// What a register layout says of every record it publishes, where the rows do not say it themselves:
// Adur's file lists premises licences under the Licensing Act 2003 with no type column; a list of
// licences with no status column is a list of licences in force, so their status is `current`,
// inferred (spec 2.1 confidence.status), never the council's word. Keyed by the layout's name
// (scrapers/registers/register-file/layouts-licensing.ts, or a page parser's layout); a test checks
// every key here names a layout there, so a renamed layout cannot silently lose its hint.
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
  // Both derived from the councils' lists of premises licences in force (psychty/alc_licences):
  // no status column, no type column on Adur's.
  'adur-premises-activities-derived': { status: 'current', type: 'premises', regime: 'LA2003' },
  'worthing-premises-licences-derived': { status: 'current', type: 'premises', regime: 'LA2003' },
  // The Gambling Commission's register of premises licences lists the licences held now and prints
  // no status; its type and law the layout gives (`given`).
  'gambling-commission-premises-register': { status: 'current' },
};

export function layoutHint(layout: string): LayoutHint {
  return LAYOUT_HINTS[layout] ?? {};
}
