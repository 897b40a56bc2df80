// The order of the payment and confirmation pages (/events/:id/.../:orderId), and what they show while
// it loads or when it cannot be loaded.
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import type { TOrder } from '@pavilion/domain';
import { errorMessage, errorStatus, useGetOrderQuery } from '@pavilion/api-client';
import { paths, ProductLink } from '@pavilion/features-shell';
import { PageFrame, QueryView, isRetryable } from '@pavilion/features-page-kit';
import {} from '@pavilion/ui';

/** The server's words for an unpaid order whose seats were released. */
export const HOLD_EXPIRED_MESSAGE = 'Your reservation has expired. Please choose your tickets again.';

/** What the checkout pages say when their order cannot be loaded; a 404 names where orders are. */
function orderErrorTitle(error: unknown) {
  return errorStatus(error) === 404 ? 'Order not found' : 'We could not load your order';
}

function orderErrorText(error: unknown) {
  if (errorStatus(error) !== 404) return errorMessage(error);
  return (
    <p>
      We could not find this order in your account. Your orders are listed under{' '}
      <ProductLink to={paths.userRegistrationsAndEvents}>Registrations and Events</ProductLink>.
    </p>
  );
}

/**
 * Loads the order named by the route's :orderId. Until it is there, `placeholder` is what the page
 * shows instead (the page kit's loading or error, with Try again) and `order` is undefined.
 */
export function useRouteOrder() {
  const { orderId = '' } = useParams();
  const result = useGetOrderQuery(orderId, { skip: !orderId });
  const order: TOrder | undefined = result.currentData;
  const placeholder: ReactElement | null = order ? null : (
    <PageFrame className="pv-checkout">
      <QueryView
        result={{ ...result, isUninitialized: false, isError: result.isError || !orderId }}
        loadingLabel="Loading your order"
        errorTitle={orderErrorTitle}
        errorText={orderErrorText}
        canRetry={isRetryable}
      >
        {() => null}
      </QueryView>
    </PageFrame>
  );
  return { order, placeholder, refetch: result.refetch };
}
