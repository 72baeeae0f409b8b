// ONS boundary polygons (spec 2.2 parish, parish_code, ward): the Open Geography Portal GeoJSON of
// parishes (PARyyCD / PARyyNM, or PARNCPyyCD) and wards (WDyyCD / WDyyNM), in WGS84 or British
// National Grid. The scope is the boundary kind; loading a file replaces what it gave before.
import { GEOMETRY_STAGE, readGeoJson, withStagedGeometry, type FeatureIn } from './constraints.js';
import { LoadFormatError, RowError, type LoaderSpec } from './framework.js';

export const BOUNDARY_KINDS = {
  parish: { code: /^PAR(NCP)?\d{2}CD$/i, name: /^PAR(NCP)?\d{2}NM$/i, codeValue: /^[EW]04\d{6}$/ },
  ward: { code: /^WD\d{2}CD$/i, name: /^WD\d{2}NM$/i, codeValue: /^[EWSN]\d{8}$/ },
} as const;
export type BoundaryKind = keyof typeof BOUNDARY_KINDS;

function prop(p: Record<string, unknown>, re: RegExp): string | null {
  for (const [k, v] of Object.entries(p))
    if (re.test(k) && typeof v === 'string' && v.trim()) return v.trim();
  return null;
}

export function boundariesLoader(kind: string): LoaderSpec<FeatureIn> {
  const def = BOUNDARY_KINDS[kind as BoundaryKind];
  if (!def) throw new LoadFormatError(`unknown boundary kind '${kind}' (parish or ward)`);
  return {
    kind: 'boundaries',
    formatByFirstRecord: true,
    stage: [['line', 'integer'], ['code', 'text'], ['name', 'text'], ...GEOMETRY_STAGE],
    read: (file, counter) => readGeoJson(file, counter),
    toRow(f) {
      const code = prop(f.properties, def.code);
      const name = prop(f.properties, def.name);
      if (!code || !name)
        throw new RowError(
          `feature has no ${kind} code and name (${kind === 'parish' ? 'PARyyCD, PARyyNM' : 'WDyyCD, WDyyNM'})`,
        );
      if (!def.codeValue.test(code)) throw new RowError(`'${code}' is not an ONS ${kind} code`);
      return [f.line, code, name, f.wkb, f.wkb ? null : f.geometry, f.srid];
    },
    async merge({ client, release, source, scope }) {
      await client.query(`ALTER TABLE stage ADD COLUMN geom geometry`);
      await withStagedGeometry(client, (geom) => client.query(`UPDATE stage SET geom = ${geom}`));
      // Only areas can hold a point; a line or point geometry is as unreadable as a broken one.
      const bad = await client.query<{ line: number }>(
        `SELECT line FROM stage WHERE geom IS NULL OR ST_Dimension(geom) <> 2 ORDER BY line`,
      );
      await client.query(`DELETE FROM boundaries WHERE kind = $1 AND source = $2`, [scope, source]);
      const r = await client.query(
        `INSERT INTO boundaries (kind, code, name, source, geom, release)
         SELECT $1, code, name, $2, geom, $3 FROM stage WHERE geom IS NOT NULL AND ST_Dimension(geom) = 2`,
        [scope, source, release],
      );
      return {
        loaded: r.rowCount ?? 0,
        rejections: bad.rows.map((b) => ({ line: b.line, reason: 'geometry cannot be read as an area' })),
      };
    },
  };
}
