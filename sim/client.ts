// A plain PageClient for the simulator's own tests, the benchmark and `sim/main.ts` demos: one
// cookie jar per instance, no politeness (the simulator is local). Production code uses the
// polite client in scrapers/http.
import type { FetchedPage, PageClient, RequestOptions } from '../scrapers/contract.js';
import { decodeBody } from '../scrapers/kit/charset.js';

export class SimpleClient implements PageClient {
  private readonly jar = new Map<string, string>();

  async get(url: string, opts?: RequestOptions): Promise<FetchedPage> {
    return this.send(url, { method: 'GET' }, opts);
  }

  async post(
    url: string,
    form: Record<string, string> | [string, string][],
    opts?: RequestOptions,
  ): Promise<FetchedPage> {
    const body = new URLSearchParams(Array.isArray(form) ? form : Object.entries(form)).toString();
    return this.send(
      url,
      { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      opts,
    );
  }

  async postJson(url: string, body: unknown, opts?: RequestOptions): Promise<FetchedPage> {
    return this.send(
      url,
      {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json; charset=UTF-8' },
      },
      opts,
    );
  }

  private async send(url: string, init: RequestInit, opts?: RequestOptions): Promise<FetchedPage> {
    // Redirects are followed here, not by fetch, so the cookies a redirect sets are kept (a DEF
    // register's disclaimer sets its session as it redirects to the page asked for).
    let current = url;
    let req = init;
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = {
        ...(req.headers as Record<string, string>),
        ...opts?.headers,
      };
      if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      if (opts?.referer) headers.referer = opts.referer;
      const res = await fetch(current, {
        ...req,
        headers,
        redirect: 'manual',
        signal: opts?.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined,
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair.indexOf('=');
        if (i > 0) this.jar.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
      }
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location && hop < 10) {
        await res.arrayBuffer();
        current = new URL(location, current).toString();
        // 303, and 301/302 after a POST, become GET as browsers do.
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && req.method === 'POST'))
          req = { method: 'GET' };
        continue;
      }
      const body = Buffer.from(await res.arrayBuffer());
      const h: Record<string, string> = {};
      res.headers.forEach((v, k) => (h[k] = v));
      return {
        url,
        finalUrl: current,
        status: res.status,
        headers: h,
        body,
        text: decodeBody(body, h['content-type']),
        fetchedAt: new Date().toISOString(),
      };
    }
  }
}
