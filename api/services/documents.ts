// GET /v1/applications/{id}/documents (spec 4.6, 2.10): the documents on a live record's council
// file, each with the council's type and title, its date, its group (plans, statements, decision,
// ...) and link; a title naming a member of the public (a neighbour's comment) is marked; the
// council's documents page is in meta.
import type { Knex } from '../../core/db.js';
import { NotFoundError } from '../../core/errors.js';
import { isArchiveId } from '../../core/ids.js';
import type { DocumentGroup } from '../../core/domain/planning/associated.js';
import { DocumentsRepository } from '../../core/repositories/planning/documents.repository.js';
import { documentGroup, namesMemberOfPublic } from '../../enrich/normalise/documents.js';

export interface DocumentEntry {
  position: number;
  title: string | null;
  type: string | null;
  group: DocumentGroup;
  date: string | null;
  url: string | null;
  names_member_of_public: boolean;
}

export interface DocumentList {
  application: { id: string; reference: string };
  documents: DocumentEntry[];
  documents_count: number;
  documents_page: string | null;
}

/** The council's documents page: the tab read, else the Idox record page's documents tab. */
function documentsPage(documentsUrl: string | null, councilUrl: string | null): string | null {
  if (documentsUrl) return documentsUrl;
  if (councilUrl && /activeTab=summary/.test(councilUrl))
    return councilUrl.replace('activeTab=summary', 'activeTab=documents');
  return councilUrl;
}

export async function getDocuments(db: Knex, id: string): Promise<DocumentList> {
  if (isArchiveId(id))
    throw new NotFoundError(
      `${id} is a historical (archive) record: the archive keeps the core record only, without documents.`,
      'id',
    );
  const rows = await new DocumentsRepository(db).list(id);
  if (!rows.length) throw new NotFoundError(`No application with id ${id}.`, 'id');
  const first = rows[0];
  const documents = rows
    .filter((r) => r.position !== null)
    .map((r): DocumentEntry => {
      const group = documentGroup(r.doc_type, r.title, r.doc_group);
      return {
        position: r.position!,
        title: r.title,
        type: r.doc_type,
        group,
        date: r.doc_date,
        url: r.url,
        names_member_of_public: namesMemberOfPublic(r.title, group),
      };
    });
  return {
    application: { id: first.public_id, reference: first.reference },
    documents,
    documents_count: first.documents_count,
    documents_page: documentsPage(first.documents_url, first.council_url),
  };
}
