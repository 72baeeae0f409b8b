// The conditions a description names (spec 2.5 ledger), read off the real Idox summary pages in
// ../shared/fixtures: Brighton & Hove's discharges of conditions and Lambeth's, with the wordings
// the simulator's families use beside them.
import { expect, it } from 'vitest';
import { describeWithFixtures } from '../../test/helpers/fixtures.js';
import { fixturePage } from '../../test/helpers/portal-pages.js';
import { adapterFor } from '../../scrapers/platforms/index.js';
import { conditionsCited } from './conditions.js';

const description = (rel: string) => adapterFor('idox').parse([fixturePage(rel)], { slug: 'x' }).description;

describeWithFixtures('conditionsCited on real descriptions', () => {
  it('Brighton & Hove: one condition, and a list of three', () => {
    expect(
      conditionsCited(
        description('idox/brighton-and-hove/brighton_idox_15_details_PC5XTADMJ8U00.html'),
        'discharge',
      ),
    ).toEqual({
      kind: 'discharge',
      conditions: [{ number: '9', label: null }],
    });
    expect(
      conditionsCited(
        description('idox/brighton-and-hove/brighton_idox_26_details_P96ASYDMKD800.html'),
        'discharge',
      ),
    ).toEqual({
      kind: 'discharge',
      conditions: [
        { number: '8', label: null },
        { number: '9', label: null },
        { number: '10', label: null },
      ],
    });
  });

  it("Lambeth: the condition's wording in brackets is its label", () => {
    expect(
      conditionsCited(description('idox/lambeth/lambeth_idox_details_14-05450-DET.html'), 'discharge'),
    ).toEqual({
      kind: 'discharge',
      conditions: [{ number: '3', label: 'samples and a schedule of materials' }],
    });
  });

  it('descriptions naming no condition give null', () => {
    expect(
      conditionsCited(
        description('idox/brighton-and-hove/brighton_idox_10_details_PD54YGDMLEV00.html'),
        'full',
      ),
    ).toBeNull();
  });
});

it('variations, lists with labels, and the wordings of the simulated families', () => {
  expect(
    conditionsCited(
      'Variation of condition 2 (approved plans) of application BH2024/10070 (Section 73).',
      'amendment',
    ),
  ).toEqual({ kind: 'variation', conditions: [{ number: '2', label: 'approved plans' }] });
  expect(conditionsCited('Removal of condition 4 of 19/01234/FUL', null)?.kind).toBe('variation');
  expect(
    conditionsCited(
      'Details of conditions 5 (materials), 7 (hard and soft landscaping) and 9 (drainage) of BH2020/00001',
      'discharge',
    ),
  ).toEqual({
    kind: 'discharge',
    conditions: [
      { number: '5', label: 'materials' },
      { number: '7', label: 'hard and soft landscaping' },
      { number: '9', label: 'drainage' },
    ],
  });
  expect(
    conditionsCited(
      'Application for Approval of Details Reserved by Conditions 3 & 14 of application BH2025/10071.',
      'discharge',
    )?.conditions.map((c) => c.number),
  ).toEqual(['3', '14']);
  expect(conditionsCited(null, null)).toBeNull();
});
