/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { DAMAGE_CLAIM_MESSAGES, loadCatalogues, setLocaleSource, type TDamageClaim } from '@pavilion/domain';
import { testDamageClaim } from '@pavilion/domain/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import DamageClaimPage from './damage-claim-page';
import DamageClaimsPage from './damage-claims-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const ID = '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4';
const ORDER = '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10';

function claim(overrides: Partial<TDamageClaim> = {}): TDamageClaim {
  return testDamageClaim({
    id: ID,
    orderId: ORDER,
    state: 'disputed',
    amount: 95,
    currency: 'GBP',
    description: 'Red wine spilled on the seats of the VIP lounge.',
    answer: { agree: false, comment: 'The stain was already there.', at: '2030-06-07T16:00:00.000Z' },
    ...overrides,
  });
}

const emptyLog = { items: [], total: 0, page: 1, pageSize: 10 };

describe('DamageClaimPage', () => {
  it('upholds a disputed claim for less, with the reason, checked with the server schema first', async () => {
    let current = claim();
    const api = mockApi({
      [`GET /admin/damage-claims/${ID}`]: () => answer(current),
      'GET /admin/audit-log': answer(emptyLog),
      [`POST /admin/damage-claims/${ID}/decision`]: () => {
        current = claim({
          state: 'charged',
          decision: {
            outcome: 'upheld',
            amount: 60,
            reason: 'The photos show fresh stains.',
            at: '2030-06-08T10:00:00.000Z',
          },
          chargeAmount: 60,
          chargedAt: '2030-06-08T10:00:01.000Z',
        });
        return answer(current);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/damage-claims/:id', element: <DamageClaimPage /> }], `/damage-claims/${ID}`);
    const article = await screen.findByRole('article', { name: 'Damage claim of £95.00' });
    expect(within(article).getByText('Disputed, waiting for support')).toBeInTheDocument();
    expect(within(article).getByText(/Ada Lovelace disagreed on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute('href', `/order-details/${ORDER}`);

    const form = screen.getByRole('form', { name: 'Decide this claim' });
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Short');
    await user.click(within(form).getByRole('button', { name: 'Uphold and ask the buyer to pay' }));
    expect(await within(form).findByText(DAMAGE_CLAIM_MESSAGES.reasonShort)).toBeInTheDocument();
    expect(api.callsTo(`POST /admin/damage-claims/${ID}/decision`)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /^Amount upheld \(GBP\)/ }), '60');
    await user.clear(within(form).getByRole('textbox', { name: /^Reason/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'The photos show fresh stains.');
    await user.click(within(form).getByRole('button', { name: 'Uphold and ask the buyer to pay' }));
    expect(await screen.findByText(/^Upheld for £60\.00/)).toBeInTheDocument();
    expect(api.callsTo(`POST /admin/damage-claims/${ID}/decision`)[0]?.body).toEqual({
      decision: 'uphold',
      amount: 60,
      reason: 'The photos show fresh stains.',
    });
    expect(screen.queryByRole('form', { name: 'Decide this claim' })).not.toBeInTheDocument();
  });

  it("rejects a claim, and shows the server's refusal in its words", async () => {
    mockApi({
      [`GET /admin/damage-claims/${ID}`]: answer(claim()),
      'GET /admin/audit-log': answer(emptyLog),
      [`POST /admin/damage-claims/${ID}/decision`]: answer(
        { error: DAMAGE_CLAIM_MESSAGES.notDisputed, code: 'CONFLICT' },
        409,
      ),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/damage-claims/:id', element: <DamageClaimPage /> }], `/damage-claims/${ID}`);
    const form = await screen.findByRole('form', { name: 'Decide this claim' });
    await user.click(within(form).getByRole('radio', { name: /^Reject/ }));
    expect(within(form).queryByRole('textbox', { name: /^Amount upheld/ })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'No evidence in the photos.');
    await user.click(within(form).getByRole('button', { name: 'Reject the claim' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(DAMAGE_CLAIM_MESSAGES.notDisputed);
  });
});

describe('DamageClaimsPage', () => {
  it('lists the disputed claims, with its filter kept in the URL', async () => {
    const api = mockApi({
      'GET /admin/damage-claims': answer({ items: [claim()], total: 1, page: 1, pageSize: 20 }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(
      [{ path: '/dashboard/damage-claims', element: <DamageClaimsPage /> }],
      '/dashboard/damage-claims',
    );
    const claims = await screen.findByRole('table', { name: /^Damage claims/ });
    expect(
      within(claims).getByRole('link', { name: /^Claim of £95\.00 by Meridian Events Group on ada@example\.com/ }),
    ).toHaveAttribute('href', `/damage-claims/${ID}`);
    expect(within(claims).getByText('Disputed, waiting for support')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Claims' }), 'charged');
    expect(router.state.location.search).toContain('claims.state=charged');
    expect(api.calls.some((c) => c.path.startsWith('/admin/damage-claims?') && c.path.includes('state=charged'))).toBe(
      true,
    );
  });
});

describe('DamageClaimPage in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  afterEach(() => setLocaleSource(() => 'en'));

  it('offers the decision in German', async () => {
    setLocaleSource(() => 'de');
    mockApi({ [`GET /admin/damage-claims/${ID}`]: answer(claim()), 'GET /admin/audit-log': answer(emptyLog) });
    renderRoutes([{ path: '/damage-claims/:id', element: <DamageClaimPage /> }], `/damage-claims/${ID}`);
    const form = await screen.findByRole('form', { name: 'Über diese Forderung entscheiden' });
    expect(within(form).getByRole('radio', { name: /Stattgeben/ })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Zugesprochener Betrag (GBP)' })).toBeInTheDocument();
    expect(within(form).getByText(/vollen geforderten Betrag von 95,00.£/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestellung öffnen' })).toBeInTheDocument();
  });
});
