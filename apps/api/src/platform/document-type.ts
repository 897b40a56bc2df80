// Documents judged by their content (never by the name or the browser's Content-Type): PDF, Word 97-2003
// (DOC) and Word (DOCX).

export interface DocumentType {
  contentType:
    | 'application/pdf'
    | 'application/msword'
    | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  extension: 'pdf' | 'doc' | 'docx';
}

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File Binary (DOC)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

/**
 * PDF by its header; DOC by the compound-file header and a Word stream ('WordDocument' in UTF-16);
 * DOCX by the zip header and a 'word/' part among the zip's entry names (stored uncompressed in the
 * local headers and the central directory). Anything else, an Excel file or a plain zip included, is null.
 */
export function sniffDocumentType(bytes: Buffer): DocumentType | null {
  if (startsWith(bytes, PDF)) return { contentType: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, OLE2)) {
    const wordStream = Buffer.from('WordDocument', 'utf16le');
    return bytes.includes(wordStream) ? { contentType: 'application/msword', extension: 'doc' } : null;
  }
  if (startsWith(bytes, ZIP)) {
    return bytes.includes(Buffer.from('word/', 'latin1'))
      ? {
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          extension: 'docx',
        }
      : null;
  }
  return null;
}
