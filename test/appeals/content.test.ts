// A case's stored content (the appeals store's literal): the normalised fields but those kept apart,
// in the normaliser's order, then council, contact and link. The content hash is of its JSON, so a
// field out of order would make every stored case look changed on the next load. SYNTHETIC record.
import { describe, expect, it } from 'vitest';
import { normaliseAppeal } from '../../enrich/normalise/appeals/index.js';
import { appealContent } from '../../workers/services/registers/appeals-store.js';

describe('appeal content', () => {
  it('keeps the normalised fields in their order, then council_id, contact, link_inspectorate', () => {
    const n = normaliseAppeal({
      key: 'APP/X1234/W/25/3300001',
      fields: { 'Type of Casework': 'Planning Appeal', Decision: 'Allowed', 'Site Green Belt': 'No' },
      roles: { applicant: 'A Person' },
      address: '1 High Street | Oxford | OX1 2AB',
      postcode: null,
      dates: { decided: { date: '2026-01-02', precision: 'day' } },
      authority: 'Oxford',
      source: { kind: 'file', layout: 'pins-casework-database', url: 'https://x.example/c.csv' },
    });
    const apart = new Set(['case_number', 'appellant', 'agent', 'link', 'against_conditions']);
    const content = appealContent(n, 7);
    expect(Object.keys(content)).toEqual([
      ...Object.keys(n).filter((k) => !apart.has(k)),
      'council_id',
      'contact',
      'link_inspectorate',
    ]);
    expect(content).toMatchObject({ council_id: 7, contact: { appellant: 'A Person', agent: null } });
    expect(content.link_inspectorate).toBe(n.link);
  });
});
