// The per-application joins (issue 7) as one ordered list, and the one runner: it reads the
// application, runs every join in order and stores what they wrote in one statement. Each join reads
// the national tables loaded by enrich/loaders; addresses compare through match.ts. A new join is one
// module implementing Join (join.ts) and one entry here, after the joins whose findings it reads.
import type { Knex } from '../../core/db.js';
import {
  EnrichmentRepository,
  type ApplicationToJoin,
} from '../../core/repositories/planning/enrichment.repository.js';
import { normalisePostcode } from './address.js';
import { boundaries } from './boundaries.js';
import { epc } from './epc.js';
import { freeholdOwner } from './freehold-owner.js';
import { geocode } from './geocode.js';
import { nothingFound, type Join, type JoinContext, type JoinInput, type JoinOutput } from './join.js';
import { leaseholders } from './leaseholders.js';
import { outline } from './outline.js';
import { pricePaid } from './price-paid.js';
import { buildingOf, parseAddress } from './match.js';

export const joins: readonly Join[] = [
  geocode, // the point (UPRN, council, postcode centroid) and the postcode directory's row
  boundaries, // parish and ward by the point
  epc,
  pricePaid, // the latest sale, read by outline
  freeholdOwner, // the postcode's titles and the freehold title, read by leaseholders
  leaseholders,
  outline, // by the point, its source and the latest sale
];

function joinInput(row: ApplicationToJoin): JoinInput {
  const parsed = parseAddress(row.address);
  return {
    ...row,
    postcodeNorm: normalisePostcode(row.postcode) ?? normalisePostcode(row.address),
    parsed,
    building: buildingOf(parsed),
    digits: parsed?.number ? /^\d+/.exec(parsed.number)![0] : null,
  };
}

/** Runs every join for one application and stores the results. Returns the columns it wrote. */
export async function enrichApplication(db: Knex, id: number): Promise<JoinOutput> {
  const repo = new EnrichmentRepository(db);
  const row = await repo.application(id);
  if (!row) return {};
  const app = joinInput(row);
  const ctx: JoinContext = { db, found: nothingFound() };
  const out: JoinOutput = {};
  for (const join of joins) await join.run(app, ctx, out);
  await repo.saveJoins(id, out);
  return out;
}
