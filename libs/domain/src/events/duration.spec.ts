import { eventDurationIdFor } from './duration';

describe('eventDurationIdFor', () => {
  it('counts UTC calendar days, both ends included', () => {
    expect(eventDurationIdFor('2025-09-01T09:00:00Z', '2025-09-01T17:00:00Z')).toBe(1);
    expect(eventDurationIdFor('2025-09-01T22:00:00Z', '2025-09-02T02:00:00Z')).toBe(2);
    expect(eventDurationIdFor('2025-09-01T09:00:00Z', '2025-09-02T17:00:00Z')).toBe(2);
    expect(eventDurationIdFor('2025-09-01T09:00:00Z', '2025-09-03T17:00:00Z')).toBe(3);
    expect(eventDurationIdFor(new Date('2025-09-01T09:00:00Z'), new Date('2025-09-20T09:00:00Z'))).toBe(3);
  });

  it('treats an end before the start as one day', () => {
    expect(eventDurationIdFor('2025-09-02T09:00:00Z', '2025-09-01T09:00:00Z')).toBe(1);
  });
});
