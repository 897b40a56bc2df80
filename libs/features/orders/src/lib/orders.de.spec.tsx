import { render, screen, within } from '@testing-library/react';
import type { TDamageClaim } from '@pavilion/domain';
import { inLanguage, testDamageClaim } from '@pavilion/domain/testing';
import { DamageClaimView } from './damage-claim-view';

const claim = (overrides: Partial<TDamageClaim> = {}): TDamageClaim =>
  testDamageClaim({
    state: 'charged',
    photos: [],
    answer: { agree: false, comment: 'Not us', at: '2030-06-08T10:00:00.000Z' },
    decision: { outcome: 'upheld', amount: 70, reason: 'Fresh damage in the photos', at: '2030-06-09T10:00:00.000Z' },
    chargeAmount: 70,
    chargedAt: '2030-06-09T10:00:01.000Z',
    ...overrides,
  });

describe("an order's money pieces in German", () => {
  inLanguage('de');

  it('reads a damage claim, its answer, decision and charge in German, with German dates', () => {
    render(<DamageClaimView claim={claim()} audience="partner" />);
    const article = screen.getByRole('article', { name: /^Schadensersatzforderung über/ });
    expect(within(article).getByText('Entscheidung des Supports')).toBeInTheDocument();
    expect(within(article).getByText(/^Ada Lovelace hat am 08\.06\.2030/)).toHaveTextContent('widersprochen. „Not us“');
    expect(within(article).getByText(/^Stattgegeben über/)).toHaveTextContent('Grund: Fresh damage in the photos');
  });
});
