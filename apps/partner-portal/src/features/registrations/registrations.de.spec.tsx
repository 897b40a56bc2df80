/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TOrderDamageClaims } from '@pavilion/domain';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { DamageClaimPanel } from './damage-claim-panel';
import { inLanguage } from '@pavilion/domain/testing';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const ORDER = '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10';
const allowed: TOrderDamageClaims = {
  items: [],
  canFile: true,
  reason: null,
  maxAmount: 250,
  currency: 'EUR',
  lastDay: '2030-06-20',
};

describe("an order's damage claims in German", () => {
  inLanguage('de');

  it('offers the request form in German, with the last day in a German date', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ [`GET /partner/orders/${ORDER}/damage-claims`]: answer(allowed) });
    renderPartnerPage(
      [{ path: '/order-details/:id', element: <DamageClaimPanel orderId={ORDER} /> }],
      `/order-details/${ORDER}`,
    );
    expect(await screen.findByRole('heading', { name: 'Schadensersatzforderungen' })).toBeInTheDocument();
    // The heading shows at once; the claims arrive after it.
    expect(await screen.findByText('Keine Schadensersatzforderung zu dieser Bestellung.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schadensersatz fordern' }));
    expect(screen.getByRole('form', { name: 'Schadensersatz fordern' })).toHaveTextContent(
      'Forderungen zu dieser Veranstaltung können bis zum 20.06.2030 eingereicht werden.',
    );
    expect(screen.getByRole('textbox', { name: /Betrag \(EUR\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forderung senden' })).toBeInTheDocument();
  });
});
