// Trigger sets: which of a list of rules can possibly match a text, found in one pass.
//
// Each rule lists lower-case trigger substrings, at least one of which is present in any text its regex
// accepts. scan() finds every trigger at every position (tables keyed by the first three characters, or
// two for two-character triggers, each hit confirmed by startsWith), so a rule whose triggers are all absent cannot match and its regex need not
// run. Results are exactly those of running every regex, provided the trigger lists are complete;
// normalise tests check them (triggers.test.ts) and classify() is compared on whole registers.

// Keys fold character codes (collisions only cost a startsWith): two characters in 16 bits, three in 15.
const key2 = (a: number, b: number): number => ((a & 0xff) << 8) | (b & 0xff);
const key3 = (a: number, b: number, c: number): number => ((a & 31) << 10) | ((b & 31) << 5) | (c & 31);

/** Triggers grouped by key: the triggers of key k are at trigger[start[k] .. start[k + 1]). */
interface Buckets {
  start: Int32Array;
  trigger: Int32Array;
}

function buckets(keys: number[], size: number): Buckets {
  const start = new Int32Array(size + 1);
  const trigger = new Int32Array(keys.filter((k) => k >= 0).length);
  for (const k of keys) if (k >= 0) start[k + 1]++;
  for (let k = 0; k < size; k++) start[k + 1] += start[k];
  const fill = start.slice(0, size);
  keys.forEach((k, ti) => {
    if (k >= 0) trigger[fill[k]++] = ti;
  });
  return { start, trigger };
}

export class TriggerSet {
  private readonly text: string[] = [];
  private readonly rules: number[][] = [];
  // Typed arrays, no holes to look through on the hot path.
  private readonly two: Buckets;
  private readonly three: Buckets;
  // Candidate marks reused across calls: rule i is a candidate when marks[i] equals the generation
  // scan() returned, so nothing is cleared or allocated per text.
  private readonly marks: Uint32Array;
  private readonly always: Uint8Array;
  private generation = 0;

  /** lists[i]: rule i's triggers; null or empty means rule i is always a candidate. */
  constructor(lists: ReadonlyArray<readonly string[] | null | undefined>) {
    this.marks = new Uint32Array(lists.length);
    this.always = new Uint8Array(lists.length);
    const byText = new Map<string, number>();
    lists.forEach((list, rule) => {
      if (!list || list.length === 0) {
        this.always[rule] = 1;
        return;
      }
      for (const t of list) {
        if (t.length < 2 || t !== t.toLowerCase())
          throw new Error(`trigger "${t}" must be lower case, 2+ chars`);
        let ti = byText.get(t);
        if (ti === undefined) {
          ti = this.text.length;
          byText.set(t, ti);
          this.text.push(t);
          this.rules.push([]);
        }
        if (!this.rules[ti].includes(rule)) this.rules[ti].push(rule);
      }
    });
    const t = this.text;
    this.two = buckets(
      t.map((x) => (x.length === 2 ? key2(x.charCodeAt(0), x.charCodeAt(1)) : -1)),
      65536,
    );
    this.three = buckets(
      t.map((x) => (x.length > 2 ? key3(x.charCodeAt(0), x.charCodeAt(1), x.charCodeAt(2)) : -1)),
      32768,
    );
  }

  /** Marks the rules whose triggers occur in `d`; pass the result to candidate(). */
  scan(d: string): number {
    this.generation = this.generation === 0xffffffff ? 1 : this.generation + 1;
    if (this.generation === 1) this.marks.fill(0);
    const g = this.generation;
    const { marks, text, rules } = this;
    const s2 = this.two.start;
    const t2 = this.two.trigger;
    const s3 = this.three.start;
    const t3 = this.three.trigger;
    const n = d.length;
    let b = d.charCodeAt(0);
    let c = n > 1 ? d.charCodeAt(1) : 0;
    for (let i = 0; i < n - 1; i++) {
      const a = b;
      b = c;
      c = i + 2 < n ? d.charCodeAt(i + 2) : 0;
      let k = key2(a, b);
      for (let j = s2[k], end = s2[k + 1]; j < end; j++) {
        const rs = rules[t2[j]];
        if (d.startsWith(text[t2[j]], i)) for (let r = 0; r < rs.length; r++) marks[rs[r]] = g;
      }
      if (c === 0) continue;
      k = key3(a, b, c);
      for (let j = s3[k], end = s3[k + 1]; j < end; j++) {
        const rs = rules[t3[j]];
        if (d.startsWith(text[t3[j]], i)) for (let r = 0; r < rs.length; r++) marks[rs[r]] = g;
      }
    }
    return g;
  }

  /** Whether rule i can match the text of the scan that returned g. */
  candidate(i: number, g: number): boolean {
    return this.marks[i] === g || this.always[i] === 1;
  }
}
