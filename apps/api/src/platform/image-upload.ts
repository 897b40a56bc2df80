// Image uploads: one file in memory under a size limit, its type judged by its first bytes (never by
// the name or the browser's Content-Type), answered in words when it is refused.
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError, badRequest } from './errors';
import { API_TEXT } from './messages';

export interface ImageType {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** PNG, JPEG, GIF or WebP by magic bytes; null for anything else (SVG included: it can carry script). */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  return null;
}

export interface ImageUploadOptions {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** Said with 413 when the file is larger than maxBytes. */
  tooLargeMessage: string;
  /** What the file is called in messages ('image' unless said: 'logo', 'document'). */
  noun?: string;
}

/** Reads one file of the field into req.file (memory storage); errors become 400/413 answers. Any kind of file. */
export function singleImageUpload(options: ImageUploadOptions): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: options.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 10_000 },
  }).single(options.field);
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage));
        if (err.code === 'LIMIT_UNEXPECTED_FILE')
          return next(badRequest(API_TEXT.uploadOne({ noun: options.noun ?? 'image', field: options.field })));
        return next(badRequest(API_TEXT.uploadUnreadable));
      }
      // A broken or cut-off multipart body.
      return next(badRequest(API_TEXT.uploadUnreadable));
    });
  };
}
