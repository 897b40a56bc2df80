import { errorsOf, parseOk } from '../spec-helpers';
import { emailVerificationLabel, profileToPatchInput, ZPersonProfile, ZPersonProfilePatch } from './profile';

const profile = {
  id: 1,
  firstName: 'Ann',
  surname: 'Lee',
  email: 'ann@example.com',
  emailVerified: true,
  phoneNumber: null,
  dateOfBirth: '1990-04-01',
  address: '1 Road',
  city: 'Leeds',
  country: { id: 44, name: 'United Kingdom' },
  zipCode: 'LS1 1AA',
  companyName: 'Acme',
  company: { name: 'Acme' },
  jobTitle: 'Engineer',
  jobTitles: [3],
  sectors: [7],
  images: [{ url: '/img/1.png' }],
};

describe('ZPersonProfilePatch', () => {
  it('requires first name, surname and email with the form messages', () => {
    expect(errorsOf(ZPersonProfilePatch, { firstName: ' ', surname: '', email: 'x' })).toEqual({
      firstName: 'First name is required',
      surname: 'Surname is required',
      email: 'Please enter a valid email address',
    });
  });

  it('clears blank optional fields to null and empty lists', () => {
    expect(
      parseOk(ZPersonProfilePatch, {
        firstName: 'Ann',
        surname: 'Lee',
        email: 'ann@example.com',
        phoneNumber: '',
        dateOfBirth: '',
        country: '',
      }),
    ).toEqual({
      firstName: 'Ann',
      surname: 'Lee',
      email: 'ann@example.com',
      phoneNumber: null,
      dateOfBirth: null,
      address: null,
      city: null,
      country: null,
      zipCode: null,
      companyName: null,
      jobTitle: null,
      jobTitles: [],
      sectors: [],
    });
  });

  it('allows at most one job title id and one sector id', () => {
    const base = { firstName: 'Ann', surname: 'Lee', email: 'ann@example.com' };
    expect(parseOk(ZPersonProfilePatch, { ...base, jobTitles: ['3'], sectors: [7] })).toMatchObject({
      jobTitles: [3],
      sectors: [7],
    });
    expect(errorsOf(ZPersonProfilePatch, { ...base, jobTitles: [1, 2] })).toEqual({
      jobTitles: 'Please select a valid option',
    });
    expect(errorsOf(ZPersonProfilePatch, { ...base, sectors: [1, 2] })).toEqual({
      sectors: 'Please select a valid option',
    });
  });

  it('checks the date of birth only when given', () => {
    const base = { firstName: 'Ann', surname: 'Lee', email: 'ann@example.com' };
    expect(errorsOf(ZPersonProfilePatch, { ...base, dateOfBirth: 'yesterday' })).toEqual({
      dateOfBirth: 'Please enter a valid date',
    });
  });

  it('strips the read-only fields the client echoes back', () => {
    expect(
      parseOk(ZPersonProfilePatch, { ...profileToPatchInput(profile), id: 1, emailVerified: true }),
    ).not.toHaveProperty('emailVerified');
  });
});

describe('profileToPatchInput', () => {
  it('prefills the edit form, and the result passes the patch schema unchanged', () => {
    const input = profileToPatchInput(profile);
    expect(input).toMatchObject({ phoneNumber: '', country: '44', jobTitles: [3], sectors: [7] });
    expect(parseOk(ZPersonProfilePatch, input)).toMatchObject({
      country: 44,
      phoneNumber: null,
      dateOfBirth: '1990-04-01',
      companyName: 'Acme',
    });
  });
});

describe('ZPersonProfile', () => {
  it('reads a profile', () => {
    expect(parseOk(ZPersonProfile, profile)).toEqual(profile);
  });

  it('labels verification', () => {
    expect(emailVerificationLabel(true)).toBe('Verified');
    expect(emailVerificationLabel(false)).toBe('Unverified');
  });
});
