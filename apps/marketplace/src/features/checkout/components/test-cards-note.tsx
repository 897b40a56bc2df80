// The simulated gateway's test cards, shown outside production builds (README lists them too).
import { Fragment } from 'react';

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'fails with insufficient funds' },
  { number: '4000 0000 0000 0119', outcome: 'fails as a network error' },
] as const;

export function TestCardsNote() {
  return (
    <details className="pv-test-cards">
      <summary>Test cards for the simulated payment gateway</summary>
      <p>Use any future expiry date and any CVV. Any other 16-digit number succeeds.</p>
      <dl>
        {TEST_CARDS.map((card) => (
          <Fragment key={card.number}>
            <dt>
              <code>{card.number}</code>
            </dt>
            <dd>{card.outcome}</dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}
