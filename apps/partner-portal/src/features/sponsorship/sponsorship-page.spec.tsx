/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import {
  SPONSORSHIP_MESSAGES,
  type TPartnerEventDetail,
  type TSponsorship,
  type TSponsorshipOffer,
  type TSponsorshipPage,
} from '@pavilion/domain';
import { renderPartnerPage, testSponsorship } from '@pavilion/features-page-kit/testing';
import { SponsorshipPage } from './sponsorship-page';
import { testPartnerEvent } from '../../testing/partner-event';

function partnerEvent(): TPartnerEventDetail {
  return testPartnerEvent({ ticketTypes: [], subEvents: [], vettingStatusUpdates: [], isPublic: true });
}

const ENDED = testSponsorship({
  id: 3,
  firstDay: '2030-05-20',
  lastDay: '2030-05-26',
  days: 7,
  amount: 175,
  status: 'endedEarly',
  createdAt: '2030-05-19T10:00:00.000Z',
  endedAt: '2030-05-22T10:00:00.000Z',
  endReason: 'Misleading name',
  creditedDays: 4,
  credited: 100,
});

const offer = (over: Partial<TSponsorshipOffer> = {}): TSponsorshipOffer => ({
  price: { pricePerDay: 25, currency: 'USD', updatedAt: '2030-05-01T00:00:00.000Z' },
  today: '2030-06-01',
  eventLastDay: '2030-06-20',
  ...over,
});

const page = (items: TSponsorship[], over: Partial<TSponsorshipPage> = {}): TSponsorshipPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  ...over,
});

const renderPage = (url = '/event-details/10/sponsorship') =>
  renderPartnerPage([{ path: '/event-details/:id/sponsorship', element: <SponsorshipPage /> }], url);

const typeDay = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, day: string) => {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, day);
};

jest.setTimeout(30_000);

describe('SponsorshipPage', () => {
  it('shows what the days cost before buying, buys them and lists the sponsorships with their status', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/sponsorship-offer': answer(offer()),
      'GET /partner/events/10/sponsorships': answer(page([ENDED])),
      'POST /partner/events/10/sponsorships': answer(
        { ...ENDED, id: 4, firstDay: '2030-06-02', lastDay: '2030-06-04', days: 3, amount: 75, status: 'scheduled' },
        201,
      ),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: /^Sponsorships of FinTech Summit/ });
    const row = within(table).getByRole('row', { name: /20 May 2030 to 26 May 2030/ });
    expect(within(row).getByText('Ended early')).toBeInTheDocument();
    expect(within(row).getByText(/4 days credited back \(\$100\.00\)/)).toBeInTheDocument();

    expect(screen.getByText(/\$25\.00 a day, up to 30 days/)).toBeInTheDocument();
    await typeDay(user, /^First day/, '2030-06-02');
    await typeDay(user, /^Last day/, '2030-06-04');
    expect(screen.getByTestId('sponsorship-cost')).toHaveTextContent(
      '3 days × $25.00 = $75.00, taken from your USD balance.',
    );
    await user.click(screen.getByRole('button', { name: 'Buy sponsorship for $75.00' }));
    await waitFor(() => expect(api.callsTo('POST /partner/events/10/sponsorships')).toHaveLength(1));
    expect(api.callsTo('POST /partner/events/10/sponsorships')[0]?.body).toEqual({
      firstDay: '2030-06-02',
      lastDay: '2030-06-04',
    });
  });

  it('refuses days outside the rules before sending, and shows the server’s refusal in its words', async () => {
    const user = userEvent.setup({ delay: null });
    const overlap = SPONSORSHIP_MESSAGES.overlap({ firstDay: 'Jun 5, 2030', lastDay: 'Jun 8, 2030' });
    const api = mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/sponsorship-offer': answer(offer()),
      'GET /partner/events/10/sponsorships': answer(page([])),
      'POST /partner/events/10/sponsorships': answer({ error: overlap, code: 'CONFLICT' }, 409),
    });
    renderPage();
    expect(await screen.findByText('No sponsorships yet.')).toBeInTheDocument();
    await typeDay(user, /^First day/, '2030-05-31');
    await typeDay(user, /^Last day/, '2030-06-25');
    await user.click(screen.getByRole('button', { name: /^Buy sponsorship/ }));
    expect(await screen.findByText(SPONSORSHIP_MESSAGES.firstDayPast({ today: 'Jun 1, 2030' }))).toBeInTheDocument();
    expect(screen.getByText(SPONSORSHIP_MESSAGES.afterEventEnd({ lastDay: 'Jun 20, 2030' }))).toBeInTheDocument();
    expect(api.callsTo('POST /partner/events/10/sponsorships')).toHaveLength(0);

    await typeDay(user, /^First day/, '2030-06-06');
    await typeDay(user, /^Last day/, '2030-06-07');
    await user.click(screen.getByRole('button', { name: 'Buy sponsorship for $50.00' }));
    expect(await screen.findByText(overlap)).toBeInTheDocument();
  });

  it('says when sponsorship is not on sale yet', async () => {
    mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/sponsorship-offer': answer(offer({ price: null })),
      'GET /partner/events/10/sponsorships': answer(page([])),
    });
    renderPage();
    expect(await screen.findByText('Sponsorship is not on sale yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy sponsorship/ })).not.toBeInTheDocument();
  });

  it('pages and filters the sponsorships on the server, with the page and the filter in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const RUNNING = { ...ENDED, id: 5, firstDay: '2030-06-01', lastDay: '2030-06-02', status: 'active' as const };
    const api = mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/sponsorship-offer': answer(offer()),
      'GET /partner/events/10/sponsorships?page=2': answer(page([ENDED], { total: 21, page: 2 })),
      'GET /partner/events/10/sponsorships?status=active': answer(page([RUNNING])),
      'GET /partner/events/10/sponsorships?status=scheduled': answer(page([])),
    });
    const { router } = renderPage('/event-details/10/sponsorship?page=2');
    const table = await screen.findByRole('table', { name: /^Sponsorships of FinTech Summit/ });
    expect(within(table).getByRole('row', { name: /20 May 2030 to 26 May 2030/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 21-21 of 21 sponsorships')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    expect(await screen.findByRole('row', { name: /1 Jun 2030 to 2 Jun 2030/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=active');
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    expect(await screen.findByText('No sponsorships with this status')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all sponsorships' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The offer is read once: turning the list's pages does not ask for the price again.
    expect(api.callsTo('GET /partner/events/10/sponsorship-offer')).toHaveLength(1);
  });
});
