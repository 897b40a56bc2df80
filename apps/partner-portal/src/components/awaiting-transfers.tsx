// The partner's orders awaiting their bank transfer (GET /api/partner/bank-transfers), the soonest due
// first, each reference linking to the order's page where it is marked paid. Shown only while there are
// some; one event's when given its id.
import { useGetPartnerBankTransfersQuery } from '@pavilion/api-client';
import { ZAwaitingTransfersQuery } from '@pavilion/domain';
import { ListView, PageSection, useListParams } from '@pavilion/features-page-kit';
import { awaitingTransferColumns } from '@pavilion/features-orders';
import { BANK_TRANSFER_TEXT as T } from './bank-transfers.messages';
import { partnerPaths } from '../config/paths';

export function AwaitingTransfers({ eventId, headingLevel = 2 }: { eventId?: number; headingLevel?: 2 | 3 }) {
  const list = useListParams(ZAwaitingTransfersQuery, { prefix: 'transfers' });
  const result = useGetPartnerBankTransfersQuery(
    eventId === undefined ? list.args : { ...list.args, eventId: String(eventId) },
  );
  if (result.data?.total === 0 && !list.filtered) return null;
  return (
    <PageSection title={T.awaitingTitle} headingLevel={headingLevel} description={T.awaitingIntro}>
      <ListView
        list={list}
        result={result}
        loadingLabel={T.loadingAwaiting}
        errorTitle={T.awaitingFailed}
        pagination={{ label: T.pages, kind: 'orders' }}
        table={{
          caption: T.awaitingTitle,
          columns: awaitingTransferColumns({
            orderHref: (t) => partnerPaths.orderDetails(t.orderId),
            withoutEvent: eventId !== undefined,
          }),
          getRowKey: (t) => t.orderId,
        }}
      />
    </PageSection>
  );
}
