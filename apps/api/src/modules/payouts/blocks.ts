// What stops a partner's payouts, read from the onboarding checklist (partner-account), the vetting
// status, the payout accounts and an administrator's hold. The Finances page asks for one partner;
// the payout run asks for many partners at once (payoutBlocksOf), reading the same facts in one query.
// Money in a currency is paid only to the payout account in that currency: a currency without one is
// held on its own (docs/decisions/0272-one-payout-account-per-currency-never-converted.md, "One payout account per currency, never converted").
import { and, eq, sql } from 'drizzle-orm';
import {
  PAYOUT_BLOCK_LABELS,
  PAYOUT_CURRENCY_MESSAGES,
  type TCurrencyCode,
  type TPayoutBlock,
  type TPayoutBlockKey,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, partners, payoutHolds } from '../../db/schema';
import { rowsOf } from '../../db/raw-sql';
import { currentAgreementVersions, PartnerAccount } from '../partner-account';

const block = (key: TPayoutBlockKey, detail: string | null = null): TPayoutBlock => ({
  key,
  label: PAYOUT_BLOCK_LABELS[key],
  detail,
  currency: null,
});

const currencyBlock = (currency: TCurrencyCode): TPayoutBlock => ({
  key: 'no-payout-account-in-currency',
  label: PAYOUT_CURRENCY_MESSAGES.blockLabel({ currency }),
  detail: PAYOUT_CURRENCY_MESSAGES.blockDetail({ currency }),
  currency,
});

export const SUSPENDED_DETAIL = 'Payouts of a suspended company are held';

/** A partner that does not exist: its money is held as not approved. */
const UNKNOWN = {
  status: 'UNKNOWN',
  hold: null,
  approved: false,
  addressVerified: false,
  contractSigned: false,
  payoutCurrencies: [],
} as const satisfies PayoutBlockFacts;

/** What the blocks are decided from; approved, addressVerified and contractSigned are steps of the checklist. */
export interface PayoutBlockFacts {
  status: string;
  hold: string | null;
  approved: boolean;
  addressVerified: boolean;
  contractSigned: boolean;
  /** The currencies that have an account marked for payouts. */
  payoutCurrencies: readonly string[];
}

/**
 * The blocks of a partner's money in the currencies given (a payout's one, or those Finances shows):
 * those that hold every payout, then one per currency without a payout account. A partner with no
 * payout account at all has the one block that says so.
 */
export function blocksOf(f: PayoutBlockFacts, currencies: readonly TCurrencyCode[] = []): TPayoutBlock[] {
  if (f.status === UNKNOWN.status) return [block('not-approved')];
  const blocks: TPayoutBlock[] = [];
  if (f.hold !== null) blocks.push(block('held', f.hold));
  else if (f.status === 'SUSPENDED') blocks.push(block('held', SUSPENDED_DETAIL));
  if (f.status !== 'SUSPENDED' && !f.approved) blocks.push(block('not-approved'));
  if (!f.addressVerified) blocks.push(block('address-not-verified'));
  if (!f.contractSigned) blocks.push(block('contract-not-signed'));
  if (!f.payoutCurrencies.length) blocks.push(block('no-payout-account'));
  else
    for (const currency of [...new Set(currencies)].sort())
      if (!f.payoutCurrencies.includes(currency)) blocks.push(currencyBlock(currency));
  return blocks;
}

/** A partner's blocks for its money in `currencies` (none given: only the blocks that hold every payout). */
export async function payoutBlocks(
  db: DbOrTx,
  partnerId: number,
  currencies: readonly TCurrencyCode[] = [],
): Promise<TPayoutBlock[]> {
  const [[partner], [hold], accounts, onboarding] = await Promise.all([
    db.select({ status: partners.currentVettingStatus }).from(partners).where(eq(partners.id, partnerId)),
    db.select({ reason: payoutHolds.reason }).from(payoutHolds).where(eq(payoutHolds.partnerId, partnerId)),
    db
      .select({ currency: bankAccounts.currency })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.partnerId, partnerId), eq(bankAccounts.isPayout, true))),
    new PartnerAccount(db, partnerId).onboarding(),
  ]);
  if (!partner || !onboarding) return blocksOf(UNKNOWN);
  const done = (key: string) => onboarding.steps.some((s) => s.key === key && s.done);
  return blocksOf(
    {
      status: partner.status,
      hold: hold?.reason ?? null,
      approved: done('application-approved'),
      addressVerified: done('address-verified'),
      contractSigned: done('contract-signed'),
      payoutCurrencies: accounts.map((a) => a.currency),
    },
    currencies,
  );
}

/**
 * The facts of payoutBlocks for many partners in one query, as the onboarding checklist reads each
 * step: approved (the status and its vetting entry), the address verified, the contract of the version
 * in force signed; and the payout accounts' currencies and the hold. An unknown partner is 'not-approved'.
 * blocksOf(facts, [payout.currency]) answers what holds one payout.
 */
const yes = (v: boolean | string) => v === true || v === 't';

export async function payoutBlocksOf(db: DbOrTx, partnerIds: number[]): Promise<Map<number, PayoutBlockFacts>> {
  const result = new Map<number, PayoutBlockFacts>();
  if (!partnerIds.length) return result;
  const ids = [...new Set(partnerIds)];
  const rows = rowsOf<{
    id: number;
    status: string;
    hold: string | null;
    approved: boolean | string;
    address_verified: boolean | string;
    contract_signed: boolean | string;
    payout_currencies: string[] | string | null;
  }>(
    await db.execute(sql`
      select p.id, p.current_vetting_status as status, h.reason as hold,
             p.current_vetting_status = 'APPROVED' and exists (
               select 1 from partner_vetting_updates v where v.partner_id = p.id and v.status = 'APPROVED') as approved,
             p.address_verified_at is not null as address_verified,
             exists (select 1 from partner_agreements a where a.partner_id = p.id and a.kind = 'partner-contract'
                     and a.version = ${currentAgreementVersions()['partner-contract']}) as contract_signed,
             array(select b.currency::text from bank_accounts b where b.partner_id = p.id and b.is_payout
                   order by b.currency) as payout_currencies
      from partners p left join payout_holds h on h.partner_id = p.id
      where p.id = any(${`{${ids.join(',')}}`}::int[])`),
  );
  for (const r of rows) {
    result.set(Number(r.id), {
      status: r.status,
      hold: r.hold,
      approved: yes(r.approved),
      addressVerified: yes(r.address_verified),
      contractSigned: yes(r.contract_signed),
      payoutCurrencies: textArray(r.payout_currencies),
    });
  }
  for (const id of ids) if (!result.has(id)) result.set(id, UNKNOWN);
  return result;
}

/** A text array as the driver answers it: an array, or PostgreSQL's literal ('{EUR,GBP}'). */
function textArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}
