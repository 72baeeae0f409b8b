// What an HMO register's layout says of every record it publishes, where its rows do not say it:
// Oxford's and Sheffield's files are lists of licences granted and print no status (their records
// are licensed, read from the layout, never the council's word), and some sources are less than the
// council's own register whole (coverage `grey`, spec 2.9). Keyed by the layout's name
// (scrapers/registers/register-file/layouts.ts, or a page parser's layout); a test checks every key
// here names a layout, so a renamed layout cannot silently lose its hint.
import type { HmoCoverage, HmoStatus } from '../../../core/domain/hmo/vocabulary.js';

export interface HmoLayoutHint {
  /** The status of every record of a register that prints none. */
  status?: HmoStatus;
  coverage?: HmoCoverage;
}

export const HMO_LAYOUT_HINTS: Readonly<Record<string, HmoLayoutHint>> = {
  // Oxford's simplified register and Sheffield's "HMO licences issued": licences granted.
  'oxford-hmo-register': { status: 'licensed' },
  'sheffield-hmo-2024': { status: 'licensed' },
  'sheffield-hmo-2025': { status: 'licensed' },
  // Oxford's temporary exemption notices: houses exempted, not licensed.
  'oxford-hmo-temporary-exemptions': { status: 'exempt' },
  // A researcher's conversion of Fife's PDF register (its reference column lost): a copy.
  'fife-hmo-register-by-year': { coverage: 'grey' },
  // A licensing module's results list saved as text: the licences a search listed, not the register.
  'idox-licensing-results-text': { coverage: 'grey' },
};

export function hmoLayoutHint(layout: string): HmoLayoutHint {
  return HMO_LAYOUT_HINTS[layout] ?? {};
}
