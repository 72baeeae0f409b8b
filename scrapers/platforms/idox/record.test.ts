// The adapter's parse step on real pages: a record from a summary, and the right error class for
// the pages Idox serves with 200 instead of an application.
import { expect, it } from 'vitest';
import { describeWithFixtures } from '../../../test/helpers/fixtures.js';
import {
  BlockedError,
  LayoutChangedError,
  NotFoundError,
  TransientError,
  errorForStatus,
} from '../../kit/errors.js';
import { idoxAdapter } from './adapter.js';
import { fixturePage } from '../../../test/helpers/portal-pages.js';

describeWithFixtures('idoxAdapter.parse on real pages', () => {
  it('builds the record of Brighton & Hove BH2018/01785 from its summary', () => {
    const r = idoxAdapter.parse([fixturePage('idox/brighton-and-hove/summary-BH2018-01785.html')], {
      slug: 'brighton-and-hove',
    });
    expect(r).toMatchObject({
      platform: 'idox',
      council_slug: 'brighton-and-hove',
      reference: 'BH2018/01785',
      keyval: 'P9UU67DMLEQ00',
      address: '12 Montpelier Road Brighton BN1 2LQ',
      description:
        'Change of use from guest house (C1) to 1 no. two bedroom flat & 1 no. three bedroom flat (C3).',
      status: 'Decided',
      decision: 'Approved',
      appeal_status: 'Unknown',
      appeal_decision: 'Not Available',
      application_type: null,
      documents: null,
      documents_count: 19,
      related: [],
      property: null,
      comments: { objections: null, supporting: null, received: 2, consulted: null },
      extra: {},
      fetched_at: '2018-10-01T13:06:44.000Z',
    });
    expect(r.dates.received).toEqual({ date: '2018-06-05', precision: 'day' });
    expect(r.dates.validated).toEqual({ date: '2018-06-07', precision: 'day' });
    expect(r.dates.decision_issued).toEqual({ date: '2018-09-28', precision: 'day' });
    expect(r.dates.decided).toBeNull();
    expect(r.urls.summary).toBe(
      'https://planningapps.brighton-hove.gov.uk/online-applications/applicationDetails.do?activeTab=summary&keyVal=P9UU67DMLEQ00',
    );
  });

  it('Lambeth: no decision yet, documents held elsewhere, comments counted', () => {
    const r = idoxAdapter.parse([fixturePage('idox/lambeth/lambeth_idox_details_14-05450-DET.html')], {
      slug: 'lambeth',
    });
    expect(r.reference).toBe('14/05450/DET');
    expect(r.status).toBe('Pending Consideration');
    expect(r.decision).toBeNull();
    expect(r.documents_count).toBeNull();
    expect(r.comments?.received).toBe(2);
  });

  it('Reigate permission denied page is a back-off, not an empty record', () => {
    const page = fixturePage('idox/reigate-and-banstead/error-permission-denied.html');
    let err: unknown;
    try {
      idoxAdapter.parse([page], { slug: 'reigate-and-banstead' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(BlockedError);
    expect((err as BlockedError).action).toBe('back-off');
    expect((err as BlockedError).pageKind).toBe('permission-denied');
  });

  it('a search form is not a record: the layout moved', () => {
    const page = fixturePage('idox/brighton-and-hove/search-by-reference-no-results.html');
    expect(() => idoxAdapter.parse([page], { slug: 'brighton-and-hove' })).toThrow(LayoutChangedError);
  });
});

it('HTTP statuses map to the four actions', () => {
  expect(errorForStatus(404, 'u')).toBeInstanceOf(NotFoundError);
  expect(errorForStatus(404, 'u')?.action).toBe('skip');
  const throttled = errorForStatus(429, 'u', { 'retry-after': '120' });
  expect(throttled).toBeInstanceOf(BlockedError);
  expect((throttled as BlockedError).retryAfterSeconds).toBe(120);
  expect(errorForStatus(503, 'u')).toBeInstanceOf(TransientError);
  expect(errorForStatus(503, 'u')?.action).toBe('retry');
  expect(errorForStatus(400, 'u')?.action).toBe('fail-council');
  expect(errorForStatus(200, 'u')).toBeNull();
});
