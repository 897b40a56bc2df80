// The console's bank transfers: orders awaiting their transfer, how one is paid, "mark as paid" for any
// order, and matching a bank statement to the orders awaiting their transfer.
import {
  API_PATHS,
  BANK_TRANSFER_MESSAGES as M,
  ZAwaitingTransfersPage,
  ZAwaitingTransfersQuery,
  ZBankStatementBody,
  ZBankStatementResult,
  ZBankTransferInstructions,
  ZMarkedPaid,
  ZMarkPaidBody,
  ZOrderIdParams,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { awaitingTransfers, BankTransfers, transferInstructions } from '../../payments';

export function adminBankTransfersModule(ctx: ModuleContext) {
  const { db, config, now, logger } = ctx;
  const transfers = new BankTransfers({ db, config, now, logger });
  const admin = apiModule(ctx, { tag: 'Admin: orders', access: 'admin' });
  admin.get(
    API_PATHS.adminBankTransfers,
    {
      summary: 'Orders awaiting their bank transfer',
      description: "As the partner's list, for every partner's events (each item names its partner).",
      query: ZAwaitingTransfersQuery,
      response: ZAwaitingTransfersPage,
    },
    ({ query }) => awaitingTransfers(db, { admin: true }, query),
  );
  admin.get(
    API_PATHS.adminOrderBankTransfer,
    {
      summary: 'How an order is paid by bank transfer',
      description: "As the partner's, for any order; one not paid by transfer answers 404.",
      params: ZOrderIdParams,
      response: ZBankTransferInstructions,
      errors: { 404: M.notTransfer },
    },
    ({ params }) => transferInstructions(db, { admin: true }, params.orderId),
  );
  admin.post(
    API_PATHS.adminOrderMarkPaid,
    {
      summary: "Record an order's bank transfer",
      description: 'As the partner\'s "mark as paid", for any order awaiting its transfer; audited.',
      params: ZOrderIdParams,
      body: ZMarkPaidBody,
      response: ZMarkedPaid,
      errors: { 404: NOT_FOUND.order, 409: M.notAwaiting },
    },
    ({ auth, params, body }) => transfers.markPaid({ admin: true }, auth, params.orderId, body),
  );
  admin.post(
    API_PATHS.adminBankStatements,
    {
      summary: 'Match a bank statement to orders awaiting their transfer',
      description:
        'Body `{ format, content }`: `csv` (a heading row naming date, amount, currency and reference) or `camt053` (ISO 20022 XML). Each credit is matched by the payment reference found in its text (`PV-XXXX-XXXX`, spaces and case ignored): the same amount and currency record the payment (audited, as "mark as paid"). The answer lists what was recorded, what was already paid (a statement imported twice records nothing twice) and what could not be matched, with why: no reference, an unknown one, a different amount or currency, or an order not awaiting a transfer. 400 in words for a file that cannot be read.',
      body: ZBankStatementBody,
      response: ZBankStatementResult,
      errors: { 400: M.formatInvalid },
    },
    ({ auth, body }) => transfers.importStatement(auth, body),
  );
  return admin;
}
