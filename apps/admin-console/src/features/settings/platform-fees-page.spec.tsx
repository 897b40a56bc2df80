/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { loadCatalogues, PLATFORM_FEE_MESSAGES, setLocaleSource } from '@pavilion/domain';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import PlatformFeesPage from './platform-fees-page';

const FEES = {
  default: { percent: 5, fixedPerTicket: 0.5, updatedAt: '2030-01-01T00:00:00.000Z' },
  partners: [
    {
      partnerId: 7,
      partnerName: 'Meridian Events Group',
      percent: 3.5,
      fixedPerTicket: 0,
      updatedAt: '2030-01-02T00:00:00.000Z',
    },
  ],
  upcoming: [
    {
      partnerId: null,
      partnerName: null,
      rate: { percent: 6, fixedPerTicket: 0.5 },
      appliesFrom: '2030-03-01T09:00:00.000Z',
    },
  ],
};
const PARTNERS = {
  items: [
    { id: 7, name: 'Meridian Events Group' },
    { id: 9, name: 'Nordic Summits' },
  ],
  total: 2,
  page: 1,
  pageSize: 100,
};

describe('the platform fee page', () => {
  it('saves the default, gives a partner its own rate and puts one back on the default', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /admin/platform-fees': answer(FEES),
      'GET /admin/partners/': answer(PARTNERS),
      'PUT /admin/platform-fees': answer(FEES),
      'PUT /admin/partners/9/platform-fee': answer(FEES),
      'DELETE /admin/partners/7/platform-fee': answer({ ...FEES, partners: [] }),
    });
    renderRoutes([{ path: '/platform-fees', element: <PlatformFeesPage /> }], '/platform-fees');
    expect(await screen.findByText('Now: 5 % + 0.50 per ticket')).toBeInTheDocument();
    const announced = screen.getByRole('table', { name: 'Changes announced' });
    expect(within(announced).getByRole('row', { name: /Mar 1, 2030/ })).toHaveTextContent(
      'Default6 % + 0.50 per ticket',
    );
    const own = screen.getByRole('table', { name: 'Partners with their own rate' });
    expect(within(own).getByRole('row', { name: /Meridian Events Group/ })).toHaveTextContent(
      '3.5 % + 0.00 per ticket',
    );

    const byDefault = screen.getByRole('form', { name: 'The default rate' });
    await user.clear(within(byDefault).getByLabelText(/^Percentage/));
    await user.type(within(byDefault).getByLabelText(/^Percentage/), '6.25');
    await user.click(within(byDefault).getByRole('button', { name: 'Save the default' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/platform-fees')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/platform-fees')[0]?.body).toEqual({
      percent: 6.25,
      fixedPerTicket: 0.5,
      appliesFrom: null,
    });

    await screen.findByRole('option', { name: 'Nordic Summits' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Partner/ }), '9');
    const forPartner = screen.getByRole('form', { name: 'The partner rate' });
    await user.clear(within(forPartner).getByLabelText(/^Fixed amount/));
    await user.type(within(forPartner).getByLabelText(/^Fixed amount/), '0.75');
    // From a moment ahead, typed in UTC.
    await user.type(within(forPartner).getByLabelText(/^Applies from \(UTC\)/), '2030-04-01T09:30');
    await user.click(within(forPartner).getByRole('button', { name: 'Save the partner’s rate' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/partners/9/platform-fee')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/partners/9/platform-fee')[0]?.body).toEqual({
      percent: 5,
      fixedPerTicket: 0.75,
      appliesFrom: '2030-04-01T09:30:00.000Z',
    });

    await user.click(screen.getByRole('button', { name: 'Back to the default for Meridian Events Group' }));
    await waitFor(() => expect(api.callsTo('DELETE /admin/partners/7/platform-fee')).toHaveLength(1));
  });

  it('checks a rate with the server schema before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'GET /admin/platform-fees': answer(FEES), 'GET /admin/partners/': answer(PARTNERS) });
    renderRoutes([{ path: '/platform-fees', element: <PlatformFeesPage /> }], '/platform-fees');
    const byDefault = await screen.findByRole('form', { name: 'The default rate' });
    await user.clear(within(byDefault).getByLabelText(/^Percentage/));
    await user.type(within(byDefault).getByLabelText(/^Percentage/), '120');
    await user.clear(within(byDefault).getByLabelText(/^Fixed amount/));
    await user.type(within(byDefault).getByLabelText(/^Fixed amount/), 'a lot');
    await user.click(within(byDefault).getByRole('button', { name: 'Save the default' }));
    expect(within(byDefault).getByText(PLATFORM_FEE_MESSAGES.percent)).toBeInTheDocument();
    expect(within(byDefault).getByText(PLATFORM_FEE_MESSAGES.fixed)).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/platform-fees')).toHaveLength(0);
  });
});

describe('the platform fee page in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the rates and their forms in German', async () => {
    mockApi({ 'GET /admin/platform-fees': answer(FEES), 'GET /admin/partners/': answer(PARTNERS) });
    renderRoutes([{ path: '/platform-fees', element: <PlatformFeesPage /> }], '/platform-fees');
    expect(await screen.findByText('Aktuell: 5 % + 0,50 pro Ticket')).toBeInTheDocument();
    const own = screen.getByRole('table', { name: 'Veranstalter mit eigenem Satz' });
    expect(within(own).getByRole('row', { name: /Meridian Events Group/ })).toHaveTextContent(
      '3,5 % + 0,00 pro Ticket',
    );
    expect(screen.getByRole('form', { name: 'Der Standardsatz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Standard speichern' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Plattformgebühr' })).toBeInTheDocument();
  });
});
