// Support's view of refunds: GET /api/admin/refunds lists the refunds waiting to be paid back
// (requested, or failed and being retried by the refund worker), with their order, buyer, event and
// partner and the payment provider's words, or any other state.
// The bank transfer refunds (GET /api/admin/transfer-refunds) are exported as a SEPA credit transfer
// file for the bank and recorded as sent (modules/refunds, transfers.ts).
import {
  API_PATHS,
  TRANSFER_REFUND_MESSAGES as TM,
  ZAdminRefundPage,
  ZAdminRefundsQuery,
  ZAdminTransferRefundPage,
  ZAdminTransferRefundsQuery,
  ZTransferFileBody,
  ZTransfersSent,
  ZTransfersSentBody,
} from '@pavilion/domain';
import { actorOf } from '../../../platform/audit';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { AdminTransferRefunds } from '../../refunds';
import { adminRefunds } from './read-model';

export function adminRefundsModule(ctx: ModuleContext) {
  const { db } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: refunds', access: 'admin' });
  m.get(
    API_PATHS.adminRefunds,
    {
      summary: 'Refunds waiting to be paid back, or in any state',
      description:
        '`status`: `waiting` (requested or failed, not yet paid back; the default, oldest first), `failed` (the refund worker tries again at `nextAttemptAt` with the same idempotency key), `requested`, `refunded` or `all`. Each refund names its order, buyer, event and partner, its attempts and the payment provider’s words for the last failure. Amounts in major units.',
      query: ZAdminRefundsQuery,
      response: ZAdminRefundPage,
    },
    ({ query }) => adminRefunds(db, query),
  );

  const transfers = new AdminTransferRefunds({ db, now: ctx.now, config: ctx.config });
  m.get(
    API_PATHS.adminTransferRefunds,
    {
      summary: 'Refunds paid back by bank transfer: to pay back, waiting for the buyer’s account, or sent',
      description:
        'Refunds of orders paid by bank transfer. `status`: `to_pay_back` (the buyer gave the account; the default, oldest first), `awaiting_account` (the buyer was emailed for it), `sent` (recorded as sent by an administrator) or `all`; `currency` narrows to one currency. Each names its order, buyer, event and partner, the account (`account.iban` masked but its last 4 characters) and when it was last written into a transfer file (`exportedAt`). Amounts in major units.',
      query: ZAdminTransferRefundsQuery,
      response: ZAdminTransferRefundPage,
      errors: { 400: `${TM.transferFilter}; ${TM.currencyFilter}` },
    },
    ({ query }) => transfers.list(query),
  );
  m.post(
    API_PATHS.adminTransferRefundsFile,
    {
      summary: 'A SEPA credit transfer file (pain.001.001.03) of the refunds to pay back',
      description:
        'Body `{ refundIds? }`: the chosen refunds, or every EUR refund to pay back when none are chosen. Answers the XML file for the bank (ISO 20022 pain.001.001.03, SEPA service level): one payment information block from Pavilion’s account (`BANK_TRANSFER_*`), the number of transfers and their sum (`NbOfTxs`, `CtrlSum`, major units with 2 decimals) in the group header, one transfer per refund to the buyer’s IBAN with the refund id as its end-to-end id. Names are written in the SEPA character set (accents dropped). Each refund is marked exported (`exportedAt`) and audited; it stays to be paid back until recorded as sent. A SEPA file carries euros only.',
      body: ZTransferFileBody,
      produces: 'application/xml',
      errors: {
        400: TM.refundIdsInvalid,
        409: `${TM.notToPayBack({ ids: '…' })}; ${TM.sepaEurosOnly}; ${TM.nothingToExport}`,
      },
    },
    async ({ body, auth, res }) => {
      const file = await transfers.sepaFile(body.refundIds, actorOf(auth));
      res
        .type('application/xml')
        .setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.xml);
      return undefined as never;
    },
  );
  m.post(
    API_PATHS.adminTransferRefundsSent,
    {
      summary: 'Records refunds as sent by bank transfer',
      description:
        'Body `{ refundIds }`: the transfers the bank made. Each refund becomes `refunded` (the date is now), its amount leaves Pavilion’s bank account in the ledger (what was owed to the buyer since the refund was granted), the buyer is emailed that it was sent, and the audit log keeps who recorded it. All or nothing: a refund that is not to be paid back refuses the call (409, naming it) and nothing changes.',
      body: ZTransfersSentBody,
      response: ZTransfersSent,
      errors: { 400: TM.refundIdsInvalid, 409: TM.notToPayBack({ ids: '…' }) },
    },
    async ({ body, auth }) => ({ recorded: await transfers.recordSent(body.refundIds, actorOf(auth)) }),
  );
  return m;
}
