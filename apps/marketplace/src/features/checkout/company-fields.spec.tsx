/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { COMPANY_MESSAGES } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { renderRoutes, sessionOf, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, testProfile } from '../../testing/checkout';
import { testDetail } from '../../testing/events';
import TicketPurchaseDetailsPage from './ticket-purchase-details-page';

function renderDetails() {
  return renderRoutes(
    [
      { path: '/events/:id/ticket-purchase-details', element: <TicketPurchaseDetailsPage /> },
      { path: '/events/:id/ticket-purchase-checkout/:orderId', element: <h1>Payment</h1> },
    ],
    '/events/5/ticket-purchase-details?tickets=11:1',
  );
}

function mockCheckout() {
  return mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /events/5': answer(testDetail()),
    'GET /users/': answer(testProfile()),
    'GET /options/': answer(TEST_OPTIONS),
    'POST /orders/': answer({
      id: ORDER_ID,
      holdExpiresAt: '2030-06-01T10:15:00.000Z',
      total: 199.5,
      currency: 'GBP',
      promoCode: null,
    }),
  });
}

jest.setTimeout(30_000);
beforeEach(() => window.sessionStorage.clear());

describe('the company on the attendee details step', () => {
  it('is off at first; ticked, it asks for the company (its name from the profile) and checks the VAT number', async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockCheckout();
    renderDetails();
    const box = await screen.findByRole('checkbox', { name: /^I am buying for a company/ });
    expect(box).not.toBeChecked();
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    await user.click(box);
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Analytical Engines');
    const country = screen.getByLabelText(/^Country/);
    await waitFor(() => expect(within(country).getByRole('option', { name: 'Germany' })).toBeInTheDocument());
    await user.selectOptions(country, 'DE');
    await user.type(screen.getByLabelText(/^Billing address/), 'Messeplatz 1, 80339 München');
    const vat = screen.getByLabelText(/^VAT number/);
    await user.type(vat, 'DE123456789');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(vat).toHaveAttribute('aria-invalid', 'true'));
    expect(vat).toHaveAccessibleDescription(
      new RegExp(COMPANY_MESSAGES.vatNumberFormat({ country: 'Germany' }).replace(/[()]/g, '\\$&')),
    );
    expect(server.callsTo('POST /orders/')).toHaveLength(0);

    await user.clear(vat);
    await user.type(vat, '129 273 398');
    await user.type(screen.getByLabelText(/^Purchase order or reference/), 'PO-4711');
    await user.click(screen.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(server.callsTo('POST /orders/')[0]!.body).toMatchObject({
      company: {
        name: 'Analytical Engines',
        address: 'Messeplatz 1, 80339 München',
        countryCode: 'DE',
        vatNumber: 'DE129273398',
        reference: 'PO-4711',
      },
    });
  });

  it('sends no company when the box stays unticked', async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockCheckout();
    renderDetails();
    await screen.findByRole('checkbox', { name: /^I am buying for a company/ });
    await user.click(screen.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(server.callsTo('POST /orders/')[0]!.body).not.toHaveProperty('company');
  });

  it("shows the server's refusal on its field", async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /events/5': answer(testDetail()),
      'GET /users/': answer(testProfile()),
      'GET /options/': answer(TEST_OPTIONS),
      'POST /orders/': answer(
        {
          error: COMPANY_MESSAGES.vatNumberRejected,
          code: 'VALIDATION',
          fields: { 'company.vatNumber': COMPANY_MESSAGES.vatNumberRejected },
        },
        400,
      ),
    });
    renderDetails();
    await user.click(await screen.findByRole('checkbox', { name: /^I am buying for a company/ }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Country/), 'DE');
    await user.type(screen.getByLabelText(/^Billing address/), 'Messeplatz 1');
    const vat = screen.getByLabelText(/^VAT number/);
    await user.type(vat, 'DE136695976');
    await user.click(screen.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(server.callsTo('POST /orders/')).toHaveLength(1));
    await waitFor(() => expect(vat).toHaveAccessibleDescription(new RegExp(COMPANY_MESSAGES.vatNumberRejected)));
  });
});

describe('the company on the attendee details step, in German', () => {
  inLanguage('de');

  it('asks in German', async () => {
    const user = userEvent.setup({ delay: null });
    mockCheckout();
    renderDetails();
    await user.click(await screen.findByRole('checkbox', { name: /^Ich kaufe für ein Unternehmen/ }));
    expect(screen.getByLabelText(/^Name des Unternehmens/)).toHaveValue('Analytical Engines');
    expect(screen.getByLabelText(/^Rechnungsanschrift/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^USt-IdNr\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bestellung bestätigen' }));
    expect(await screen.findByText('Bitte geben Sie die Rechnungsanschrift des Unternehmens ein')).toBeInTheDocument();
  });
});
