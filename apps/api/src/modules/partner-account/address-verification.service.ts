// Address verification by a code sent by post, modelled on postcard verification: a 6-digit code,
// kept only as a keyed hash, in a letter to the company address. Only the newest code works; it
// expires after 30 days; 5 wrong entries void it; a new code may be requested once per 24 hours;
// changing the company address cancels the verification and the code.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import {
  ADDRESS_CODE_MAX_ATTEMPTS,
  ADDRESS_CODE_REQUEST_INTERVAL_HOURS,
  ADDRESS_CODE_TTL_DAYS,
  VERIFICATION_CODE_LENGTH,
  type TAddressVerificationState,
  type TAddressVerified,
  PARTNER_ACCOUNT_MESSAGES as M,
  codeRequestTime,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { partnerAddressCodes, partners, type PostalAddress } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { countryNamed } from '../../platform/reference-names';
import { enqueueLetter, languageOfPartner, postalAddressLine } from '../../platform/mail';
import { addressVerificationLetter } from './address-letter';
import { partnerRow } from './read-model';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Superseded codes this recent are recognised, to tell the partner they typed an older letter's code. */
const OLDER_LETTERS_RECOGNISED_MS = 2 * ADDRESS_CODE_TTL_DAYS * DAY;

export interface AddressVerificationDeps {
  config: Pick<Config, 'jwtSecret' | 'partnerPortalUrl'>;
  now: () => Date;
}

/** The key codes are hashed with: derived from the server secret, so a copy of the table alone reveals nothing. */
function codeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('pavilion address code v1').digest();
}

export function hashAddressCode(secret: string, partnerId: number, code: string): string {
  return createHmac('sha256', codeKey(secret)).update(`${partnerId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A fresh code: six digits from the operating system's random source. */
export function newAddressCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

type CodeRow = typeof partnerAddressCodes.$inferSelect;

const isLive = (code: CodeRow, now: Date) => !code.usedAt && !code.voidedAt && code.expiresAt > now;

/**
 * Cancels the verification and voids every live code: the company address changed. Call it in the
 * transaction that changes the address.
 */
export async function cancelAddressVerification(db: DbOrTx, partnerId: number, now: Date): Promise<void> {
  await db.update(partners).set({ addressVerifiedAt: null }).where(eq(partners.id, partnerId));
  await db
    .update(partnerAddressCodes)
    .set({ voidedAt: now, voidReason: 'address-changed' })
    .where(
      and(
        eq(partnerAddressCodes.partnerId, partnerId),
        isNull(partnerAddressCodes.usedAt),
        isNull(partnerAddressCodes.voidedAt),
      ),
    );
}

export class AddressVerification {
  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
    private readonly deps: AddressVerificationDeps,
  ) {}

  private async company() {
    const row = await partnerRow(this.db, this.partnerId);
    if (!row) throw notFound(NOT_FOUND.partner);
    const p = row.partner;
    const complete = !!(p.address && p.city && p.zipCode && p.countryId);
    const postal: PostalAddress | null = complete
      ? {
          name: p.registeredCompanyName ?? p.name,
          address: p.address!,
          city: p.city!,
          zipCode: p.zipCode!,
          country: row.countryName ?? '',
          countryCode: row.countryCode ?? '',
        }
      : null;
    return { row, p, postal };
  }

  private async newestCode(db: DbOrTx = this.db): Promise<CodeRow | null> {
    const [code] = await db
      .select()
      .from(partnerAddressCodes)
      .where(eq(partnerAddressCodes.partnerId, this.partnerId))
      .orderBy(desc(partnerAddressCodes.createdAt), desc(partnerAddressCodes.id))
      .limit(1);
    return code ?? null;
  }

  /** When the next code may be requested: 24 hours after the last, unless the address changed since. */
  private nextRequestAt(newest: CodeRow | null, now: Date): Date | null {
    if (!newest || newest.voidReason === 'address-changed') return null;
    const next = new Date(newest.createdAt.getTime() + ADDRESS_CODE_REQUEST_INTERVAL_HOURS * HOUR);
    return next > now ? next : null;
  }

  async state(): Promise<TAddressVerificationState> {
    const now = this.deps.now();
    const [{ row, p, postal }, newest] = await Promise.all([this.company(), this.newestCode()]);
    const live = newest && isLive(newest, now) ? newest : null;
    const verified = p.addressVerifiedAt !== null;
    return {
      addressVerified: verified,
      verifiedAt: p.addressVerifiedAt?.toISOString() ?? null,
      company: {
        name: p.name,
        address: p.address,
        city: p.city,
        zipCode: p.zipCode,
        country: p.countryId ? { id: p.countryId, name: countryNamed(row.countryCode, row.countryName) ?? '' } : null,
      },
      addressComplete: postal !== null,
      code:
        live && !verified
          ? {
              sentAt: live.createdAt.toISOString(),
              expiresAt: live.expiresAt.toISOString(),
              attemptsLeft: Math.max(0, ADDRESS_CODE_MAX_ATTEMPTS - live.attempts),
            }
          : null,
      nextRequestAt: verified ? null : (this.nextRequestAt(newest, now)?.toISOString() ?? null),
    };
  }

  /**
   * Issues a code and writes its letter, in the caller's transaction: older codes are voided. `enforceInterval`
   * is off when the approval sends the letter (the partner did not ask).
   */
  async issue(
    tx: DbOrTx,
    options: { requestedBy: number | null; enforceInterval: boolean },
  ): Promise<{ sent: boolean; reason?: 'verified' | 'incomplete' | 'too-soon'; nextRequestAt?: Date }> {
    const now = this.deps.now();
    await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, this.partnerId)).for('update');
    const { p, postal } = await new AddressVerification(tx, this.partnerId, this.deps).company();
    if (p.addressVerifiedAt) return { sent: false, reason: 'verified' };
    if (!postal) return { sent: false, reason: 'incomplete' };
    if (options.enforceInterval) {
      const next = this.nextRequestAt(await this.newestCode(tx), now);
      if (next) return { sent: false, reason: 'too-soon', nextRequestAt: next };
    }
    await tx
      .update(partnerAddressCodes)
      .set({ voidedAt: now, voidReason: 'superseded' })
      .where(
        and(
          eq(partnerAddressCodes.partnerId, this.partnerId),
          isNull(partnerAddressCodes.usedAt),
          isNull(partnerAddressCodes.voidedAt),
        ),
      );
    const code = newAddressCode();
    const expiresAt = new Date(now.getTime() + ADDRESS_CODE_TTL_DAYS * DAY);
    await tx.insert(partnerAddressCodes).values({
      partnerId: this.partnerId,
      codeHash: hashAddressCode(this.deps.config.jwtSecret, this.partnerId, code),
      expiresAt,
      sentTo: postalAddressLine(postal),
      requestedBy: options.requestedBy,
      createdAt: now,
    });
    await enqueueLetter(
      tx,
      addressVerificationLetter({
        to: postal,
        code,
        issuedAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        verifyUrl: `${this.deps.config.partnerPortalUrl}/address-verification`,
        language: await languageOfPartner(tx, this.partnerId),
      }),
    );
    return { sent: true };
  }

  /** POST /api/partner/address-verification/request: a new code by post. */
  async request(personId: number): Promise<TAddressVerificationState> {
    const outcome = await this.db.transaction((tx) => this.issue(tx, { requestedBy: personId, enforceInterval: true }));
    if (outcome.reason === 'verified') throw conflict(M.addressAlreadyVerified);
    if (outcome.reason === 'incomplete') throw conflict(M.addressIncomplete);
    if (outcome.reason === 'too-soon' && outcome.nextRequestAt) {
      const next = outcome.nextRequestAt;
      throw new AppError('TOO_MANY_REQUESTS', M.codeRequestTooSoon({ next: codeRequestTime(next) }), undefined, {
        nextRequestAt: next.toISOString(),
        retryAfterSeconds: Math.max(1, Math.ceil((next.getTime() - this.deps.now().getTime()) / 1000)),
      });
    }
    return this.state();
  }

  /** POST /api/partner/address-verification: checks the code against the newest letter's. */
  async verify(code: string): Promise<TAddressVerified> {
    const now = this.deps.now();
    const secret = this.deps.config.jwtSecret;
    const given = hashAddressCode(secret, this.partnerId, code);
    // A wrong entry is counted and committed before the refusal is thrown.
    const outcome = await this.db.transaction(async (tx) => {
      const [p] = await tx
        .select({ verifiedAt: partners.addressVerifiedAt })
        .from(partners)
        .where(eq(partners.id, this.partnerId))
        .for('update');
      if (!p) return { error: notFound(NOT_FOUND.partner) };
      if (p.verifiedAt) return { error: conflict(M.addressAlreadyVerified) };
      const newest = await this.newestCode(tx);
      if (!newest) return { error: conflict(M.noCode) };
      if (newest.usedAt) return { error: conflict(M.addressAlreadyVerified) };
      if (newest.voidReason === 'attempts') return { error: conflict(M.codeUsedUp) };
      if (newest.voidReason === 'address-changed') return { error: conflict(M.codeAddressChanged) };
      if (newest.voidedAt) return { error: conflict(M.noCode) };
      if (newest.expiresAt <= now)
        return { error: new AppError('GONE', M.codeExpired, undefined, { reason: 'expired' }) };
      if (sameHash(newest.codeHash, given)) {
        await tx.update(partnerAddressCodes).set({ usedAt: now }).where(eq(partnerAddressCodes.id, newest.id));
        await tx.update(partners).set({ addressVerifiedAt: now }).where(eq(partners.id, this.partnerId));
        return { verifiedAt: now };
      }
      const older = await tx
        .select({ codeHash: partnerAddressCodes.codeHash })
        .from(partnerAddressCodes)
        .where(
          and(
            eq(partnerAddressCodes.partnerId, this.partnerId),
            ne(partnerAddressCodes.id, newest.id),
            eq(partnerAddressCodes.voidReason, 'superseded'),
            gt(partnerAddressCodes.createdAt, new Date(now.getTime() - OLDER_LETTERS_RECOGNISED_MS)),
          ),
        );
      if (older.some((o) => sameHash(o.codeHash, given))) return { error: conflict(M.codeFromOlderLetter) };
      const attempts = newest.attempts + 1;
      const usedUp = attempts >= ADDRESS_CODE_MAX_ATTEMPTS;
      await tx
        .update(partnerAddressCodes)
        .set(usedUp ? { attempts, voidedAt: now, voidReason: 'attempts' } : { attempts })
        .where(eq(partnerAddressCodes.id, newest.id));
      const message = M.codeWrong({ attemptsLeft: Math.max(0, ADDRESS_CODE_MAX_ATTEMPTS - attempts) });
      return {
        error: new AppError(
          'VALIDATION',
          message,
          { code: message },
          { attemptsLeft: ADDRESS_CODE_MAX_ATTEMPTS - attempts },
        ),
      };
    });
    if ('error' in outcome) throw outcome.error;
    return { status: 'Success', verifiedAt: outcome.verifiedAt.toISOString() };
  }
}
