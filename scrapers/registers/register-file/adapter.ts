// Published register files (CSV, spreadsheets, PDF tables): a council's register is one file at a
// known URL, read whole on every read. discover yields that file, fetch gets it (a missing file is
// a changed register, not an empty one: the council keeps its records and its health flag goes
// up), parse reads it by the layout its header row names. A national register (the Gambling
// Commission's) is a file like any other whose rows name their local authority.
import type { FetchedPage, ParsedPage } from '../../contract.js';
import { BlockedError, LayoutChangedError, TransientError, type ScraperError } from '../../kit/errors.js';
import type { RegisterAdapter, RegisterContext, RegisterSource } from '../contract.js';
import { REGISTERS } from '../contract.js';
import {
  fileFormat,
  isRegisterFile,
  readRegisterFile,
  readRegisterFileAsync,
  REGISTER_FILE,
  streamRegisterFile,
} from './read.js';
import { FILE_LAYOUTS } from './layouts.js';

function statusError(page: FetchedPage, council: string): ScraperError | null {
  const details = { url: page.finalUrl || page.url, status: page.status, council };
  if (page.status === 200) return null;
  if (page.status === 404 || page.status === 410)
    return new LayoutChangedError(`the register file is no longer published (HTTP ${page.status})`, details);
  if (page.status === 429 || page.status === 403)
    return new BlockedError(`the register file was refused (HTTP ${page.status})`, {
      ...details,
      retryAfterSeconds: Number(page.headers['retry-after']) || null,
    });
  if (page.status >= 500)
    return new TransientError(`the register file answered HTTP ${page.status}`, details);
  return new LayoutChangedError(`the register file answered HTTP ${page.status}`, details);
}

function onePage(pages: FetchedPage[]): FetchedPage {
  if (pages.length !== 1) throw new LayoutChangedError(`a register file is one page, not ${pages.length}`);
  return pages[0];
}

/** The adapter's options (RegisterConfig.options). */
export interface RegisterFileOptions {
  /** YYYY-MM-DD: when the file was published or extracted, where the row knows it. */
  published?: string;
}

const anyRegister = (page: FetchedPage) => ({ council_slug: null, url: page.url, register: null });

export const registerFileAdapter: RegisterAdapter = {
  adapter: REGISTER_FILE,
  registers: REGISTERS,
  async *discover(ctx: RegisterContext): AsyncIterable<RegisterSource> {
    // options.published: the day the file was cut where the register row knows it (a council's
    // extract, a pinned copy), so the published-file rule (licensing spec 2.1) dates it rightly.
    const published = (ctx.register.options as RegisterFileOptions | undefined)?.published;
    yield {
      council_slug: ctx.council.slug,
      register: ctx.register.register,
      url: ctx.register.url,
      kind: 'file',
      title: null,
      published: published ? { date: published, precision: 'day' } : null,
    };
  },
  async fetch(ctx, source) {
    const page = await ctx.client.get(source.url, {
      headers: {
        accept:
          'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/pdf, */*;q=0.5',
      },
    });
    const err = statusError(page, ctx.council.slug);
    if (err) throw err;
    return [page];
  },
  parse(pages, source) {
    return readRegisterFile(onePage(pages), source);
  },
  parsePage(page: FetchedPage): ParsedPage | null {
    // A saved file is this adapter's when its header row is a known layout of any register.
    if (fileFormat(page) === 'pdf' || !isRegisterFile(page)) return null;
    const read = readRegisterFile(page, anyRegister(page));
    return { platform: REGISTER_FILE, kind: read.layout, data: read };
  },
  async parseAsync(pages, source) {
    return readRegisterFileAsync(onePage(pages), source);
  },
  async parseStream(pages, source, group) {
    return streamRegisterFile(onePage(pages), source, FILE_LAYOUTS, group);
  },
  async parsePageAsync(page: FetchedPage): Promise<ParsedPage | null> {
    if (fileFormat(page) !== 'pdf') return this.parsePage!(page);
    try {
      const read = await readRegisterFileAsync(page, anyRegister(page));
      return { platform: REGISTER_FILE, kind: read.layout, data: read };
    } catch {
      return null;
    }
  },
  samples: [
    'registers/hmo/fife',
    'registers/hmo/oxford',
    'registers/hmo/sheffield',
    'registers/licensing/adur',
    'registers/licensing/arun',
    'registers/licensing/camden',
    'registers/licensing/gambling-commission',
    'registers/licensing/worthing',
    // Every B&NES file but NightCapp's closing times, which are no register (layouts-licensing.ts).
    ...[
      'banes_animal_boarding_licences.csv',
      'banes_gambling_premises_licences.csv',
      'banes_house_to_house_collection_licences.csv',
      'banes_petroleum_licences.csv',
      'banes_premises_licences_2014-09-17.csv',
      'banes_tables_and_chairs_licences_header_only.csv',
      'banes_zoo_licences.csv',
    ].map((f) => `registers/licensing/bath-and-north-east-somerset/${f}`),
  ],
  layouts: FILE_LAYOUTS.map((l) => ({ name: l.name, register: l.register, national: !!l.authority })),
  formats: ['csv', 'xlsx', 'pdf'],
};
