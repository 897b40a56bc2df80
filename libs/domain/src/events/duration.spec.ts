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

describe('eventDurationIdFor in the event time zone', () => {
  it('counts the calendar days where the event happens', () => {
    // 18:00-23:30 in Los Angeles on one evening crosses midnight in UTC.
    expect(eventDurationIdFor('2025-09-02T01:00:00Z', '2025-09-02T06:30:00Z', 'America/Los_Angeles')).toBe(1);
    expect(eventDurationIdFor('2025-09-02T01:00:00Z', '2025-09-02T06:30:00Z')).toBe(1);
    expect(eventDurationIdFor('2025-09-01T22:00:00Z', '2025-09-02T02:00:00Z', 'America/New_York')).toBe(1);
    // From 08:00 on 2 September to 10:00 on 3 September in Tokyo: two days there, three in UTC.
    expect(eventDurationIdFor('2025-09-01T23:00:00Z', '2025-09-03T01:00:00Z', 'Asia/Tokyo')).toBe(2);
    expect(eventDurationIdFor('2025-09-01T23:00:00Z', '2025-09-03T01:00:00Z')).toBe(3);
  });
});
