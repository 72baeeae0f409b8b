import type { Knex } from 'knex';

// The owner record's figures (spec 2.6 owner record), precomputed by the nightly derived refresh
// (planning.derived, `plandata derive`; core/repositories/open-data/owner-figures.repository.ts) so
// GET /v1/owners/{number} does not count a large owner's applications per request (at 10M records
// the largest synthetic owner's counts took 300-620 ms). One row per owner and scope (company: the
// company's own titles and leases; group: a top company's group, as resolveOwner forms it) that held
// at least one application when rebuilt: the counts of `applications`, the totals by interest of
// GET /v1/owners/{number}/applications, the month histogram from 36 months before as_of, the ids
// of the records the record's lists showed (re-read and re-checked per request), the agents.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE owner_figures (
    company_number text NOT NULL,
    scope text NOT NULL CHECK (scope IN ('company', 'group')),
    live integer NOT NULL,
    historical integer NOT NULL,
    leased_live integer NOT NULL,
    leased_historical integer NOT NULL,
    leased_live_direct integer NOT NULL,
    any_live integer NOT NULL,
    any_historical integer NOT NULL,
    refused integer NOT NULL,
    withdrawn integer NOT NULL,
    per_month jsonb NOT NULL,
    lapsing_live bigint[] NOT NULL,
    lapsing_archive bigint[] NOT NULL,
    refusals_live bigint[] NOT NULL,
    refusals_archive bigint[] NOT NULL,
    appeals_live bigint[] NOT NULL,
    agents jsonb NOT NULL,
    as_of date NOT NULL,
    PRIMARY KEY (company_number, scope))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS owner_figures');
}
