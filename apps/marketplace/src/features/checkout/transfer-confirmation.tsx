// The confirmation of an order awaiting its bank transfer: the seats held, how to pay (the account, the
// reference, the day to pay by, the invoice) and where the order is kept.
import { Link } from 'react-router';
import { useGetBankTransferQuery } from '@pavilion/api-client';
import { formatAmount, type TOrder } from '@pavilion/domain';
import { formatEventDateTime } from '@pavilion/features-event';
import { PageFrame, QueryView } from '@pavilion/features-page-kit';
import { paths, ProductLink, richText } from '@pavilion/features-shell';
import { Button } from '@pavilion/ui';
import { BankTransferInstructions } from '../../components/bank-transfer-instructions';
import { BANK_TRANSFER_TEXT } from '../../components/bank-transfer.messages';
import { CHECKOUT_TRANSFER_TEXT as T } from './bank-transfer.messages';
import { StepHeading } from './components/step-heading';
import { CHECKOUT_TEXT } from './messages';
import './checkout.css';

export function TransferConfirmation({ order }: { order: TOrder }) {
  const result = useGetBankTransferQuery(order.id);
  return (
    <PageFrame className="pv-checkout pv-confirmation">
      <StepHeading>{T.awaitingTitle}</StepHeading>
      <p className="pv-confirmation__lead">
        {richText(T.awaitingLead, {
          event: <strong>{order.event.name}</strong>,
          date: (
            <time dateTime={order.event.startDateTime}>
              {formatEventDateTime(order.event.startDateTime, order.event.timeZone)}
            </time>
          ),
          count: order.tickets.length,
          amount: formatAmount(order.total, order.currency),
        })}
      </p>
      <QueryView result={result} loadingLabel={BANK_TRANSFER_TEXT.loading} errorTitle={BANK_TRANSFER_TEXT.failed}>
        {(state) =>
          state.instructions && (
            <BankTransferInstructions instructions={state.instructions} timeZone={order.event.timeZone} />
          )
        }
      </QueryView>
      <p>{richText(T.invoiceEmailed, { email: <strong>{order.purchasingUserEmail}</strong> })}</p>
      <div className="pv-confirmation__actions">
        <Button as={ProductLink} to={paths.userRegistrationsAndEvents}>
          {T.viewRegistrations}
        </Button>
        <Button as={Link} to={paths.event(order.event.id)} variant="secondary">
          {CHECKOUT_TEXT.backToTheEvent}
        </Button>
      </div>
    </PageFrame>
  );
}
