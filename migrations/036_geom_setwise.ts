import type { Knex } from 'knex';
import { plandataGeomSql } from './031_enrichment_data.js';

// Loader geometry read set-wise (issue 7, load speed). The loaders now send geometry as EWKB that
// PostgreSQL reads in the COPY itself; what is left per feature is "made valid, in WGS84, null when
// empty": plandata_geom_wgs84, without an exception block (no subtransaction per feature), applied to
// a whole stage in one statement. plandata_geom keeps its exception block (one bad feature is null, never an
// aborted load) for source text and for the retry of a stage whose set-wise pass failed; it now
// calls plandata_geom_wgs84, so the rule lives in one place.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE FUNCTION plandata_geom_wgs84(g geometry) RETURNS geometry
    LANGUAGE plpgsql IMMUTABLE STRICT AS $$
    DECLARE v geometry;
    BEGIN
      -- The tables hold 2-D geometry: a Z or M ordinate (3-D GeoJSON) is dropped, not an aborted load.
      v := CASE WHEN ST_NDims(g) > 2 THEN ST_Force2D(g) ELSE g END;
      v := CASE WHEN ST_IsValid(v) THEN v ELSE ST_MakeValid(v) END;
      IF ST_SRID(v) <> 4326 THEN v := ST_Transform(v, 4326); END IF;
      IF ST_IsEmpty(v) THEN RETURN NULL; END IF;
      RETURN v;
    END $$`);
  await knex.raw(`CREATE FUNCTION plandata_geom(g geometry) RETURNS geometry
    LANGUAGE plpgsql IMMUTABLE AS $$
    BEGIN
      RETURN plandata_geom_wgs84(g);
    EXCEPTION WHEN others THEN RETURN NULL;
    END $$`);
  await knex.raw(`CREATE OR REPLACE FUNCTION plandata_geom(src text, srid integer) RETURNS geometry
    LANGUAGE plpgsql IMMUTABLE AS $$
    DECLARE g geometry;
    BEGIN
      IF left(ltrim(src), 1) = '{' THEN g := ST_GeomFromGeoJSON(src);
      ELSE g := ST_GeomFromText(src); END IF;
      RETURN plandata_geom_wgs84(ST_SetSRID(g, srid));
    EXCEPTION WHEN others THEN RETURN NULL;
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(plandataGeomSql);
  await knex.raw('DROP FUNCTION IF EXISTS plandata_geom(geometry)');
  await knex.raw('DROP FUNCTION IF EXISTS plandata_geom_wgs84(geometry)');
}
