/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoute } from '../../testing/render-route';
import { ORDER_ID, PAID_DETAILS, testOrder, testOwnedTicket } from '../../testing/checkout';
import { signedIn } from '../../testing/events';
import RegistrationsAndEventsPage from './registrations-and-events-page';
import { apiAssetUrl } from './api-asset-url';

// The app's build configuration (import.meta.env, which Jest cannot read): the API on the same origin.
jest.mock('../../app/config', () => ({ config: { apiUrl: '/api' } }));

function renderPage() {
  return renderRoute(
    [{ path: '/user/registrations-and-events', element: <RegistrationsAndEventsPage /> }],
    '/user/registrations-and-events',
  );
}

/** A list answer as the server sends it (the list pattern's envelope). */
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

describe('RegistrationsAndEventsPage', () => {
  it('shows each ticket as a card linking to its event, with its QR code and PDF', async () => {
    mockApi({
      'GET /session': answer(signedIn('attendee')),
      'GET /tickets/': answer(
        page([
          testOwnedTicket(),
          testOwnedTicket({
            id: '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4',
            attendeeName: 'Charles Babbage',
            qrCodeUrl: '/api/tickets/1c6d/qr.svg',
            pdfUrl: '/api/tickets/1c6d/ticket.pdf',
          }),
        ]),
      ),
      'GET /orders/': answer(page([])),
    });
    renderPage();
    const links = await screen.findAllByRole('link', { name: 'FinTech Summit' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/events/5');
    expect(screen.getByRole('img', { name: "QR code of Charles Babbage's ticket" })).toHaveAttribute(
      'src',
      '/api/tickets/1c6d/qr.svg',
    );
    const pdf = screen.getByRole('link', { name: 'Download PDF ticket for Charles Babbage, FinTech Summit' });
    expect(pdf).toHaveAttribute('href', '/api/tickets/1c6d/ticket.pdf');
    expect(pdf).toHaveAttribute('download');
    expect(screen.getByText('No orders found')).toBeInTheDocument();
  });

  it('shows orders with the card masked and the CVV as stars', async () => {
    mockApi({
      'GET /session': answer(signedIn('attendee')),
      'GET /tickets/': answer(page([])),
      'GET /orders/': answer(page([testOrder({ status: 'paid', paymentDetails: PAID_DETAILS })])),
    });
    renderPage();
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(order).getByText('Paid')).toBeInTheDocument();
    expect(within(order).getByText(ORDER_ID)).toBeInTheDocument();
    expect(within(order).getByText('**** **** **** 4242')).toBeInTheDocument();
    expect(within(order).getByText('***')).toBeInTheDocument();
    expect(within(order).getByText('£484.00')).toBeInTheDocument();
    expect(within(order).getByText(/Charles Babbage, Engineer, Difference Ltd/)).toBeInTheDocument();
    expect(order.textContent).not.toMatch(/\d{16}|\d{4} \d{4} \d{4} \d{4}/);
    expect(screen.getByText('You have no tickets yet')).toBeInTheDocument();
  });

  it('offers to finish paying a pending order that is still held', async () => {
    mockApi({
      'GET /session': answer(signedIn('attendee')),
      'GET /tickets/': answer(page([])),
      'GET /orders/': answer(page([testOrder({ holdExpiresAt: new Date(Date.now() + 600_000).toISOString() })])),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      `/events/5/ticket-purchase-checkout/${ORDER_ID}`,
    );
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
  });

  it('says when the lists cannot be loaded', async () => {
    mockApi({
      'GET /session': answer(signedIn('attendee')),
      'GET /tickets/': answer({ error: 'Server error', code: 'INTERNAL' }, 500),
      'GET /orders/': answer({ error: 'Server error', code: 'INTERNAL' }, 500),
    });
    renderPage();
    expect(await screen.findByText('We could not load your tickets')).toBeInTheDocument();
    expect(await screen.findByText('We could not load your orders')).toBeInTheDocument();
  });
});

describe('apiAssetUrl', () => {
  it('keeps the path on the same origin and moves it to the API host otherwise', () => {
    expect(apiAssetUrl('/api/tickets/1/qr.svg', '/api')).toBe('/api/tickets/1/qr.svg');
    expect(apiAssetUrl('/api/tickets/1/qr.svg', 'https://api.pavilion.example/api')).toBe(
      'https://api.pavilion.example/api/tickets/1/qr.svg',
    );
    expect(apiAssetUrl('https://cdn.example/x.svg', 'https://api.pavilion.example/api')).toBe(
      'https://cdn.example/x.svg',
    );
  });
});
