import { errorsOf, parseOk } from '../spec-helpers';
import { zEmail, ZEmail } from './email';
import { ZNewsletterSubscribeBody } from './newsletter';

describe('ZEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(parseOk(ZEmail, '  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each(['', 'jane', 'jane@', 'jane@example', '@example.com', 'ja ne@example.com', undefined])(
    "refuses %p with 'Please enter a valid email address'",
    (value) => {
      expect(errorsOf(ZEmail, value)).toEqual({ _: 'Please enter a valid email address' });
    },
  );

  it('refuses addresses longer than 254 characters', () => {
    expect(ZEmail.safeParse(`${'a'.repeat(250)}@x.io`).success).toBe(false);
  });

  it('takes another message where a screen words it differently', () => {
    expect(errorsOf(zEmail('Invalid email address'), 'nope')).toEqual({ _: 'Invalid email address' });
  });
});

describe('newsletter', () => {
  it('needs an email', () => {
    expect(parseOk(ZNewsletterSubscribeBody, { email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(errorsOf(ZNewsletterSubscribeBody, { email: 'x' })).toEqual({ email: 'Please enter a valid email address' });
  });
});
