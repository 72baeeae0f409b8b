// Migration 062 (spec 1, 2.2): live rows received before 2026, written by an earlier store step,
// become archive records (h_ ids, core fields, the council link); 2026 records stay live.
import { expect, it } from 'vitest';
import { freshDatabase } from '../helpers/db.js';
import { up } from '../../migrations/062_archive_before_2026.js';

it('moves live rows received before 2026 to the archive, with their core fields', async () => {
  const { db } = await freshDatabase();
  const [c] = await db('councils').insert({ slug: 'mig', name: 'Mig', nation: 'england' }).returning('id');
  const row = (reference: string, date: string) => ({
    public_id: `pa_${reference.replace(/\W/g, '')}`,
    council_id: c.id,
    reference,
    reference_norm: reference,
    nation: 'england',
    address: '1 High Street',
    postcode: 'BN1 1AA',
    postcode_norm: 'BN11AA',
    postcode_district: 'BN1',
    description: 'Approval of details reserved by condition 3 of application 24/00001/OUT',
    application_type: 'Discharge of Conditions',
    status: 'Decided',
    stage: 'approved',
    procedure: 'discharge',
    dwelling_count: null,
    date_received: date,
    date_decided: '2026-02-01',
    date_received_precision: 'day',
    content_hash: reference,
    links: JSON.stringify({
      service: null,
      council: `https://portal.example/${reference}`,
      associated: null,
    }),
    comments: JSON.stringify({ objections: 1 }),
  });
  const [old] = await db('applications').insert(row('25/00009/DET', '2025-11-20')).returning('id');
  await db('applications').insert(row('26/00001/DET', '2026-01-02'));
  await db('application_versions').insert({
    application_id: old.id,
    version: 1,
    content_hash: 'x',
    snapshot: JSON.stringify({}),
  });
  await up(db);
  expect(await db('applications').pluck('reference')).toEqual(['26/00001/DET']);
  const a = await db('archive_applications').where({ reference: '25/00009/DET' }).first();
  expect(a).toMatchObject({
    council_id: c.id,
    stage: 'approved',
    procedure: 'discharge',
    planning_route: 'Discharge of Conditions',
    postcode_district: 'BN1',
    links: { service: null, council: 'https://portal.example/25/00009/DET', associated: null },
    cited_refs: ['24/00001/OUT'],
    reference_core: '25/00009',
  });
  expect(a.public_id).toMatch(/^h_[0-9a-f]{14}$/);
  expect(await db('application_versions').count({ n: '*' }).first()).toEqual({ n: 0 });
});
