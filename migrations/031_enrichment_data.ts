import type { Knex } from 'knex';

// The national open-data files the enrichment joins read (spec 2.2, 2.3, 2.6), one table per kind,
// each row tagged with the release it came from. data_releases records what was loaded and when,
// for meta.sources (spec 2.1) and for the idempotent reload of a release.
/** The first plandata_geom (one feature at a time); migration 036 puts it back on its way down. */
export const plandataGeomSql = `CREATE OR REPLACE FUNCTION plandata_geom(src text, srid integer) RETURNS geometry
    LANGUAGE plpgsql IMMUTABLE AS $$
    DECLARE g geometry;
    BEGIN
      IF left(ltrim(src), 1) = '{' THEN g := ST_GeomFromGeoJSON(src);
      ELSE g := ST_GeomFromText(src); END IF;
      g := ST_SetSRID(g, srid);
      IF NOT ST_IsValid(g) THEN g := ST_MakeValid(g); END IF;
      IF srid <> 4326 THEN g := ST_Transform(g, 4326); END IF;
      IF ST_IsEmpty(g) THEN RETURN NULL; END IF;
      RETURN g;
    EXCEPTION WHEN others THEN RETURN NULL;
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('data_releases', (t) => {
    t.text('kind').notNullable(); // postcodes, constraints, epc, price-paid, ccod, ocod, leases, companies, psc, inspire, uprn
    t.text('scope').notNullable().defaultTo(''); // layer key for constraints, else ''
    t.text('release').notNullable(); // YYYY-MM
    t.text('file').notNullable(); // base name of the loaded file
    t.integer('rows_loaded').notNullable();
    t.integer('rows_rejected').notNullable();
    t.timestamp('loaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['kind', 'scope']);
  });

  // OS Open UPRN: the property point the geocoding join prefers to a postcode centroid.
  await knex.schema.createTable('uprn_points', (t) => {
    t.text('uprn').primary();
    t.double('lat').notNullable();
    t.double('lng').notNullable();
    t.text('release').notNullable();
  });

  // Constraint layers (spec 2.3). geom in WGS84; near-look-ups use the geography cast, indexed.
  // Geometry from GeoJSON or WKT text in a given SRID, made valid and in WGS84; null (the loader
  // reports the line) when PostGIS cannot read it, so one bad feature never aborts a load.
  await knex.raw(plandataGeomSql);
  await knex.schema.createTable('layer_features', (t) => {
    t.bigIncrements('id');
    t.text('layer').notNullable();
    t.text('source').notNullable(); // base name of the file, so a layer can be built from several files
    t.text('name');
    t.text('reference');
    t.text('url');
    t.text('grade');
    t.text('dataset');
    t.specificType('geom', 'geometry(Geometry,4326)').notNullable();
    t.text('release').notNullable();
  });
  await knex.raw('CREATE INDEX layer_features_geom_idx ON layer_features USING GIST (geom)');
  await knex.raw('CREATE INDEX layer_features_geog_idx ON layer_features USING GIST ((geom::geography))');
  await knex.raw('CREATE INDEX layer_features_layer_idx ON layer_features (layer, source)');

  // EPC domestic certificates (the columns the joins and filters use, plus the certificate key).
  await knex.schema.createTable('epc_certificates', (t) => {
    t.text('lmk_key').primary();
    t.text('uprn');
    t.text('address_norm').notNullable();
    t.text('postcode_norm');
    t.text('address');
    t.text('rating'); // current energy rating A+ … G
    t.integer('efficiency');
    t.double('floor_area');
    t.text('property_type');
    t.text('built_form');
    t.date('inspection_date');
    t.date('lodgement_date');
    t.text('release').notNullable();
  });
  await knex.raw(
    'CREATE INDEX epc_uprn_idx ON epc_certificates (uprn, lodgement_date DESC) WHERE uprn IS NOT NULL',
  );
  await knex.raw(
    'CREATE INDEX epc_address_idx ON epc_certificates (postcode_norm, address_norm, lodgement_date DESC)',
  );

  // HM Land Registry price paid: one row per transaction (monthly A/C/D updates keyed on it).
  await knex.schema.createTable('price_paid', (t) => {
    t.text('transaction_id').primary();
    t.bigInteger('price').notNullable();
    t.date('transfer_date').notNullable();
    t.text('postcode_norm');
    t.text('property_type'); // D S T F O
    t.text('new_build'); // Y N
    t.text('tenure'); // F L
    t.text('paon');
    t.text('saon');
    t.text('street');
    t.text('locality');
    t.text('town');
    t.text('district');
    t.text('county');
    t.text('category'); // A standard, B additional
    t.text('address_norm').notNullable();
    t.text('release').notNullable();
  });
  await knex.raw(
    'CREATE INDEX price_paid_address_idx ON price_paid (postcode_norm, address_norm, transfer_date DESC)',
  );

  // Company-owned titles: CCOD (UK companies), OCOD (overseas) and registered leases.
  await knex.schema.createTable('land_titles', (t) => {
    t.bigIncrements('id');
    t.text('kind').notNullable(); // ccod, ocod, lease
    t.text('title_number').notNullable();
    t.text('tenure').notNullable(); // Freehold, Leasehold
    t.text('property_address');
    t.text('address_norm');
    t.text('postcode_norm');
    t.text('district');
    t.bigInteger('price_paid');
    t.date('date_proprietor_added');
    t.text('lease_term'); // leases: the term as registered
    t.date('lease_date');
    t.jsonb('proprietors').notNullable(); // [{name, company_number, category, country_incorporated}]
    t.specificType('company_numbers', 'text[]').notNullable().defaultTo('{}');
    t.text('release').notNullable();
  });
  await knex.raw('CREATE INDEX land_titles_address_idx ON land_titles (postcode_norm, address_norm)');
  await knex.raw('CREATE INDEX land_titles_title_idx ON land_titles (title_number, kind)');
  await knex.raw('CREATE INDEX land_titles_companies_idx ON land_titles USING GIN (company_numbers)');

  // Companies House basic company data.
  await knex.schema.createTable('companies', (t) => {
    t.text('company_number').primary();
    t.text('name').notNullable();
    t.text('name_norm').notNullable();
    t.text('category');
    t.text('status');
    t.text('country_of_origin');
    t.date('incorporated_on');
    t.date('dissolved_on');
    t.specificType('sic_codes', 'text[]').notNullable().defaultTo('{}');
    t.jsonb('previous_names').notNullable().defaultTo('[]');
    t.jsonb('accounts');
    t.jsonb('confirmation_statement');
    t.jsonb('charges');
    t.text('postcode');
    t.text('release').notNullable();
  });
  await knex.raw('CREATE INDEX companies_name_idx ON companies (name_norm)');

  // Persons with significant control that are companies (corporate controllers only: spec 2.6
  // carries no individual's data).
  await knex.schema.createTable('company_controllers', (t) => {
    t.text('company_number').notNullable();
    t.text('controller_name').notNullable();
    t.text('controller_number'); // registration number of the controlling company where given
    t.specificType('natures', 'text[]').notNullable().defaultTo('{}');
    t.text('share_band'); // 25-50, 50-75, 75-100
    t.boolean('majority').notNullable().defaultTo(false);
    t.date('notified_on');
    t.text('release').notNullable();
  });
  await knex.raw('CREATE INDEX company_controllers_company_idx ON company_controllers (company_number)');
  await knex.raw('CREATE INDEX company_controllers_parent_idx ON company_controllers (controller_number)');

  // INSPIRE index polygons (freehold parcels), transformed from EPSG:27700.
  await knex.schema.createTable('parcels', (t) => {
    t.text('inspire_id').primary();
    t.specificType('geom', 'geometry(Polygon,4326)').notNullable();
    t.double('area_m2').notNullable();
    t.text('release').notNullable();
  });
  await knex.raw('CREATE INDEX parcels_geom_idx ON parcels USING GIST (geom)');
}

export async function down(knex: Knex): Promise<void> {
  for (const t of [
    'parcels',
    'company_controllers',
    'companies',
    'land_titles',
    'price_paid',
    'epc_certificates',
    'layer_features',
    'uprn_points',
    'data_releases',
  ])
    await knex.schema.dropTableIfExists(t);
  await knex.raw('DROP FUNCTION IF EXISTS plandata_geom(text, integer)');
}
