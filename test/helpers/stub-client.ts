// Test support for adapters: a PageClient that answers every request with one page (a portal's
// error page served with 200, a firewall's page), and the error a promise rejects with.
import type { FetchedPage, PageClient } from '../../scrapers/contract.js';

/** A client answering every GET and POST with `text` (status `status`) at the URL asked for. */
export function answeringClient(text: string, status = 200): PageClient {
  const page = (url: string): FetchedPage => ({
    url,
    finalUrl: url,
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: Buffer.from(text),
    text,
    fetchedAt: new Date().toISOString(),
  });
  return { get: async (url) => page(url), post: async (url) => page(url) };
}

/** The error a promise rejects with, or null when it resolves. */
export async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
    return null;
  } catch (err) {
    return err;
  }
}
