// robots.txt (RFC 9309): the group for our product token, else the `*` group; the longest
// matching Allow/Disallow rule wins, Allow on a tie; `*` and `$` patterns. A robots.txt that is
// missing (4xx) allows everything; one that cannot be read (5xx, network) is retried later, not
// guessed (RFC 9309 2.3.1.4 says treat it as a full disallow, so we fetch nothing meanwhile).
import { LayoutChangedError } from '../kit/errors.js';

interface Rule {
  allow: boolean;
  pattern: string;
  re: RegExp;
}

export interface RobotsRules {
  rules: Rule[];
  crawlDelaySeconds: number | null;
}

/** A council's robots.txt forbids the path: nothing to do but stop and flag the council. */
export class RobotsDisallowedError extends LayoutChangedError {}

function toRegExp(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/** The rules that apply to `agent` (a product token such as "plandata"). */
export function parseRobots(text: string, agent: string): RobotsRules {
  const token = agent.toLowerCase();
  type Group = { agents: string[]; rules: Rule[]; delay: number | null };
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const key = m[1].toLowerCase();
    const value = m[2].trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [], delay: null };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (key === 'allow' || key === 'disallow') {
      // An empty Disallow allows everything: no rule.
      if (value === '') continue;
      current.rules.push({ allow: key === 'allow', pattern: value, re: toRegExp(value) });
    } else if (key === 'crawl-delay') {
      const n = Number(value);
      if (Number.isFinite(n) && n >= 0) current.delay = n;
    }
  }
  const mine = groups.filter((g) => g.agents.some((a) => a !== '*' && token.startsWith(a)));
  const chosen = mine.length ? mine : groups.filter((g) => g.agents.includes('*'));
  return {
    rules: chosen.flatMap((g) => g.rules),
    crawlDelaySeconds: chosen.map((g) => g.delay).find((d) => d !== null) ?? null,
  };
}

export function isAllowed(rules: RobotsRules, pathAndQuery: string): boolean {
  let best: Rule | null = null;
  for (const r of rules.rules) {
    if (!r.re.test(pathAndQuery)) continue;
    if (
      !best ||
      r.pattern.length > best.pattern.length ||
      (r.pattern.length === best.pattern.length && r.allow && !best.allow)
    ) {
      best = r;
    }
  }
  return best ? best.allow : true;
}

export const ALLOW_ALL: RobotsRules = { rules: [], crawlDelaySeconds: null };
