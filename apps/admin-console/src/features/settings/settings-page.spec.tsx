/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogues, setLocaleSource, type TOptionsResponse } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { SettingsPage } from './settings-page';

jest.setTimeout(20_000);

/** One sector, no countries: the console's settings need only sectors and job titles. */
const OPTIONS: TOptionsResponse = {
  ...TEST_OPTIONS,
  sectors: TEST_OPTIONS.sectors.filter((s) => s.name === 'Technology'),
  countries: [],
};

function renderSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  let options = OPTIONS;
  const api = mockApi({
    'GET /options/': () => answer(options),
    'POST /admin/options/job-titles': (call) => {
      const value = (call.body as { value: string }).value;
      options = { ...options, jobTitles: [...options.jobTitles, { id: 99, name: value }] };
      return answer({ id: 99, name: value, restored: false }, 201);
    },
    'DELETE /admin/options/job-titles': () => {
      options = { ...options, jobTitles: options.jobTitles.filter((j) => j.id !== 11) };
      return answer({ status: 'Success' });
    },
    ...routes,
  });
  renderRoutes([{ path: '/settings', element: <SettingsPage /> }], '/settings');
  return api;
}

const section = async (name: string) => screen.findByRole('region', { name });

describe('SettingsPage', () => {
  it('shows each list with its counter, and the empty text for an empty list', async () => {
    renderSettings();
    const titles = await section('Job Titles');
    expect(within(titles).getByText('2 items')).toBeInTheDocument();
    expect(within(titles).getByText('Event Manager')).toBeInTheDocument();
    expect(within(await section('Audiences')).getByText('No items in the list. Add some!')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sectors',
      'Job Titles',
      'Designations',
      'Exhibitor Types',
      'Event Types',
      'Attendee Classes',
      'Audiences',
    ]);
  });

  it('adds a trimmed value with Enter; Add is disabled while the field is blank', async () => {
    const api = renderSettings();
    const titles = await section('Job Titles');
    const field = within(titles).getByRole('textbox', { name: 'New value for Job Titles' });
    const add = within(titles).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(field, '   ');
    expect(add).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Chief Vetting Officer {Enter}');
    await waitFor(() => expect(within(titles).getByText('Chief Vetting Officer')).toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ value: 'Chief Vetting Officer' });
    expect(field).toHaveValue('');
    expect(within(titles).getByText('3 items')).toBeInTheDocument();
  });

  it('refuses a duplicate whatever its case, without asking the server', async () => {
    const api = renderSettings();
    const titles = await section('Job Titles');
    await userEvent.type(within(titles).getByRole('textbox', { name: 'New value for Job Titles' }), 'event MANAGER');
    await userEvent.click(within(titles).getByRole('button', { name: 'Add' }));
    expect(await within(titles).findByText('"Event Manager" is already in the list')).toBeInTheDocument();
    expect(within(titles).getByRole('textbox', { name: 'New value for Job Titles' })).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal on the field", async () => {
    const duplicate = '"Producer" is already in the list';
    renderSettings({
      'POST /admin/options/job-titles': answer(
        { error: duplicate, code: 'CONFLICT', fields: { value: duplicate } },
        409,
      ),
    });
    const titles = await section('Job Titles');
    const field = within(titles).getByRole('textbox', { name: 'New value for Job Titles' });
    await userEvent.type(field, 'Producer');
    await userEvent.click(within(titles).getByRole('button', { name: 'Add' }));
    expect(await within(titles).findByText(duplicate)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(duplicate));
    expect(field).toHaveFocus();
    expect(within(titles).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refusal no field shows below the add field', async () => {
    renderSettings({
      'POST /admin/options/job-titles': answer({ error: 'The service is busy', code: 'UNAVAILABLE' }, 503),
    });
    const titles = await section('Job Titles');
    await userEvent.type(within(titles).getByRole('textbox', { name: 'New value for Job Titles' }), 'Producer');
    await userEvent.click(within(titles).getByRole('button', { name: 'Add' }));
    expect(await within(titles).findByRole('alert')).toHaveTextContent('The service is busy');
    expect(within(titles).getByRole('textbox', { name: 'New value for Job Titles' })).toHaveValue('Producer');
  });

  it("edits a value's names in the four languages, each required, the English one unique", async () => {
    const user = userEvent.setup({ delay: null });
    const names = { en: 'Event Manager', es: 'Gestor de eventos', fr: 'Responsable événementiel', de: 'Eventmanager' };
    const api = renderSettings({
      'GET /admin/options/job-titles': answer([{ id: 12, names }]),
      'PUT /admin/options/job-titles/12': (call) => {
        const sent = (call.body as { names: typeof names }).names;
        const taken = '"Chief Executive Officer" is already in the list';
        return sent.en === 'Chief Executive Officer'
          ? answer({ error: taken, code: 'CONFLICT', fields: { value: taken } }, 409)
          : answer({ id: 12, names: sent });
      },
    });
    const titles = await section('Job Titles');
    await user.click(within(titles).getByRole('button', { name: 'Names of Event Manager in every language' }));
    const form = await within(titles).findByRole('form', { name: 'The names of Event Manager' });
    const spanish = within(form).getByRole('textbox', { name: /Name in Spanish/ });
    expect(spanish).toHaveValue('Gestor de eventos');

    await user.clear(spanish);
    await user.type(spanish, '   ');
    await user.click(within(form).getByRole('button', { name: 'Save names' }));
    expect(await within(form).findByText('Enter the name in Spanish')).toBeInTheDocument();
    expect(spanish).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(spanish, 'Responsable de eventos');
    const english = within(form).getByRole('textbox', { name: /Name in English/ });
    await user.clear(english);
    await user.type(english, 'Chief Executive Officer');
    await user.click(within(form).getByRole('button', { name: 'Save names' }));
    await waitFor(() => expect(english).toHaveFocus());
    expect(english).toHaveAccessibleDescription(
      expect.stringContaining('"Chief Executive Officer" is already in the list'),
    );

    await user.clear(english);
    await user.type(english, 'Events Lead');
    await user.click(within(form).getByRole('button', { name: 'Save names' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(api.callsTo('PUT /admin/options/job-titles/12').map((c) => c.body)).toEqual([
      { names: { ...names, es: 'Responsable de eventos', en: 'Chief Executive Officer' } },
      { names: { ...names, es: 'Responsable de eventos', en: 'Events Lead' } },
    ]);
  });

  it('removes a value with its x button', async () => {
    const api = renderSettings();
    const titles = await section('Job Titles');
    await userEvent.click(within(titles).getByRole('button', { name: 'Remove Chief Executive Officer' }));
    await waitFor(() => expect(within(titles).queryByText('Chief Executive Officer')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ id: 11 });
    expect(within(titles).getByText('1 item')).toBeInTheDocument();
  });

  it('says when the lists cannot be loaded, with Try again', async () => {
    renderSettings({ 'GET /options/': answer({ error: 'Database unavailable' }, 503) });
    expect(await screen.findByText('Failed to fetch options')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('SettingsPage: the lead', () => {
  it('names where the home offer and the platform fee are set, each a link inside the sentence', async () => {
    renderSettings();
    const offer = await screen.findByRole('link', { name: 'Home offer' });
    expect(offer).toHaveAttribute('href', '/offer');
    expect(screen.getByRole('link', { name: 'Platform fee' })).toHaveAttribute('href', '/platform-fees');
    expect(offer.parentElement).toHaveTextContent(
      'The home page’s banner is set under Home offer, the platform’s commission under Platform fee.',
    );
  });
});

describe('SettingsPage in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the lead with its links in one German sentence', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Optionslisten' })).toBeInTheDocument();
    const offer = screen.getByRole('link', { name: 'Angebot der Startseite' });
    expect(offer).toHaveAttribute('href', '/offer');
    expect(offer.parentElement).toHaveTextContent(
      'Das Banner der Startseite legen Sie unter Angebot der Startseite fest, die Provision der Plattform unter Plattformgebühr.',
    );
  });
});
