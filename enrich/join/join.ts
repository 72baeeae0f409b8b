// The one interface of the per-application joins (issue 7; digital-land's phases are the model):
// each data source is a module exporting one Join, and pipeline.ts runs them as one ordered list.
// A join reads the application (JoinInput), may read what an earlier join found (ctx.found), and
// writes its columns into `out`; the runner stores `out` in one statement.
import type { Knex } from '../../core/db.js';
import type {
  ApplicationToJoin,
  JoinedColumns,
  LocationSource,
} from '../../core/repositories/planning/enrichment.repository.js';
import type { SaleRow, TitleRow } from '../../core/repositories/open-data/ownership.repository.js';
import type { PostcodeRow } from '../../core/repositories/open-data/postcodes.repository.js';
import type { ParsedAddress } from './match.js';

/** The application as stored, with what every join derives from it worked out once. */
export interface JoinInput extends Readonly<ApplicationToJoin> {
  /** Normalised postcode: the application's own, else the one in its address. */
  readonly postcodeNorm: string | null;
  /** The property's address in parts, compared tolerantly with every source (match.ts). */
  readonly parsed: ParsedAddress | null;
  /** For a flat or unit, its building's address; null otherwise. */
  readonly building: ParsedAddress | null;
  /** The house number's digits: they narrow a postcode's certificates and sales before parsing. */
  readonly digits: string | null;
}

/** What a join found that a later join reads. Each field is written by the join named beside it. */
export interface Found {
  /** geocode: the point given to the application and where it came from. */
  point: { lat: number; lng: number; source: LocationSource } | null;
  /** geocode: the application's postcode in the postcode directory. */
  postcodeRow: PostcodeRow | null;
  /** price-paid: the property's latest sale. */
  lastSale: SaleRow | null;
  /** freehold-owner: the company titles and registered leases in the postcode (read once). */
  titles: TitleRow[];
  /** freehold-owner: the matched freehold title. */
  freehold: TitleRow | null;
}

export interface JoinContext {
  db: Knex;
  found: Found;
}

/** The columns the joins have set so far, in the order they set them. */
export type JoinOutput = Partial<JoinedColumns>;

export interface Join {
  /** The data source it joins (geocode, epc, ...), unique in the list. */
  readonly name: string;
  run(app: JoinInput, ctx: JoinContext, out: JoinOutput): Promise<void>;
}

export function nothingFound(): Found {
  return { point: null, postcodeRow: null, lastSale: null, titles: [], freehold: null };
}
