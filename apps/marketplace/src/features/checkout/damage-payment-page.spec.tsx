/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { damagePaymentPath, type TDamageClaim } from '@pavilion/domain';
import { TEST_CLAIM_ID, testDamageClaim } from '@pavilion/domain/testing';
import { renderRoutes, TEST_OPTIONS, sessionOf } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, testOrder, testProfile } from '../../testing/checkout';
import DamagePaymentPage from './damage-payment-page';

jest.mock('./checkout-config', () => ({ showTestCards: true }));
jest.setTimeout(30_000);

const PAY = `POST /orders/${ORDER_ID}/damage-claims/${TEST_CLAIM_ID}/payment`;

function setup(claim: Partial<TDamageClaim>, paid = false) {
  const claims = [testDamageClaim({ orderId: ORDER_ID, ...claim })];
  const api = mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /users/': answer(testProfile()),
    'GET /options/countries/': answer(TEST_OPTIONS.countries),
    [`GET /orders/${ORDER_ID}/`]: () =>
      answer(
        testOrder({
          status: 'paid',
          damageClaims: paid ? [{ ...claims[0]!, state: 'charged', chargedAt: new Date().toISOString() }] : claims,
        }),
      ),
    [PAY]: () => {
      paid = true;
      return answer({ ...claims[0]!, state: 'charged' });
    },
  });
  renderRoutes(
    [{ path: '/user/damage-payment/:orderId/:claimId', element: <DamagePaymentPage /> }],
    damagePaymentPath(ORDER_ID, TEST_CLAIM_ID),
  );
  return api;
}

describe('DamagePaymentPage', () => {
  it('pays an upheld claim through the link with the payment form, then says it is paid', async () => {
    const user = userEvent.setup({ delay: null });
    const api = setup({ state: 'upheld', paidWith: 'payment_link', chargeAmount: 70, currency: 'GBP' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay the damage payment of £70.00' })).toBeVisible();
    expect(screen.getByText('Nothing is charged until you pay with the form below.')).toBeVisible();
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay £70.00' }));
    await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(1));
    expect(api.callsTo(PAY)[0]!.body).toMatchObject({ cardNumber: '4242424242424242', cvv: '123' });
    expect(await screen.findByText('This damage payment of £70.00 is paid. Thank you.')).toBeVisible();
  });

  it('offers no payment for a claim not waiting for one', async () => {
    setup({ state: 'filed' });
    expect(await screen.findByText('This damage payment is not waiting for your payment.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });
});
