// The simulated gateway's test cards, shown outside production builds (README lists them too).
import { Fragment } from 'react';
import { CHECKOUT_PAYMENT_TEXT as T } from '../messages';

/** Each card and what the gateway does with it (in words: T.testCardOutcome). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
  { number: '4000 0000 0000 0119', outcome: 'networkError' },
] as const;

export function TestCardsNote() {
  return (
    <details className="pv-test-cards">
      <summary>{T.testCardsTitle}</summary>
      <p>{T.testCardsText}</p>
      <dl>
        {TEST_CARDS.map((card) => (
          <Fragment key={card.number}>
            <dt>
              <code>{card.number}</code>
            </dt>
            <dd>{T.testCardOutcome({ outcome: card.outcome })}</dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}
