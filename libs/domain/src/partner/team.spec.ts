import { errorsOf, parseOk } from '../spec-helpers';
import { ZInvitationRegisterBody, ZInviteMemberBody } from './team';

describe('team invitations', () => {
  it('invites by a valid email, lower-cased', () => {
    expect(parseOk(ZInviteMemberBody, { email: ' Maria@Events.io ' })).toEqual({ email: 'maria@events.io' });
    expect(errorsOf(ZInviteMemberBody, { email: 'maria@' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it("an invitee without an account gives a name and a password that passes the partner's checklist", () => {
    expect(
      errorsOf(ZInvitationRegisterBody, {
        firstName: 'M',
        surname: '',
        password: 'weakpass',
        confirmPassword: 'other',
      }),
    ).toEqual({
      firstName: 'Must be at least 2 characters',
      surname: 'Must be at least 2 characters',
      password: 'Password must contain an uppercase letter',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      parseOk(ZInvitationRegisterBody, {
        firstName: 'Maria',
        surname: 'Lopez',
        password: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pass',
      }).firstName,
    ).toBe('Maria');
  });
});
