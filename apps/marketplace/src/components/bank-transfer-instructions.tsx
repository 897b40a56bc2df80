// How to pay an order by bank transfer, as its buyer reads it after choosing it at checkout and on the
// order in Registrations and Events: the amount, Pavilion's account, the payment reference and the day to
// pay by (in the event's time zone), what happens then, and the invoice to download. The account is
// written as the invoice and the email print it (the IBAN in one piece, to copy as it is).
import { formatAmount, type TBankTransferInstructions } from '@pavilion/domain';
import { orderInvoicePdfUrl } from '@pavilion/api-client';
import { formatEventDateTime } from '@pavilion/features-event';
import { DescriptionList } from '@pavilion/ui';
import { config } from '../config/env';
import { BANK_TRANSFER_TEXT as T } from './bank-transfer.messages';
import './bank-transfer.css';

export interface BankTransferInstructionsProps {
  instructions: TBankTransferInstructions;
  /** The event's IANA zone: the day to pay by is written where the event happens. */
  timeZone: string;
  /** The title's level: 2 on its own page, 4 inside an order card. */
  headingLevel?: 2 | 3 | 4;
}

export function BankTransferInstructions({
  instructions: i,
  timeZone,
  headingLevel = 2,
}: BankTransferInstructionsProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `bank-transfer-${i.orderId}`;
  const due = (
    <time dateTime={i.dueAt} className="pv-bank-transfer__due">
      {formatEventDateTime(i.dueAt, timeZone)}
    </time>
  );
  const amount = formatAmount(i.amount, i.currency);
  return (
    <section className="pv-bank-transfer" aria-labelledby={headingId}>
      <Heading id={headingId} className="pv-bank-transfer__title">
        {T.title}
      </Heading>
      <p>{T.lead({ amount, date: formatEventDateTime(i.dueAt, timeZone) })}</p>
      <DescriptionList
        className="pv-bank-transfer__facts"
        items={[
          { label: T.amount, value: amount },
          { label: T.accountName, value: i.accountName },
          { label: T.iban, value: i.iban, valueClassName: 'pv-bank-transfer__code' },
          { label: T.bic, value: i.bic, valueClassName: 'pv-bank-transfer__code' },
          i.bankName && { label: T.bank, value: i.bankName },
          {
            label: T.reference,
            value: i.reference,
            valueClassName: 'pv-bank-transfer__code pv-bank-transfer__reference',
          },
          { label: T.payBy, value: due },
        ]}
      />
      <p>{T.ticketsOnceArrived({ date: formatEventDateTime(i.dueAt, timeZone) })}</p>
      <p>
        <a href={orderInvoicePdfUrl(config.apiUrl, i.orderId, i.invoiceId)} download>
          {T.invoice}
        </a>
      </p>
    </section>
  );
}
