import { errorsOf, parseOk } from '../spec-helpers';
import {
  attendeeChangesUntil,
  ticketHolderName,
  ZAssignTokenParams,
  zAttendeeChangeCutoffHours,
  ZTicketHolder,
} from './ticket-holders';

const holder = { firstName: ' Bo ', surname: 'Chen', email: 'Bo@Example.com', company: 'Acme', jobTitle: 'CFO' };

describe("a ticket's attendee", () => {
  it('takes the checkout fields, trimmed, the email lower-cased', () => {
    expect(parseOk(ZTicketHolder, holder)).toEqual({ ...holder, firstName: 'Bo', email: 'bo@example.com' });
    expect(ticketHolderName({ firstName: 'Bo', surname: 'Chen' })).toBe('Bo Chen');
  });

  it('says what each missing field needs', () => {
    expect(
      errorsOf(ZTicketHolder, { firstName: '', surname: 'Chen', email: 'x', company: '', jobTitle: 'CFO' }),
    ).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
      company: 'Company is required',
    });
  });
});

describe('the cutoff for changes of attendee', () => {
  const cutoff = zAttendeeChangeCutoffHours();

  it('is 24 hours unless set, from a number or a form text, 0 to 720', () => {
    expect(cutoff.parse(undefined)).toBe(24);
    expect(cutoff.parse('')).toBe(24);
    expect(cutoff.parse(' 48 ')).toBe(48);
    expect(cutoff.parse(0)).toBe(0);
    expect(cutoff.parse(720)).toBe(720);
    for (const wrong of [-1, 721, 1.5, 'soon'])
      expect(cutoff.safeParse(wrong).error?.issues[0].message).toBe('Enter a whole number of hours from 0 to 720');
  });

  it('falls that many hours before the start', () => {
    expect(attendeeChangesUntil('2030-09-01T08:00:00.000Z', 24)).toBe('2030-08-31T08:00:00.000Z');
    expect(attendeeChangesUntil('2030-09-01T08:00:00.000Z', 0)).toBe('2030-09-01T08:00:00.000Z');
  });
});

describe('an assign link token', () => {
  it('is 43 URL-safe characters, or refused in words', () => {
    const token = 'A'.repeat(42) + '_';
    expect(parseOk(ZAssignTokenParams, { token })).toEqual({ token });
    expect(errorsOf(ZAssignTokenParams, { token: 'short' })).toEqual({
      token: 'This link is not valid. Check that you copied the whole link from the email or message you received.',
    });
  });
});
