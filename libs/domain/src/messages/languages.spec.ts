// The shared messages in another language: a schema's refusal, a plural and a list of field names are
// read in the language of the moment they are said, not in the one of the moment the module loaded.
import { z } from 'zod';
import { setLocaleSource } from '../i18n';
import { inLanguage } from '../testing-language';
import { ZAttendeeSignUpConcise } from '../auth/attendee-sign-up';
import { ZBankAccountForm } from '../partner/bank-account';
import { ZId } from '../common/ids';
import { fieldList, MESSAGES } from './common';
import { UI_TEXT } from './ui-text';
import { ORDER_MESSAGES } from './orders';
import { PARTNER_ACCOUNT_MESSAGES } from './partner-account';
import { AUTH_MESSAGES } from './auth';
import { PAYMENT_MESSAGES } from './payments';
import { waitInWords } from './wait';
import { REFUND_MESSAGES } from './refunds';
import { PARTNER_MESSAGES } from './partner';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the shared messages in German', () => {
  inLanguage('de');

  it('are what a schema built before the language was chosen says', () => {
    const signUp = fieldsOf(ZAttendeeSignUpConcise.safeParse({ email: 'nope', firstName: '', password: 'short' }));
    expect(signUp).toMatchObject({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      firstName: 'Der Vorname ist erforderlich',
      password: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    });
    expect(
      fieldsOf(ZBankAccountForm.safeParse({ bankAccountName: '', companyIban: '', companySwiftCode: '' })),
    ).toMatchObject({
      bankAccountName: 'Der Name des Bankkontos ist erforderlich',
      companyIban: 'Die IBAN ist erforderlich',
      companySwiftCode: 'Der SWIFT/BIC-Code ist erforderlich',
    });
    expect(fieldsOf(ZId.safeParse('x'))).toEqual({ '': 'Ungültige ID' });
  });

  it('never say zod’s own English for a rule stated without words', () => {
    expect(
      fieldsOf(z.object({ name: z.string().max(3), count: z.number() }).safeParse({ name: 'long', count: 'x' })),
    ).toEqual({ name: 'Darf höchstens 3 Zeichen lang sein', count: 'Muss eine Zahl sein' });
  });

  it('fill their placeholders, plurals and lists in German', () => {
    expect(ORDER_MESSAGES.onlyTicketsLeft({ remaining: 1, name: 'Standard Pass' })).toBe(
      'Nur noch 1 Ticket für Standard Pass verfügbar',
    );
    expect(ORDER_MESSAGES.onlyTicketsLeft({ remaining: 3, name: 'Standard Pass' })).toBe(
      'Nur noch 3 Tickets für Standard Pass verfügbar',
    );
    expect(PARTNER_ACCOUNT_MESSAGES.codeWrong({ attemptsLeft: 1 })).toBe(
      'Dieser Code ist nicht korrekt. Sie haben noch 1 Versuch.',
    );
    expect(AUTH_MESSAGES.tooManyAttempts({ wait: waitInWords(2 * 60 * 60_000) })).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 2 Stunden und versuchen Sie es erneut, oder setzen Sie Ihr Passwort zurück.',
    );
    expect(MESSAGES.unknownField({ field: 'colour', accepted: fieldList(['name', 'rows', 'active']) })).toBe(
      'Unbekanntes Feld „colour“: Hier sind folgende Felder möglich: name, rows und active',
    );
    expect(AUTH_MESSAGES.wrongCredentials).toBe('Falsche Anmeldedaten! Bitte versuchen Sie es erneut.');
    expect(PAYMENT_MESSAGES.paymentFailed).toBe(UI_TEXT.paymentError);
  });

  it('keep the English word for word in English', () => {
    setLocaleSource(() => 'en');
    expect(ORDER_MESSAGES.holdLimitWithHeld({ limit: 10, held: 10, left: 0 })).toBe(
      'You can hold at most 10 tickets for this event at a time, and your unpaid orders already hold 10. Pay for them first.',
    );
    expect(ORDER_MESSAGES.holdLimitWithHeld({ limit: 10, held: 4, left: 6 })).toBe(
      'You can hold at most 10 tickets for this event at a time, and your unpaid orders already hold 4. Pay for them first, or choose at most 6.',
    );
    expect(MESSAGES.unknownField({ field: 'colour', accepted: fieldList(['name', 'rows']) })).toBe(
      "Unknown field 'colour': this takes name, rows",
    );
    expect(waitInWords(60_000)).toBe('1 minute');
  });
});

// A count decides the words in every language: one ticket is "this ticket", never "these tickets".
describe.each([
  [
    'en',
    'This ticket is already cancelled',
    'These tickets are already cancelled',
    'Quantity cannot be less than the 1 ticket already sold or reserved (1 sold, 0 reserved)',
    'Capacity cannot be less than the 3 places already sold or reserved (2 sold, 1 reserved)',
  ],
  [
    'de',
    'Dieses Ticket ist bereits storniert',
    'Diese Tickets sind bereits storniert',
    'Die Menge darf nicht unter dem 1 bereits verkauften oder reservierten Ticket liegen (1 verkauft, 0 reserviert)',
    'Die Kapazität darf nicht unter den 3 bereits verkauften oder reservierten Plätzen liegen (2 verkauft, 1 reserviert)',
  ],
  [
    'es',
    'Esta entrada ya está cancelada',
    'Estas entradas ya están canceladas',
    'La cantidad no puede ser inferior a la 1 entrada ya vendida o reservada (1 vendida, 0 reservadas)',
    'La capacidad no puede ser inferior a las 3 plazas ya vendidas o reservadas (2 vendidas, 1 reservada)',
  ],
  [
    'fr',
    'Ce billet est déjà annulé',
    'Ces billets sont déjà annulés',
    'La quantité ne peut pas être inférieure au 1 billet déjà vendu ou réservé (1 vendu, 0 réservé)',
    'La capacité ne peut pas être inférieure aux 3 places déjà vendues ou réservées (2 vendues, 1 réservée)',
  ],
] as const)('counted words in %s', (locale, one, many, quantityOne, capacityMany) => {
  inLanguage(locale);

  it('follow the count through the message format', () => {
    expect(REFUND_MESSAGES.ticketsAlreadyCancelled({ count: 1 })).toBe(one);
    expect(REFUND_MESSAGES.ticketsAlreadyCancelled({ count: 2 })).toBe(many);
    expect(PARTNER_MESSAGES.quantityBelowSold({ total: 1, sold: 1, held: 0 })).toBe(quantityOne);
    expect(PARTNER_MESSAGES.capacityBelowSold({ total: 3, sold: 2, held: 1 })).toBe(capacityMany);
  });
});
