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
    expect(within(titles).getByText('"Event Manager" is already in the list')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal on the field", async () => {
    renderSettings({
      'POST /admin/options/job-titles': answer({ error: '"Producer" is already in the list', code: 'CONFLICT' }, 409),
    });
    const titles = await section('Job Titles');
    await userEvent.type(within(titles).getByRole('textbox', { name: 'New value for Job Titles' }), 'Producer');
    await userEvent.click(within(titles).getByRole('button', { name: 'Add' }));
    expect(await within(titles).findByText('"Producer" is already in the list')).toBeInTheDocument();
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
