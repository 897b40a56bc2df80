/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { loadCatalogues, setLocaleSource, type TAttendee, type TPartnerEventDetail } from '@pavilion/domain';
import { testEventDetail } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { CheckInPage } from './check-in-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));
jest.mock('./qr-decode', () => ({ decodeQrFile: jest.fn(), decodeQr: jest.fn() }));

const EVENT = 10;
const event = (): TPartnerEventDetail => ({
  ...testEventDetail(),
  id: EVENT,
  ticketTypes: testEventDetail().ticketTypes.map((t) => ({
    ...t,
    quantity: 100,
    sold: 10,
    held: 0,
    available: 90,
    offered: true,
  })),
  subEvents: [],
  vettingStatusUpdates: [],
  versions: [],
  hasPendingChanges: false,
  isPublic: true,
});
const cleo: TAttendee = {
  ticketId: 'aaaaaaaa-2222-4333-8444-555555555555',
  orderId: '99999999-2222-4333-8444-555555555555',
  firstName: 'Cleo',
  surname: 'Zander',
  attendeeName: 'Cleo Zander',
  email: 'cleo@zander.example',
  company: 'Acme',
  jobTitle: 'Planner',
  ticketTypeId: 1,
  ticketTypeName: 'Standard',
  checkedInAt: '2025-09-01T08:05:00.000Z',
  checkedInBy: 'Maria Lopez',
};

describe('the check-in page in German', () => {
  beforeEach(async () => {
    await loadCatalogues('de');
    setLocaleSource(() => 'de');
  });
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the desk, the counts and the attendee list in German', async () => {
    mockApi({
      [`GET /partner/events/${EVENT}`]: answer(event()),
      [`GET /partner/events/${EVENT}/check-ins/summary`]: answer({
        eventId: EVENT,
        checkedIn: 1,
        sold: 1500,
        ticketTypes: [{ ticketTypeId: 1, name: 'Standard', checkedIn: 1, sold: 1500 }],
      }),
      [`GET /partner/events/${EVENT}/attendees`]: answer(paged([cleo])),
    });
    renderPartnerPage(
      [{ path: '/event-details/:id/check-in', element: <CheckInPage /> }],
      `/event-details/${EVENT}/check-in`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in: FinTech Summit' })).toBeInTheDocument();
    expect(await screen.findByText(/von 1.500 eingecheckt$/)).toHaveTextContent('1 von 1.500 eingecheckt');
    expect(screen.getByRole('button', { name: 'Mit der Kamera scannen' })).toBeInTheDocument();
    const rows = await screen.findByRole('table', { name: /^Teilnehmer und ihr Check-in/ });
    expect(within(rows).getByRole('row', { name: /Cleo Zander/ })).toHaveTextContent(
      /Eingecheckt am .+ von Maria Lopez/,
    );
    expect(within(rows).getByRole('button', { name: 'Check-in von Cleo Zander rückgängig machen' })).toHaveTextContent(
      'Rückgängig',
    );
  });
});
