import { clockAt, errorsOf, parseOk } from '../spec-helpers';
import {
  createAttendeeSignUpBodySchema,
  createAttendeeSignUpFullSchema,
  createAttendeeSignUpRequestSchema,
  isValidPhoneNumber,
  ZAttendeeSignUpConcise,
  zDateOfBirth,
  ZJobTitleChoice,
} from './attendee-sign-up';

const clock = clockAt('2025-03-15T12:00:00Z');
const Full = createAttendeeSignUpFullSchema(clock);
const Body = createAttendeeSignUpBodySchema(clock);

const concise = {
  email: 'ann@example.com',
  firstName: 'Ann',
  surname: 'Lee',
  password: 'password1',
  confirmPassword: 'password1',
  country: '12',
  acceptTerms: true,
  confirmAdult: true,
};
const { confirmAdult: _askedOnlyConcisely, ...conciseFields } = concise;
const full = {
  ...conciseFields,
  phoneNumber: '020 7946-0000',
  dateOfBirth: '2007-12-31',
  company: 'Acme',
  jobTitle: 'CTO',
  sectors: ['3'],
};

describe('concise sign-up', () => {
  it('passes and converts the country to an id', () => {
    expect(parseOk(ZAttendeeSignUpConcise, concise)).toEqual({ ...concise, country: 12 });
  });

  it('gives the spec messages for an empty form', () => {
    expect(
      errorsOf(ZAttendeeSignUpConcise, {
        email: '',
        firstName: '',
        surname: '',
        password: '',
        confirmPassword: '',
        country: '',
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name is required',
      surname: 'Surname is required',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
      country: 'Please select your country',
      acceptTerms: 'Please confirm that you have read and agree to the customer terms of service',
      confirmAdult: 'Please confirm that you are 18 or over',
    });
  });

  it('asks for the terms box and the age confirmation, ticked', () => {
    expect(errorsOf(ZAttendeeSignUpConcise, { ...concise, acceptTerms: false, confirmAdult: false })).toEqual({
      acceptTerms: 'Please confirm that you have read and agree to the customer terms of service',
      confirmAdult: 'Please confirm that you are 18 or over',
    });
    expect(errorsOf(Full, { ...full, acceptTerms: false })).toEqual({
      acceptTerms: 'Please confirm that you have read and agree to the customer terms of service',
    });
  });

  it('flags a mismatched confirmation alongside other errors', () => {
    expect(errorsOf(ZAttendeeSignUpConcise, { ...concise, email: 'nope', confirmPassword: 'password2' })).toEqual({
      email: 'Please enter a valid email address',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('ignores the full-only fields', () => {
    expect(parseOk(ZAttendeeSignUpConcise, { ...concise, phoneNumber: 'x' })).not.toHaveProperty('phoneNumber');
  });
});

describe('full sign-up', () => {
  it('passes at 18 by year difference, even before the birthday', () => {
    expect(parseOk(Full, full)).toEqual({ ...full, country: 12, sectors: [3] });
  });

  it('needs phone and date of birth', () => {
    expect(errorsOf(Full, { ...full, phoneNumber: '', dateOfBirth: '' })).toEqual({
      phoneNumber: 'Please enter a valid phone number',
      dateOfBirth: 'Date of birth is required',
    });
  });

  it("refuses under 18 with 'You must be at least 18 years old'", () => {
    expect(errorsOf(Full, { ...full, dateOfBirth: '2008-01-01' })).toEqual({
      dateOfBirth: 'You must be at least 18 years old',
    });
  });

  it('refuses a date that is not a date', () => {
    expect(errorsOf(Full, { ...full, dateOfBirth: '2000-02-30' })).toEqual({
      dateOfBirth: 'Please enter a valid date',
    });
  });

  it('leaves company, job title and sectors optional', () => {
    const { company: _c, jobTitle: _j, sectors: _s, ...rest } = full;
    expect(parseOk(Full, rest)).toMatchObject({ company: null, jobTitle: null, sectors: [] });
  });

  it('judges age against the injected clock', () => {
    const later = createAttendeeSignUpFullSchema(clockAt('2026-01-01T00:00:00Z'));
    expect(later.safeParse({ ...full, dateOfBirth: '2008-06-01' }).success).toBe(true);
    expect(zDateOfBirth(clock).safeParse('2008-06-01').success).toBe(false);
  });
});

describe('isValidPhoneNumber', () => {
  it.each(['0123456789', '012 345 6789', '012-345-6789', '+44 20 7946 0000'.slice(1)])('accepts %p', (phone) => {
    expect(isValidPhoneNumber(phone)).toBe(true);
  });

  it.each(['012345678', '012 345 678', '+44 20 7946 0000', '(012) 345 6789', 'phone12345678', '----------'])(
    'refuses %p',
    (phone) => {
      expect(isValidPhoneNumber(phone)).toBe(false);
    },
  );
});

describe('server body', () => {
  it('accepts the concise variant', () => {
    const { confirmPassword: _confirm, ...body } = concise;
    expect(parseOk(Body, body)).toEqual({ ...body, country: 12, company: null, jobTitle: null, sectors: [] });
  });

  it('checks the full-only fields when they are sent', () => {
    expect(errorsOf(Body, { ...full, phoneNumber: '12' })).toEqual({
      phoneNumber: 'Please enter a valid phone number',
    });
    expect(errorsOf(Body, { ...full, dateOfBirth: '2010-01-01' })).toEqual({
      dateOfBirth: 'You must be at least 18 years old',
    });
  });

  it('drops the confirmation', () => {
    expect(parseOk(Body, full)).not.toHaveProperty('confirmPassword');
  });
});

describe('server request', () => {
  const Request = createAttendeeSignUpRequestSchema(clock);

  it('accepts either variant with or without the confirmation', () => {
    const { confirmPassword: _confirm, ...withoutConfirmation } = concise;
    expect(Request.safeParse(withoutConfirmation).success).toBe(true);
    expect(Request.safeParse(concise).success).toBe(true);
    expect(Request.safeParse(full).success).toBe(true);
  });

  it('asks a body without a date of birth for the age confirmation, beside the other fields', () => {
    const { confirmAdult: _adult, ...unconfirmed } = concise;
    expect(errorsOf(Request, { ...unconfirmed, country: '' })).toEqual({
      country: 'Please select your country',
      confirmAdult: 'Please confirm that you are 18 or over',
    });
    expect(Request.safeParse({ ...full }).success).toBe(true);
  });

  it('refuses a confirmation that does not match, alongside other errors', () => {
    expect(errorsOf(Request, { ...concise, confirmPassword: 'password2', country: '' })).toEqual({
      confirmPassword: 'Passwords do not match',
      country: 'Please select your country',
    });
    expect(errorsOf(Request, { ...concise, confirmPassword: '' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('ZJobTitleChoice', () => {
  it('takes an option id (a number) or free text; blank is none', () => {
    expect(parseOk(ZJobTitleChoice, 12)).toBe(12);
    expect(parseOk(ZJobTitleChoice, '  Head of Events ')).toBe('Head of Events');
    expect(parseOk(ZJobTitleChoice, '  ')).toBeNull();
    expect(parseOk(ZJobTitleChoice, null)).toBeNull();
    expect(parseOk(ZJobTitleChoice, undefined)).toBeNull();
  });

  it('names what it expects for anything else', () => {
    for (const wrong of [0, -3, 1.5, true, {}, ['CTO']])
      expect(errorsOf(ZJobTitleChoice, wrong)).toEqual({ _: 'Choose a job title from the list (its id) or type one' });
    expect(errorsOf(ZJobTitleChoice, 'x'.repeat(201))).toEqual({ _: 'Must be at most 200 characters' });
  });
});
