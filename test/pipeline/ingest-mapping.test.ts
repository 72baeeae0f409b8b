// The store step's mapping of a parsed real page to the application row (spec 2.2).
import { expect, it } from 'vitest';
import { describeWithFixtures } from '../helpers/fixtures.js';
import { idoxAdapter } from '../../scrapers/platforms/idox/adapter.js';
import { fixturePage } from '../helpers/portal-pages.js';
import { ingest } from '../../enrich/map/planning.js';

describeWithFixtures('ingest mapping on real Idox pages', () => {
  it("Lambeth 14/05450/DET: Idox's 'Not Available' appeal cells are no appeal, and the raw record stays verbatim", () => {
    const raw = idoxAdapter.parse([fixturePage('idox/lambeth/lambeth_idox_details_14-05450-DET.html')], {
      slug: 'lambeth',
    });
    expect(raw.appeal_status).toBe('Not Available');
    const out = ingest(raw, { id: 1, slug: 'lambeth', nation: 'england' });
    expect(out.content.appeal).toBeNull();
    expect(out.content.status).toBe('Pending Consideration');
    expect(out.content.stage).toBe('pending');
    expect(out.content.postcode).toBe('SE1 8SB');
    expect(out.content.postcode_district).toBe('SE1');
    expect(out.raw.appeal_status).toBe('Not Available');
  });

  it("Brighton BH2018/02518: 'Unknown' appeal status is no appeal; the decision is kept", () => {
    const raw = idoxAdapter.parse([fixturePage('idox/brighton-and-hove/summary-BH2018-02518.html')], {
      slug: 'brighton-and-hove',
    });
    expect(raw.appeal_status).toBe('Unknown');
    const out = ingest(raw, { id: 1, slug: 'brighton-and-hove', nation: 'england' });
    expect(out.content.appeal).toBeNull();
    expect(out.content.reference).toBe('BH2018/02518');
    expect(out.content.decision).not.toBeNull();
  });
});
