// Stored files by id: the row (type, original name) and its bytes from storage.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import { PARTNER_DOCUMENTS_PREFIX } from '../partner-account';
import { DAMAGE_PHOTOS_PREFIX } from '../damage-claims';

export interface StoredFile {
  contentType: string;
  originalName: string | null;
  bytes: Buffer;
}

export class StoredFiles {
  constructor(
    private readonly db: DbOrTx,
    private readonly storage: Storage,
  ) {}

  /** The file and its bytes, or null when either the row or the stored object is missing (or is private). */
  async open(id: string): Promise<StoredFile | null> {
    const [file] = await this.db
      .select({ storageKey: files.storageKey, contentType: files.contentType, originalName: files.originalName })
      .from(files)
      .where(eq(files.id, id))
      .limit(1);
    // Company documents and damage claim photos are private: they are opened through
    // GET /api/partner-documents/{id} and GET /api/damage-claim-photos/{id}.
    if (
      !file ||
      file.storageKey.startsWith(PARTNER_DOCUMENTS_PREFIX) ||
      file.storageKey.startsWith(DAMAGE_PHOTOS_PREFIX)
    )
      return null;
    const bytes = await this.storage.get(file.storageKey);
    if (!bytes) return null;
    return { contentType: file.contentType, originalName: file.originalName, bytes };
  }
}
