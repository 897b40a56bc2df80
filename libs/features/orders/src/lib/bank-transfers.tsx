// Orders awaiting their bank transfer in the partner portal and the console: the columns of their list
// (the reference linking to the order, the buyer and company, the event, the partner in the console, the
// amount, the day it is due by in the event's time zone, when it was ordered), and one order's panel: its
// reference, amount and due day, and "Mark as paid" (the day the money arrived, a note) asked again in a
// dialog before the tickets go out. The body is checked with the server's own schema before it is sent.
import './bank-transfers.css';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  dateTimeFormat,
  formatAmount,
  formatInTimeZone,
  MARK_PAID_NOTE_MAX,
  ZMarkPaidForm,
  type TAwaitingTransfer,
  type TBankTransferInstructions,
  type TMarkPaidBody,
  type TMarkPaidFormInput,
  type TOrderStatus,
} from '@pavilion/domain';
import { Alert, Button, Card, DescriptionList, TextArea, TextField, type DataTableColumn } from '@pavilion/ui';
import { BANK_TRANSFER_KIT_TEXT as T } from './bank-transfers.messages';
import { ConfirmFormDialog, Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';

export type AwaitingTransferSort = 'dueAt' | 'createdAt' | 'amount';

export interface AwaitingTransferColumnsOptions {
  /** The order's page in this app: the partner's /order-details/{id}, the console's. */
  orderHref: (transfer: TAwaitingTransfer) => string;
  /** Leave out the event (a list of one event's orders). */
  withoutEvent?: boolean;
  /** The console's: the partner selling the event. */
  withPartner?: boolean;
}

export function awaitingTransferColumns({
  orderHref,
  withoutEvent = false,
  withPartner = false,
}: AwaitingTransferColumnsOptions): DataTableColumn<TAwaitingTransfer, AwaitingTransferSort>[] {
  const columns: Array<DataTableColumn<TAwaitingTransfer, AwaitingTransferSort> | false> = [
    {
      key: 'reference',
      header: T.reference,
      rowHeader: true,
      nowrap: true,
      cell: (t) => <Link to={orderHref(t)}>{t.reference}</Link>,
    },
    {
      key: 'buyer',
      header: T.buyer,
      minWidth: '10rem',
      cell: (t) => (
        <>
          {t.buyerName}
          <span className="pv-transfer-list__detail">{t.buyerEmail}</span>
          {t.companyName && <span className="pv-transfer-list__detail">{t.companyName}</span>}
        </>
      ),
    },
    !withoutEvent && { key: 'event', header: T.event, minWidth: '10rem', cell: (t) => t.event.name },
    withPartner && { key: 'partner', header: T.partner, minWidth: '8rem', cell: (t) => t.partner.name },
    {
      key: 'amount',
      header: T.amount,
      sort: 'amount',
      align: 'end',
      nowrap: true,
      cell: (t) => formatAmount(t.amount, t.currency),
    },
    {
      key: 'dueAt',
      header: T.dueBy,
      sort: 'dueAt',
      nowrap: true,
      cell: (t) => <time dateTime={t.dueAt}>{formatInTimeZone(t.dueAt, t.event.timeZone)}</time>,
    },
    {
      key: 'createdAt',
      header: T.ordered,
      sort: 'createdAt',
      nowrap: true,
      cell: (t) => (
        <time dateTime={t.createdAt}>{dateTimeFormat({ dateStyle: 'medium' }).format(new Date(t.createdAt))}</time>
      ),
    },
  ];
  return columns.filter((column) => column !== false);
}

export interface MarkPaidPanelProps {
  order: { id: string; status: TOrderStatus; event: { timeZone: string } };
  /** The order's instructions (GET .../bank-transfer) once read; none for an order not paid by transfer. */
  transfer: TBankTransferInstructions | undefined;
  /** Records the transfer; rejects with the server's error, shown on the form in its words. */
  onMarkPaid: (body: TMarkPaidBody) => Promise<unknown>;
  /** On a card, as the console's receipt shows its parts. */
  panel?: boolean;
  /** Reading the instructions failed in a way other than "not a transfer" (404): said in words. */
  failed?: boolean;
}

const EMPTY: TMarkPaidFormInput = { receivedOn: '', note: '' };

/**
 * Whether an order may be paid by bank transfer, so that its page asks how: it awaits a transfer, or it
 * was paid (and maybe cancelled since) with money but without a card.
 */
export function mayBePaidByTransfer(order: { status: TOrderStatus; total: number; paymentDetails: unknown }): boolean {
  if (order.status === 'awaiting_payment') return true;
  return (order.status === 'paid' || order.status === 'cancelled') && order.paymentDetails === null && order.total > 0;
}

/**
 * An order paid by bank transfer: while it awaits the transfer, what is owed and "Mark as paid"; once
 * paid (or cancelled), its reference and amount. Nothing for an order not paid by transfer.
 */
export function MarkPaidPanel({ order, transfer, onMarkPaid, panel = false, failed = false }: MarkPaidPanelProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const { form, server, submit, submitting } = useZodForm(ZMarkPaidForm, {
    defaultValues: EMPTY,
    server: { alert: 'always' },
  });
  const errors = form.formState.errors;
  const awaiting = order.status === 'awaiting_payment' && !done;
  // Paid without a card is not always a transfer: only a transfer it awaits must be readable.
  if (failed && order.status === 'awaiting_payment') return <Alert tone="error" title={T.transferFailed} />;
  if (!transfer && !done) return null;
  const formId = `pv-mark-paid-${order.id}`;
  const close = () => {
    setOpen(false);
    server.clear();
    form.reset(EMPTY);
  };
  const amount = transfer ? formatAmount(transfer.amount, transfer.currency) : '';
  const due = transfer && (
    <time dateTime={transfer.dueAt}>{formatInTimeZone(transfer.dueAt, order.event.timeZone)}</time>
  );

  const Section = panel ? Card : 'section';
  return (
    <Section
      as={panel ? 'section' : undefined}
      aria-labelledby={`transfer-${order.id}`}
      className={panel ? 'pv-mark-paid pv-mark-paid--panel' : 'pv-mark-paid'}
    >
      <h2 id={`transfer-${order.id}`}>{T.title}</h2>
      {done ? (
        <p role="status">{T.done}</p>
      ) : (
        <p>
          {awaiting && transfer
            ? T.awaiting({ date: formatInTimeZone(transfer.dueAt, order.event.timeZone) })
            : order.status === 'paid'
              ? T.paid
              : T.chosen}
        </p>
      )}
      {transfer && (
        <DescriptionList
          items={[
            { label: T.paymentReference, value: transfer.reference },
            { label: awaiting ? T.amountDue : T.amount, value: amount },
            awaiting && { label: T.dueBy, value: due },
          ]}
        />
      )}
      {awaiting && (
        <div>
          <Button onClick={() => setOpen(true)}>{T.markPaid}</Button>
        </div>
      )}
      <ConfirmFormDialog
        open={open}
        onClose={close}
        title={T.dialogTitle}
        formId={formId}
        submitting={submitting}
        keepLabel={T.keep}
        confirmLabel={T.markPaid}
        closeLabel={T.close}
        outcome={
          done && (
            <Alert tone="success" role="status">
              {T.done}
            </Alert>
          )
        }
      >
        <Form
          id={formId}
          className="pv-mark-paid__form"
          aria-label={T.markPaid}
          alert="none"
          server={server}
          onSubmit={submit(async (body) => {
            await onMarkPaid(body);
            setDone(true);
          }, T.failed)}
        >
          {transfer && <p>{T.dialogText({ amount, reference: transfer.reference })}</p>}
          <FormAlert title={T.notMarked} message={server.message} />
          <TextField
            label={T.receivedOn}
            type="date"
            hint={T.receivedOnHint}
            error={errors.receivedOn?.message}
            {...form.register('receivedOn')}
          />
          <TextArea
            label={T.note}
            hint={T.noteHint}
            rows={2}
            maxLength={MARK_PAID_NOTE_MAX}
            showCount
            error={errors.note?.message}
            {...form.register('note')}
          />
        </Form>
      </ConfirmFormDialog>
    </Section>
  );
}
