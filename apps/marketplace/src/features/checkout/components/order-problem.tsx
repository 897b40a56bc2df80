// What the payment and confirmation pages show when the order cannot be loaded.
import { errorMessage, errorStatus } from '@pavilion/api-client';
import { paths, ProductLink } from '@pavilion/features-shell';
import { Alert, Button } from '@pavilion/ui';

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
    <Alert
      tone="error"
      title="We could not load your order"
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
