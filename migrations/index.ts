// Every migration, in order, declared in one place (a knex migration source: no directory scan).
// Add a migration by adding a file and one line at the end of this list.
import type { Knex } from 'knex';
import * as m001 from './001_extensions.js';
import * as m002 from './002_councils.js';
import * as m003 from './003_applications.js';
import * as m004 from './004_raw_pages.js';
import * as m005 from './005_keys_usage.js';
import * as m010 from './010_scrape_runs.js';
import * as m011 from './011_record_pages.js';
import * as m012 from './012_council_options.js';
import * as m013 from './013_version_followups.js';
import * as m020 from './020_usage_functions.js';
import * as m021 from './021_meter_function.js';
import * as m030 from './030_postcodes.js';
import * as m031 from './031_enrichment_data.js';
import * as m032 from './032_boundaries.js';
import * as m033 from './033_lease_uprn.js';
import * as m034 from './034_enriched_at.js';
import * as m035 from './035_layer_near_index.js';
import * as m036 from './036_geom_setwise.js';
import * as m038 from './038_land_titles_district.js';
import * as m039 from './039_parcels_statistics.js';
import * as m040 from './040_alerts.js';
import * as m041 from './041_alert_matches.js';
import * as m042 from './042_webhooks.js';
import * as m043 from './043_webhook_outbox.js';
import * as m044 from './044_webhook_deliveries.js';
import * as m045 from './045_exports.js';
import * as m014 from './014_lz4_compression.js';
import * as m015 from './015_run_refs.js';
import * as m016 from './016_version_matched.js';
import * as m017 from './017_instance.js';
import * as m050 from './050_council_registers.js';
import * as m051 from './051_licensing_reads.js';
import * as m052 from './052_licences.js';
import * as m053 from './053_licensing_changes.js';
import * as m054 from './054_licensing_webhooks.js';
import * as m055 from './055_related_planning.js';
import * as m060 from './060_archive_store.js';
import * as m061 from './061_application_links.js';
import * as m062 from './062_archive_before_2026.js';
import * as m065 from './065_consent_limits.js';
import * as m066 from './066_decision_stats.js';
import * as m067 from './067_owner_index.js';
import * as m070 from './070_hmo_reads.js';
import * as m071 from './071_hmo_licences.js';
import * as m072 from './072_hmo_coverage.js';
import * as m056 from './056_withheld_name_hashes.js';
import * as m073 from './073_appeals.js';
import * as m083 from './083_council_coverage.js';
import * as m084 from './084_record_pages_platform.js';
import * as m092 from './092_licensing_changes_district.js';
import * as m093 from './093_licensing_keyset_indexes.js';
import * as m094 from './094_licensing_status_gist.js';
import * as m095 from './095_licensing_type_expiry.js';
import * as m088 from './088_alert_owner_members.js';
import * as m089 from './089_alert_emails.js';
import * as m096 from './096_register_rows_as_data.js';
import * as m097 from './097_national_registers.js';
import * as m099 from './099_meter_by_key.js';
import * as m105 from './105_alert_email_delivery.js';
import * as m106 from './106_alert_email_retention.js';
import * as m107 from './107_alert_email_unreachable.js';
import * as m100 from './100_hmo_expiry_end.js';
import * as m101 from './101_hmo_type_newest.js';
import * as m108 from './108_owner_figures.js';
import * as m109 from './109_owner_links.js';
import * as m110 from './110_appeals_load_unchecked.js';
import * as m090 from './090_hmo_reparse.js';
import * as m091 from './091_appeal_reads.js';

export interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export const migrations: [string, Migration][] = [
  ['001_extensions', m001],
  ['002_councils', m002],
  ['003_applications', m003],
  ['004_raw_pages', m004],
  ['005_keys_usage', m005],
  ['010_scrape_runs', m010],
  ['011_record_pages', m011],
  ['012_council_options', m012],
  ['013_version_followups', m013],
  ['020_usage_functions', m020],
  ['021_meter_function', m021],
  ['030_postcodes', m030],
  ['031_enrichment_data', m031],
  ['032_boundaries', m032],
  ['033_lease_uprn', m033],
  ['034_enriched_at', m034],
  ['035_layer_near_index', m035],
  ['036_geom_setwise', m036],
  ['038_land_titles_district', m038],
  ['039_parcels_statistics', m039],
  ['040_alerts', m040],
  ['041_alert_matches', m041],
  ['042_webhooks', m042],
  ['043_webhook_outbox', m043],
  ['044_webhook_deliveries', m044],
  ['045_exports', m045],
  ['014_lz4_compression', m014],
  ['015_run_refs', m015],
  ['016_version_matched', m016],
  ['017_instance', m017],
  ['050_council_registers', m050],
  ['051_licensing_reads', m051],
  ['052_licences', m052],
  ['053_licensing_changes', m053],
  ['054_licensing_webhooks', m054],
  ['055_related_planning', m055],
  ['060_archive_store', m060],
  ['061_application_links', m061],
  ['062_archive_before_2026', m062],
  ['065_consent_limits', m065],
  ['066_decision_stats', m066],
  ['067_owner_index', m067],
  ['070_hmo_reads', m070],
  ['071_hmo_licences', m071],
  ['072_hmo_coverage', m072],
  ['056_withheld_name_hashes', m056],
  ['073_appeals', m073],
  ['083_council_coverage', m083],
  ['084_record_pages_platform', m084],
  ['088_alert_owner_members', m088],
  ['089_alert_emails', m089],
  ['090_hmo_reparse', m090],
  ['091_appeal_reads', m091],
  ['092_licensing_changes_district', m092],
  ['093_licensing_keyset_indexes', m093],
  ['094_licensing_status_gist', m094],
  ['095_licensing_type_expiry', m095],
  ['096_register_rows_as_data', m096],
  ['097_national_registers', m097],
  ['099_meter_by_key', m099],
  ['105_alert_email_delivery', m105],
  ['106_alert_email_retention', m106],
  ['107_alert_email_unreachable', m107],
  ['100_hmo_expiry_end', m100],
  ['101_hmo_type_newest', m101],
  ['108_owner_figures', m108],
  ['109_owner_links', m109],
  ['110_appeals_load_unchecked', m110],
];
