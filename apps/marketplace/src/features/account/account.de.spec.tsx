/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { loadCatalogues, setLocaleSource, type TUserResponse } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { userResponse } from '../../testing/profile';
import MyAccountPage from './my-account-page';
import RegisterPage from './register-page';
import { formatNotificationTime } from './notification-time';

jest.setTimeout(20_000);

const PERSON: TUserResponse = userResponse({
  id: 5,
  firstName: 'Ada',
  surname: 'Lovelace',
  companyName: null,
  company: null,
  email: 'ada@example.com',
  emailVerified: false,
  phoneNumber: null,
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

describe('the account pages in German', () => {
  beforeEach(async () => {
    await loadCatalogues('de');
    setLocaleSource(() => 'de');
  });
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the profile with German headings, labels and dates', async () => {
    mockApi({ 'GET /users/': answer(PERSON), 'GET /options/': answer(TEST_OPTIONS) });
    renderRoutes([{ path: '/user/my-account', element: <MyAccountPage /> }], '/user/my-account');
    expect(await screen.findByRole('heading', { name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profil bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kein Profilbild' })).toHaveTextContent('Kein Bild');
    expect(screen.getByText('10. Dezember 1990')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neuen Link senden' })).toBeInTheDocument();
  });

  it('offers the short sign-up form in one German sentence with its link', async () => {
    mockApi({ 'GET /options/': answer(TEST_OPTIONS) });
    renderRoutes([{ path: '/user/register', element: <RegisterPage /> }], '/user/register');
    expect(await screen.findByRole('heading', { name: 'Konto erstellen' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Nutzen Sie das Kurzformular' });
    expect(link.closest('p')).toHaveTextContent(
      'Wenig Zeit? Nutzen Sie das Kurzformular und vervollständigen Sie Ihr Profil später.',
    );
  });

  it('says how long ago a notification came in German', () => {
    const now = new Date('2030-05-01T12:00:00Z');
    expect(formatNotificationTime('2030-05-01T11:55:00Z', now)).toBe('vor 5 Minuten');
    expect(formatNotificationTime('2030-05-01T11:59:30Z', now)).toBe('gerade eben');
  });
});
