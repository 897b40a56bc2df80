// Event images and documents: route params, the size/type check, and the banner limit.
import { z } from 'zod';
import '../common/zod-messages';
import {
  DOCUMENT_TYPES,
  IMAGE_KINDS,
  MAX_BANNER_IMAGES,
  type TUploadKind,
  UPLOAD_LIMITS,
  EVENT_STATUSES,
} from '../constants';
import { ZId, ZIdFromString } from '../common/ids';
import { MESSAGES } from '../messages';

/** Multipart field names of the upload endpoints. */
export const IMAGE_UPLOAD_FIELD = 'image';
export const DOCUMENT_UPLOAD_FIELD = 'document';

export const ZImageKind = z.enum(IMAGE_KINDS, { error: () => MESSAGES.optionInvalid });
export const ZDocumentTypeParam = z.enum(DOCUMENT_TYPES, { error: () => MESSAGES.optionInvalid });

/** POST /api/partner/events/{id}/images/{thumbnail|banner} */
export const ZImageUploadParams = z.object({ id: ZIdFromString, kind: ZImageKind });
/** DELETE /api/partner/events/{id}/images/{imageId} */
export const ZImageDeleteParams = z.object({ id: ZIdFromString, imageId: ZIdFromString });
/** POST /api/partner/events/{id}/documents/{agenda|exhibitor-list}/ */
export const ZDocumentUploadParams = z.object({ id: ZIdFromString, documentType: ZDocumentTypeParam });

export const ZUploadResponse = z.object({ id: ZId });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

/** An event image or document upload: the spec's `{ id }` (the image or document), and the version waiting for review. */
export const ZEventFileAnswer = ZUploadResponse.extend({
  versionId: ZId,
  version: z.number().int().positive(),
  versionStatus: z.enum(EVENT_STATUSES),
});
export type TEventFileAnswer = z.infer<typeof ZEventFileAnswer>;

export type TFileLike = { name: string; size: number; type: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Why a file may not be uploaded as `kind`, or null when it may. The type must match by MIME type
 * or, when the browser gives none, by extension.
 */
export function checkUpload(kind: TUploadKind, file: TFileLike): string | null {
  const limits = UPLOAD_LIMITS[kind];
  const typeOk = file.type
    ? (limits.mimeTypes as readonly string[]).includes(file.type)
    : (limits.extensions as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return MESSAGES.fileTypeNotAllowed;
  if (file.size > limits.maxBytes) return MESSAGES.fileTooLarge({ maxMegabytes: limits.maxBytes / (1024 * 1024) });
  return null;
}

/** 'Maximum 5 images allowed' when adding `adding` banners to `existing` would pass the limit. */
export function checkBannerCount(existing: number, adding: number): string | null {
  return existing + adding > MAX_BANNER_IMAGES ? MESSAGES.maxBannerImages : null;
}
