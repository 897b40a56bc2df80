import { cancellationLine, cancellationTermsInWords, NO_REFUND_TERMS } from './cancellation-terms';

const period = (percentageRefund: number, startDaysBeforeEvent: number, endDaysBeforeEvent: number) => ({
  percentageRefund,
  startDaysBeforeEvent,
  endDaysBeforeEvent,
});

describe('cancellation terms in words', () => {
  it('a full refund until the day of the event', () => {
    expect(cancellationTermsInWords([period(100, 90, 0)])).toBe(
      '100% back from 90 days before until the day of the event',
    );
  });

  it('partial tiers, then nothing', () => {
    expect(cancellationTermsInWords([period(100, 60, 30), period(50, 29, 15)])).toBe(
      '100% back from 60 until 30 days before the event, 50% until 15 days, then nothing',
    );
  });

  it('tiers given in any order, overlapping ones at their most generous', () => {
    expect(cancellationTermsInWords([period(50, 40, 10), period(100, 60, 30)])).toBe(
      '100% back from 60 until 30 days before the event, 50% until 10 days, then nothing',
    );
  });

  it('a gap between tiers says nothing comes back there', () => {
    expect(cancellationTermsInWords([period(100, 60, 30), period(50, 20, 10)])).toBe(
      '100% back from 60 until 30 days before the event, nothing until 21 days, 50% until 10 days, then nothing',
    );
  });

  it('no refund: no periods, or periods that give nothing back', () => {
    expect(cancellationTermsInWords([])).toBe(NO_REFUND_TERMS);
    expect(cancellationTermsInWords([period(0, 30, 0)])).toBe(NO_REFUND_TERMS);
    expect(NO_REFUND_TERMS).toBe('No refund if you cancel');
  });

  it('the same day: a refund on the day of the event itself, or only on it', () => {
    expect(cancellationTermsInWords([period(100, 30, 1), period(50, 0, 0)])).toBe(
      '100% back from 30 until 1 day before the event, 50% on the day of the event',
    );
    expect(cancellationTermsInWords([period(100, 0, 0)])).toBe('100% back on the day of the event');
  });

  it('a single day ahead of the event', () => {
    expect(cancellationTermsInWords([period(25, 7, 7)])).toBe('25% back 7 days before the event, then nothing');
  });
});

describe("a ticket type's cancellation line", () => {
  it('names the policy and says its terms; a ticket type without one refunds nothing', () => {
    expect(cancellationLine({ name: 'Flexible', periods: [period(100, 60, 30)] })).toBe(
      'Cancellation (Flexible): 100% back from 60 until 30 days before the event, then nothing.',
    );
    expect(cancellationLine(null)).toBe('Cancellation: No refund if you cancel.');
  });
});
