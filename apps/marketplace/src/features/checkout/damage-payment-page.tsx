// The payment link (/user/damage-payment/:orderId/:claimId): a damage claim the buyer agreed to without
// consenting at checkout to keep their card, or one Pavilion support upheld, is paid here with the
// payment form. Nothing is charged before the buyer pays on this page.
import { Link, useParams } from 'react-router';
import { formatAmount, type TPaymentForm, type TPaymentFormInput } from '@pavilion/domain';
import {
  errorMessage,
  errorStatus,
  fieldErrors,
  useGetCountriesQuery,
  useGetUserQuery,
  usePayDamageClaimMutation,
} from '@pavilion/api-client';
import { paths } from '@pavilion/features-shell';
import { Alert, Button, Spinner } from '@pavilion/ui';
import { DamageClaimView, PageFrame } from '@pavilion/features-page-kit';
import { showTestCards } from './checkout-config';
import { useRouteOrder } from './components/order-problem';
import { PaymentForm, type PaymentOutcome } from './components/payment-form';
import { StepHeading } from './components/step-heading';
import { TestCardsNote } from './components/test-cards-note';
import './checkout.css';

/** Guarded by the router (attendees only): the buyer's own order answers, another's is not found. */
export default function DamagePaymentPage() {
  const { claimId = '' } = useParams();
  const { order, placeholder } = useRouteOrder();
  const [pay] = usePayDamageClaimMutation();
  const { data: countries = [], isError: countriesUnavailable, isLoading: countriesLoading } = useGetCountriesQuery();
  const { data: profile, isLoading: profileLoading } = useGetUserQuery();
  if (!order) return placeholder;
  const claim = order.damageClaims.find((c) => c.id === claimId);
  const back = (
    <Button as={Link} to={paths.userRegistrationsAndEvents} variant="secondary">
      Back to your registrations
    </Button>
  );
  if (!claim) {
    return (
      <PageFrame className="pv-checkout">
        <StepHeading>Damage payment not found</StepHeading>
        <Alert tone="warning">
          <p>This order has no such damage payment request.</p>
          {back}
        </Alert>
      </PageFrame>
    );
  }
  const waiting = (claim.state === 'agreed' || claim.state === 'upheld') && claim.paidWith === 'payment_link';
  const amount = formatAmount(claim.chargeAmount ?? claim.amount, claim.currency);

  const onPay = async (values: TPaymentForm): Promise<PaymentOutcome> => {
    try {
      await pay({ orderId: order.id, claimId: claim.id, body: values }).unwrap();
      return { kind: 'success' };
    } catch (err) {
      const status = errorStatus(err);
      if (status === 400) return { kind: 'error', message: errorMessage(err), fields: fieldErrors(err) };
      if (status === 409 || status === 404) return { kind: 'closed' };
      return { kind: 'error', message: errorMessage(err, 'The payment did not go through. Please try again.') };
    }
  };
  const defaults: Partial<TPaymentFormInput> = profile
    ? {
        cardholderName: [profile.firstName, profile.surname].filter(Boolean).join(' '),
        cardholderAddress: profile.address ?? '',
        cardholderZip: profile.zipCode ?? '',
        country: countries.some((country) => country.id === profile.country) ? String(profile.country) : '',
      }
    : {};

  return (
    <PageFrame className="pv-checkout">
      <StepHeading>{waiting ? `Pay the damage payment of ${amount}` : 'Damage payment'}</StepHeading>
      <p>
        {order.event.name}, order {order.id}
      </p>
      <DamageClaimView claim={claim} audience="buyer" headingLevel={2} />
      {waiting ? (
        <>
          <p>Nothing is charged until you pay with the form below.</p>
          {profileLoading || countriesLoading ? (
            <Spinner label="Preparing the payment form" showLabel />
          ) : (
            <PaymentForm
              countries={countries}
              countriesUnavailable={countriesUnavailable}
              defaultValues={defaults}
              onPay={onPay}
              onPaid={() => undefined}
              submitLabel={`Pay ${amount}`}
            />
          )}
          {showTestCards && <TestCardsNote />}
        </>
      ) : (
        <Alert tone={claim.state === 'charged' ? 'success' : 'info'}>
          <p>
            {claim.state === 'charged'
              ? `This damage payment of ${amount} is paid. Thank you.`
              : 'This damage payment is not waiting for your payment.'}
          </p>
          {back}
        </Alert>
      )}
    </PageFrame>
  );
}
