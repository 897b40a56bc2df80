import { fieldLabel, versionChanges } from './version-changes';

const show = (_field: string, value: unknown) =>
  value === null || value === undefined ? 'None' : Array.isArray(value) ? value.join(', ') : String(value);

describe('version changes', () => {
  it('lists the fields that changed, with both values in words', () => {
    const before = { name: 'Expo', tagline: 'Old', venueId: 3, sectors: [1, 2], otherEventType: null };
    const after = { name: 'Expo', tagline: 'New', venueId: 4, sectors: [2, 1], otherEventType: 'Fair' };
    expect(versionChanges(before, after, show)).toEqual([
      { field: 'tagline', label: 'Tagline', before: 'Old', after: 'New' },
      { field: 'venueId', label: 'Venue', before: '3', after: '4' },
      { field: 'otherEventType', label: 'Other event type', before: 'None', after: 'Fair' },
    ]);
  });

  it('has nothing to compare for a first version', () => {
    expect(versionChanges(null, { name: 'Expo' }, show)).toEqual([]);
  });

  it('spells out fields it has no words for', () => {
    expect(fieldLabel('eventSizeMetric')).toBe('Size metric');
    expect(fieldLabel('ticketCurrencyCode')).toBe('Ticket currency code');
  });
});
