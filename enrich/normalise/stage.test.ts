import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stageFrom, signalOf } from './stage.js';
import { STAGE_TUNING } from '../../test/cases/stage.tuning.js';
import { STAGE_HELDOUT } from '../../test/cases/stage.heldout.js';
import { IOM_APPEAL_OUTCOME, IOM_ORIGINAL_DECISION } from '../../test/cases/iom-appeals.heldout.js';
import { describeWithFixtures, readFixtureText } from '../../test/helpers/fixtures.js';

const d = (decision: string, extra: Record<string, string> = {}) => stageFrom({ decision, ...extra });

// One block per row of the spec 3.1 table, each phrase of the row with real council wording.
describe('spec 3.1 stage table', () => {
  it('pending: not yet decided, blank or awaiting status', () => {
    expect(stageFrom({})).toBe('pending');
    expect(stageFrom({ status: '' })).toBe('pending');
    expect(stageFrom({ status: 'Pending Consideration' })).toBe('pending');
    expect(stageFrom({ status: 'Awaiting decision' })).toBe('pending');
    expect(stageFrom({ status: 'Registered' })).toBe('pending');
    expect(d('Minded to Grant (subj to S106 agreement)')).toBe('pending');
  });
  it('approved: granted, allowed on appeal, not required, conditions discharged, LDC issued, TPO not made, no objection', () => {
    expect(d('Grant Permission')).toBe('approved');
    expect(d('Permitted')).toBe('approved');
    expect(d('Refused', { appeal_decision: 'Appeal Allowed' })).toBe('approved');
    expect(d('Refused', { appeal_decision: 'Approved at Appeal' })).toBe('approved');
    expect(d('Prior Approval Not Required')).toBe('approved');
    expect(d('Planning Permission Not Required')).toBe('approved');
    expect(d('Consent Not Required')).toBe('approved');
    expect(d('Conditions Discharged')).toBe('approved');
    expect(d('Lawful Development Certificate Issued')).toBe('approved');
    expect(d('Certificate of Lawfulness AGREED')).toBe('approved');
    expect(d('TPO not made')).toBe('approved');
    expect(d('No Objection')).toBe('approved');
    expect(d('No Comment')).toBe('approved');
    expect(d('Raise No Objection')).toBe('approved');
  });
  it('refused: refused, dismissed, certificate not issued, conditions not discharged, permission required, TPO made', () => {
    expect(d('Refuse Planning Permission')).toBe('refused');
    expect(d('Approve', { appeal_decision: 'Appeal Dismissed' })).toBe('refused');
    expect(d('Certificate not issued')).toBe('refused');
    expect(d('Certificate of Lawfulness DECLINED')).toBe('refused');
    expect(d('Conditions Not Discharged')).toBe('refused');
    expect(d('Planning Permission Required')).toBe('refused');
    expect(d('TPO Made')).toBe('refused');
  });
  it('refused: an appeal lodged against a refusal stays refused until decided', () => {
    expect(stageFrom({ status: 'Appeal lodged', decision: 'Refused' })).toBe('refused');
    expect(
      stageFrom({ status: 'Appeal in progress', decision: 'Refused', appeal_status: 'Appeal lodged' }),
    ).toBe('refused');
    expect(stageFrom({ decision: 'Refused - Appeal Lodged' })).toBe('refused');
  });
  it('withdrawn: withdrawn or not proceeded with', () => {
    expect(stageFrom({ status: 'Withdrawn' })).toBe('withdrawn');
    expect(d('Application Withdrawn')).toBe('withdrawn');
    expect(d('Not Proceeded With')).toBe('withdrawn');
    expect(d('WDN')).toBe('withdrawn');
  });
  it('decided: split, conditions in part, declined to determine, prior approval required, EIA opinions, outcome unpublished', () => {
    expect(d('Split Decision')).toBe('decided');
    expect(d('Part Granted/Part Refused')).toBe('decided');
    expect(d('Conditions Discharged in Part')).toBe('decided');
    expect(d('Declined to Determine')).toBe('decided');
    expect(d('Prior Approval Required')).toBe('decided');
    expect(d('Screening Opinion - EIA not required')).toBe('decided');
    expect(d('Scoping Opinion Issued')).toBe('decided');
    expect(stageFrom({ status: 'Decided' })).toBe('decided');
    expect(stageFrom({ status: 'Decision Issued', decision_date: '01/10/2018' })).toBe('decided');
    expect(stageFrom({ decision_date: '2018-10-01' })).toBe('decided');
  });
  it('other: invalid, returned, another authority, non-determination appeal, a notice taking no decision', () => {
    expect(d('Invalid')).toBe('other');
    expect(d('Application Returned')).toBe('other');
    expect(stageFrom({ status: 'Not ours' })).toBe('other');
    expect(d('Decided by another authority')).toBe('other');
    expect(d('Appeal against non-determination')).toBe('other');
    expect(stageFrom({ status: 'Appeal lodged' })).toBe('other');
    expect(d('Noted')).toBe('other');
  });
  it('prior approval required and then granted or refused follows the outcome', () => {
    expect(d('Prior Approval Required Approved')).toBe('approved');
    expect(d('Prior Approval Required Refused')).toBe('refused');
  });
  it('an appeal withdrawn leaves the original decision', () => {
    expect(d('Refused', { appeal_decision: 'Appeal Withdrawn' })).toBe('refused');
    expect(signalOf('Refused - appeal withdrawn')).toBe('refused');
  });
});

describe('labelled stage sets', () => {
  it('tuning set: at least 300 cases, >= 99% correct', () => {
    expect(STAGE_TUNING.length).toBeGreaterThanOrEqual(300);
    const ok = STAGE_TUNING.filter(
      ([status, decision, appeal, want]) => stageFrom({ status, decision, appeal_decision: appeal }) === want,
    );
    expect(ok.length / STAGE_TUNING.length).toBeGreaterThanOrEqual(0.99);
  });
  it('held-out set: at least 95% correct (figure reported by bench/normalise)', () => {
    const ok = STAGE_HELDOUT.filter(
      ([status, decision, appeal, want]) => stageFrom({ status, decision, appeal_decision: appeal }) === want,
    );
    expect(ok.length / STAGE_HELDOUT.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe('committee stages and negated rulings', () => {
  it('a committee stage with no outcome is pending; an outcome at committee is that outcome', () => {
    expect(stageFrom({ status: 'Reported to Planning Committee' })).toBe('pending');
    expect(stageFrom({ status: 'To be decided by Planning Committee' })).toBe('pending');
    expect(stageFrom({ decision: 'Refused at Committee' })).toBe('refused');
    expect(stageFrom({ decision: 'Approved by Planning Committee' })).toBe('approved');
  });
  it('"not permitted development" is the ruling that permission is required (refused)', () => {
    expect(stageFrom({ decision: 'Not Permitted Development' })).toBe('refused');
    expect(stageFrom({ decision: 'Permitted Development' })).toBe('approved');
  });
});

describe('wording families (issue 5, second pass)', () => {
  it('an outcome for part only is decided (3.1: split or partial, conditions discharged in part)', () => {
    expect(d('Partial Approval')).toBe('decided');
    expect(d('Some conditions discharged')).toBe('decided');
    expect(d('Appeal Allowed in Part')).toBe('decided');
  });
  it('decided by another authority is other, even with "decided" in it', () => {
    expect(d('Determined by County Council')).toBe('other');
    expect(d('Decision by Secretary of State')).toBe('other');
    expect(d('Registered in Error')).toBe('other');
    expect(d('Duplicate application')).toBe('other');
  });
  it('"not yet determined" is pending; cancelled is withdrawn; works may proceed is approved', () => {
    expect(stageFrom({ status: 'Not Yet Determined' })).toBe('pending');
    expect(d('Application Cancelled')).toBe('withdrawn');
    expect(d('Works can proceed')).toBe('approved');
    expect(d('Exempt - dead/dangerous tree')).toBe('approved');
  });
  it('an appeal outcome leads whatever its ground; an appeal against conditions leaves the permission', () => {
    expect(stageFrom({ appeal_decision: 'Allowed (Non-Determination)' })).toBe('approved');
    expect(stageFrom({ appeal_decision: 'Dismissed (Non-Determination)' })).toBe('refused');
    expect(d('Approved', { appeal_decision: 'Appeal against conditions dismissed' })).toBe('approved');
  });
  it('an appeal outcome after its ground; a notice upheld is the appeal dismissed', () => {
    expect(stageFrom({ appeal_decision: 'Non-determination - Allowed' })).toBe('approved');
    expect(d('Refused', { appeal_decision: 'Enforcement notice upheld' })).toBe('refused');
    expect(d('Refused', { appeal_decision: 'Upheld' })).toBe('approved');
    expect(d('Tree works - 6 weeks elapsed')).toBe('approved');
    expect(d('Conditions Discharged (part)')).toBe('decided');
    expect(d('Planning permission needed')).toBe('refused');
  });
  it('back-office decision codes are read only as the whole field', () => {
    expect(d('APP')).toBe('approved');
    expect(d('WD')).toBe('withdrawn');
    expect(d('INV')).toBe('other');
    expect(stageFrom({ status: 'Pre-app advice given' })).toBe('other');
  });
  it('a recommendation is not yet the decision; consultee comments are decided', () => {
    expect(stageFrom({ status: 'Recommended for Approval' })).toBe('pending');
    expect(stageFrom({ status: 'Officer Recommendation - Grant' })).toBe('pending');
    expect(d('Recommendation Returned')).toBe('other');
    expect(d('Representations made')).toBe('decided');
    expect(d('Council Objects')).toBe('refused');
  });
  it('approval required and then an outcome follows the outcome', () => {
    expect(d('Approval Required - Details Refused')).toBe('refused');
    expect(d('Lawful Development Certificate - Refuse')).toBe('refused');
    expect(d('Hedgerow Retention Notice Served')).toBe('refused');
  });
});

describe('spec 3.1 on an aggregator status beside council wording (issue 18, fourth set)', () => {
  const sd = (status: string, decision: string) => stageFrom({ status, decision });
  it('an EIA screening or scoping outcome is decided, even with a "Permitted" status', () => {
    expect(sd('Permitted', 'Screening Opinion - EIA Not Required')).toBe('decided');
    expect(sd('Permitted', 'Environmental Impact Assessment Not Required')).toBe('decided');
    expect(sd('Permitted', 'Environmental Assessment Required')).toBe('decided');
    expect(sd('Permitted', 'Scoping Opinion Adopted')).toBe('decided');
    expect(sd('Permitted', 'Letter replied to')).toBe('decided');
  });
  it('a proposal of application notice accepted is a notice taking no decision: other', () => {
    expect(sd('Permitted', 'PAN Accepted')).toBe('other');
    expect(sd('Permitted', 'Proposal of Application Notice Agreed')).toBe('other');
    expect(sd('', 'Notice Accepted')).toBe('other');
  });
  it('approved by the Secretary of State is decided by another authority: other', () => {
    expect(d('Granted by the Secretary of State')).toBe('other');
    expect(d('Refused', { appeal_decision: 'Appeal allowed by the Secretary of State' })).toBe('approved');
  });
  it('a decision held for a legal agreement is pending; a grant subject to one is approved', () => {
    expect(sd('Permitted', 'Decision Waiting for S106')).toBe('pending');
    expect(d('Grant subject to completion of legal agreement')).toBe('approved');
  });
  it('a "Conditions" status is a permission with conditions unless the decision says otherwise', () => {
    expect(sd('Conditions', '')).toBe('approved');
    expect(sd('Conditions', 'Confirmation of Compliance')).toBe('approved');
    expect(sd('Conditions', 'Partially Discharged')).toBe('decided');
  });
});

describeWithFixtures('Isle of Man appeals register (held out)', () => {
  it('gives the team-labelled stage for every row', () => {
    const rows = parse(readFixtureText('registers/appeals/isle-of-man/iom_planning_appeals_2011-2023.csv'), {
      columns: true,
      skip_empty_lines: true,
    }) as Record<string, string>[];
    expect(rows.length).toBe(1367);
    let ok = 0;
    for (const r of rows) {
      const rule = IOM_APPEAL_OUTCOME[r['Appeal Decision']];
      const want = rule === 'original' ? IOM_ORIGINAL_DECISION[r['Decision']] : rule;
      if (stageFrom({ decision: r['Decision'], appeal_decision: r['Appeal Decision'] }) === want) ok++;
    }
    expect(ok).toBe(1367);
  });
});
