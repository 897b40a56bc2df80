// A stored message reads in the language of whoever reads it: its words, the words among its values,
// its amounts and dates; a row that cannot be read so reads as the English kept beside it.
import { CHANGE_OFFER_TEXT, defineMessages, loadCatalogues, WELCOME_TEXT } from '@pavilion/domain';
import { REFUND_NOTIFICATION_TEXT } from '../modules/refunds';
import { withLocale } from './i18n';
import {
  amount,
  instant,
  keptMessages,
  readMessage,
  readStoredMessage,
  storedMessage,
  words,
  type StoredMessage,
} from './stored-message';

const inEnglish = (message: StoredMessage) => withLocale('en', () => readMessage(message));

const N = REFUND_NOTIFICATION_TEXT;
const CHANGES = keptMessages('refunds.changeOffer', CHANGE_OFFER_TEXT);

beforeAll(() => Promise.all((['de', 'fr'] as const).map((locale) => loadCatalogues(locale))));

describe('stored messages', () => {
  it('are kept as a key and raw values, written in any language', () => {
    const kept = withLocale('de', () =>
      storedMessage(N, 'changeOfferSubject', {
        event: 'Harbour Forum',
        what: words(CHANGES, 'changes', { what: 'date_venue' }),
      }),
    );
    expect(kept).toEqual({
      key: 'api.notifications.refunds.changeOfferSubject',
      values: {
        event: 'Harbour Forum',
        what: { message: { key: 'refunds.changeOffer.changes', values: { what: 'date_venue' } } },
      },
    });
    expect(JSON.parse(JSON.stringify(kept))).toEqual(kept);
    expect(inEnglish(kept)).toBe('Harbour Forum has a new date and venue');
    expect(storedMessage(keptMessages('accounts.welcome', WELCOME_TEXT), 'subject')).toEqual({
      key: 'accounts.welcome.subject',
    });
  });

  it('read in the reader language, with the words, amounts and dates among their values', () => {
    const subject = storedMessage(N, 'changeOfferSubject', {
      event: 'Harbour Forum',
      what: words(CHANGES, 'changes', { what: 'date_venue' }),
    });
    const refund = storedMessage(N, 'eventCancelledWithRefund', {
      event: 'Harbour Forum',
      amount: amount(123450, 'EUR'),
    });
    const until = storedMessage(N, 'changeOfferText', {
      until: instant(new Date('2026-12-10T13:00:00Z'), { zone: 'Europe/Berlin', dateOnly: true }),
    });
    const read = (locale: 'en' | 'de' | 'fr') =>
      withLocale(locale, () => [subject, refund, until].map((m) => readStoredMessage(m, 'kept')));
    expect(read('en')).toEqual([
      'Harbour Forum has a new date and venue',
      'Harbour Forum was cancelled by its organiser. Refund: €1,234.50.',
      'You may cancel with a full refund until Dec 10, 2026.',
    ]);
    expect(read('de')).toEqual([
      'Harbour Forum: Änderung (Datum und Veranstaltungsort)',
      'Harbour Forum wurde vom Veranstalter abgesagt. Erstattung: 1.234,50\u00a0€.',
      'Sie können bis 10. Dez. 2026 mit voller Erstattung stornieren.',
    ]);
    expect(read('fr')[0]).toBe('Harbour Forum : modification (date et lieu)');
  });

  it('read as the English kept beside them when there is no message, or it cannot be read', () => {
    expect(readStoredMessage(null, 'Refund sent')).toBe('Refund sent');
    expect(readStoredMessage({ key: 'api.notifications.gone' }, 'Refund sent')).toBe('Refund sent');
    expect(readStoredMessage({ key: 'api.notifications.refunds.sentSubject', values: 'x' }, 'Refund sent')).toBe(
      'Refund sent',
    );
    // A value the message needs is missing.
    expect(readStoredMessage({ key: 'api.notifications.refunds.sentText', values: {} }, 'Refund sent')).toBe(
      'Refund sent',
    );
  });

  it('name their message and its placeholders as the code defines them', () => {
    // Messages whose namespace is not named cannot be kept, nor named under another namespace.
    const unkept = defineMessages('spec.storedMessage', { hello: 'Hello' });
    // @ts-expect-error -- not kept messages
    expect(() => storedMessage(unkept, 'hello')).toThrow();
    expect(() => keptMessages('accounts.hello', WELCOME_TEXT)).toThrow();
    // @ts-expect-error -- a name the messages do not define
    expect(() => storedMessage(N, 'sentSubjectt')).toThrow();
    // @ts-expect-error -- a placeholder the message does not have
    storedMessage(N, 'sentText', { amount: amount(100, 'EUR'), event: 'x', extra: 1 });
    // @ts-expect-error -- a placeholder missing
    storedMessage(N, 'sentText', { amount: amount(100, 'EUR') });
    // @ts-expect-error -- a message without placeholders takes no values
    storedMessage(N, 'sentSubject', { event: 'x' });
  });
});
