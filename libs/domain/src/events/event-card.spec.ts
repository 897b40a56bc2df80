import { parseOk } from '../spec-helpers';
import {
  eventTypeLabel,
  ratingToHalfStars,
  starsFromAverage,
  ZEventCard,
  ZEventSearchResponse,
  ZTopEventsResponse,
} from './event-card';
import { sampleCard } from '../testing';

describe('ZEventCard', () => {
  it('reads a card', () => {
    expect(parseOk(ZEventCard, sampleCard)).toEqual(sampleCard);
  });

  it('allows no rating, no venue and no tickets', () => {
    expect(
      ZEventCard.safeParse({ ...sampleCard, rating: null, venue: null, city: null, minTicketPrice: null }).success,
    ).toBe(true);
  });

  it('keeps ratings within 0-5 and prices in major units, never negative', () => {
    expect(ZEventCard.safeParse({ ...sampleCard, rating: 5.5 }).success).toBe(false);
    expect(ZEventCard.safeParse({ ...sampleCard, rating: -1 }).success).toBe(false);
    expect(ZEventCard.safeParse({ ...sampleCard, minTicketPrice: 199.5 }).success).toBe(true);
    expect(ZEventCard.safeParse({ ...sampleCard, minTicketPrice: -0.5 }).success).toBe(false);
  });

  it('wraps cards in the paged answer and the top-4 list', () => {
    expect(ZEventSearchResponse.safeParse({ events: [sampleCard], total: 1, page: 1, pageSize: 20 }).success).toBe(
      true,
    );
    expect(ZEventSearchResponse.safeParse({ events: [sampleCard] }).success).toBe(false);
    expect(ZTopEventsResponse.safeParse([sampleCard]).success).toBe(true);
  });
});

describe('eventTypeLabel', () => {
  it("shows the partner's own type when set", () => {
    expect(eventTypeLabel({ eventType: 'Other', otherEventType: 'Hackathon' })).toBe('Hackathon');
    expect(eventTypeLabel({ eventType: 'Conference', otherEventType: '  ' })).toBe('Conference');
    expect(eventTypeLabel({ eventType: null, otherEventType: null })).toBe('');
  });
});

describe('stars', () => {
  it('turn a 1-10 review average into half stars', () => {
    expect(starsFromAverage(7.4)).toBe(3.5);
    expect(starsFromAverage(7.5)).toBe(4);
    expect(starsFromAverage(10)).toBe(5);
    expect(starsFromAverage(null)).toBeNull();
  });

  it('round a 0-5 rating to the nearest half', () => {
    expect(ratingToHalfStars(4.3)).toBe(4.5);
    expect(ratingToHalfStars(4.2)).toBe(4);
    expect(ratingToHalfStars(4.75)).toBe(5);
    expect(ratingToHalfStars(0)).toBe(0);
  });
});
