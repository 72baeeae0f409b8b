// The person-name check of the licensing tests (licensing spec 1: no person, ever), shared by the
// store's test (persons.test.ts: every table and log line) and the API's (api-persons.test.ts: every
// endpoint, CSV and webhook body). Names are matched as whole runs of words: a typographic
// apostrophe and a plain one are the same (a PDF prints the one as the other).
import { withheldForms } from '../../enrich/map/licensing.js';

export const words = (s: string) =>
  (s.replace(/[\u2018\u2019]/g, "'").match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? []).map((w) =>
    w.toLowerCase(),
  );

/** The names (as word sequences) found in a text. */
export function found(text: string, names: Map<string, string[][]>): string[] {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i < w.length; i++)
    for (const n of names.get(w[i]) ?? []) if (n.every((x, j) => w[i + j] === x)) out.push(n.join(' '));
  return out;
}

/**
 * The names to look for: every person as printed and without its titles (withheldForms), of two
 * words or more, leaving out a run of words that is part of a company's name (served by design).
 */
export function nameIndex(
  persons: Iterable<string>,
  companies: Iterable<string>,
): { names: Map<string, string[][]>; count: number } {
  const names = new Map<string, string[][]>();
  let count = 0;
  const companyText = [...companies].map((c) => ` ${words(c).join(' ')} `);
  for (const p of persons)
    for (const form of withheldForms(p)) {
      const w = words(form);
      if (companyText.some((c) => c.includes(` ${w.join(' ')} `))) continue;
      names.set(w[0], [...(names.get(w[0]) ?? []), w]);
      count++;
    }
  return { names, count };
}
