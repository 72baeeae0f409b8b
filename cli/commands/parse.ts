// `plandata parse <file>...`: print the parsed JSON of saved portal pages and register files,
// detecting which adapter reads them: each register adapter, then each registered platform
// adapter, is asked in turn (parsePage answers null for what is not its own). Reads raw bytes and decodes
// them as a fetch would (header or meta charset, else UTF-8), so a page saved from an ISO-8859-1
// portal prints correctly. No database, no network.
import { readFileSync } from 'node:fs';
import type { Command } from '../command.js';
import { UsageError } from '../../core/errors.js';
import type { FetchedPage, ParsedPage } from '../../scrapers/contract.js';
import { decodeBody } from '../../scrapers/kit/charset.js';
import { adapters } from '../../scrapers/platforms/index.js';
import { registerAdapters } from '../../scrapers/registers/index.js';

type PageReader = (page: FetchedPage) => ParsedPage | null | Promise<ParsedPage | null>;

/**
 * Every adapter's single-page reader: register adapters first, as the narrower claim (a register
 * file's known header row; an Idox licensing page's links to the licensing module, which the
 * planning platform's reader would take for an application's tabs), then the portal platforms. A
 * register adapter's reader of every format (PDF too) where it has one.
 */
const readers: PageReader[] = [
  ...Object.values(registerAdapters).flatMap((a): PageReader[] =>
    a.parsePageAsync ? [a.parsePageAsync.bind(a)] : a.parsePage ? [a.parsePage.bind(a)] : [],
  ),
  ...Object.values(adapters).flatMap((a): PageReader[] => (a.parsePage ? [a.parsePage.bind(a)] : [])),
];

const usage = `usage: plandata parse [--url <page-url>] <file>...

Prints one JSON object per file: {file, platform, kind, data}. platform is the portal platform
(${Object.keys(adapters).join(', ')}) or register adapter (${Object.keys(registerAdapters).join(', ')}) that reads it,
null when none does. kind is the page kind (an Idox page: summary, details, dates, documents,
results, related, property, weekly-list, search-form, no-results, too-many-results, error,
permission-denied, blocked; an Idox licensing page: summary, details, dates, results,
search-form, results-text; a DEF Planning Register page: gate, display, results, no-results,
search-form, error; a Northgate page: search-form, results, no-results, details, dates,
documents, error; a Civica page: landing, search, no-results, documents, search-form, results,
details, gate, error; an OcellaWeb page: search-form, results, no-results, details, documents,
gate, error) or the register file's layout (CSV, XLSX or PDF); unknown when no adapter
reads it.
--url sets the URL the page was fetched from, so its links resolve to absolute URLs.`;

export const parseCommand: Command = {
  usage,
  async run(args: string[]): Promise<number> {
    let url = '';
    const files: string[] = [];
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '--') files.push(...args.slice(i + 1));
      else if (a === '--url' || a.startsWith('--url=')) {
        url = a === '--url' ? (args[++i] ?? '') : a.slice(6);
        if (!url || url.startsWith('-'))
          throw new UsageError('--url needs a value: the URL the pages came from');
        if (!URL.canParse(url)) throw new UsageError(`--url is not an absolute URL (got '${url}')`);
      } else if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
      else files.push(a);
      if (a === '--') break;
    }
    if (files.length === 0) throw new UsageError('give at least one file');
    let failed = 0;
    for (const file of files) {
      try {
        const body = readFileSync(file);
        const pageUrl = url || `file://${file}`;
        const page: FetchedPage = {
          url: pageUrl,
          finalUrl: pageUrl,
          status: 200,
          headers: {},
          body,
          text: decodeBody(body),
          fetchedAt: new Date().toISOString(),
        };
        let parsed: ParsedPage | null = null;
        for (const read of readers) if ((parsed = await read(page))) break;
        const out = parsed ? { file, ...parsed } : { file, platform: null, kind: 'unknown', data: null };
        console.log(JSON.stringify(out, null, 2));
      } catch (err) {
        failed++;
        console.error(`plandata parse: ${file}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    return failed ? 1 : 0;
  },
};
