/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TPartnerDocuments, TTeam } from '@pavilion/domain';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { DocumentsSection } from './documents-section';
import { UsersSection } from './users-section';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const team: TTeam = {
  members: [
    {
      id: 1,
      firstName: 'Olive',
      surname: 'Owner',
      email: 'olive@harbour.test',
      role: 'owner',
      joinedAt: '2030-01-05T10:00:00Z',
    },
    {
      id: 2,
      firstName: 'Ann',
      surname: 'Lee',
      email: 'ann@harbour.test',
      role: 'member',
      joinedAt: '2030-02-05T10:00:00Z',
    },
  ],
  invitations: [
    {
      id: 9,
      email: 'new@harbour.test',
      invitedBy: 'Olive Owner',
      createdAt: '2030-03-01T10:00:00Z',
      expiresAt: '2030-03-08T10:00:00Z',
    },
  ],
};

const documents: TPartnerDocuments = [
  {
    id: 4,
    name: 'Insurance certificate',
    url: '/partner/documents/4/file',
    contentType: 'application/pdf',
    size: 2048,
    createdAt: '2030-03-02T10:00:00Z',
    uploadedBy: 'Olive Owner',
  },
];

function renderUsers(role: 'owner' | 'member') {
  const api = mockApi({
    'GET /partner/members': answer(team),
    'GET /partner/profile': answer({ role }),
    'DELETE /partner/members/invitations/9': answer({ status: 'Success' }),
  });
  renderPartnerPage([{ path: '/dashboard/users', element: <UsersSection /> }], '/dashboard/users');
  return api;
}

const rowOf = (list: HTMLElement, text: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(text))!;

describe('the team', () => {
  it("shows each member and invitation on its row, and to the owner the way to remove or withdraw the others'", async () => {
    const api = renderUsers('owner');
    const members = await within(await screen.findByRole('region', { name: 'Team members' })).findByRole('list');
    expect(within(rowOf(members, 'Olive')).getByText('Owner')).toBeInTheDocument();
    expect(within(rowOf(members, 'Olive')).queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf(members, 'Ann')).toHaveTextContent(/Ann Lee\s*ann@harbour\.test, joined/);
    expect(within(rowOf(members, 'Ann')).getByRole('button', { name: 'Remove Ann Lee' })).toBeInTheDocument();

    const invitations = within(screen.getByRole('region', { name: 'Open invitations' })).getByRole('list');
    expect(rowOf(invitations, 'new@harbour.test')).toHaveTextContent('Invited by Olive Owner on');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to new@harbour.test' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/partner/members/invitations/9')).toBe(true),
    );
  });

  it('gives a member no way to remove or withdraw', async () => {
    renderUsers('member');
    expect(await screen.findByText('new@harbour.test')).toBeInTheDocument();
    expect(screen.getByText('ann@harbour.test, joined Feb 5, 2030')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Withdraw/ })).not.toBeInTheDocument();
  });
});

describe('the documents', () => {
  it('shows each document on its row with a way to view it and to remove it', async () => {
    const api = mockApi({
      'GET /partner/documents': answer(documents),
      'DELETE /partner/documents/4': answer({ status: 'Success' }),
    });
    renderPartnerPage([{ path: '/dashboard/documents', element: <DocumentsSection /> }], '/dashboard/documents');
    const list = await within(await screen.findByRole('region', { name: 'Your documents' })).findByRole('list');
    const row = rowOf(list, 'Insurance certificate');
    expect(within(row).getByRole('link', { name: 'View Insurance certificate' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/partner\/documents\/4\/file$/),
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Remove Insurance certificate' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/partner/documents/4')).toBe(true),
    );
  });
});
