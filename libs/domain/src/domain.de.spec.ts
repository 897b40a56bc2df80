// The domain's own texts and formats in German: money and dates in German conventions (the time
// zone's abbreviation stays the one people at the event read), states and refusals in German words.
import { setLocaleSource } from './i18n';
import { inLanguage } from './testing-language';
import { amountDecimalsMessage, SPONSORSHIP_MESSAGES } from './messages';
import { formatAmount, formatAmountWhole, formatPrice } from './money';
import { formatInTimeZone, formatTimeInTimeZone } from './common/zoned-format';
import { refundState, ZRefundOrderBody } from './refunds/refunds';
import { damageClaimState } from './damage-claims/damage-claim';
import { payoutEventsText } from './partner/finances';
import { ZReviewBody } from './events/reviews';
import { cancellationLine } from './refunds/cancellation-terms';
import { changeOfferWords } from './refunds/change-offer';
import { ZSettingsBody } from './account/settings';

inLanguage('de');

describe('money in German', () => {
  it('writes amounts the German way, the currency after the number', () => {
    expect(formatAmount(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    expect(formatAmount(1234.5, 'USD')).toBe('1.234,50\u00a0$');
    expect(formatAmount(1500, 'JPY')).toBe('1.500\u00a0¥');
    expect(formatAmountWhole(1234.56, 'EUR')).toBe('1.235\u00a0€');
  });

  it('keeps English as it was when the language changes back', () => {
    expect(formatAmount(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    setLocaleSource(() => 'en');
    expect(formatAmount(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatPrice(0, 'EUR')).toBe('Free');
  });

  it('says the decimals rule in German', () => {
    expect(amountDecimalsMessage('GBP')).toBe(
      'Geben Sie einen Betrag in ganzen Pence ein (GBP hat höchstens 2 Nachkommastellen)',
    );
    expect(amountDecimalsMessage('JPY')).toBe(
      'Geben Sie einen Betrag in ganzen Yen ein (JPY hat keine Nachkommastellen)',
    );
  });
});

describe('dates at the event in German', () => {
  it('names the month and weekday in German, the zone as people there read it', () => {
    expect(formatInTimeZone('2026-03-10T08:00:00Z', 'Europe/Berlin')).toBe('10. März 2026, 09:00 CET');
    expect(formatInTimeZone('2026-06-10T08:00:00Z', 'Europe/London', { weekday: true })).toBe(
      'Mi., 10. Juni 2026, 09:00 BST',
    );
    expect(formatInTimeZone('2026-10-01T08:00:00Z', 'UTC', { dateOnly: true })).toBe('1. Okt. 2026');
    expect(formatTimeInTimeZone('2026-06-10T08:00:00Z', 'Europe/London')).toBe('09:00 BST');
  });
});

describe('states and refusals in German', () => {
  it('says a refund’s and a claim’s state with German dates', () => {
    expect(refundState({ status: 'refunded', refundedAt: '2026-10-03T10:00:00Z', nextAttemptAt: null })).toBe(
      'erstattet am 03.10.2026',
    );
    expect(
      damageClaimState({
        state: 'charged',
        chargedAt: '2026-10-03T10:00:00Z',
        nextAttemptAt: null,
        respondBy: '2026-10-01T10:00:00Z',
        answer: null,
        paidWith: 'saved_card',
      }),
    ).toBe('Belastet am 03.10.2026');
  });

  it('counts the further events of a payout in German digits', () => {
    expect(payoutEventsText({ events: ['Harbour Forum', 'Quay Expo'], eventCount: 1_697 })).toBe(
      'Harbour Forum, Quay Expo und 1.695 weitere',
    );
  });

  it('refuses a value in German words, read when it fails', () => {
    expect(ZRefundOrderBody.safeParse({ amount: 10 }).error?.issues[0]?.message).toBe(
      'Bitte geben Sie einen Grund für die Erstattung an',
    );
    expect(ZReviewBody.safeParse({ score: 0, text: 'Gut' }).error?.issues[0]?.message).toBe(
      'Wählen Sie eine Punktzahl von 1 bis 10',
    );
    expect(SPONSORSHIP_MESSAGES.pricePerDay({ max: 10_000 })).toBe(
      'Der Preis pro Tag muss über 0 und höchstens 10.000 betragen, mit höchstens 2 Nachkommastellen',
    );
  });
});

describe('the domain’s own words in German', () => {
  it('says a cancellation policy’s periods, plurals and all', () => {
    expect(
      cancellationLine({
        name: 'Flexibel',
        periods: [
          { percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 },
          { percentageRefund: 50, startDaysBeforeEvent: 29, endDaysBeforeEvent: 1 },
        ],
      }),
    ).toBe(
      'Stornierung (Flexibel): 100\u00a0% zurück ab 60 bis 30 Tage vor der Veranstaltung, 50\u00a0% bis 1 Tag vorher und danach nichts.',
    );
    expect(cancellationLine(null)).toBe('Stornierung: Keine Erstattung bei Stornierung.');
  });

  it('names what changed and a setting that is not true or false', () => {
    expect(changeOfferWords(['venue', 'date'])).toBe(
      'Der Veranstalter hat Datum und Veranstaltungsort dieser Veranstaltung geändert.',
    );
    const refused = ZSettingsBody.safeParse({ notifications: { marketingEmails: 'yes' } });
    expect(refused.error?.issues[0]?.message).toContain('Werbe-E-Mails');
  });
});
