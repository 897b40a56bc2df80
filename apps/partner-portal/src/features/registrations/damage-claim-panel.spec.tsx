/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, MULTIPART_BODY } from '@pavilion/api-client/testing';
import { DAMAGE_CLAIM_MESSAGES, type TDamageClaim, type TOrderDamageClaims } from '@pavilion/domain';
import { testDamageClaim } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { DamageClaimPanel } from './damage-claim-panel';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const ORDER = '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10';
const PHOTO = '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const CLAIM = '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4';
const DESCRIPTION = 'The display screen at booth 14 was cracked during the reception.';

const allowed: TOrderDamageClaims = {
  items: [],
  canFile: true,
  reason: null,
  maxAmount: 250,
  currency: 'USD',
  lastDay: '2030-06-20',
};

function claim(overrides: Partial<TDamageClaim> = {}): TDamageClaim {
  return testDamageClaim({
    id: CLAIM,
    orderId: ORDER,
    amount: 80.5,
    description: DESCRIPTION,
    photos: [{ id: PHOTO, url: `/api/damage-claim-photos/${PHOTO}` }],
    filedAt: '2030-06-08T10:00:00.000Z',
    respondBy: '2030-06-22T10:00:00.000Z',
    ...overrides,
  });
}

const render = () =>
  renderPartnerPage(
    [{ path: '/order-details/:id', element: <DamageClaimPanel orderId={ORDER} /> }],
    `/order-details/${ORDER}`,
  );

describe('DamageClaimPanel', () => {
  it('files a damage claim with a photo, checked with the server schema first, and shows it filed', async () => {
    let state: TOrderDamageClaims = allowed;
    const api = mockApi({
      [`GET /partner/orders/${ORDER}/damage-claims`]: () => answer(state),
      'POST /partner/damage-claims/photos': answer({ id: PHOTO, url: `/api/damage-claim-photos/${PHOTO}` }, 201),
      [`POST /partner/orders/${ORDER}/damage-claims`]: () => {
        state = {
          ...allowed,
          items: [claim()],
          canFile: false,
          reason: DAMAGE_CLAIM_MESSAGES.openClaim,
          maxAmount: null,
        };
        return answer(claim(), 201);
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    expect(await screen.findByText('No damage claim on this order.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request damage payment' }));
    const form = screen.getByRole('form', { name: 'Request damage payment' });
    expect(within(form).getByText(/At most \$250\.00/)).toBeInTheDocument();
    expect(within(form).getByText(/can be filed until Jun 20, 2030/)).toBeInTheDocument();

    // Nothing is sent while the schema refuses it.
    await user.type(within(form).getByRole('textbox', { name: /^Amount \(USD\)/ }), 'ten');
    await user.type(within(form).getByRole('textbox', { name: /^What was damaged/ }), 'Broken');
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(await within(form).findByText(DAMAGE_CLAIM_MESSAGES.amountInvalid)).toBeInTheDocument();
    expect(within(form).getByText(DAMAGE_CLAIM_MESSAGES.descriptionShort)).toBeInTheDocument();
    expect(api.callsTo(`POST /partner/orders/${ORDER}/damage-claims`)).toHaveLength(0);

    await user.upload(
      screen.getByLabelText('Photos (optional)'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'screen.png', { type: 'image/png' }),
    );
    expect(await within(form).findByRole('img', { name: 'Photo 1 to send' })).toBeInTheDocument();
    expect(api.callsTo('POST /partner/damage-claims/photos')[0]?.body).toBe(MULTIPART_BODY);
    await user.clear(within(form).getByRole('textbox', { name: /^Amount \(USD\)/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Amount \(USD\)/ }), '80.50');
    await user.clear(within(form).getByRole('textbox', { name: /^What was damaged/ }));
    await user.type(within(form).getByRole('textbox', { name: /^What was damaged/ }), DESCRIPTION);
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));

    expect(await screen.findByText(/^The request was sent\./)).toBeInTheDocument();
    expect(api.callsTo(`POST /partner/orders/${ORDER}/damage-claims`)[0]?.body).toEqual({
      amount: 80.5,
      description: DESCRIPTION,
      photoIds: [PHOTO],
    });
    const filed = await screen.findByRole('article', { name: 'Damage claim of $80.50' });
    expect(within(filed).getByText(/^Filed, waiting for the buyer/)).toBeInTheDocument();
    expect(within(filed).getByRole('img', { name: /Photo 1 of 1 of the damage/ })).toBeInTheDocument();
    expect(
      screen.getByText(`A damage payment cannot be requested on this order: ${DAMAGE_CLAIM_MESSAGES.openClaim}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request damage payment' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in its words, and withdraws an open claim", async () => {
    let state: TOrderDamageClaims = {
      ...allowed,
      items: [
        claim({ state: 'disputed', answer: { agree: false, comment: 'Not us', at: '2030-06-09T10:00:00.000Z' } }),
      ],
      canFile: false,
      reason: DAMAGE_CLAIM_MESSAGES.openClaim,
      maxAmount: null,
    };
    const api = mockApi({
      [`GET /partner/orders/${ORDER}/damage-claims`]: () => answer(state),
      [`POST /partner/damage-claims/${CLAIM}/withdraw`]: () => {
        const withdrawn = claim({ state: 'withdrawn', withdrawnAt: '2030-06-10T10:00:00.000Z' });
        state = { ...allowed, items: [withdrawn] };
        return answer(withdrawn);
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    const open = await screen.findByRole('article', { name: 'Damage claim of $80.50' });
    expect(within(open).getByText('Disputed, waiting for support')).toBeInTheDocument();
    expect(within(open).getByText(/Ada Lovelace disagreed on/)).toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Withdraw this claim' }));
    expect(await screen.findByRole('button', { name: 'Request damage payment' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Damage claim of $80.50' })).toHaveTextContent(
      /Withdrawn.*nothing is charged/,
    );
    expect(api.callsTo(`POST /partner/damage-claims/${CLAIM}/withdraw`)).toHaveLength(1);
  });

  it('refused by the server: the amount field shows its words', async () => {
    mockApi({
      [`GET /partner/orders/${ORDER}/damage-claims`]: answer(allowed),
      [`POST /partner/orders/${ORDER}/damage-claims`]: answer(
        {
          error: DAMAGE_CLAIM_MESSAGES.amountTooHigh({ max: '$250.00' }),
          code: 'CONFLICT',
          fields: { amount: DAMAGE_CLAIM_MESSAGES.amountTooHigh({ max: '$250.00' }) },
        },
        409,
      ),
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Request damage payment' }));
    await user.type(screen.getByRole('textbox', { name: /^Amount \(USD\)/ }), '240');
    await user.type(screen.getByRole('textbox', { name: /^What was damaged/ }), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findAllByText(DAMAGE_CLAIM_MESSAGES.amountTooHigh({ max: '$250.00' }))).not.toHaveLength(0);
  });
});
