// A register's rows share one set of field names (a file's header): what a normaliser works out from
// the names (which published header is which label) is made once per set, not once per record.

/**
 * A cached `build` of a record's field names: one plan per set of names (in order), the previous
 * record's set compared in place so a row of the same file builds no string.
 */
export function fieldPlans<P>(
  build: (names: string[]) => P,
): (fields: Readonly<Record<string, unknown>>) => P {
  const plans = new Map<string, P>();
  let last: { names: string[]; plan: P } | null = null;
  return (fields) => {
    if (last) {
      let i = 0;
      let same = true;
      for (const k in fields)
        if (last.names[i++] !== k) {
          same = false;
          break;
        }
      if (same && i === last.names.length) return last.plan;
    }
    let signature = '';
    for (const k in fields) signature += `${k}\u0001`;
    let plan = plans.get(signature);
    const names = Object.keys(fields);
    if (plan === undefined) {
      plan = build(names);
      if (plans.size > 1000) plans.clear();
      plans.set(signature, plan);
    }
    last = { names, plan };
    return plan;
  };
}

/** Field names grouped by their key (`keyOf`), each group in the record's order. */
export function namesByKey(names: readonly string[], keyOf: (name: string) => string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const n of names) {
    const key = keyOf(n);
    const list = out.get(key);
    if (list) list.push(n);
    else out.set(key, [n]);
  }
  return out;
}
