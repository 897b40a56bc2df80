/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { TApiKey } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { DevelopersTab } from './developers-tab';

const key = (over: Partial<TApiKey> = {}): TApiKey => ({
  id: 1,
  name: 'Badge printer',
  scopes: ['attendees:read', 'check-ins:write'],
  prefix: 'pvk_live_Ab12Cd',
  createdAt: '2026-11-20T09:00:00.000Z',
  createdBy: 'Olivia Owner',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: '2026-11-26T14:30:00.000Z',
  lastUsedAddress: '203.0.113.7',
  status: 'active',
  ...over,
});

const SECRET = 'pvk_live_' + 'Q'.repeat(43);

describe('DevelopersTab', () => {
  it('creates a key and shows its secret once, then lists it with its prefix and last use', async () => {
    const created = key({ id: 2, name: 'CRM sync', scopes: ['orders:read'], lastUsedAt: null, lastUsedAddress: null });
    let list = [key()];
    const api = mockApi({
      'GET /partner/api-keys': () => answer({ items: list, total: list.length, page: 1, pageSize: 10 }),
      'GET /partner/webhooks': () => answer({ items: [] }),
      'POST /partner/api-keys': () => {
        list = [created, ...list];
        return answer({ key: created, secret: SECRET }, 201);
      },
    });
    renderPartnerPage([{ path: '/settings', element: <DevelopersTab owner /> }], '/settings');
    const rows = within(await screen.findByRole('list', { name: 'API keys' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Badge printer');
    expect(rows[0]).toHaveTextContent('pvk_live_Ab12Cd');
    expect(rows[0]).toHaveTextContent('attendees:read, check-ins:write');
    expect(rows[0]).toHaveTextContent('from 203.0.113.7');
    // Every control is labelled and the list and form are well formed (contrast needs a real browser).
    const audit = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const user = userEvent.setup({ delay: null });
    // Nothing is sent without a scope: the form says why.
    await user.type(screen.getByRole('textbox', { name: /Key name/ }), 'CRM sync');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(/Choose at least one scope/)).toBeVisible();
    expect(api.callsTo('POST /partner/api-keys')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Read orders (orders:read)' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(api.callsTo('POST /partner/api-keys')).toHaveLength(1));
    expect(api.callsTo('POST /partner/api-keys')[0].body).toEqual({
      name: 'CRM sync',
      scopes: ['orders:read'],
      expiresAt: null,
    });
    expect(await screen.findByLabelText('The new API key')).toHaveTextContent(SECRET);
    expect(screen.getByText(/it will not be shown again/)).toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'API keys' })).getAllByRole('listitem')).toHaveLength(2),
    );
    // Once dismissed, the secret is nowhere on the page: the list never carries it.
    await user.click(screen.getByRole('button', { name: 'I have copied the key' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a key at once', async () => {
    let list = [key()];
    const api = mockApi({
      'GET /partner/api-keys': () => answer({ items: list, total: list.length, page: 1, pageSize: 10 }),
      'DELETE /partner/api-keys/1': () => {
        list = [key({ status: 'revoked', revokedAt: '2026-11-27T10:00:00.000Z' })];
        return answer(list[0]);
      },
    });
    renderPartnerPage([{ path: '/settings', element: <DevelopersTab owner /> }], '/settings');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Revoke Badge printer' }));
    await waitFor(() => expect(api.callsTo('DELETE /partner/api-keys/1')).toHaveLength(1));
    expect(await screen.findByText('Revoked')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('tells a member that only the owner manages keys', async () => {
    mockApi({});
    renderPartnerPage([{ path: '/settings', element: <DevelopersTab owner={false} /> }], '/settings');
    expect(await screen.findByText('Only the account owner can manage API keys.')).toBeVisible();
  });

  it('opens the keys at the page of its link and keeps a new page in the URL, apart from the webhooks', async () => {
    const api = mockApi({
      'GET /partner/api-keys': (call) => {
        const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page') ?? 1);
        return answer({ items: [key({ id: page, name: `Key of page ${page}` })], total: 50, page, pageSize: 20 });
      },
      'GET /partner/webhooks': () => answer({ items: [] }),
    });
    const { router } = renderPartnerPage(
      [{ path: '/settings', element: <DevelopersTab owner /> }],
      '/settings?keys.page=2',
    );
    const user = userEvent.setup({ delay: null });
    const keys = await screen.findByRole('list', { name: 'API keys' });
    expect((await within(keys).findAllByText('Key of page 2')).length).toBeGreaterThan(0);
    const asked = () => api.calls.filter((c) => c.path.startsWith('/partner/api-keys')).map((c) => c.path);
    expect(asked()).toEqual(['/partner/api-keys?page=2']);
    expect(screen.getByText('Showing 21-40 of 50 entries')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages of API keys' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect((await within(keys).findAllByText('Key of page 3')).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('?keys.page=3');
    expect(asked().at(-1)).toBe('/partner/api-keys?page=3');
  });
});
