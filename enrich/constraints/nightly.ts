// The nightly constraint check (spec 2.2 constraints): every record with a point and no check yet
// (new, or moved since: the geocoding join clears the check) gets its entries; [] when none apply.
import type { Knex } from '../../core/db.js';
import { EnrichmentRepository } from '../../core/repositories/planning/enrichment.repository.js';
import { checkPoint } from './check.js';

export async function runConstraintCheck(db: Knex, batch = 500, maxRecords = 1_000_000): Promise<number> {
  const repo = new EnrichmentRepository(db);
  let done = 0;
  while (done < maxRecords) {
    const rows = await repo.pointsToCheck(batch);
    if (!rows.length) break;
    for (const r of rows) {
      // A postcode centroid is not a precise point: single trees are not read for it (spec 2.3).
      const entries = await checkPoint(db, {
        lat: r.lat,
        lng: r.lng,
        precise: r.location_source !== 'postcode',
      });
      await repo.saveConstraints(r.id, entries);
      done++;
    }
  }
  return done;
}
