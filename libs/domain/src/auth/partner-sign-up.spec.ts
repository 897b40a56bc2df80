import { errorsOf, parseOk } from '../spec-helpers';
import {
  isPartnerSignUpStepValid,
  nextPartnerSignUpStep,
  PARTNER_SIGN_UP_STEP_FIELDS,
  PARTNER_SIGN_UP_STEPS,
  previousPartnerSignUpStep,
  ZPartnerSignUpBody,
  ZPartnerSignUpCompanyStep,
  ZPartnerSignUpContactStep,
  ZPartnerSignUpForm,
  ZPartnerSignUpPasswordStep,
} from './partner-sign-up';

const contact = { firstName: 'Jo', surname: 'Ng', email: 'jo@events.io', country: '44' };
const password = { password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' };
const company = {
  companyName: 'Events Ltd',
  registeredCompanyName: '',
  registrationNumber: '12345',
  companyAddress: '1 High St',
  companyCity: 'London',
  companyZipCode: 'E1 6AN',
  companyCountry: '44',
  companyEmail: '',
  companyPhoneNumber: '+44 20 7946 0000',
  companyWebsite: 'events.io',
  organizationType: '2',
  companySize: '11-50',
  eventsPerYear: '10-20',
  sectors: ['1', '4'],
};

describe('contact step', () => {
  it('passes valid details', () => {
    expect(parseOk(ZPartnerSignUpContactStep, contact)).toEqual({ ...contact, country: 44 });
  });

  it('gives the spec messages', () => {
    expect(
      errorsOf(ZPartnerSignUpContactStep, { firstName: 'J', surname: '', email: 'jo@events', country: '' }),
    ).toEqual({
      firstName: 'Must be at least 2 characters',
      surname: 'Must be at least 2 characters',
      email: 'Invalid email address',
      country: 'Please select a country',
    });
  });

  it('judges length after trimming', () => {
    expect(errorsOf(ZPartnerSignUpContactStep, { ...contact, firstName: ' J ' })).toEqual({
      firstName: 'Must be at least 2 characters',
    });
  });
});

describe('password step', () => {
  it('needs every checklist rule and a matching confirmation', () => {
    expect(ZPartnerSignUpPasswordStep.safeParse(password).success).toBe(true);
    expect(errorsOf(ZPartnerSignUpPasswordStep, { password: 'weakpassword', confirmPassword: 'weakpassword' })).toEqual(
      {
        password: 'Password must contain an uppercase letter',
      },
    );
    expect(errorsOf(ZPartnerSignUpPasswordStep, { password: 'Str0ng!pass', confirmPassword: '' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('company step', () => {
  it('converts ids and keeps the choices', () => {
    expect(parseOk(ZPartnerSignUpCompanyStep, company)).toMatchObject({
      companyCountry: 44,
      organizationType: 2,
      companySize: '11-50',
      eventsPerYear: '10-20',
      sectors: [1, 4],
      registeredCompanyName: null,
      companyEmail: null,
    });
  });

  it('requires only the company name; no organisation type is null (the server takes the first)', () => {
    expect(parseOk(ZPartnerSignUpCompanyStep, { companyName: 'X' })).toMatchObject({
      organizationType: null,
      companySize: null,
      eventsPerYear: null,
      sectors: [],
    });
    expect(errorsOf(ZPartnerSignUpCompanyStep, { companyName: ' ' })).toEqual({
      companyName: 'Company name is required',
    });
  });

  it('checks the shape of optional fields', () => {
    expect(errorsOf(ZPartnerSignUpCompanyStep, { ...company, companyEmail: 'x', companySize: '1000+' })).toEqual({
      companyEmail: 'Invalid email address',
      companySize: 'Please select a valid option',
    });
  });
});

describe('whole form and body', () => {
  it('the form covers all steps', () => {
    expect(ZPartnerSignUpForm.safeParse({ ...contact, ...password, ...company }).success).toBe(true);
    expect(errorsOf(ZPartnerSignUpForm, { ...contact, ...password, ...company, confirmPassword: 'x' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('the server body is the whole form: the strong-password rule and the confirmation are checked again', () => {
    expect(ZPartnerSignUpBody).toBe(ZPartnerSignUpForm);
    expect(parseOk(ZPartnerSignUpBody, { ...contact, ...password, ...company }).confirmPassword).toBe('Str0ng!pass');
    expect(
      errorsOf(ZPartnerSignUpBody, { ...contact, ...company, password: 'weak', confirmPassword: 'weak' }),
    ).toHaveProperty('password');
    expect(
      errorsOf(ZPartnerSignUpBody, { ...contact, ...company, password: 'Str0ng!pass', confirmPassword: 'Str0ng!pasS' }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

describe('wizard', () => {
  it('has four titled steps', () => {
    expect(PARTNER_SIGN_UP_STEPS.map((step) => step.title)).toEqual([
      'Contact Details',
      'Create Password',
      'Company Details',
      'Review and Submit',
    ]);
    expect(PARTNER_SIGN_UP_STEP_FIELDS[1]).toEqual(['firstName', 'surname', 'email', 'country']);
    expect(PARTNER_SIGN_UP_STEP_FIELDS[2]).toEqual(['password', 'confirmPassword']);
  });

  it('moves within 1..4', () => {
    expect(nextPartnerSignUpStep(1)).toBe(2);
    expect(nextPartnerSignUpStep(4)).toBe(4);
    expect(previousPartnerSignUpStep(1)).toBe(1);
    expect(previousPartnerSignUpStep(3)).toBe(2);
  });

  it('Next is allowed only when the step is valid', () => {
    expect(isPartnerSignUpStepValid(1, contact)).toBe(true);
    expect(isPartnerSignUpStepValid(1, { ...contact, email: 'x' })).toBe(false);
    expect(isPartnerSignUpStepValid(2, { password: 'Str0ng!pass', confirmPassword: 'nope' })).toBe(false);
    expect(isPartnerSignUpStepValid(4, { ...contact, ...password, ...company })).toBe(true);
  });
});
