// The name an event's image or document is kept under. The upload is read, and its type judged by its
// first bytes, by platform/image-upload and platform/document-type.

/** A name safe to keep and to send back in Content-Disposition. */
export function safeFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .replace(/[^\w .()-]+/g, '')
    .trim()
    .slice(0, 120);
  if (!base) return `file.${extension}`;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}
