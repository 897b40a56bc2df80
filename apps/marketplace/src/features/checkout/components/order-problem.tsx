// The order of the payment and confirmation pages (/events/:id/.../:orderId), and what they show while
// it loads or when it cannot be loaded.
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import type { TOrder } from '@pavilion/domain';
import { errorMessage, errorStatus, useGetOrderQuery } from '@pavilion/api-client';
import { paths, ProductLink } from '@pavilion/features-shell';
import { Alert, Container, Spinner } from '@pavilion/ui';

/** The server's words for an unpaid order whose seats were released. */
export const HOLD_EXPIRED_MESSAGE = 'Your reservation has expired. Please choose your tickets again.';

export function OrderProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (errorStatus(error) === 404) {
    return (
      <Alert tone="error" title="Order not found">
        <p>
          We could not find this order in your account. Your orders are listed under{' '}
          <ProductLink to={paths.userRegistrationsAndEvents}>Registrations and Events</ProductLink>.
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title="We could not load your order" onRetry={onRetry}>
      {errorMessage(error)}
    </Alert>
  );
}

/**
 * Loads the order named by the route's :orderId. Until it is there, `placeholder` is what the page
 * shows instead (a spinner, or the problem with a way to retry) and `order` is undefined.
 */
export function useRouteOrder() {
  const { orderId = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetOrderQuery(orderId, { skip: !orderId });
  const order: TOrder | undefined = data;
  const retry = () => void refetch();
  let placeholder: ReactElement | null = null;
  if (isLoading) {
    placeholder = (
      <Container className="pv-checkout">
        <Spinner label="Loading your order" showLabel />
      </Container>
    );
  } else if (error || !order) {
    placeholder = (
      <Container className="pv-checkout">
        <OrderProblem error={error} onRetry={retry} />
      </Container>
    );
  }
  return { order: placeholder ? undefined : order, placeholder, refetch };
}
