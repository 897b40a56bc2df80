// A partner's bank accounts: the number is stored whole (payouts need it) and answered masked but its
// last 4 characters; no answer, email or log line carries it whole. One account per currency is marked
// for payouts while that currency has any: money is paid only to an account in its own currency (the
// payout run, modules/payouts). Built with the session's partner id.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import {
  maskAccountNumber,
  MESSAGES,
  type TBankAccount,
  type TBankAccountForm,
  type TBankAccounts,
  type TBankCurrency,
  PARTNER_ACCOUNT_MESSAGES as M,
} from '@pavilion/domain';
import type { Database } from '../../db/client';
import { bankAccounts, countries, partners } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { countryNamed } from '../../platform/reference-names';

/** Ours: a handful covers every currency a partner is paid in. */
export const MAX_BANK_ACCOUNTS = 10;

type Row = typeof bankAccounts.$inferSelect & { countryName: string };

function toAnswer(row: Row): TBankAccount {
  return {
    id: row.id,
    bankAccountName: row.accountName,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.iban),
    swiftCode: row.swift,
    country: { id: row.countryId, name: row.countryName },
    currency: row.currency as TBankCurrency,
    payout: row.isPayout,
    createdAt: row.createdAt.toISOString(),
  };
}

export class PartnerBankAccounts {
  constructor(
    private readonly db: Database,
    private readonly partnerId: number,
    private readonly now: () => Date,
  ) {}

  private rows(id?: number) {
    return this.db
      .select({ account: bankAccounts, countryName: countries.name, countryCode: countries.code })
      .from(bankAccounts)
      .innerJoin(countries, eq(countries.id, bankAccounts.countryId))
      .where(and(eq(bankAccounts.partnerId, this.partnerId), id === undefined ? undefined : eq(bankAccounts.id, id)))
      .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
      .then((rows) => rows.map((r) => ({ ...r.account, countryName: countryNamed(r.countryCode, r.countryName)! })));
  }

  async list(): Promise<TBankAccounts> {
    return (await this.rows()).map(toAnswer);
  }

  /**
   * Adds an account; the first one in its currency is marked for payouts. The IBAN's country must be
   * the account's country; the same IBAN twice is refused.
   */
  async add(body: TBankAccountForm): Promise<TBankAccount> {
    const [country] = await this.db
      .select({ id: countries.id, code: countries.code })
      .from(countries)
      .where(eq(countries.id, body.bankAccountCountry))
      .limit(1);
    if (!country)
      throw new AppError('VALIDATION', MESSAGES.countryRequired, { bankAccountCountry: MESSAGES.countryRequired });
    const ibanCountry = body.companyIban.slice(0, 2);
    if (country.code.toUpperCase() !== ibanCountry) {
      const message = M.bankAccountCountryMismatch({ ibanCountry });
      throw new AppError('VALIDATION', message, { bankAccountCountry: message });
    }
    const id = await this.db.transaction(async (tx) => {
      // One writer at a time per partner: the count, the duplicate check and the payout mark agree.
      await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, this.partnerId)).for('update');
      const existing = await tx
        .select({ iban: bankAccounts.iban, currency: bankAccounts.currency })
        .from(bankAccounts)
        .where(eq(bankAccounts.partnerId, this.partnerId));
      if (existing.length >= MAX_BANK_ACCOUNTS) throw conflict(M.bankAccountsTooMany({ max: MAX_BANK_ACCOUNTS }));
      if (existing.some((a) => a.iban === body.companyIban))
        throw conflict(M.bankAccountDuplicate, { companyIban: M.bankAccountDuplicate });
      const [row] = await tx
        .insert(bankAccounts)
        .values({
          partnerId: this.partnerId,
          accountName: body.bankAccountName,
          bankName: body.bankName,
          iban: body.companyIban,
          swift: body.companySwiftCode,
          countryId: country.id,
          currency: body.bankAccountCurrency,
          isPayout: !existing.some((a) => a.currency === body.bankAccountCurrency),
          createdAt: this.now(),
        })
        .returning({ id: bankAccounts.id });
      return row.id;
    });
    const [row] = await this.rows(id);
    return toAnswer(row);
  }

  /** Marks one account for payouts in its currency (and no other account in that currency). */
  async markForPayouts(id: number): Promise<TBankAccounts> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: bankAccounts.id, currency: bankAccounts.currency })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.partnerId, this.partnerId), eq(bankAccounts.id, id)))
        .for('update');
      if (!row) throw notFound(M.bankAccountNotFound);
      await tx
        .update(bankAccounts)
        .set({ isPayout: false })
        .where(
          and(
            eq(bankAccounts.partnerId, this.partnerId),
            eq(bankAccounts.currency, row.currency),
            ne(bankAccounts.id, id),
          ),
        );
      await tx.update(bankAccounts).set({ isPayout: true }).where(eq(bankAccounts.id, id));
    });
    return this.list();
  }

  /**
   * Removes an account; a currency's payout account goes only when it is the last in that currency, or
   * after another in that currency is marked. Money in a currency left without an account waits.
   */
  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: bankAccounts.id, isPayout: bankAccounts.isPayout, currency: bankAccounts.currency })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.partnerId, this.partnerId), eq(bankAccounts.id, id)))
        .for('update');
      if (!row) throw notFound(M.bankAccountNotFound);
      if (row.isPayout) {
        const [others] = await tx
          .select({ n: count() })
          .from(bankAccounts)
          .where(
            and(
              eq(bankAccounts.partnerId, this.partnerId),
              eq(bankAccounts.currency, row.currency),
              ne(bankAccounts.id, id),
            ),
          );
        if (others.n > 0) throw conflict(M.payoutAccountRemoval);
      }
      await tx.delete(bankAccounts).where(eq(bankAccounts.id, id));
    });
  }
}
