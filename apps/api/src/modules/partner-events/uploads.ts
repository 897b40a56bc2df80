// Event files: one file per request in memory under a size limit, judged by its first bytes (images:
// PNG, JPEG, WebP, GIF; documents: PDF, DOC, DOCX), never by its name or the browser's type.
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError, badRequest } from '../../platform/errors';

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

/** Reads one file of `field` into req.file; errors become 400/413 answers in words. */
export function singleFileUpload(options: {
  field: string;
  what: string;
  maxBytes: number;
  tooLarge: string;
}): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: options.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 10_000 },
  }).single(options.field);
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(new AppError('PAYLOAD_TOO_LARGE', options.tooLarge));
        if (err.code === 'LIMIT_UNEXPECTED_FILE')
          return next(badRequest(`Send one ${options.what} in the '${options.field}' field`));
      }
      return next(badRequest('The upload could not be read. Please try again.'));
    });
  };
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
