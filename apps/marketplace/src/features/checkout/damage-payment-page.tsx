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
import { PageFrame } from '@pavilion/features-page-kit';
import { DamageClaimView } from '@pavilion/features-orders';
import { showTestCards } from './checkout-config';
import { useRouteOrder } from './components/order-problem';
import { PaymentForm, type PaymentOutcome } from './components/payment-form';
import { StepHeading } from './components/step-heading';
import { TestCardsNote } from './components/test-cards-note';
import { CHECKOUT_DAMAGE_TEXT as T, CHECKOUT_TEXT } from './messages';
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
      {T.backToRegistrations}
    </Button>
  );
  if (!claim) {
    return (
      <PageFrame className="pv-checkout">
        <StepHeading>{T.notFound}</StepHeading>
        <Alert tone="warning">
          <p>{T.noSuchRequest}</p>
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
      return { kind: 'error', message: errorMessage(err, T.paymentFailed) };
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
      <StepHeading>{waiting ? T.payTitle({ amount }) : T.title}</StepHeading>
      <p>{T.orderLine({ event: order.event.name, id: order.id })}</p>
      <DamageClaimView claim={claim} audience="buyer" headingLevel={2} />
      {waiting ? (
        <>
          <p>{T.nothingCharged}</p>
          {profileLoading || countriesLoading ? (
            <Spinner label={CHECKOUT_TEXT.preparingPaymentForm} showLabel />
          ) : (
            <PaymentForm
              countries={countries}
              countriesUnavailable={countriesUnavailable}
              defaultValues={defaults}
              onPay={onPay}
              onPaid={() => undefined}
              submitLabel={T.payAmount({ amount })}
            />
          )}
          {showTestCards && <TestCardsNote />}
        </>
      ) : (
        <Alert tone={claim.state === 'charged' ? 'success' : 'info'}>
          <p>{claim.state === 'charged' ? T.paid({ amount }) : T.notWaiting}</p>
          {back}
        </Alert>
      )}
    </PageFrame>
  );
}
