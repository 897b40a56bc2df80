/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { loadCatalogues, setLocaleSource } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { paged, renderRoutes } from '@pavilion/features-page-kit/testing';
import { AuditLogPage } from './audit-log-page';

jest.setTimeout(20_000);

describe('the audit log in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('names its filter and says it is empty in German', async () => {
    mockApi({ 'GET /admin/audit-log': answer(paged([])) });
    renderRoutes([{ path: '/audit-log', element: <AuditLogPage /> }], '/audit-log');
    expect(await screen.findByRole('heading', { name: 'Keine Einträge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit-Log' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Aktion' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Auszahlungen freigegeben' })).toBeInTheDocument();
  });
});
