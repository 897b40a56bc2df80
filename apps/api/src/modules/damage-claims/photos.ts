// Photos of damage claims: PNG, JPEG, GIF or WebP judged by content, stored by the storage service
// under their own prefix (the public file route never serves them), uploaded by a partner's member
// before filing and attached to the claim it files. A photo opens for the partner's members, for the
// buyer of the order its claim is against, and for administrators; anyone else gets 404. Photos never
// attached are removed after a day.
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import { DAMAGE_CLAIM_MESSAGES as M, DAMAGE_PHOTOS_WAITING_MAX, type TDamageClaimPhotoUpload } from '@pavilion/domain';
import type { Database, Tx } from '../../db/client';
import { damageClaimPhotos, damageClaims, files, orders, partners } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { sniffImageType } from '../../platform/image-upload';
import type { Storage } from '../../platform/storage';

/** Claim photos are stored under this prefix; GET /api/files/{id} never serves them. */
export const DAMAGE_PHOTOS_PREFIX = 'damage-claim-photos/';
/** An unattached photo older than this is removed by the damage worker. */
export const UNATTACHED_PHOTO_TTL_MS = 86_400_000;

export const damagePhotoUrl = (fileId: string) => `/api/damage-claim-photos/${fileId}`;

/**
 * Stores one photo for a partner; answers the id to name in the claim's photoIds. A partner holds at
 * most DAMAGE_PHOTOS_WAITING_MAX photos not yet in a claim, so uploads cannot fill the storage.
 */
export async function uploadDamagePhoto(
  db: Database,
  storage: Storage,
  owner: { partnerId: number; personId: number },
  file: Express.Multer.File | undefined,
  now: Date,
): Promise<TDamageClaimPhotoUpload> {
  if (!file) throw badRequest(M.photoMissing, { photo: M.photoMissing });
  const type = sniffImageType(file.buffer);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.photoType, { photo: M.photoType });
  const fileId = randomUUID();
  const key = `${DAMAGE_PHOTOS_PREFIX}${owner.partnerId}/${fileId}.${type.extension}`;
  await db.transaction(async (tx) => {
    // The partner's row is its lock for the count: two uploads at once do not both take the last place.
    await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, owner.partnerId)).for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(damageClaimPhotos)
      .where(and(eq(damageClaimPhotos.partnerId, owner.partnerId), isNull(damageClaimPhotos.claimId)));
    if (n >= DAMAGE_PHOTOS_WAITING_MAX) throw conflict(M.photosWaiting);
    await storage.put(key, file.buffer, type.contentType);
    await tx.insert(files).values({
      id: fileId,
      storageKey: key,
      contentType: type.contentType,
      size: file.size,
      originalName: (file.originalname ?? `photo.${type.extension}`).split(/[\\/]/).pop()!.slice(0, 255),
      uploadedBy: owner.personId,
    });
    await tx.insert(damageClaimPhotos).values({ fileId, partnerId: owner.partnerId, createdAt: now });
  });
  return { id: fileId, url: damagePhotoUrl(fileId) };
}

/**
 * Attaches the partner's unattached photos to a new claim, in the order named, in the filing
 * transaction. Refuses ids that are not the partner's or already belong to a claim.
 */
export async function attachDamagePhotos(tx: Tx, partnerId: number, claimId: string, photoIds: string[]) {
  if (!photoIds.length) return;
  const free = await tx
    .select({ fileId: damageClaimPhotos.fileId })
    .from(damageClaimPhotos)
    .where(
      and(
        inArray(damageClaimPhotos.fileId, photoIds),
        eq(damageClaimPhotos.partnerId, partnerId),
        isNull(damageClaimPhotos.claimId),
      ),
    )
    .for('update');
  if (free.length !== photoIds.length) throw badRequest(M.photoNotYours, { photoIds: M.photoNotYours });
  for (const [position, fileId] of photoIds.entries()) {
    await tx.update(damageClaimPhotos).set({ claimId, position }).where(eq(damageClaimPhotos.fileId, fileId));
  }
}

/**
 * GET /api/damage-claim-photos/{id}: the photo for the partner that uploaded it, for the buyer of the
 * order its claim is against, and for administrators; 404 for anyone else, as for an unknown id.
 */
export async function openDamagePhoto(db: Database, storage: Storage, fileId: string, auth: AuthContext) {
  const [row] = await db
    .select({
      partnerId: damageClaimPhotos.partnerId,
      buyerId: orders.personId,
      storageKey: files.storageKey,
      contentType: files.contentType,
    })
    .from(damageClaimPhotos)
    .innerJoin(files, eq(files.id, damageClaimPhotos.fileId))
    .leftJoin(damageClaims, eq(damageClaims.id, damageClaimPhotos.claimId))
    .leftJoin(orders, eq(orders.id, damageClaims.orderId))
    .where(eq(damageClaimPhotos.fileId, fileId))
    .limit(1);
  const allowed =
    row &&
    (auth.isAdmin || auth.partnerId === row.partnerId || (row.buyerId !== null && row.buyerId === auth.personId));
  if (!allowed) throw notFound(M.photoNotFound);
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw notFound(M.photoNotFound);
  return { contentType: row.contentType, bytes };
}

/** Removes photos uploaded more than a day ago and never attached to a claim; answers how many. */
export async function pruneUnattachedPhotos(db: Database, storage: Storage, now: Date, limit = 100): Promise<number> {
  const stale = await db
    .select({ fileId: damageClaimPhotos.fileId, storageKey: files.storageKey })
    .from(damageClaimPhotos)
    .innerJoin(files, eq(files.id, damageClaimPhotos.fileId))
    .where(
      and(
        isNull(damageClaimPhotos.claimId),
        lt(damageClaimPhotos.createdAt, new Date(now.getTime() - UNATTACHED_PHOTO_TTL_MS)),
      ),
    )
    .limit(limit);
  let removed = 0;
  for (const photo of stale) {
    // Only while still unattached: a claim filed at this moment keeps its photo.
    const gone = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(damageClaimPhotos)
        .where(and(eq(damageClaimPhotos.fileId, photo.fileId), isNull(damageClaimPhotos.claimId)))
        .returning({ fileId: damageClaimPhotos.fileId });
      if (row) await tx.delete(files).where(eq(files.id, row.fileId));
      return Boolean(row);
    });
    if (gone) {
      await storage.delete(photo.storageKey);
      removed += 1;
    }
  }
  return removed;
}
