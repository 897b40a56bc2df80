/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import type { TUserResponse } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { userResponse } from '../../testing/profile';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import MyAccountPage from './my-account-page';

// Whole forms typed key by key: slow on a loaded machine, so more time than the default 5 s.
jest.setTimeout(20_000);

const PERSON: TUserResponse = userResponse({
  id: 5,
  firstName: 'Ada',
  surname: 'Lovelace',
  companyName: null,
  company: null,
  email: 'ada@example.com',
  emailVerified: false,
  phoneNumber: '020 7946 0958',
  dateOfBirth: '1990-12-10',
  address: null,
  city: 'London',
  country: 44,
  countryName: 'United Kingdom',
  zipCode: null,
  jobTitle: null,
  sector: null,
  jobTitles: [12],
  sectors: [3],
  images: [],
  imageUrl: null,
  pendingEmail: null,
});

function renderAccount(person: TUserResponse) {
  mockApi({ 'GET /users/': answer(person), 'GET /options/': answer(TEST_OPTIONS) });
  return renderRoutes([{ path: '/user/my-account', element: <MyAccountPage /> }], '/user/my-account');
}

describe('MyAccountPage', () => {
  it('shows the profile read-only with Unverified, No Image and Edit Profile', async () => {
    renderAccount(PERSON);
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No profile image' })).toHaveTextContent('No Image');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/user/profile/edit');
    expect(screen.getByText('December 10, 1990')).toBeInTheDocument();
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(await screen.findByText('Event Manager')).toBeInTheDocument();
    expect(screen.getByText('Technology')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
  });

  it('shows Verified and the profile image', async () => {
    renderAccount({ ...PERSON, emailVerified: true, imageUrl: '/api/files/abc' });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile image of Ada Lovelace' })).toHaveAttribute('src', '/api/files/abc');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  describe('in German', () => {
    inLanguage('de');

    it('shows the profile with German headings, labels and dates', async () => {
      renderAccount(PERSON);
      expect(await screen.findByRole('heading', { name: 'Mein Konto' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Profil bearbeiten' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Kein Profilbild' })).toHaveTextContent('Kein Bild');
      expect(screen.getByText('10. Dezember 1990')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Neuen Link senden' })).toBeInTheDocument();
    });
  });
});
