// A partner's company documents (registration certificate, insurance, ...): PDF, DOC or DOCX, read
// by the partner's members and by admins.
import { z } from 'zod';
import '../common/zod-messages';
import { TEXT_LIMITS } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zOptionalText } from '../common/text';

export const ZPartnerDocument = z.object({
  id: ZId,
  name: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: ZIsoDateTime,
  uploadedBy: z.string().nullable(),
});
export type TPartnerDocument = z.infer<typeof ZPartnerDocument>;

export const ZPartnerDocuments = z.array(ZPartnerDocument);
export type TPartnerDocuments = z.infer<typeof ZPartnerDocuments>;

/** The text fields sent beside the file: a name for the document (the file's name when blank). */
export const ZPartnerDocumentFields = z.object({ name: zOptionalText(TEXT_LIMITS.documentName) });

export const ZPartnerDocumentParams = z.object({ documentId: ZIdFromString });
