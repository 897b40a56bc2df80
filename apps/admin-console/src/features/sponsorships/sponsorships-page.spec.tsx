/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { loadCatalogues, setLocaleSource, SPONSORSHIP_MESSAGES, SPONSORSHIP_PRICE_MAX } from '@pavilion/domain';
import { paged, renderRoutes, testSponsorship } from '@pavilion/features-page-kit/testing';
import SponsorshipsPage from './sponsorships-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));
jest.setTimeout(30_000);

const ACTIVE = testSponsorship();

const PRICE = { price: { pricePerDay: 25, currency: 'USD', updatedAt: '2030-05-01T09:00:00.000Z' } };

const renderPage = (path = '/dashboard/sponsorships') =>
  renderRoutes([{ path: '/dashboard/sponsorships', element: <SponsorshipsPage /> }], path);

describe('SponsorshipsPage', () => {
  it('lists the sponsorships with partner, event, days, amount and status, filtered by status in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /admin/sponsorship-price': answer(PRICE),
      'GET /admin/sponsorships': (call) => answer(paged(call.path.includes('status=endedEarly') ? [] : [ACTIVE])),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: /^Sponsorships/ });
    const row = within(table).getByRole('row', { name: /FinTech Summit/ });
    expect(within(row).getByText('Harbour Events')).toBeInTheDocument();
    expect(within(row).getByText('1 Jun 2030 to 5 Jun 2030')).toBeInTheDocument();
    expect(within(row).getByText('$125.00')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'endedEarly');
    expect(await screen.findByText('No sponsorships here')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toContain('/admin/sponsorships?status=endedEarly');
  });

  it('ends a sponsorship early with a reason, required before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /admin/sponsorship-price': answer(PRICE),
      'GET /admin/sponsorships': answer(paged([ACTIVE])),
      'POST /admin/sponsorships/5/end': answer({
        ...ACTIVE,
        status: 'endedEarly',
        endedAt: '2030-06-02T10:00:00.000Z',
        endReason: 'Misleading name',
        creditedDays: 3,
        credited: 75,
      }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'End early the sponsorship of FinTech Summit' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the sponsorship of FinTech Summit' });
    await user.click(within(dialog).getByRole('button', { name: 'End sponsorship' }));
    expect(await within(dialog).findByText(SPONSORSHIP_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/sponsorships/5/end')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Misleading name');
    await user.click(within(dialog).getByRole('button', { name: 'End sponsorship' }));
    await waitFor(() => expect(api.callsTo('POST /admin/sponsorships/5/end')).toHaveLength(1));
    expect(api.callsTo('POST /admin/sponsorships/5/end')[0]?.body).toEqual({ reason: 'Misleading name' });
    expect(await screen.findByText('Sponsorship ended; $75.00 credited back')).toBeInTheDocument();
  });

  it('sets the price per day, refusing what the server would refuse', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /admin/sponsorship-price': answer({ price: null }),
      'GET /admin/sponsorships': answer(paged([])),
      'PUT /admin/sponsorship-price': answer(PRICE),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Sponsorship price per day' });
    expect(within(form).getByText(/No price is set: partners cannot buy sponsorship yet/)).toBeInTheDocument();
    const field = within(form).getByLabelText('Price per day (USD)');
    await user.type(field, '0.001');
    await user.click(within(form).getByRole('button', { name: 'Save the price' }));
    expect(
      await within(form).findByText(SPONSORSHIP_MESSAGES.pricePerDay({ max: SPONSORSHIP_PRICE_MAX })),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/sponsorship-price')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '25');
    await user.click(within(form).getByRole('button', { name: 'Save the price' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/sponsorship-price')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/sponsorship-price')[0]?.body).toEqual({ pricePerDay: 25 });
  });
});

describe('SponsorshipsPage in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the price and the sponsorships in German', async () => {
    mockApi({
      'GET /admin/sponsorship-price': answer(PRICE),
      'GET /admin/sponsorships': answer(paged([ACTIVE])),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: /^Sponsorings/ });
    const row = within(table).getByRole('row', { name: /FinTech Summit/ });
    expect(within(row).getByText('1. Juni 2030 bis 5. Juni 2030')).toBeInTheDocument();
    expect(within(row).getByText('125,00 $')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Vorzeitig beenden/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sponsoring' })).toBeInTheDocument();
    expect(await screen.findByText(/^Aktuell: 25,00 \$ pro Tag/)).toBeInTheDocument();
  });
});
