// `plandata parse <file>...`: print the parsed JSON of saved portal pages, detecting the platform
// and the page kind. Reads raw bytes and decodes them as a fetch would (meta charset, else UTF-8),
// so a page saved from an ISO-8859-1 portal prints correctly.
import { readFileSync } from 'node:fs';
import type { Command } from '../command.js';
import { UsageError } from '../../core/errors.js';
import { decodeBody } from '../../scrapers/kit/charset.js';
import { parseIdoxPage } from '../../scrapers/platforms/idox/parse-page.js';
import { detectIdoxPage } from '../../scrapers/platforms/idox/detect.js';

/** Page parsers by platform; each says whether a page is its own before parsing it. */
const PLATFORMS: {
  platform: string;
  owns: (html: string, url: string) => boolean;
  parse: (html: string, url: string) => unknown;
}[] = [
  {
    platform: 'idox',
    owns: (html, url) =>
      /online-applications|IDOX PA START|idoxgroup|id="idox"/i.test(html) ||
      detectIdoxPage(html, url) !== 'unknown',
    parse: parseIdoxPage,
  },
];

const usage = `usage: plandata parse [--url <page-url>] <file>...

Prints one JSON object per file: {file, platform, kind, data}. kind is the page kind
(summary, details, dates, documents, results, related, property, weekly-list, search-form,
no-results, too-many-results, error, permission-denied, blocked, unknown).
--url sets the URL the page was fetched from, so its links resolve to absolute URLs.`;

export const parseCommand: Command = {
  summary: 'print the parsed JSON of saved portal pages (platform and page kind detected)',
  usage,
  async run(args: string[]): Promise<number> {
    let url = '';
    const files: string[] = [];
    for (let i = 0; i < args.length; i++) {
      if (args[i] === '--url') url = args[++i] ?? '';
      else if (args[i].startsWith('--url=')) url = args[i].slice(6);
      else if (args[i].startsWith('-')) throw new UsageError(`unknown option ${args[i]}`);
      else files.push(args[i]);
    }
    if (files.length === 0) throw new UsageError('give at least one file');
    let failed = 0;
    for (const file of files) {
      try {
        const html = decodeBody(readFileSync(file));
        const pageUrl = url || `file://${file}`;
        const p = PLATFORMS.find((x) => x.owns(html, pageUrl));
        const out = p
          ? { file, ...(p.parse(html, pageUrl) as object) }
          : { file, platform: null, kind: 'unknown', data: null };
        console.log(JSON.stringify(out, null, 2));
      } catch (err) {
        failed++;
        console.error(`plandata parse: ${file}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    return failed ? 1 : 0;
  },
};
