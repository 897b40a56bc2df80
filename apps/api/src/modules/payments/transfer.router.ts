// Paying by bank transfer: the buyer's choice and instructions, the partner's switch per event and its
// "mark as paid". An administrator's "mark as paid" and bank statement import are the console's
// (modules/admin/bank-transfers).
import {
  API_PATHS,
  BANK_TRANSFER_MESSAGES as M,
  ZAwaitingTransfersPage,
  ZAwaitingTransfersQuery,
  ZBankTransferInstructions,
  ZBankTransferState,
  ZEventBankTransfer,
  ZEventBankTransferBody,
  ZIdParam,
  ZMarkedPaid,
  ZMarkPaidBody,
  ZOrderIdParams,
  ZUuidParam,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule, type ApiModule } from '../../platform/route';
import { BankTransfers } from './transfer.service';
import { awaitingTransfers, transferInstructions } from './transfer.read-model';

export function bankTransferModules(ctx: ModuleContext): ApiModule[] {
  const { db, config, now, logger } = ctx;
  const transfers = new BankTransfers({ db, config, now, logger });

  const buyer = apiModule(ctx, { tag: 'Payments', access: 'attendee' });
  buyer.get(
    API_PATHS.orderBankTransfer,
    {
      summary: 'Whether an order can be paid by bank transfer, and how once chosen',
      description:
        "`available`: the order is still pending, the event takes transfers and its last day to choose one (`lastChoiceAt`) has not passed; `dueAtIfChosen`: the seats would be held until then. Once chosen, `instructions` gives Pavilion's account, the payment reference, the amount, the due day and the invoice. Another person's order answers 404.",
      params: ZOrderIdParams,
      response: ZBankTransferState,
      errors: { 404: NOT_FOUND.order },
    },
    ({ auth, params }) => transfers.state(auth.personId, params.orderId),
  );
  buyer.post(
    API_PATHS.orderBankTransfer,
    {
      summary: 'Pay an order by bank transfer against its invoice',
      description:
        "The pending order becomes `awaiting_payment`: its seats stay held until the due day (7 days, never past the event's start), its invoice is issued now with Pavilion's account and a unique payment reference, and emailed to the buyer with the invoice attached. The tickets are sent once the transfer is recorded; unpaid after the due day the order is cancelled. 409 in words when the order is no longer pending or its reservation expired, the event does not take transfers, its last day to choose one has passed, or the event was cancelled.",
      params: ZOrderIdParams,
      response: ZBankTransferInstructions,
      errors: { 404: NOT_FOUND.order, 409: M.notAllowed },
    },
    ({ auth, params }) => transfers.choose(auth.personId, params.orderId),
  );

  const partner = apiModule(ctx, { tag: 'Partner orders', access: 'partner' });
  partner.get(
    API_PATHS.partnerBankTransfers,
    {
      summary: 'Your orders awaiting their bank transfer',
      description:
        'One page (the list pattern) of the orders of your events whose buyers chose to pay by transfer and have not paid yet: buyer, company, amount, payment reference and due day, the soonest due first. `eventId` narrows to one event; `q` finds a reference, a buyer (name or email) or a company.',
      query: ZAwaitingTransfersQuery,
      response: ZAwaitingTransfersPage,
    },
    ({ auth, query }) => awaitingTransfers(db, { partnerId: auth.partnerId! }, query),
  );
  partner.get(
    API_PATHS.partnerOrderBankTransfer,
    {
      summary: 'How one of your orders is paid by bank transfer',
      description:
        "The payment reference, the due day, the amount and the account the buyer was given (as on the invoice), whatever the order's status now. Another partner's order, or one not paid by transfer, answers 404.",
      params: ZUuidParam,
      response: ZBankTransferInstructions,
      errors: { 404: M.notTransfer },
    },
    ({ auth, params }) => transferInstructions(db, { partnerId: auth.partnerId! }, params.id),
  );
  partner.get(
    API_PATHS.partnerEventBankTransfer,
    {
      summary: 'Whether an event takes bank transfers',
      params: ZIdParam,
      response: ZEventBankTransfer,
      errors: { 404: NOT_FOUND.event },
    },
    ({ auth, params }) => transfers.eventSetting(auth.partnerId!, params.id),
  );
  partner.put(
    API_PATHS.partnerEventBankTransfer,
    {
      summary: 'Allow or stop bank transfers for an event',
      description:
        "Body `{ enabled, untilDays }`: buyers may choose to pay by transfer until `untilDays` days before the start (1 to 90, 14 by default). Orders already awaiting their transfer keep their due day. Another partner's event answers 404.",
      params: ZIdParam,
      body: ZEventBankTransferBody,
      response: ZEventBankTransfer,
      errors: { 404: NOT_FOUND.event },
    },
    ({ auth, params, body }) => transfers.eventSetting(auth.partnerId!, params.id, body),
  );
  partner.post(
    API_PATHS.partnerOrderMarkPaid,
    {
      summary: 'Record the bank transfer of one of your orders',
      description:
        "For an order awaiting its transfer: records the payment (once: asked again, 409), marks the order paid, sends the tickets, and writes it to the audit log with the day the money arrived (`receivedOn`, today by default, never in the future) and the note. Another partner's order answers 404.",
      params: ZUuidParam,
      body: ZMarkPaidBody,
      response: ZMarkedPaid,
      errors: { 404: NOT_FOUND.order, 409: M.notAwaiting },
    },
    ({ auth, params, body }) => transfers.markPaid({ partnerId: auth.partnerId! }, auth, params.id, body),
  );

  return [buyer, partner];
}
