// A partner's company documents: PDF, DOC or DOCX judged by content, stored by the storage service
// and opened only by the partner's members and by administrators (never through the public file route).
import { PARTNER_ACCOUNT_MESSAGES as M, NOT_FOUND } from '@pavilion/domain';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { TPartnerDocument, TPartnerDocuments } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { files, partnerDocuments, partners, persons } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { sniffDocumentType } from '../../platform/document-type';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { partnerDocumentUrl } from './read-model';

/** Partner documents are stored under this prefix; GET /api/files/{id} never serves them. */
export const PARTNER_DOCUMENTS_PREFIX = 'partner-documents/';
/** Ours: enough for registration papers, insurance and licences. */
export const MAX_PARTNER_DOCUMENTS = 50;

/** The name a document is listed under: the one given, or the file's name. */
function documentName(given: string | null, original: string | undefined, extension: string): string {
  const fromFile = (original ?? '').split(/[\\/]/).pop()?.trim();
  return (given ?? fromFile ?? `document.${extension}`).slice(0, 200) || `document.${extension}`;
}

export class PartnerDocuments {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    private readonly partnerId: number,
    private readonly now: () => Date,
  ) {}

  async list(): Promise<TPartnerDocuments> {
    const rows = await this.db
      .select({
        id: partnerDocuments.id,
        name: partnerDocuments.name,
        createdAt: partnerDocuments.createdAt,
        contentType: files.contentType,
        size: files.size,
        firstName: persons.firstName,
        surname: persons.surname,
      })
      .from(partnerDocuments)
      .innerJoin(files, eq(files.id, partnerDocuments.fileId))
      .leftJoin(persons, eq(persons.id, files.uploadedBy))
      .where(eq(partnerDocuments.partnerId, this.partnerId))
      .orderBy(desc(partnerDocuments.createdAt), desc(partnerDocuments.id));
    return rows.map((r): TPartnerDocument => ({
      id: r.id,
      name: r.name,
      url: partnerDocumentUrl(r.id),
      contentType: r.contentType,
      size: r.size,
      createdAt: r.createdAt.toISOString(),
      uploadedBy: r.firstName ? `${r.firstName} ${r.surname}` : null,
    }));
  }

  async upload(
    file: Express.Multer.File | undefined,
    name: string | null,
    personId: number,
  ): Promise<TPartnerDocument> {
    if (!file) throw badRequest(M.documentMissing, { document: M.documentMissing });
    const type = sniffDocumentType(file.buffer);
    if (!type)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.documentTypeNotAllowed, { document: M.documentTypeNotAllowed });
    const fileId = randomUUID();
    const key = `${PARTNER_DOCUMENTS_PREFIX}${this.partnerId}/${fileId}.${type.extension}`;
    const id = await this.db.transaction(async (tx) => {
      await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, this.partnerId)).for('update');
      const [{ n }] = await tx
        .select({ n: count() })
        .from(partnerDocuments)
        .where(eq(partnerDocuments.partnerId, this.partnerId));
      if (n >= MAX_PARTNER_DOCUMENTS) throw conflict(M.documentsTooMany({ max: MAX_PARTNER_DOCUMENTS }));
      await this.storage.put(key, file.buffer, type.contentType);
      await tx.insert(files).values({
        id: fileId,
        storageKey: key,
        contentType: type.contentType,
        size: file.size,
        originalName: documentName(null, file.originalname, type.extension).slice(0, 255),
        uploadedBy: personId,
      });
      const [row] = await tx
        .insert(partnerDocuments)
        .values({
          partnerId: this.partnerId,
          name: documentName(name, file.originalname, type.extension),
          fileId,
          createdAt: this.now(),
        })
        .returning({ id: partnerDocuments.id });
      return row.id;
    });
    const created = (await this.list()).find((d) => d.id === id);
    if (!created) throw notFound(NOT_FOUND.document);
    return created;
  }

  async remove(id: number): Promise<void> {
    const removed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ fileId: partnerDocuments.fileId, storageKey: files.storageKey })
        .from(partnerDocuments)
        .innerJoin(files, eq(files.id, partnerDocuments.fileId))
        .where(and(eq(partnerDocuments.partnerId, this.partnerId), eq(partnerDocuments.id, id)))
        .limit(1);
      if (!row) throw notFound(NOT_FOUND.document);
      await tx.delete(partnerDocuments).where(eq(partnerDocuments.id, id));
      await tx.delete(files).where(eq(files.id, row.fileId));
      return row;
    });
    await this.storage.delete(removed.storageKey);
  }
}

/**
 * GET /api/partner-documents/{id}: the file, for a member of the partner that owns it or an
 * administrator; anyone else gets 404, as for an unknown id.
 */
export async function openPartnerDocument(db: Database, storage: Storage, id: number, auth: AuthContext) {
  const [row] = await db
    .select({
      partnerId: partnerDocuments.partnerId,
      name: partnerDocuments.name,
      storageKey: files.storageKey,
      contentType: files.contentType,
    })
    .from(partnerDocuments)
    .innerJoin(files, eq(files.id, partnerDocuments.fileId))
    .where(eq(partnerDocuments.id, id))
    .limit(1);
  if (!row || (!auth.isAdmin && auth.partnerId !== row.partnerId)) throw notFound(NOT_FOUND.document);
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw notFound(NOT_FOUND.document);
  return { ...row, bytes };
}
