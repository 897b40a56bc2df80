// Single-use tokens mailed as links: 32 random bytes (base64url) to the person, only a SHA-256 kept.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authTokens } from '../../db/schema';

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];
export type AuthToken = typeof authTokens.$inferSelect;

const HOUR = 3600_000;
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  'email-confirmation': 48 * HOUR,
  'email-change': 48 * HOUR,
  'password-reset': 1 * HOUR,
  'partner-email': 48 * HOUR,
};

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** Creates a token and returns the raw value for the link; it is not stored anywhere. */
export async function issueToken(
  db: DbOrTx,
  input: { personId: number; purpose: TokenPurpose; now: Date; newEmail?: string },
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    personId: input.personId,
    purpose: input.purpose,
    tokenHash: hashToken(raw),
    newEmail: input.newEmail ?? null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + TOKEN_TTL_MS[input.purpose]),
  });
  return raw;
}

export type TokenLookup =
  | { state: 'valid'; token: AuthToken }
  | { state: 'used'; token: AuthToken }
  | { state: 'expired'; token: AuthToken }
  | { state: 'unknown' };

/** What a link's token is: unknown (or for another purpose), already used, expired, or valid. */
export async function lookUpToken(db: DbOrTx, raw: string, purposes: TokenPurpose[], now: Date): Promise<TokenLookup> {
  const [token] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(raw)), inArray(authTokens.purpose, purposes)))
    .limit(1);
  if (!token) return { state: 'unknown' };
  if (token.usedAt) return { state: 'used', token };
  if (token.expiresAt <= now) return { state: 'expired', token };
  return { state: 'valid', token };
}

/** Marks a token used; false when another request used it first (the update is the arbiter). */
export async function consumeToken(db: DbOrTx, tokenId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/** Ends every outstanding token of a purpose for a person (a newer one replaces them, or the goal is reached). */
export async function retireTokens(db: DbOrTx, personId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.personId, personId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** Whether a token of this purpose was issued since `since` (limits how often one address is mailed). */
export async function issuedSince(db: DbOrTx, personId: number, purpose: TokenPurpose, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.personId, personId), eq(authTokens.purpose, purpose), gt(authTokens.createdAt, since)))
    .limit(1);
  return !!row;
}
