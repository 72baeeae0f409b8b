// Published register files (CSV): a council's register is one file at a known URL, read whole on
// every read. discover yields that file, fetch gets it (a missing file is a changed register, not
// an empty one: the council keeps its records and its health flag goes up), parse reads it by the
// layout its header row names.
import type { FetchedPage, ParsedPage } from '../../contract.js';
import { BlockedError, LayoutChangedError, TransientError, type ScraperError } from '../../kit/errors.js';
import type { RegisterAdapter, RegisterContext, RegisterSource } from '../contract.js';
import { REGISTERS } from '../contract.js';
import { layoutOf, readRegisterFile, REGISTER_FILE } from './read.js';
import { parse } from 'csv-parse/sync';

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

export const registerFileAdapter: RegisterAdapter = {
  adapter: REGISTER_FILE,
  registers: REGISTERS,
  async *discover(ctx: RegisterContext): AsyncIterable<RegisterSource> {
    yield {
      council_slug: ctx.council.slug,
      register: ctx.register.register,
      url: ctx.register.url,
      kind: 'file',
      title: null,
      published: null,
    };
  },
  async fetch(ctx, source) {
    const page = await ctx.client.get(source.url, { headers: { accept: 'text/csv, */*;q=0.5' } });
    const err = statusError(page, ctx.council.slug);
    if (err) throw err;
    return [page];
  },
  parse(pages, source) {
    if (pages.length !== 1) throw new LayoutChangedError(`a register file is one page, not ${pages.length}`);
    return readRegisterFile(pages[0], source);
  },
  parsePage(page: FetchedPage): ParsedPage | null {
    // A saved file is this adapter's when its header row is a known layout of any register.
    let header: string[] | undefined;
    try {
      const rows = parse(page.text.replace(/^\uFEFF/, ''), {
        relax_column_count: true,
        relax_quotes: true,
        to_line: 20,
      }) as string[][];
      header = rows.find((r) => r.some((c) => c.trim() !== ''));
    } catch {
      return null;
    }
    if (!header || !layoutOf(header)) return null;
    const read = readRegisterFile(page, { council_slug: null, url: page.url, register: null });
    return { platform: REGISTER_FILE, kind: read.layout, data: read };
  },
  samples: ['registers/hmo/oxford', 'registers/hmo/sheffield'],
};
