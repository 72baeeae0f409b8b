// What licensing normalisation reads: one register record as the register adapter read it. The
// shape is the part of RawRegisterRecord (scrapers/registers/contract.ts) that normalisation needs,
// restated here so enrich/normalise stays free of everything but core/domain (it is pure).

export interface WordingDate {
  date: string;
  precision: 'day' | 'week' | 'month' | 'year';
}

export interface LicensingWording {
  /** The kind of record as the register's layout says (licence, application, ...). */
  record_type: string;
  key: string;
  /** Every value by the register's own header (verbatim). Read only for activity columns here. */
  fields: Record<string, string | null>;
  /** Values by role (REGISTER_ROLES), verbatim. */
  roles: Partial<Record<string, string>>;
  address: string | null;
  postcode: string | null;
  dates: Record<string, WordingDate | null>;
  source: {
    kind: 'file' | 'page';
    /** The layout the file or page was recognised as. */
    layout: string;
  };
}
