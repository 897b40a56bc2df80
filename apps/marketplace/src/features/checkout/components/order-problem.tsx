// The order of the payment and confirmation pages (/events/:id/.../:orderId), and what they show while
// it loads or when it cannot be loaded.
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import type { TOrder } from '@pavilion/domain';
import { errorMessage, errorStatus, useGetOrderQuery } from '@pavilion/api-client';
import { paths, ProductLink, richText } from '@pavilion/features-shell';
import { PageFrame, QueryView, isRetryable } from '@pavilion/features-page-kit';
import { CHECKOUT_TEXT } from '../messages';

/** What the checkout pages say when their order cannot be loaded; a 404 names where orders are. */
function orderErrorTitle(error: unknown) {
  return errorStatus(error) === 404 ? CHECKOUT_TEXT.orderNotFound : CHECKOUT_TEXT.orderLoadFailed;
}

function orderErrorText(error: unknown) {
  if (errorStatus(error) !== 404) return errorMessage(error);
  return (
    <p>
      {richText(CHECKOUT_TEXT.orderNotInAccount, {
        link: <ProductLink to={paths.userRegistrationsAndEvents}>{CHECKOUT_TEXT.registrationsAndEvents}</ProductLink>,
      })}
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
        loadingLabel={CHECKOUT_TEXT.loadingOrder}
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
