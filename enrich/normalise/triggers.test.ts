// The trigger lists are a speed device: a category or procedure rule whose triggers are all absent is
// not run. These tests check the lists are complete (every description a rule's regex accepts holds one
// of its triggers) on the labelled sets and on every description in the fixture registers, and that
// TriggerSet.scan marks exactly the rules whose triggers occur.
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { CATEGORY_RULES } from './categories.data.js';
import { DESCRIPTION_RULES } from './procedure.js';
import { TriggerSet } from './triggers.js';
import { plain } from './text.js';
import { DESCRIPTION_TUNING } from '../../test/cases/descriptions.tuning.js';
import { DESCRIPTION_HELDOUT } from '../../test/cases/descriptions.heldout.js';
import { describeWithFixtures, readFixtureText } from '../../test/helpers/fixtures.js';

interface Rule {
  name: string;
  re: RegExp;
  triggers: readonly string[];
}

const RULES: Rule[] = [
  ...CATEGORY_RULES.filter((c) => c.match).map((c) => ({
    name: `category ${c.slug}`,
    re: new RegExp(c.match!),
    triggers: c.triggers ?? [],
  })),
  ...DESCRIPTION_RULES.map((r) => ({
    name: `procedure ${r.procedure} ${r.re.source.slice(0, 30)}`,
    re: r.re,
    triggers: r.triggers ?? [],
  })),
];

/** Rules whose regex accepts d although none of their triggers is in it. */
function missed(d: string): string[] {
  return RULES.filter((r) => r.re.test(d) && !r.triggers.some((t) => d.includes(t))).map(
    (r) => `${r.name}: "${d.slice(0, 100)}"`,
  );
}

describe('trigger lists', () => {
  it('every category with a match rule and every description procedure rule lists triggers', () => {
    for (const r of RULES) expect(r.triggers.length, r.name).toBeGreaterThan(0);
  });
  it('cover every labelled description', () => {
    const misses = [...DESCRIPTION_TUNING, ...DESCRIPTION_HELDOUT].flatMap((c) =>
      missed(plain(c.description)),
    );
    expect(misses).toEqual([]);
  });
  it('cover wording written to hit one alternative of each rule', () => {
    const texts = [
      'hip to gable roof extension',
      'installation of 5g monopole',
      'erection of 2 x b8 units',
      'use of land as a touring caravan site',
      'variation to condition 2',
      'removal and variation of conditions',
      'deed of variation to s106 agreement',
      'whether an environmental statement is required',
      'request for pre-application advice',
      'is lawful',
      'part 1, class a',
      'seeking to satisfy condition 3',
      'fell t1 oak',
      'overhead line',
    ];
    expect(texts.flatMap(missed)).toEqual([]);
  });
});

describe('TriggerSet.scan', () => {
  const set = new TriggerSet([['ab', 'abc'], ['bcd'], null, ['zz'], ['é1']]);
  const naive = (d: string) => [
    ['ab', 'abc'].some((t) => d.includes(t)),
    d.includes('bcd'),
    true,
    d.includes('zz'),
    d.includes('é1'),
  ];
  it.each(['abcd', 'xabcdz', 'zz', 'z', '', 'a', 'bc', 'xxé1', 'ab', 'bcd', 'aabbccdd'])(
    'marks exactly the rules whose triggers occur: %s',
    (d) => {
      const g = set.scan(d);
      expect([0, 1, 2, 3, 4].map((i) => set.candidate(i, g))).toEqual(naive(d));
    },
  );
});

describeWithFixtures('trigger lists on the fixture registers', () => {
  const csv = (rel: string) =>
    parse(readFixtureText(rel), {
      columns: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  it('cover every description in PlanIt and the Isle of Man registers', () => {
    const texts = [
      ...csv(
        'registers/planning-applications/planit-multi-lpa/planit_places_of_worship_applications_163_lpas.csv',
      ).map((r) => r.description),
      ...csv('registers/planning-applications/isle-of-man/iom_delegated_decisions_2023.csv').map(
        (r) => r.Proposal,
      ),
      ...csv('registers/planning-applications/isle-of-man/iom_planning_decisions_2023.csv').map(
        (r) => r.PROPOSAL,
      ),
      ...csv('registers/planning-applications/isle-of-man/iom_planning_applications_received_weekly.csv').map(
        (r) => r.Details,
      ),
      ...csv('registers/appeals/isle-of-man/iom_planning_appeals_2011-2023.csv').map((r) => r.Proposal),
    ];
    expect(texts.length).toBeGreaterThan(5000);
    expect(texts.flatMap((t) => missed(plain(t)))).toEqual([]);
  });
});
