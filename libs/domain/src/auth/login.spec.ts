import { UI_TEXT } from '../messages';
import { errorsOf, parseOk } from '../spec-helpers';
import { sampleSession } from '../testing';
import { ZLoginBody, ZLoginResponse } from './login';

describe('ZLoginBody', () => {
  it('needs an email and a password', () => {
    expect(parseOk(ZLoginBody, { email: 'A@B.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    expect(errorsOf(ZLoginBody, { email: '', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('does not trim the password', () => {
    expect(parseOk(ZLoginBody, { email: 'a@b.co', password: ' p ' }).password).toBe(' p ');
  });
});

describe('ZLoginResponse', () => {
  const success = {
    status: 'Success',
    token: null,
    email: 'a@b.co',
    attendeeId: 3,
    partnerId: null,
    isAdmin: false,
    session: sampleSession,
  };

  it('reads a success, with a token for API clients or none for cookie sessions', () => {
    expect(parseOk(ZLoginResponse, success).status).toBe('Success');
    expect(parseOk(ZLoginResponse, { ...success, token: 'abc' })).toMatchObject({ token: 'abc' });
  });

  it('reads a failure', () => {
    const response = parseOk(ZLoginResponse, {
      status: 'Failure',
      error: UI_TEXT.wrongCredentials,
      code: 'UNAUTHENTICATED',
    });
    expect(response.status).toBe('Failure');
  });

  it('refuses malformed answers', () => {
    expect(ZLoginResponse.safeParse({ ...success, token: '' }).success).toBe(false);
    expect(ZLoginResponse.safeParse({ ...success, session: undefined }).success).toBe(false);
    expect(ZLoginResponse.safeParse({ status: 'Maybe' }).success).toBe(false);
  });
});
