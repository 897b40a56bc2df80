import { render, screen, within } from '@testing-library/react';
import type { TDamageClaim } from '@pavilion/domain';
import { testDamageClaim } from '@pavilion/domain/testing';
import { DamageClaimView } from './damage-claim-view';

const PHOTO = '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

const claim = (overrides: Partial<TDamageClaim> = {}): TDamageClaim =>
  testDamageClaim({
    state: 'charged',
    photos: [{ id: PHOTO, url: `/api/damage-claim-photos/${PHOTO}` }],
    answer: { agree: false, comment: 'Not us', at: '2030-06-08T10:00:00.000Z' },
    decision: { outcome: 'upheld', amount: 70, reason: 'Fresh damage in the photos', at: '2030-06-09T10:00:00.000Z' },
    chargeAmount: 70,
    chargedAt: '2030-06-09T10:00:01.000Z',
    ...overrides,
  });

describe('DamageClaimView', () => {
  it('reads the claim, the answer, the decision and the charge in words, with its photos', () => {
    render(<DamageClaimView claim={claim()} audience="partner" photoUrl={(p) => `https://api.example${p}`} />);
    const article = screen.getByRole('article', { name: 'Damage claim of $100.00' });
    expect(within(article).getByText('Charged on Jun 9, 2030')).toBeInTheDocument();
    expect(within(article).getByText(/Ada Lovelace disagreed on/)).toHaveTextContent('“Not us”');
    expect(within(article).getByText(/^Upheld for \$70\.00/)).toHaveTextContent('Reason: Fresh damage in the photos');
    expect(within(article).getByText(/^\$70\.00 on/)).toHaveTextContent('to the card the order was paid with');
    expect(within(article).getByText('ada@example.com', { exact: false })).toBeInTheDocument();
    const photo = within(article).getByRole('link', { name: 'Photo 1 of 1 of the damage (opens full size)' });
    expect(photo).toHaveAttribute('href', `https://api.example/api/damage-claim-photos/${PHOTO}`);
  });

  it('speaks to the buyer as "you" and hides their own email; says when a claim went to support unanswered', () => {
    render(
      <DamageClaimView
        claim={claim({
          state: 'disputed',
          answer: { agree: null, comment: null, at: '2030-06-21T10:00:00.000Z' },
          decision: null,
          chargeAmount: null,
          chargedAt: null,
          photos: [],
        })}
        audience="buyer"
      >
        <button type="button">An action</button>
      </DamageClaimView>,
    );
    const article = screen.getByRole('article');
    expect(
      within(article).getByText('Disputed (the buyer did not answer in time), waiting for support'),
    ).toBeInTheDocument();
    expect(within(article).getByText(/^No answer by/)).toHaveTextContent('the claim went to support');
    expect(within(article).getByText(/by Meridian Events Group$/)).toBeInTheDocument();
    expect(article).not.toHaveTextContent('ada@example.com');
    expect(within(article).getByRole('button', { name: 'An action' })).toBeInTheDocument();
  });
});
