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
  pageSize: 10,
};

/** The server's search of the approved partners: the typed text narrows them by name. */
const searchPartners = ({ path }: { path: string }) => {
  const query = new URLSearchParams(path.split('?')[1]);
  const q = query.get('q')?.toLowerCase() ?? '';
  const items = PARTNERS.items.filter((p) => p.name.toLowerCase().includes(q));
  return answer({ ...PARTNERS, items, total: items.length });
};

describe('the platform fee page', () => {
  it('saves the default, gives a partner its own rate and puts one back on the default', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /admin/platform-fees': answer(FEES),
      'GET /admin/partners/': searchPartners,
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

    // The partner is searched on the server among the approved ones, by name, and chosen by keyboard.
    const picker = screen.getByRole('combobox', { name: /^Partner/ });
    await user.type(picker, 'nord');
    expect(await screen.findByRole('option', { name: 'Nordic Summits' })).toBeInTheDocument();
    // The count is the picker's description, announced as a status (the saved default's toast is another).
    await waitFor(() => expect(picker).toHaveAccessibleDescription(/^1 approved partner\b/));
    expect(screen.queryByRole('option', { name: 'Meridian Events Group' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/partners/?status=APPROVED&q=nord&sort=name&direction=asc&pageSize=10')).toHaveLength(
      1,
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Nordic Summits');
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

  it('says how many approved partners match when there are more than one page of them, and when none does', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, name: `Summit Makers ${i + 1}` }));
    mockApi({
      'GET /admin/platform-fees': answer(FEES),
      'GET /admin/partners/?status=APPROVED&sort=name&direction=asc&pageSize=10': answer({
        ...PARTNERS,
        items: many,
        total: 57,
      }),
      'GET /admin/partners/?status=APPROVED&q=zz&sort=name&direction=asc&pageSize=10': answer({
        ...PARTNERS,
        items: [],
        total: 0,
      }),
    });
    renderRoutes([{ path: '/platform-fees', element: <PlatformFeesPage /> }], '/platform-fees');
    const picker = await screen.findByRole('combobox', { name: /^Partner/ });
    await user.click(picker);
    expect(await screen.findAllByRole('option')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The first 10 of 57 approved partners by name: type more of the name to narrow',
    );
    await user.type(picker, 'zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No approved partner has this name'));
    expect(screen.getByRole('form', { name: 'The partner rate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the partner’s rate' })).toBeDisabled();
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
    expect(screen.getByRole('combobox', { name: /^Veranstalter/ })).toHaveAttribute(
      'placeholder',
      'Geben Sie einen Teil des Namens eines Veranstalters ein',
    );
  });
});
