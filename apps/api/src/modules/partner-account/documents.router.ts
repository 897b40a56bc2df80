// The company's documents: listed, uploaded and removed by members; opened by members and administrators.
import {
  DOCUMENT_UPLOAD_FIELD,
  UPLOAD_LIMITS,
  ZPartnerDocument,
  ZPartnerDocumentFields,
  ZPartnerDocumentParams,
  ZPartnerDocuments,
  API_PATHS,
  PARTNER_ACCOUNT_MESSAGES as M,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import type { AuthContext } from '../../platform/auth';
import { singleImageUpload } from '../../platform/image-upload';
import { apiModule, type ApiModule } from '../../platform/route';
import { openPartnerDocument, PartnerDocuments } from './documents.service';
import { partnerOf } from './session-partner';

export function partnerDocumentsModule(ctx: ModuleContext): ApiModule {
  const { db, now, storage } = ctx;
  const documents = apiModule(ctx, { tag: 'Partner documents', access: 'partner' });
  const documentsOf = (auth: AuthContext) => new PartnerDocuments(db, storage, partnerOf(auth), now);

  documents.get(
    API_PATHS.partnerDocuments,
    { summary: "The company's documents", response: ZPartnerDocuments },
    ({ auth }) => documentsOf(auth).list(),
  );

  documents.post(
    API_PATHS.partnerDocuments,
    {
      summary: 'Uploads a company document',
      description: `Multipart, field \`${DOCUMENT_UPLOAD_FIELD}\` (PDF, DOC or DOCX judged by content, at most 10 MB) and an optional \`name\`.`,
      bodyKind: 'multipart',
      middleware: [
        singleImageUpload({
          field: DOCUMENT_UPLOAD_FIELD,
          maxBytes: UPLOAD_LIMITS.document.maxBytes,
          tooLargeMessage: M.documentTooLarge,
          noun: 'document',
        }),
      ],
      response: ZPartnerDocument,
      status: 201,
      errors: { 413: M.documentTooLarge, 415: M.documentTypeNotAllowed },
    },
    ({ req, auth }) => {
      const fields = ZPartnerDocumentFields.parse(req.body ?? {});
      return documentsOf(auth).upload(req.file, fields.name, auth.personId);
    },
  );

  documents.delete(
    API_PATHS.partnerDocument,
    { summary: 'Removes a company document', params: ZPartnerDocumentParams, status: 204 },
    async ({ params, auth }) => {
      await documentsOf(auth).remove(params.documentId);
    },
  );

  documents.get(
    API_PATHS.partnerDocumentFile,
    {
      summary: 'Opens a company document',
      description: "For the partner's members and administrators; anyone else gets 404.",
      access: 'signedIn',
      params: ZPartnerDocumentParams,
      produces: 'application/pdf',
    },
    async ({ params, auth, res }) => {
      const doc = await openPartnerDocument(db, storage, params.documentId, auth);
      const extension = doc.storageKey.split('.').pop();
      const filename = `${doc.name.replace(/["\r\n\\/]/g, '').replace(/\.(pdf|docx?)$/i, '')}.${extension}`;
      res.setHeader('Content-Type', doc.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader(
        'Content-Disposition',
        `${doc.contentType === 'application/pdf' ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(filename)}`,
      );
      res.end(doc.bytes);
      return undefined;
    },
  );

  return documents;
}
