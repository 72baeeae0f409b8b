import type { Knex } from 'knex';

// Live means received in 2026 onward (spec 1, 2.2): records received before 2026 that an earlier
// store step wrote as live records become archive records (h_ ids, core fields only; their version
// rows, documents and alert matches go with the live row). From this migration on the store step
// writes such records to the archive itself (migration 060).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`WITH moved AS (
      DELETE FROM applications WHERE date_received < DATE '2026-01-01'
      RETURNING *)
    INSERT INTO archive_applications (public_id, council_id, reference, reference_norm, nation, address,
      postcode, postcode_norm, postcode_district, ward, uprn, description, application_type, stage,
      procedure, planning_route, dwelling_count, date_received, date_validated, date_decided,
      date_received_precision, date_decided_precision, location, freehold_owner, owner_company_numbers,
      owner_group_numbers, links, content_hash)
    SELECT 'h_' || substr(md5(random()::text || m.id::text), 1, 14), m.council_id, m.reference,
      m.reference_norm, m.nation, m.address, m.postcode, m.postcode_norm, m.postcode_district, m.ward,
      m.uprn, m.description, m.application_type, m.stage, m.procedure,
      coalesce(m.application_type, m.planning_route), m.dwelling_count, m.date_received,
      m.date_validated, m.date_decided, m.date_received_precision, m.date_decided_precision, m.location,
      m.freehold_owner, m.owner_company_numbers, m.owner_group_numbers,
      jsonb_build_object('service', NULL, 'council', m.links->'council', 'associated', NULL), NULL
    FROM moved m
    ON CONFLICT (council_id, reference) DO NOTHING`);
}

// Archive records are not moved back: which of them were once live is not recorded.
export async function down(): Promise<void> {}
