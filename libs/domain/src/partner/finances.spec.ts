import { payoutEventsText } from './finances';

describe('payoutEventsText', () => {
  it('names every event when the summary lists them all', () => {
    expect(payoutEventsText({ events: ['Harbour Forum', 'Quay Expo'], eventCount: 2 })).toBe(
      'Harbour Forum, Quay Expo',
    );
    expect(payoutEventsText({ events: [], eventCount: 0 })).toBe('');
  });
  it('says how many more a payout of many events pays', () => {
    expect(payoutEventsText({ events: ['A', 'B', 'C', 'D', 'E'], eventCount: 1_700 })).toBe(
      'A, B, C, D, E and 1,695 more',
    );
  });
});
