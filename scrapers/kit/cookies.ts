// A portal session's cookies (Idox ties a search and its result pages to JSESSIONID; DEF's
// disclaimer gate and Northgate's ASP.NET session do the same), kept per host.

/** A session's cookies, per host. Path and expiry are honoured only as far as a portal session needs. */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();

  store(host: string, setCookie: string[]): void {
    let jar = this.byHost.get(host);
    if (!jar) this.byHost.set(host, (jar = new Map()));
    for (const line of setCookie) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k, v = ''] = a.split('=');
        const key = k.trim().toLowerCase();
        if (key === 'max-age') return Number(v) <= 0;
        if (key === 'expires') return Date.parse(v) < Date.now();
        return false;
      });
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  header(host: string): string | null {
    const jar = this.byHost.get(host);
    if (!jar || jar.size === 0) return null;
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** robots.txt per origin, read once per process per `ttlMs` through the polite path itself. */
