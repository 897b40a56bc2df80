// Uploaded and generated files. Bytes live in the storage service (local disk or S3); rows describe them.
import { bigint, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './_helpers';

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  storageKey: varchar('storage_key', { length: 300 }).notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  originalName: varchar('original_name', { length: 255 }),
  /** Person who uploaded it; null for generated files (demo images). */
  uploadedBy: bigint('uploaded_by', { mode: 'number' }),
  createdAt: createdAt(),
});
