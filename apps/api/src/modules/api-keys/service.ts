// A partner's API keys: made by the owner with a name, scopes and an optional expiry; the secret is
// answered once and kept only as its hash; revoking stops it at once (every request looks the key up).
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import {
  API_KEY_MESSAGES as M,
  API_KEY_SECRET_PREFIX,
  API_KEY_SHOWN_PREFIX_LENGTH,
  API_KEYS_PER_PARTNER_MAX,
  API_KEY_SCOPES,
  type TApiKey,
  type TApiKeyCreated,
  type TApiKeyList,
  type TListQuery,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { apiKeys, partners, persons } from '../../db/schema';
import { hashApiKeySecret } from '../../platform/api-keys';
import { AUDIT_SUMMARY_TEXT, recordAudit, type AuditActor } from '../../platform/audit';
import { storedMessage } from '../../platform/stored-message';
import { AppError, conflict, notFound } from '../../platform/errors';
import { listPage } from '../../platform/list';

type KeyRow = typeof apiKeys.$inferSelect & { creatorFirstName: string | null; creatorSurname: string | null };

/** A new secret: the recognisable prefix and 32 random bytes (256 bits) in base64url. */
export function newApiKeySecret(): string {
  return API_KEY_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

export class PartnerApiKeys {
  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
    private readonly now: () => Date,
  ) {}

  private toKey(row: KeyRow): TApiKey {
    const now = this.now();
    const creator = row.creatorFirstName === null ? null : `${row.creatorFirstName} ${row.creatorSurname ?? ''}`.trim();
    return {
      id: row.id,
      name: row.name,
      scopes: API_KEY_SCOPES.filter((s) => row.scopes.includes(s)),
      prefix: row.prefix,
      createdAt: row.createdAt.toISOString(),
      createdBy: creator,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      lastUsedAddress: row.lastUsedAddress,
      status: row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active',
    };
  }

  private select(db: DbOrTx = this.db) {
    return db
      .select({ key: apiKeys, creatorFirstName: persons.firstName, creatorSurname: persons.surname })
      .from(apiKeys)
      .leftJoin(persons, eq(persons.id, apiKeys.createdBy));
  }

  /** The partner's keys, newest first, a page at a time. */
  async list(query: TListQuery<'createdAt'>): Promise<TApiKeyList> {
    const mine = eq(apiKeys.partnerId, this.partnerId);
    return listPage(query, { createdAt: apiKeys.createdAt }, apiKeys.id, {
      rows: async ({ orderBy, limit, offset }) =>
        (
          await this.select()
            .where(mine)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map((r) => this.toKey({ ...r.key, creatorFirstName: r.creatorFirstName, creatorSurname: r.creatorSurname })),
      count: async () => (await this.db.select({ n: count() }).from(apiKeys).where(mine))[0].n,
    });
  }

  private async one(keyId: number, db: DbOrTx = this.db): Promise<TApiKey> {
    const [r] = await this.select(db).where(and(eq(apiKeys.partnerId, this.partnerId), eq(apiKeys.id, keyId)));
    if (!r) throw notFound(M.keyNotFound);
    return this.toKey({ ...r.key, creatorFirstName: r.creatorFirstName, creatorSurname: r.creatorSurname });
  }

  /** An audit entry on the partner for a change of its keys, in the transaction `tx` of the change. */
  private async audit(tx: DbOrTx, actor: AuditActor, action: 'api-key.created' | 'api-key.revoked', key: TApiKey) {
    const [partner] = await tx.select({ name: partners.name }).from(partners).where(eq(partners.id, this.partnerId));
    await recordAudit(tx, this.now(), actor, {
      action,
      entityType: 'partner',
      entityId: this.partnerId,
      entityName: partner?.name ?? String(this.partnerId),
      summary:
        action === 'api-key.created'
          ? storedMessage(AUDIT_SUMMARY_TEXT, 'apiKeyCreated', {
              key: key.name,
              prefix: key.prefix,
              scopes: key.scopes.join(', '),
            })
          : storedMessage(AUDIT_SUMMARY_TEXT, 'apiKeyRevoked', { key: key.name, prefix: key.prefix }),
      after: { keyId: key.id, scopes: key.scopes, expiresAt: key.expiresAt },
    });
  }

  async create(
    actor: AuditActor,
    input: { name: string; scopes: readonly string[]; expiresAt: string | null },
  ): Promise<TApiKeyCreated> {
    const now = this.now();
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt <= now) {
      throw new AppError('VALIDATION', M.expiresInPast, { expiresAt: M.expiresInPast });
    }
    const [{ active }] = await this.db
      .select({ active: count() })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.partnerId, this.partnerId),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
        ),
      );
    if (active >= API_KEYS_PER_PARTNER_MAX) throw conflict(M.tooManyKeys({ max: API_KEYS_PER_PARTNER_MAX }));
    const secret = newApiKeySecret();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(apiKeys)
        .values({
          partnerId: this.partnerId,
          createdBy: actor.personId,
          name: input.name,
          prefix: secret.slice(0, API_KEY_SHOWN_PREFIX_LENGTH),
          secretHash: hashApiKeySecret(secret),
          scopes: [...input.scopes],
          expiresAt,
          createdAt: now,
        })
        .returning({ id: apiKeys.id });
      const key = await this.one(row.id, tx);
      await this.audit(tx, actor, 'api-key.created', key);
      return { key, secret };
    });
  }

  /** Revokes a key at once (a key already revoked stays as it was). */
  async revoke(actor: AuditActor, keyId: number): Promise<TApiKey> {
    await this.one(keyId);
    return this.db.transaction(async (tx) => {
      const revoked = await tx
        .update(apiKeys)
        .set({ revokedAt: this.now() })
        .where(and(eq(apiKeys.partnerId, this.partnerId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      const key = await this.one(keyId, tx);
      if (revoked.length) await this.audit(tx, actor, 'api-key.revoked', key);
      return key;
    });
  }
}
