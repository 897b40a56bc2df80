// Requests made with a partner's API key (`Authorization: Bearer pvk_live_...`). A key resolves to the
// same auth context a member's session gives (its partner id, no attendee, no administrator) plus the
// key and its scopes; the routes then check it like a session, and a route's declared scope
// (platform/route.ts) decides whether a key may call it. A key whose person's access to the platform is
// blocked (sanction kind PLATFORM) is refused in words. Each key is counted against its own rate limit
// in the shared `rate_limit_hits` table, and its last use is written at most once a minute.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { API_KEY_MESSAGES, API_KEY_REQUESTS_PER_MINUTE, API_KEY_SCOPES, SANCTION_MESSAGES } from '@pavilion/domain';
import type { Database } from '../db/client';
import { apiKeys, partnerMembers, partners, personSanctions, persons } from '../db/schema';
import { recordAudit, AUDIT_SUMMARY_TEXT } from './audit';
import type { AuthContext, KeyResolver } from './auth';
import { AppError, unauthenticated } from './errors';
import { clientIp } from './http';
import { RateLimiter, type RateLimit } from './rate-limit';
import { storedMessage } from './stored-message';

/** SHA-256 of a secret, hex: how a key is stored and looked up (docs/decisions/0307-api-key-secrets-are-kept-as-sha-256.md). */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export const API_KEY_RATE_LIMIT: RateLimit = {
  name: 'api-key',
  limit: API_KEY_REQUESTS_PER_MINUTE,
  windowMs: 60_000,
  message: (wait) => API_KEY_MESSAGES.rateLimited({ wait }),
};

/** How often a key's last use is written, at most. */
const LAST_USE_EVERY_MS = 60_000;

type KeyAuth = Omit<AuthContext, 'via'>;

export class ApiKeyAuthenticator {
  private readonly limiter: RateLimiter;
  /** When this instance last wrote each key's last use (the database's condition holds it across instances). */
  private readonly lastWritten = new Map<number, number>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {
    this.limiter = new RateLimiter(db, now);
  }

  /**
   * The auth context of a key, or 401 when the secret is unknown, revoked or expired; 429 past its
   * rate limit. A secret is never logged nor kept: only its hash is looked up.
   */
  async resolve(secret: string, req: Request): Promise<KeyAuth> {
    const now = this.now();
    const [row] = await this.db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        scopes: apiKeys.scopes,
        partnerId: apiKeys.partnerId,
        partnerName: partners.name,
        expiresAt: apiKeys.expiresAt,
        revokedAt: apiKeys.revokedAt,
        personId: sql<
          number | null
        >`coalesce(${apiKeys.createdBy}, (select ${partnerMembers.personId} from ${partnerMembers} where ${partnerMembers.partnerId} = ${apiKeys.partnerId} and ${partnerMembers.role} = 'owner' order by ${partnerMembers.createdAt} limit 1))`,
      })
      .from(apiKeys)
      .innerJoin(partners, eq(partners.id, apiKeys.partnerId))
      .where(eq(apiKeys.secretHash, hashApiKeySecret(secret)))
      .limit(1);
    if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now) || row.personId === null) {
      throw unauthenticated(API_KEY_MESSAGES.keyInvalid);
    }
    await this.assertNotBlocked(Number(row.personId), now);
    await this.limiter.consume(API_KEY_RATE_LIMIT, [`key:${row.id}`]);
    await this.noteUse(row.id, clientIp(req), now);
    const [person] = await this.db
      .select({ email: persons.email })
      .from(persons)
      .where(eq(persons.id, Number(row.personId)));
    return {
      sessionId: `api-key:${row.id}`,
      personId: Number(row.personId),
      email: person?.email ?? '',
      firstName: row.name,
      surname: '',
      attendeeId: null,
      partnerId: row.partnerId,
      partnerRole: 'member',
      isAdmin: false,
      language: null,
      apiKey: {
        id: row.id,
        name: row.name,
        scopes: API_KEY_SCOPES.filter((s) => row.scopes.includes(s)),
        partnerName: row.partnerName,
      },
    };
  }

  /** 403 PLATFORM_BLOCKED while the key's person has an active block of access to the platform. */
  private async assertNotBlocked(personId: number, now: Date) {
    const [block] = await this.db
      .select({ id: personSanctions.id })
      .from(personSanctions)
      .where(
        and(
          eq(personSanctions.personId, personId),
          eq(personSanctions.kind, 'PLATFORM'),
          isNull(personSanctions.liftedAt),
          or(isNull(personSanctions.endsAt), gt(personSanctions.endsAt, now)),
        ),
      )
      .limit(1);
    if (block) throw new AppError('PLATFORM_BLOCKED', SANCTION_MESSAGES.platformBlocked);
  }

  /** Writes the key's last use (time, address) when this instance and the row say a minute has passed. */
  private async noteUse(keyId: number, address: string, now: Date) {
    const last = this.lastWritten.get(keyId);
    if (last !== undefined && now.getTime() - last < LAST_USE_EVERY_MS) return;
    this.lastWritten.set(keyId, now.getTime());
    if (this.lastWritten.size > 10_000) this.lastWritten.clear();
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: now, lastUsedAddress: address.slice(0, 64) })
      .where(
        and(
          eq(apiKeys.id, keyId),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USE_EVERY_MS))),
        ),
      );
  }

  /** The resolver the auth middleware calls for a bearer token that is a key. */
  readonly resolver: KeyResolver = async (secret, req) => {
    const auth = await this.resolve(secret, req);
    return { auth, recordWrite: (method, path) => this.recordWrite(auth, method, path) };
  };

  /** Audits a write made with a key: the key's name, the operation and its path. */
  async recordWrite(auth: KeyAuth, method: string, path: string) {
    const key = auth.apiKey!;
    await recordAudit(
      this.db,
      this.now(),
      { personId: auth.personId, name: key.name, email: auth.email },
      {
        action: 'api-key.write',
        entityType: 'partner',
        entityId: auth.partnerId!,
        entityName: key.partnerName,
        summary: storedMessage(AUDIT_SUMMARY_TEXT, 'apiKeyWrite', {
          key: key.name,
          method: method.toUpperCase(),
          path: path.slice(0, 200),
        }),
      },
    );
  }
}
