// A council's register published as a file at /<slug>/registers/<register>.csv (.pdf for a PDF
// layout), in one of the layouts scrapers/registers/register-file/layouts.ts reads: the HMO
// register in Oxford's layout by default (or Sheffield's 2025), records deterministic from the
// seed, their premises the council's simulated properties; the licensing register as
// sim/registers/licensing.ts publishes it (a register that moves day by day, in the simulator's
// own layout by default, or the LGA schema's, Arun's, a SYNTHETIC PDF table's or Camden's
// applications'). Faults: a changed layout renames the headers (a register whose publisher changed
// its columns), an empty register publishes its header row alone, and the server's block page
// stands in front of it.
import { addDays } from '../../core/calendar.js';
import type { RegisterName } from '../../scrapers/registers/contract.js';
import { hashSeed, prng, type SimCouncilData, type SimRegisterSpec } from '../data.js';
import type { SimRegisterProfile } from '../profile.js';
import { licensingFile, licensingFileName } from './licensing.js';

/** One simulated HMO licence as the register publishes it. */
export interface SimLicence {
  key: string;
  flat: string;
  number: string;
  street: string;
  postcode: string;
  occupants: number;
  /** YYYY-MM-DD */
  issued: string;
  expires: string;
}

const LAYOUTS = ['oxford-hmo-register', 'sheffield-hmo-2025'] as const;
type SimLayout = (typeof LAYOUTS)[number];
/** The licences of a council's register, deterministic from the seed. */
export function simLicences(
  seed: number,
  council: SimCouncilData,
  spec: SimRegisterSpec,
  startDate: string,
  day = 0,
): SimLicence[] {
  const r = prng(hashSeed(seed, council.spec.slug, 'register'));
  const props = [...council.properties.values()];
  const out: SimLicence[] = [];
  // Day 0 publishes `records` licences. Each later day one licence is added (issued that day), and
  // about changeRate of the licences are off the register that day (a different set each day, so
  // a licence missing one day is back the next).
  const added = Math.max(0, day);
  const every = Math.max(2, Math.round(1 / (spec.changeRate ?? 0.05)));
  for (let i = 0; i < spec.records + added; i++) {
    if (day > 0 && i < spec.records && (i * 7 + day) % every === 0) {
      // Drawn anyway, so every licence keeps its values whichever day it is published.
      r();
      r();
      continue;
    }
    const p = props[i % props.length];
    // "Flat 3, 12 High Street Brighton BN1 2AB" -> flat, number, street and postcode.
    const m = /^(?:(Flat \d+), )?(\d+) (.+?) ([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/.exec(p.address);
    // Two draws per licence (issue date, occupants), so each keeps its values on any day; a licence
    // added after day 0 is issued on the day it is added.
    const drawn = addDays(startDate, -Math.floor(r() * 4 * 365));
    const issued = i < spec.records ? drawn : addDays(startDate, i - spec.records + 1);
    out.push({
      key: `${issued.slice(2, 4)}/${String(10000 + i).padStart(5, '0')}/HMO`,
      flat: m?.[1] ?? '',
      number: m?.[2] ?? '',
      street: m?.[3] ?? p.address,
      postcode: m?.[4] ?? '',
      occupants: 3 + Math.floor(r() * 7),
      issued,
      expires: addDays(issued, 5 * 365),
    });
  }
  return out;
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dMonYy = (iso: string) => `${iso.slice(8, 10)}-${MON[Number(iso.slice(5, 7)) - 1]}-${iso.slice(2, 4)}`;
const csv = (cells: (string | number)[]) =>
  cells.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',');

function render(layout: SimLayout, licences: SimLicence[], changed: boolean): string {
  if (layout === 'sheffield-hmo-2025') {
    const head = changed
      ? ['Flat', 'Number', 'Street', 'Post Code', 'Occupants', 'Issued', 'Expires', 'Ref']
      : [
          '',
          'Full Address',
          '',
          'Postcode',
          'Permitted Occupants',
          'Licence issue date',
          'Licence expiry date',
          'Licence number',
        ];
    const rows = licences.map((l) =>
      csv([l.flat, l.number, l.street, l.postcode, l.occupants, dMonYy(l.issued), dMonYy(l.expires), l.key]),
    );
    return [csv(head), ...rows].join('\r\n') + '\r\n';
  }
  const head = changed
    ? ['Case Ref', 'Property', 'Occupants', 'Units', 'From', 'To']
    : [
        'Case Number',
        'Location',
        'Total Number Occupants',
        'Total Number Units',
        'Licence Commenced',
        'Licence Expires',
      ];
  const rows = licences.map((l) =>
    csv([
      l.key,
      [l.flat, `${l.number} ${l.street}`, l.postcode].filter(Boolean).join(' '),
      l.occupants,
      '',
      dmy(l.issued),
      dmy(l.expires),
    ]),
  );
  return [csv(head), ...rows].join('\r\n') + '\r\n';
}

export function registerFileProfile(seed: number): SimRegisterProfile {
  return {
    name: 'register-file',
    registers: ['hmo', 'licensing'],
    owns: (path) =>
      path[0] === 'registers' && /^[a-z]+\.(?:csv|pdf)$/.test(path[1] ?? '') && path.length === 2,
    async handle(r) {
      const register = r.path[1].replace(/\.(?:csv|pdf)$/, '') as RegisterName;
      const spec = r.council.spec.registers?.[register];
      if (!spec || spec.adapter !== 'register-file' || r.path[1] !== fileName(register, spec))
        return r.send(404, '<html><body>Not Found</body></html>');
      if (r.faults.registerGone) return r.send(404, '<html><body>Not Found</body></html>');
      const changed = !!r.faults.changedLayout;
      if (register === 'licensing') {
        const file = licensingFile(seed, r.council, spec, r.startDate, r.day, {
          empty: r.faults.emptyRegister,
          changed,
        });
        return r.sendBytes(200, file.body, { 'content-type': file.contentType });
      }
      if (register !== 'hmo')
        throw new Error(`the simulator publishes HMO and licensing register files only, not ${register}`);
      const layout = (spec.layout ?? 'oxford-hmo-register') as SimLayout;
      if (!LAYOUTS.includes(layout)) throw new Error(`the simulator cannot publish layout ${layout}`);
      const licences = r.faults.emptyRegister ? [] : simLicences(seed, r.council, spec, r.startDate, r.day);
      r.send(200, render(layout, licences, changed), {
        'content-type': 'text/csv;charset=UTF-8',
      });
    },
    configFor: (councilBase, register, spec) => ({
      register,
      adapter: 'register-file',
      url: `${councilBase}/registers/${fileName(register, spec)}`,
      options: spec.layout ? { layout: spec.layout } : undefined,
    }),
  };
}

/** The file a register is published as: the licensing register's as licensing.ts says, else .csv. */
function fileName(register: RegisterName, spec: SimRegisterSpec): string {
  return register === 'licensing' ? licensingFileName(spec) : `${register}.csv`;
}
