// What stops a partner's payouts, read from the onboarding checklist (partner-account), the vetting
// status, the payout account and an administrator's hold. The Finances page asks for one partner;
// the payout run asks for many partners at once (payoutBlocksOf), reading the same facts in one query.
import { and, eq, sql } from 'drizzle-orm';
import { PAYOUT_BLOCKS, type TPayoutBlock, type TPayoutBlockKey } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, partners, payoutHolds } from '../../db/schema';
import { rowsOf } from '../../db/raw-sql';
import { currentAgreementVersions, PartnerAccount } from '../partner-account';

const block = (key: TPayoutBlockKey, detail: string | null = null): TPayoutBlock => ({
  key,
  label: PAYOUT_BLOCKS.find((b) => b.key === key)!.label,
  detail,
});

export const SUSPENDED_DETAIL = 'Payouts of a suspended company are held';

/** What the blocks are decided from; approved, addressVerified and contractSigned are steps of the checklist. */
interface BlockFacts {
  status: string;
  hold: string | null;
  approved: boolean;
  addressVerified: boolean;
  contractSigned: boolean;
  payoutAccount: boolean;
}

function blocksOf(f: BlockFacts): TPayoutBlock[] {
  const blocks: TPayoutBlock[] = [];
  if (f.hold !== null) blocks.push(block('held', f.hold));
  else if (f.status === 'SUSPENDED') blocks.push(block('held', SUSPENDED_DETAIL));
  if (f.status !== 'SUSPENDED' && !f.approved) blocks.push(block('not-approved'));
  if (!f.addressVerified) blocks.push(block('address-not-verified'));
  if (!f.contractSigned) blocks.push(block('contract-not-signed'));
  if (!f.payoutAccount) blocks.push(block('no-payout-account'));
  return blocks;
}

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
  return blocksOf({
    status: partner.status,
    hold: hold?.reason ?? null,
    approved: done('application-approved'),
    addressVerified: done('address-verified'),
    contractSigned: done('contract-signed'),
    payoutAccount: Boolean(account),
  });
}

/**
 * payoutBlocks for many partners in one query, as the onboarding checklist reads each step: approved
 * (the status and its vetting entry), the address verified, the contract of the version in force
 * signed; and the payout account and the hold. An unknown partner is 'not-approved'.
 */
const yes = (v: boolean | string) => v === true || v === 't';

export async function payoutBlocksOf(db: DbOrTx, partnerIds: number[]): Promise<Map<number, TPayoutBlock[]>> {
  const result = new Map<number, TPayoutBlock[]>();
  if (!partnerIds.length) return result;
  const ids = [...new Set(partnerIds)];
  const rows = rowsOf<{
    id: number;
    status: string;
    hold: string | null;
    approved: boolean | string;
    address_verified: boolean | string;
    contract_signed: boolean | string;
    payout_account: boolean | string;
  }>(
    await db.execute(sql`
      select p.id, p.current_vetting_status as status, h.reason as hold,
             p.current_vetting_status = 'APPROVED' and exists (
               select 1 from partner_vetting_updates v where v.partner_id = p.id and v.status = 'APPROVED') as approved,
             p.address_verified_at is not null as address_verified,
             exists (select 1 from partner_agreements a where a.partner_id = p.id and a.kind = 'partner-contract'
                     and a.version = ${currentAgreementVersions()['partner-contract']}) as contract_signed,
             exists (select 1 from bank_accounts b where b.partner_id = p.id and b.is_payout) as payout_account
      from partners p left join payout_holds h on h.partner_id = p.id
      where p.id = any(${`{${ids.join(',')}}`}::int[])`),
  );
  for (const r of rows) {
    result.set(
      Number(r.id),
      blocksOf({
        status: r.status,
        hold: r.hold,
        approved: yes(r.approved),
        addressVerified: yes(r.address_verified),
        contractSigned: yes(r.contract_signed),
        payoutAccount: yes(r.payout_account),
      }),
    );
  }
  for (const id of ids) if (!result.has(id)) result.set(id, [block('not-approved')]);
  return result;
}
