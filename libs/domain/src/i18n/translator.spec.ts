import { addCatalogue, defineMessages, partOf, setLocaleSource, translate } from './translator';
import {
  dateTimeFormat,
  firstDayOfWeek,
  formatIsoMonth,
  formatList,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  numberFormat,
} from './formats';
import { negotiateLocale, PSEUDO_LOCALE, type AnyLocale } from './locales';

let locale: AnyLocale = 'en';
beforeAll(() => setLocaleSource(() => locale));
afterEach(() => {
  locale = 'en';
});
afterAll(() => setLocaleSource(() => 'en'));

const m = defineMessages('spec.translator', {
  hello: 'Hello',
  seats: 'Only {count, plural, one {# seat} other {# seats}} left for {name}',
  price: 'Price: {amount, number}',
  order: '{event}, order {orderId}',
});

describe('messages', () => {
  beforeAll(() => {
    addCatalogue('de', {
      'spec.translator.hello': 'Hallo',
      'spec.translator.seats': 'Nur noch {count, plural, one {# Platz} other {# Plätze}} für {name}',
      'spec.translator.price': 'Preis: {amount, number}',
    });
  });

  it('read in the current language, and in English where the language has no translation', () => {
    expect(m.hello).toBe('Hello');
    locale = 'de';
    expect(m.hello).toBe('Hallo');
    locale = 'fr';
    expect(m.hello).toBe('Hello');
  });

  it('fill placeholders with the language’s plural rules and number formats', () => {
    expect(m.seats({ count: 1, name: 'VIP' })).toBe('Only 1 seat left for VIP');
    expect(m.seats({ count: 3, name: 'VIP' })).toBe('Only 3 seats left for VIP');
    locale = 'de';
    expect(m.seats({ count: 1, name: 'VIP' })).toBe('Nur noch 1 Platz für VIP');
    expect(m.price({ amount: 1234.5 })).toBe('Preis: 1.234,5');
    expect(translate('spec.translator.price', { amount: 1234.5 }, 'en')).toBe('Price: 1,234.5');
  });

  it('are typed by their placeholders', () => {
    // @ts-expect-error: the message needs a name too
    expect(() => m.seats({ count: 1 })).toThrow();
    // @ts-expect-error: a placeholder after a comma counts too
    expect(() => m.order({ event: 'Expo' })).toThrow();
    expect(m.order({ event: 'Expo', orderId: 'A1' })).toBe('Expo, order A1');
    // @ts-expect-error: a message without placeholders is a text, not a function
    expect(() => m.hello({})).toThrow(TypeError);
  });

  it('refuse a key defined twice with different words', () => {
    expect(() => defineMessages('spec.translator', { hello: 'Hi' })).toThrow(/defined twice/);
  });

  it('show the pseudo-locale accented and longer, placeholders intact', () => {
    locale = PSEUDO_LOCALE;
    expect(m.hello).toBe('[Ĥéĺĺö~~]');
    const seats = m.seats({ count: 2, name: 'VIP' });
    expect(seats).toMatch(/^\[Ö.*2 š.*VIP\]$/);
    expect(m.seats({ count: 1, name: 'VIP' })).toMatch(/^\[Ö.*1 šéàŧ~~ .*VIP\]$/);
  });

  it('are filed in a catalogue part by the first word of their key', () => {
    expect(partOf('marketplace.home.title')).toBe('marketplace');
    expect(partOf('partner.events.title')).toBe('partner');
    expect(partOf('admin.people.title')).toBe('admin');
    expect(partOf('email.orderPaid.subject')).toBe('server');
    expect(partOf('api.refunds.notYours')).toBe('server');
    expect(partOf('orders.soldOut')).toBe('common');
  });
});

describe('negotiateLocale', () => {
  it.each([
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['it,fr;q=0.5,en;q=0.7', 'en'],
    ['it, es;q=0.1', 'es'],
    ['ES', 'es'],
    ['en-XA', PSEUDO_LOCALE],
    ['it, pt', undefined],
    ['fr;q=0', undefined],
    ['', undefined],
  ])('%s asks for %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe('formats', () => {
  it('follow the current language', () => {
    const amount = () => numberFormat({ style: 'currency', currency: 'EUR' }).format(1234.5);
    const day = () => dateTimeFormat({ dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-06-10T12:00:00Z'));
    expect([amount(), day(), formatList(['a', 'b', 'c'])]).toEqual(['€1,234.50', 'June 10, 2026', 'a, b, and c']);
    locale = 'de';
    expect([amount(), day(), formatList(['a', 'b', 'c'])]).toEqual(['1.234,50\u00a0€', '10. Juni 2026', 'a, b und c']);
    locale = 'es';
    expect(formatRelativeTime(-1, 'day')).toBe('ayer');
  });

  it('write months, shares, numbers and the first day of the week as each language does', () => {
    const all = () => [
      formatIsoMonth('2026-10'),
      formatPercent(0.0024),
      formatNumber(36205),
      formatNumber(4.5),
      firstDayOfWeek(),
    ];
    locale = 'en';
    expect(all()).toEqual(['Oct 2026', '0.2%', '36,205', '4.5', 0]);
    locale = 'de';
    expect(all()).toEqual(['Okt. 2026', '0,2\u00a0%', '36.205', '4,5', 1]);
    locale = 'fr';
    expect(all()).toEqual(['oct. 2026', '0,2\u00a0%', '36\u202f205', '4,5', 1]);
    locale = 'es';
    expect(all()).toEqual(['oct 2026', '0,2\u00a0%', '36.205', '4,5', 1]);
    expect(formatIsoMonth('2026-10-01')).toBe('oct 2026');
  });
});
