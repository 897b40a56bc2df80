import { sampleCard } from './event.fixtures';
import { matchesEventSearch, sortManagedEvents, type TManagedEventRow } from './managed-event';

const row = (
  id: number,
  startDateTime: string,
  maxAttendees: number | null,
  ticketsSold: number,
): TManagedEventRow => ({
  ...sampleCard,
  id,
  name: `Event ${id}`,
  tagline: id === 2 ? 'Green energy expo' : 'Tagline',
  startDateTime,
  maxAttendees,
  ticketsSold,
});

const rows = [
  row(1, '2025-03-01T00:00:00Z', 100, 5),
  row(2, '2025-01-01T00:00:00Z', null, 50),
  row(3, '2025-02-01T00:00:00Z', 300, 0),
];

describe('managed event lists', () => {
  it('sort by date, capacity or tickets sold, without touching the input', () => {
    expect(sortManagedEvents(rows, 'date', 'asc').map((event) => event.id)).toEqual([2, 3, 1]);
    expect(sortManagedEvents(rows, 'capacity', 'desc').map((event) => event.id)).toEqual([3, 1, 2]);
    expect(sortManagedEvents(rows, 'ticketsSold', 'asc').map((event) => event.id)).toEqual([3, 1, 2]);
    expect(rows.map((event) => event.id)).toEqual([1, 2, 3]);
  });

  it('search matches name or tagline, case-insensitive', () => {
    expect(rows.filter((event) => matchesEventSearch(event, 'GREEN')).map((event) => event.id)).toEqual([2]);
    expect(rows.filter((event) => matchesEventSearch(event, 'event 3')).map((event) => event.id)).toEqual([3]);
    expect(rows.filter((event) => matchesEventSearch(event, ' '))).toHaveLength(3);
  });
});
