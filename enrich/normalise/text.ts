// Shared text helpers: one lower-cased, whitespace-collapsed form of council wording, computed once per
// record and handed to every rule module so that classify() does not repeat the work.

/** Lower case, typographic quotes and dashes made plain, whitespace collapsed. '' for null. */
// Most council wording needs none of the replacements: test once, replace only when needed.
const TYPOGRAPHIC = /[\u2018\u2019\u02bc\u2013\u2014\u00b2]/;
const UNTIDY_SPACE = /\s\s|[^\S ]/;

export function plain(text: string | null | undefined): string {
  if (!text) return '';
  let t = text.toLowerCase();
  if (TYPOGRAPHIC.test(t))
    t = t
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/\u00b2/g, '2');
  if (UNTIDY_SPACE.test(t)) t = t.replace(/\s+/g, ' ');
  return t.trim();
}

const SMALL_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** "12", "1,250", "twelve", "a", "twenty-four" as a number; NaN where it is not one. */
export function numberWord(token: string): number {
  const t = token.replace(/,/g, '');
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  const parts = t.split(/[- ]/);
  let total = 0;
  for (const p of parts) {
    const v = SMALL_NUMBERS[p];
    if (v === undefined) return NaN;
    total += v;
  }
  return total;
}

/** Alternation of the number words numberWord() understands, for building regexes. */
export const NUMBER_WORDS =
  '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine)\\b)?|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|ten|one|two|three|four|five|six|seven|eight|nine';
