/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { loadCatalogues, setLocaleSource, type TPartnerEventDetail, type TPromoCode } from '@pavilion/domain';
import { testEventDetail } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { PromoCodesPage } from './promo-codes-page';

function partnerEvent(): TPartnerEventDetail {
  const base = testEventDetail();
  const [standard] = base.ticketTypes;
  return {
    ...base,
    ticketTypes: [{ ...standard!, quantity: 100, sold: 10, held: 2, available: 88, offered: true }],
    subEvents: [],
    vettingStatusUpdates: [],
    versions: [],
    hasPendingChanges: false,
    isPublic: true,
  };
}

const EARLYBIRD: TPromoCode = {
  id: 7,
  eventId: 10,
  code: 'EARLYBIRD',
  kind: 'percentage',
  value: 15,
  currency: 'GBP',
  ticketTypeIds: [],
  startsAt: null,
  endsAt: null,
  usageLimit: 50,
  used: 12,
  active: true,
  createdAt: '2025-05-01T10:00:00.000Z',
};

jest.setTimeout(30_000);

describe('the promo codes in German', () => {
  beforeEach(async () => {
    await loadCatalogues('de');
    setLocaleSource(() => 'de');
  });
  afterEach(() => setLocaleSource(() => 'en'));

  it("lists an event's codes and offers the form", async () => {
    mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/promo-codes': answer({ items: [EARLYBIRD] }),
    });
    renderPartnerPage(
      [{ path: '/event-details/:id/promo-codes', element: <PromoCodesPage /> }],
      '/event-details/10/promo-codes',
    );
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
