// The documents on a live record's council file as the store step keeps them (table documents, one
// row per document in the portal's order), for GET /v1/applications/{id}/documents (spec 4.6), with
// the record's link to the council's documents page.
import type { Knex } from 'knex';
import { queryNamed } from '../../db.js';

export interface DocumentListRow {
  application_id: number;
  public_id: string;
  reference: string;
  documents_count: number;
  council_url: string | null;
  /** The council's documents page: the tab the documents were read from, where the platform has one. */
  documents_url: string | null;
  /** Null on the one row of a record without stored documents. */
  position: number | null;
  title: string | null;
  doc_type: string | null;
  doc_group: string | null;
  doc_date: string | null;
  url: string | null;
}

/** The most documents read for one record (the largest files hold a few thousand). */
export const DOCUMENTS_MAX = 5000;

function documentsSql(lookup: 'id' | 'public_id'): string {
  return `SELECT a.id AS application_id, a.public_id, a.reference, a.documents_count,
       a.links->>'council' AS council_url, a.raw->'urls'->>'documents' AS documents_url,
       d.position, d.title, d.doc_type, d.doc_group, d.doc_date::text AS doc_date, d.url
  FROM applications a
  LEFT JOIN LATERAL (SELECT * FROM documents d WHERE d.application_id = a.id
                      ORDER BY d.position LIMIT ${DOCUMENTS_MAX}) d ON true
 WHERE a.${lookup} = $1
 ORDER BY d.position`;
}

const byIdSql = documentsSql('id');
const byPublicIdSql = documentsSql('public_id');

export class DocumentsRepository {
  constructor(private readonly db: Knex) {}

  /** A live record's documents in the council's order; empty when there is no such record. */
  async list(id: string): Promise<DocumentListRow[]> {
    const numeric = /^\d{1,18}$/.test(id);
    const rows = await queryNamed<DocumentListRow>(
      this.db,
      numeric ? 'plandata_documents_by_id' : 'plandata_documents_by_public_id',
      numeric ? byIdSql : byPublicIdSql,
      [numeric ? Number(id) : id],
    );
    for (const r of rows) r.application_id = Number(r.application_id);
    return rows;
  }
}
