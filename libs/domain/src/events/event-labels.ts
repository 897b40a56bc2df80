// How an event card's type and rating read: pure functions without schemas (the marketplace's
// first page shows cards and loads no zod).

/** The event type to show: the partner's own text when set, otherwise the option's name. */
export function eventTypeLabel(event: { eventType: string | null; otherEventType: string | null }): string {
  const other = event.otherEventType?.trim();
  if (other) return other;
  return event.eventType ?? '';
}

/** A review average on the 1-10 scale as 0-5 stars, to the nearest half (7.4 -> 3.5). */
export function starsFromAverage(average: number | null): number | null {
  return average === null ? null : Math.min(5, Math.max(0, Math.round(average) / 2));
}

/** A 0-5 rating rounded to the nearest half star (4.3 -> 4.5, 4.2 -> 4). */
export function ratingToHalfStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}
