// What stops a partner's payouts, read from the onboarding checklist (partner-account), the vetting
// status, the payout account and an administrator's hold. The Finances page and the payout run ask
// the same question.
import { and, eq } from 'drizzle-orm';
import { PAYOUT_BLOCKS, type TPayoutBlock, type TPayoutBlockKey } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, partners, payoutHolds } from '../../db/schema';
import { PartnerAccount } from '../partner-account/read-model';

const block = (key: TPayoutBlockKey, detail: string | null = null): TPayoutBlock => ({
  key,
  label: PAYOUT_BLOCKS.find((b) => b.key === key)!.label,
  detail,
});

export const SUSPENDED_DETAIL = 'Payouts of a suspended company are held';

export async function payoutBlocks(db: DbOrTx, partnerId: number): Promise<TPayoutBlock[]> {
  const [[partner], [hold], [account], onboarding] = await Promise.all([
    db.select({ status: partners.currentVettingStatus }).from(partners).where(eq(partners.id, partnerId)),
    db.select({ reason: payoutHolds.reason }).from(payoutHolds).where(eq(payoutHolds.partnerId, partnerId)),
    db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.partnerId, partnerId), eq(bankAccounts.isPayout, true))),
    new PartnerAccount(db, partnerId).onboarding(),
  ]);
  if (!partner || !onboarding) return [block('not-approved')];
  const done = (key: string) => onboarding.steps.some((s) => s.key === key && s.done);
  const blocks: TPayoutBlock[] = [];
  if (hold) blocks.push(block('held', hold.reason));
  else if (partner.status === 'SUSPENDED') blocks.push(block('held', SUSPENDED_DETAIL));
  if (partner.status !== 'SUSPENDED' && !done('application-approved')) blocks.push(block('not-approved'));
  if (!done('address-verified')) blocks.push(block('address-not-verified'));
  if (!done('contract-signed')) blocks.push(block('contract-not-signed'));
  if (!account) blocks.push(block('no-payout-account'));
  return blocks;
}
