/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { PROMO_MESSAGES, type TPartnerEventDetail, type TPromoCode } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { PromoCodesPage } from './promo-codes-page';
import { STANDARD, testPartnerEvent, withStock } from '../../testing/partner-event';

function partnerEvent(): TPartnerEventDetail {
  return testPartnerEvent({
    ticketTypes: [withStock(STANDARD, 100, 10, 2), { ...withStock(STANDARD, 10), id: 101, name: 'VIP' }],
    subEvents: [],
    vettingStatusUpdates: [],
    isPublic: true,
  });
}

const EARLYBIRD: TPromoCode = {
  id: 7,
  eventId: 10,
  code: 'EARLYBIRD',
  kind: 'percentage',
  value: 15,
  currency: 'GBP',
  ticketTypeIds: [100],
  startsAt: null,
  endsAt: '2025-08-01T08:00:00.000Z',
  usageLimit: 50,
  used: 12,
  active: true,
  createdAt: '2025-05-01T10:00:00.000Z',
};

const renderPage = (path = '/event-details/10/promo-codes') =>
  renderPartnerPage([{ path: '/event-details/:id/promo-codes', element: <PromoCodesPage /> }], path);

jest.setTimeout(30_000);

describe('PromoCodesPage', () => {
  it("lists the event's codes with their discount, ticket types, end in the event's zone and uses", async () => {
    mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/promo-codes': answer(paged([EARLYBIRD])),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Promo codes of FinTech Summit' });
    const row = within(table).getByRole('row', { name: /EARLYBIRD/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['15% off', 'Standard', 'Now', 'Aug 1, 2025, 09:00 BST', '12 of 50', 'Ended', 'EditDeactivate']);
  });

  it('opens at the page and search of its link, and keeps a new search in the URL', async () => {
    const api = mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/promo-codes': (call) => {
        const query = new URLSearchParams(call.path.split('?')[1]);
        const page = Number(query.get('page') ?? 1);
        return query.get('q') === 'nothing'
          ? answer(paged([]))
          : answer(paged([{ ...EARLYBIRD, code: `PAGE${page}` }], { total: 30, page }));
      },
    });
    const asked = () =>
      api.calls.filter((c) => c.path.startsWith('/partner/events/10/promo-codes')).map((c) => c.path.split('?')[1]);
    const { router } = renderPage('/event-details/10/promo-codes?page=2&q=page');
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'Promo codes of FinTech Summit' });
    expect(await within(table).findByRole('rowheader', { name: 'PAGE2' })).toBeInTheDocument();
    expect(asked()).toEqual(['page=2&q=page']);
    expect(screen.getByText('Showing 21-30 of 30 codes')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search codes' });
    expect(search).toHaveValue('page');

    await user.clear(search);
    await user.type(search, 'nothing{Enter}');
    expect(await screen.findByRole('heading', { name: 'No promo codes match your search' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=nothing');
    expect(asked().at(-1)).toBe('q=nothing');
    await user.click(screen.getByRole('button', { name: 'Show all promo codes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await within(await screen.findByRole('table')).findByRole('rowheader', { name: 'PAGE1' }),
    ).toBeInTheDocument();
  });

  it('says where each code stands for buyers now: active, not started, ended, used up or switched off', async () => {
    const code = (id: number, name: string, overrides: Partial<TPromoCode>): TPromoCode => ({
      ...EARLYBIRD,
      id,
      code: name,
      endsAt: null,
      ...overrides,
    });
    mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/promo-codes': answer(
        paged([
          code(1, 'OPEN', { endsAt: '2099-01-01T00:00:00.000Z' }),
          code(2, 'LATER', { startsAt: '2099-01-01T00:00:00.000Z' }),
          code(3, 'PAST', { endsAt: '2020-01-01T00:00:00.000Z' }),
          code(4, 'GONE', { usageLimit: 12, used: 12 }),
          code(5, 'OFF', { active: false, endsAt: '2020-01-01T00:00:00.000Z' }),
        ]),
      ),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Promo codes of FinTech Summit' });
    const stateOf = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[5].textContent;
    expect(['OPEN', 'LATER', 'PAST', 'GONE', 'OFF'].map(stateOf)).toEqual([
      'Active',
      'Not started',
      'Ended',
      'Used up',
      'Inactive',
    ]);
  });

  it('creates a code from the form, its times read in the event’s zone', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/promo-codes': answer(paged([])),
      'POST /partner/events/10/promo-codes': answer({ ...EARLYBIRD, id: 8, code: 'VIP25' }, 201),
    });
    renderPage();
    expect(await screen.findByText('No promo codes yet. Create one below.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), 'vip25');
    await user.selectOptions(screen.getByLabelText(/^Discount type/), 'fixed');
    await user.type(screen.getByLabelText(/^Discount\b(?! type)/), '25');
    await user.click(screen.getByRole('checkbox', { name: 'VIP' }));
    await user.type(screen.getByLabelText(/^Valid until/), '2025-08-01T09:00');
    await user.type(screen.getByLabelText(/^Usage limit/), '10');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(api.callsTo('POST /partner/events/10/promo-codes')).toHaveLength(1));
    expect(api.callsTo('POST /partner/events/10/promo-codes')[0]?.body).toEqual({
      code: 'VIP25',
      kind: 'fixed',
      value: 25,
      ticketTypeIds: [101],
      startsAt: null,
      endsAt: '2025-08-01T08:00:00.000Z',
      usageLimit: 10,
      active: true,
    });
  });

  it('names what is expected before sending, and shows the server’s refusal on its field', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/promo-codes': answer(paged([EARLYBIRD])),
      'POST /partner/events/10/promo-codes': answer(
        {
          error: PROMO_MESSAGES.duplicate({ code: 'EARLYBIRD' }),
          code: 'CONFLICT',
          fields: { code: PROMO_MESSAGES.duplicate({ code: 'EARLYBIRD' }) },
        },
        409,
      ),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Promo codes of FinTech Summit' });
    await user.type(screen.getByLabelText(/^Discount\b(?! type)/), '150');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(PROMO_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(screen.getByText(PROMO_MESSAGES.percentRange)).toBeInTheDocument();
    expect(api.callsTo('POST /partner/events/10/promo-codes')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Code/), 'earlybird');
    await user.clear(screen.getByLabelText(/^Discount\b(?! type)/));
    await user.type(screen.getByLabelText(/^Discount\b(?! type)/), '10');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription(/already has the promo code/),
    );
  });

  it("refuses a fixed amount finer than the event's currency at its field, before sending", async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/promo-codes': answer(paged([EARLYBIRD])),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Promo codes of FinTech Summit' });
    await user.type(screen.getByLabelText(/^Code/), 'tiny');
    await user.selectOptions(screen.getByLabelText(/^Discount type/), 'fixed');
    await user.type(screen.getByLabelText(/^Discount\b(?! type)/), '0.004');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Discount\b(?! type)/)).toHaveAccessibleDescription(
        /Enter an amount in whole pence \(GBP has at most 2 decimals\)/,
      ),
    );
    expect(api.callsTo('POST /partner/events/10/promo-codes')).toHaveLength(0);
  });

  it('edits a code and deactivates one from the list', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/promo-codes': answer(paged([EARLYBIRD])),
      'PATCH /partner/events/10/promo-codes/7': answer({ ...EARLYBIRD, value: 20 }),
      'DELETE /partner/events/10/promo-codes/7': answer({ ...EARLYBIRD, active: false }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit EARLYBIRD' }));
    expect(screen.getByRole('heading', { name: 'Edit EARLYBIRD' })).toBeInTheDocument();
    const value = screen.getByLabelText(/^Discount\b(?! type)/);
    expect(value).toHaveValue('15');
    expect(screen.getByLabelText(/^Valid until/)).toHaveValue('2025-08-01T09:00');
    await user.clear(value);
    await user.type(value, '20');
    await user.click(screen.getByRole('button', { name: 'Save code' }));
    await waitFor(() => expect(api.callsTo('PATCH /partner/events/10/promo-codes/7')).toHaveLength(1));
    expect(api.callsTo('PATCH /partner/events/10/promo-codes/7')[0]?.body).toMatchObject({
      code: 'EARLYBIRD',
      value: 20,
      endsAt: '2025-08-01T08:00:00.000Z',
      usageLimit: 50,
    });

    await user.click(screen.getByRole('button', { name: 'Deactivate EARLYBIRD' }));
    await waitFor(() => expect(api.callsTo('DELETE /partner/events/10/promo-codes/7')).toHaveLength(1));
  });

  describe('in German', () => {
    inLanguage('de');

    it("lists an event's codes and offers the form", async () => {
      mockApi({
        'GET /partner/events/10': answer(partnerEvent()),
        'GET /partner/events/10/promo-codes': answer(paged([{ ...EARLYBIRD, ticketTypeIds: [], endsAt: null }])),
      });
      renderPage();
      const table = await screen.findByRole('table', { name: 'Aktionscodes von FinTech Summit' });
      const row = within(table).getByRole('row', { name: /EARLYBIRD/ });
      expect(row).toHaveTextContent('15 % Rabatt');
      expect(row).toHaveTextContent('12 von 50');
      expect(row).toHaveTextContent('Kein Ende');
      expect(within(row).getByRole('button', { name: 'EARLYBIRD deaktivieren' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Aktionscode erstellen' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Rabattart/ })).toBeInTheDocument();
    });
  });
});
