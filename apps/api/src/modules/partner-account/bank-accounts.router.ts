// The partner's bank accounts for payouts: listed to every member, changed by the owner.
import {
  ZBankAccount,
  ZBankAccountForm,
  ZBankAccounts,
  ZIdParam,
  API_PATHS,
  PARTNER_ACCOUNT_MESSAGES as M,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import type { AuthContext } from '../../platform/auth';
import { apiModule, type ApiModule } from '../../platform/route';
import { MAX_BANK_ACCOUNTS, PartnerBankAccounts } from './bank-accounts.service';
import { partnerOf } from './session-partner';

export function partnerBankAccountsModule(ctx: ModuleContext): ApiModule {
  const { db, now } = ctx;
  const banking = apiModule(ctx, { tag: 'Bank accounts', access: 'partnerOwner' });
  const accountsOf = (auth: AuthContext) => new PartnerBankAccounts(db, partnerOf(auth), now);

  banking.get(
    API_PATHS.partnerBankAccounts,
    {
      summary: "The partner's bank accounts, numbers masked but the last 4",
      access: 'partner',
      response: ZBankAccounts,
    },
    ({ auth }) => accountsOf(auth).list(),
  );

  banking.post(
    API_PATHS.partnerBankAccounts,
    {
      summary: 'Adds a bank account (owner only)',
      description:
        'The IBAN is checked as ISO 13616 defines it (country, length and format, mod-97) and must be from the chosen country. The first account in its currency is marked for payouts: money is paid only to the account marked in its own currency.',
      body: ZBankAccountForm,
      response: ZBankAccount,
      status: 201,
      errors: { 409: `${M.bankAccountDuplicate}; ${M.bankAccountsTooMany({ max: MAX_BANK_ACCOUNTS })}` },
    },
    ({ body, auth }) => accountsOf(auth).add(body),
  );

  banking.post(
    API_PATHS.partnerBankAccountPayout,
    {
      summary: 'Marks the account for payouts in its currency (owner only)',
      params: ZIdParam,
      response: ZBankAccounts,
    },
    ({ params, auth }) => accountsOf(auth).markForPayouts(params.id),
  );

  banking.delete(
    API_PATHS.partnerBankAccount,
    {
      summary: 'Removes a bank account (owner only)',
      description: "A currency's payout account can be removed only when it is the last one in that currency.",
      params: ZIdParam,
      status: 204,
      errors: { 409: M.payoutAccountRemoval },
    },
    async ({ params, auth }) => {
      await accountsOf(auth).remove(params.id);
    },
  );

  return banking;
}
