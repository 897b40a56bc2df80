/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUserResponse } from '@pavilion/domain';
import { userResponse } from '../../testing/profile';
import { answer, mockApi, MULTIPART_BODY } from '@pavilion/api-client/testing';
import { renderRoutes, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import EditProfilePage from './edit-profile-page';

// Whole forms typed key by key: slow on a loaded machine, so more time than the default 5 s.
jest.setTimeout(20_000);

const FLAT: Omit<TUserResponse, 'person'> = {
  id: 5,
  firstName: 'Ada',
  surname: 'Lovelace',
  companyName: 'Analytical Engines',
  company: { name: 'Analytical Engines' },
  email: 'ada@example.com',
  emailVerified: true,
  phoneNumber: null,
  dateOfBirth: '1990-12-10',
  address: '12 St James Square',
  city: 'London',
  country: 44,
  countryName: 'United Kingdom',
  zipCode: 'SW1Y 4JH',
  jobTitle: null,
  sector: null,
  jobTitles: [],
  sectors: [7],
  images: [],
  imageUrl: null,
  pendingEmail: null,
};
const PERSON: TUserResponse = userResponse(FLAT);

type Routes = Parameters<typeof mockApi>[0];

function renderEdit(person: TUserResponse | null = PERSON, patch?: Routes[string], more: Routes = {}) {
  const api = mockApi({
    'GET /options/': answer(TEST_OPTIONS),
    'GET /users/': person ? answer(person) : answer({ error: 'Failed to fetch partner', code: 'INTERNAL' }, 500),
    'GET /session': answer({ authenticated: false, session: null }),
    ...(patch ? { 'PATCH /persons/': patch } : {}),
    ...more,
  });
  const view = renderRoutes(
    [
      { path: '/user/profile/edit', element: <EditProfilePage /> },
      { path: '/user/my-account', element: <h1>My Account page</h1> },
    ],
    '/user/profile/edit',
  );
  return { ...view, api };
}

describe('EditProfilePage', () => {
  it('shows every section with the loaded person, and No Image when there is none', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit Person Information' })).toBeInTheDocument();
    for (const section of ['Profile Image', 'Basic Information', 'Address Information', 'Professional Information']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/You will receive a confirmation email/);
    await screen.findByRole('option', { name: 'Germany' });
    expect(screen.getByLabelText('Country')).toHaveValue('44');
    expect(screen.getByLabelText('Sector')).toHaveValue('7');
  });

  it('sends one-element sector and job title lists, the job title name, and a cleared country', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, router } = renderEdit(PERSON, ({ body }) => answer({ ...PERSON, ...(body as object) }));
    await screen.findByRole('option', { name: 'Event Manager' });
    await user.selectOptions(screen.getByLabelText('Sector'), 'Technology');
    await user.selectOptions(screen.getByLabelText('Job title'), 'Event Manager');
    expect(screen.getByLabelText('Job title (if not in the list)')).toHaveValue('Event Manager');
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('My Account page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ notice: 'Your profile is saved.' });
    expect(api.callsTo('PATCH /persons/')[0].body).toEqual({
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+44 20 7946 0958',
      dateOfBirth: '1990-12-10',
      address: '12 St James Square',
      city: 'London',
      country: null,
      zipCode: 'SW1Y 4JH',
      companyName: 'Analytical Engines',
      jobTitle: 'Event Manager',
      jobTitles: [12],
      sectors: [3],
    });
  });

  it('a free-text job title replaces the listed one', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderEdit(
      userResponse({ ...FLAT, jobTitles: [11], jobTitle: 'Chief Executive Officer' }),
      ({ body }) => answer({ ...PERSON, ...(body as object) }),
    );
    await screen.findByRole('option', { name: 'Event Manager' });
    expect(screen.getByLabelText('Job title')).toHaveValue('11');
    const text = screen.getByLabelText('Job title (if not in the list)');
    await user.clear(text);
    await user.type(text, 'Chief Wonder Officer');
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('My Account page');
    expect(api.callsTo('PATCH /persons/')[0].body).toMatchObject({ jobTitle: 'Chief Wonder Officer', jobTitles: [] });
  });

  it('requires first name, last name and a valid email', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderEdit();
    await screen.findByRole('heading', { name: 'Edit Person Information' });
    await user.clear(screen.getByLabelText(/^First name/));
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Surname is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('PATCH /persons/')).toHaveLength(0);
  });

  it('moves focus to the first field it refuses, in the order the page shows them', async () => {
    const user = userEvent.setup({ delay: null });
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Person Information' });
    await user.clear(screen.getByLabelText(/^First name/));
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '0'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
  });

  it('stays on the page and says why when saving fails', async () => {
    const user = userEvent.setup({ delay: null });
    const taken = 'An account with this email already exists';
    renderEdit(PERSON, () => answer({ error: taken, code: 'CONFLICT', fields: { email: taken } }, 409));
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes were not saved');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(new RegExp(taken));
    expect(screen.getByRole('heading', { name: 'Edit Person Information' })).toBeInTheDocument();
  });

  it('tells the person a changed email waits for its confirmation link', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderEdit(PERSON, () => answer({ ...PERSON, pendingEmail: 'grace@example.com' }));
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('My Account page');
    expect((router.state.location.state as { notice: string }).notice).toMatch(
      /We sent a confirmation link to grace@example.com/,
    );
  });

  it('uploads a chosen image at once and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderEdit(PERSON, undefined, { 'POST /persons/image': answer({ imageUrl: '/api/files/new' }) });
    await screen.findByRole('heading', { name: 'Edit Person Information' });
    await user.upload(
      screen.getByLabelText('Profile image'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Your new profile image is saved.')).toBeInTheDocument();
    expect(api.callsTo('POST /persons/image')).toEqual([
      { method: 'POST', path: '/persons/image', body: MULTIPART_BODY },
    ]);
    // The profile (and the navigation's session) are read again to show the new image.
    await waitFor(() => expect(api.callsTo('GET /users/').length).toBeGreaterThan(1));
  });

  it('refuses a file that is not an image, or too large, without uploading it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { api } = renderEdit(PERSON);
    await screen.findByRole('heading', { name: 'Edit Person Information' });
    await user.upload(
      screen.getByLabelText('Profile image'),
      new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Please choose a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile image'), huge);
    expect(await screen.findByText('File must be 5 MB or smaller')).toBeInTheDocument();
    expect(api.callsTo('POST /persons/image')).toHaveLength(0);
  });

  it('shows why the server refused an image', async () => {
    const user = userEvent.setup({ delay: null });
    const refused = 'Please choose a PNG, JPEG, WebP or GIF image';
    const { api } = renderEdit(PERSON, undefined, {
      'POST /persons/image': answer({ error: refused, code: 'UNSUPPORTED_MEDIA_TYPE' }, 415),
    });
    await screen.findByRole('heading', { name: 'Edit Person Information' });
    await user.upload(
      screen.getByLabelText('Profile image'),
      new File(['not really'], 'fake.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(api.callsTo('POST /persons/image')).toHaveLength(1);
    expect(screen.getByText('No Image')).toBeInTheDocument();
  });

  it("is titled 'Add New Person' when no person could be loaded", async () => {
    renderEdit(null);
    expect(await screen.findByRole('heading', { name: 'Add New Person' })).toBeInTheDocument();
    expect(screen.getByText('Your profile could not be loaded')).toBeInTheDocument();
  });

  it('Cancel returns to My Account', async () => {
    const user = userEvent.setup({ delay: null });
    renderEdit();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('My Account page')).toBeInTheDocument();
  });
});
