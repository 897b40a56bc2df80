/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { LEGAL_MESSAGES, loadCatalogues, setLocaleSource } from '@pavilion/domain';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import LegalVersionsPage from './legal-versions-page';

const VERSIONS = {
  versions: [
    {
      document: 'customer-terms',
      version: '2026-11-27',
      day: '2026-11-27',
      significant: false,
      appliesFrom: '2026-11-27T12:00:00.000Z',
      publishedAt: '2026-11-27T11:00:00.000Z',
    },
  ],
  inCode: [
    { document: 'customer-terms', version: '2026-11-27', day: '2026-11-27', published: true },
    { document: 'privacy-notice', version: '2026-12-03', day: '2026-12-03', published: false },
  ],
};

describe('the legal documents page', () => {
  it('lists what this release holds and what was published, and publishes a version from a moment in UTC', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /admin/legal-versions': answer(VERSIONS),
      'POST /admin/legal-versions': answer(VERSIONS.versions[0], 201),
    });
    renderRoutes([{ path: '/legal-versions', element: <LegalVersionsPage /> }], '/legal-versions');
    const release = await screen.findByRole('table', { name: 'In this release' });
    expect(within(release).getByRole('row', { name: /Customer terms/ })).toHaveTextContent('Published');
    expect(within(release).getByRole('row', { name: /Privacy notice/ })).toHaveTextContent('Not published yet');
    const history = screen.getByRole('table', { name: 'Published versions' });
    expect(within(history).getByRole('row', { name: /Customer terms/ })).toHaveTextContent('Minor');
    // Only the unpublished version has a form.
    expect(screen.queryByRole('form', { name: /Customer terms/ })).toBeNull();

    const form = screen.getByRole('form', { name: 'Publish Privacy notice, version 2026-12-03' });
    await user.click(within(form).getByRole('checkbox', { name: /A significant change/ }));
    const when = within(form).getByLabelText(/^Applies from \(UTC\)/);
    await user.clear(when);
    await user.type(when, '2027-01-15T09:30');
    await user.click(within(form).getByRole('button', { name: 'Publish version 2026-12-03' }));
    await waitFor(() => expect(api.callsTo('POST /admin/legal-versions')).toHaveLength(1));
    expect(api.callsTo('POST /admin/legal-versions')[0]?.body).toEqual({
      document: 'privacy-notice',
      significant: true,
      appliesFrom: '2027-01-15T09:30:00.000Z',
    });
  });

  it('checks the moment before sending, and shows the server’s refusal in words', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal =
      'A significant change applies at least 30 days after it is published, so that everyone is told before: choose 27 December 2026 or later';
    const api = mockApi({
      'GET /admin/legal-versions': answer(VERSIONS),
      'POST /admin/legal-versions': answer({ error: refusal, fields: { appliesFrom: refusal } }, 400),
    });
    renderRoutes([{ path: '/legal-versions', element: <LegalVersionsPage /> }], '/legal-versions');
    const form = await screen.findByRole('form', { name: /Privacy notice/ });
    await user.clear(within(form).getByLabelText(/^Applies from/));
    await user.click(within(form).getByRole('button', { name: /^Publish version/ }));
    expect(await within(form).findByText(LEGAL_MESSAGES.appliesFromRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/legal-versions')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Applies from/), '2026-12-01T09:00');
    await user.click(within(form).getByRole('button', { name: /^Publish version/ }));
    await waitFor(() => expect(api.callsTo('POST /admin/legal-versions')).toHaveLength(1));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
  });
});

describe('the legal documents page in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('names the documents and the form in German', async () => {
    mockApi({ 'GET /admin/legal-versions': answer(VERSIONS) });
    renderRoutes([{ path: '/legal-versions', element: <LegalVersionsPage /> }], '/legal-versions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechtstexte' })).toBeInTheDocument();
    // The heading shows while the versions load: the form is awaited, not read at once.
    expect(
      await screen.findByRole('form', { name: 'Datenschutzhinweis, Fassung 2026-12-03 veröffentlichen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fassung 2026-12-03 veröffentlichen' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Veröffentlichte Fassungen' })).toHaveTextContent('Geringfügig');
  });
});
