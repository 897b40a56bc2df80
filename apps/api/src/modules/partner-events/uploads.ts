// Event documents judged by their first bytes (PDF, DOC, DOCX), never by their name or the browser's
// type, and the name an event's file is kept under. Reading the upload is platform/image-upload's.

export interface DocumentType {
  contentType: string;
  extension: 'pdf' | 'doc' | 'docx';
}

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** PDF, Word 97-2003 (an OLE compound file) or Word (an OOXML zip holding word/); null otherwise. */
export function sniffDocumentType(bytes: Buffer): DocumentType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { contentType: 'application/msword', extension: 'doc' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // A zip: a Word document names its main part word/document.xml in the zip's directory.
    const text = bytes.toString('latin1');
    if (text.includes('[Content_Types].xml') && text.includes('word/'))
      return {
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        extension: 'docx',
      };
  }
  return null;
}

/** A name safe to keep and to send back in Content-Disposition. */
export function safeFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .replace(/[^\w .()-]+/g, '')
    .trim()
    .slice(0, 120);
  if (!base) return `file.${extension}`;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}
