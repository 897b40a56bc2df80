/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { useGetAdminPartnerQuery } from '@pavilion/api-client';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { EntityPage, useAddressIdQuery } from './entity-page';

function PartnerPage() {
  return (
    <EntityPage
      result={useGetAdminPartnerQuery(...useAddressIdQuery())}
      loadingLabel="Loading the partner"
      notFoundTitle="Partner not found"
      notFoundText="No partner has this address."
      back={{ to: '/dashboard/partners', label: 'Back to the partners' }}
      errorTitle="Failed to fetch the partner"
    >
      {(partner) => <h1>{partner.name}</h1>}
    </EntityPage>
  );
}

const renderAt = (path: string) => renderRoutes([{ path: '/partner-details/:id', element: <PartnerPage /> }], path);

describe('EntityPage', () => {
  it('shows the entity of the id in the address', async () => {
    mockApi({ 'GET /admin/partners/7': answer({ id: 7, name: 'Iberia Congress Organisers' }) });
    renderAt('/partner-details/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iberia Congress Organisers' })).toBeInTheDocument();
  });

  it('says nothing is here, with the way back, for an address whose id names nothing, without asking', () => {
    const api = mockApi({});
    renderAt('/partner-details/abc');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Partner not found');
    expect(alert).toHaveTextContent('No partner has this address.');
    expect(within(alert).getByRole('link', { name: 'Back to the partners' })).toHaveAttribute(
      'href',
      '/dashboard/partners',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('says the same of an id the server does not know (404), with nothing to try again', async () => {
    mockApi({ 'GET /admin/partners/8': answer({ error: 'Partner not found', code: 'NOT_FOUND' }, 404) });
    renderAt('/partner-details/8');
    expect(await screen.findByRole('alert')).toHaveTextContent('Partner not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when the entity could not be loaded', async () => {
    mockApi({ 'GET /admin/partners/9': answer({ error: 'Down', code: 'INTERNAL' }, 500) });
    renderAt('/partner-details/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the partner');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
