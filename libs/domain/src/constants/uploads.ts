// Uploads: image and document kinds, size and type limits, recommended image sizes.

export const IMAGE_KINDS = ['thumbnail', 'banner'] as const;
export type TImageKind = (typeof IMAGE_KINDS)[number];
export const DOCUMENT_TYPES = ['agenda', 'exhibitor-list'] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];
export const UPLOAD_STATUSES = ['uploading', 'success', 'error'] as const;
export type TUploadStatus = (typeof UPLOAD_STATUSES)[number];
export const MAX_BANNER_IMAGES = 5;

const MB = 1024 * 1024;
/** Size and type limits per upload kind. Image and document sizes are ours; the spec gives the logo's. */
export const UPLOAD_LIMITS = {
  logo: {
    maxBytes: 2 * MB,
    mimeTypes: ['image/png', 'image/jpeg'],
    extensions: ['.png', '.jpg', '.jpeg'],
  },
  image: {
    maxBytes: 5 * MB,
    mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
  },
  document: {
    maxBytes: 10 * MB,
    mimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    extensions: ['.pdf', '.doc', '.docx'],
  },
} as const;
export type TUploadKind = keyof typeof UPLOAD_LIMITS;
export const RECOMMENDED_IMAGE_SIZES = {
  logo: { width: 400, height: 400 },
  thumbnail: { width: 300, height: 500 },
  banner: { width: 800, height: 500 },
} as const;
