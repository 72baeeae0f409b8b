// The constraint check of spec 2.3 for one point: which layers apply, within or near, in the
// order of significance, with the near distances and the single-tree rule.
import type { Knex } from '../../core/db.js';
import {
  hitsAndSourcesAt,
  hitsAt,
  type LayerHit,
  type LayerSource,
  type NearRule,
} from '../../core/repositories/open-data/layers.repository.js';
import { layers, layerByKey, layerRank, MINE_ENTRY_METRES } from './layers.js';

export interface ConstraintEntry {
  layer: string;
  label: string;
  relation: 'within' | 'near';
  metres: number | null;
  name: string | null;
  reference: string | null;
  url: string | null;
  grade: string | null;
  dataset: string | null;
}

export interface CheckPoint {
  lat: number;
  lng: number;
  /** True for a supplied lat/lng, an address or a building-pinned record; false for a postcode centroid. */
  precise: boolean;
}

/** The near rules that apply to a point (trees only for precise points, spec 2.3). */
export function nearRules(precise: boolean): NearRule[] {
  const rules: NearRule[] = [];
  for (const l of layers) {
    if (l.near !== null) rules.push({ layer: l.key, metres: l.near, dataset: null });
    if (l.nearOnlyPrecise && precise)
      rules.push({ layer: l.key, metres: l.nearOnlyPrecise.metres, dataset: l.nearOnlyPrecise.dataset });
  }
  rules.push({ layer: 'coal', metres: MINE_ENTRY_METRES, dataset: 'mine-entry' });
  return rules;
}

export function toEntries(hits: LayerHit[]): ConstraintEntry[] {
  const out: ConstraintEntry[] = [];
  const seen = new Set<string>();
  for (const h of hits) {
    const def = layerByKey.get(h.layer);
    if (!def) continue;
    // Point features are never "within" by containment; a listed building within 30 m is the
    // building itself (spec 2.3).
    const within =
      h.metres === 0 && !h.is_point
        ? true
        : def.withinPointMetres !== undefined && h.is_point && h.metres <= def.withinPointMetres;
    const key = `${h.layer}|${h.reference ?? ''}|${h.name ?? ''}|${h.dataset ?? ''}|${within}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      layer: h.layer,
      label: def.label,
      relation: within ? 'within' : 'near',
      metres: within ? null : Math.round(h.metres),
      name: h.name,
      reference: h.reference,
      url: h.url,
      grade: h.grade,
      dataset: h.dataset,
    });
  }
  // A feature found both within and near is reported once, as within.
  const withinKeys = new Set(
    out.filter((e) => e.relation === 'within').map((e) => `${e.layer}|${e.reference}|${e.name}`),
  );
  const deduped = out.filter(
    (e) => e.relation === 'within' || !withinKeys.has(`${e.layer}|${e.reference}|${e.name}`),
  );
  deduped.sort(
    (a, b) =>
      (layerRank.get(a.layer) ?? 99) - (layerRank.get(b.layer) ?? 99) ||
      (a.relation === b.relation ? 0 : a.relation === 'within' ? -1 : 1) ||
      (a.metres ?? 0) - (b.metres ?? 0) ||
      (a.reference ?? '').localeCompare(b.reference ?? ''),
  );
  return deduped;
}

export async function checkPoint(db: Knex, p: CheckPoint): Promise<ConstraintEntry[]> {
  return toEntries(await hitsAt(db, p.lat, p.lng, nearRules(p.precise)));
}

/** The check and the release of every loaded layer (meta.sources), in one round trip. */
export async function checkPointWithSources(
  db: Knex,
  p: CheckPoint,
): Promise<{ constraints: ConstraintEntry[]; sources: LayerSource[] }> {
  const r = await hitsAndSourcesAt(db, p.lat, p.lng, nearRules(p.precise));
  return { constraints: toEntries(r.hits), sources: r.sources };
}
