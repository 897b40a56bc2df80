import { clearSelection, readSelection, storeSelection, withSelection } from './selection';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('the checkout selection', () => {
  it('reads the URL first', () => {
    const storage = memoryStorage({ 'pavilion.selection.5': JSON.stringify({ 10: 1 }) });
    expect(readSelection(5, new URLSearchParams('tickets=10:2,11:1'), storage)).toEqual({ 10: 2, 11: 1 });
  });

  it('falls back to the sessionStorage mirror when the URL has no usable selection', () => {
    const storage = memoryStorage({ 'pavilion.selection.5': JSON.stringify({ 10: 3 }) });
    expect(readSelection(5, new URLSearchParams(''), storage)).toEqual({ 10: 3 });
    expect(readSelection(5, new URLSearchParams('tickets=garbage'), storage)).toEqual({ 10: 3 });
    expect(readSelection(6, new URLSearchParams(''), storage)).toEqual({});
    expect(readSelection(5, new URLSearchParams(''), null)).toEqual({});
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readSelection(5, new URLSearchParams(''), broken)).toEqual({});
    expect(() => storeSelection(5, { 10: 1 }, broken)).not.toThrow();
    expect(() => clearSelection(5, broken)).not.toThrow();
  });

  it('mirrors a selection per event and clears it when empty or done', () => {
    const storage = memoryStorage();
    storeSelection(5, { 10: 2 }, storage);
    expect(storage.data.get('pavilion.selection.5')).toBe('{"10":2}');
    expect(readSelection(5, new URLSearchParams(''), storage)).toEqual({ 10: 2 });
    storeSelection(5, {}, storage);
    expect(storage.data.has('pavilion.selection.5')).toBe(false);
    storeSelection(5, { 10: 2 }, storage);
    clearSelection(5, storage);
    expect(storage.data.size).toBe(0);
  });

  it('carries the selection in the next step’s URL', () => {
    expect(withSelection('/events/5/ticket-purchase-details', { 11: 1, 10: 2 })).toBe(
      '/events/5/ticket-purchase-details?tickets=10:2,11:1',
    );
    expect(new URLSearchParams(withSelection('/x', { 10: 2 }).split('?')[1]).get('tickets')).toBe('10:2');
    expect(withSelection('/events/5/ticket-purchase-details', {})).toBe('/events/5/ticket-purchase-details');
  });
});
