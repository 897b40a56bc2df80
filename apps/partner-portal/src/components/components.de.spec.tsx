/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { inLanguage } from '@pavilion/domain/testing';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { PartnerEventPage } from './partner-event-page';
import { SellingStepLinks } from './selling-steps';
import { StatusBadge } from './status-badge';

describe('the shared components in German', () => {
  inLanguage('de');

  it('name the status and the steps to do', () => {
    render(
      <MemoryRouter>
        <StatusBadge status="APPROVED" />
        <SellingStepLinks missing={['address-verified', 'contract-signed']} />
      </MemoryRouter>,
    );
    expect(screen.getByText('GENEHMIGT')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Schritte vor dem Ticketverkauf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Veranstaltervereinbarung lesen und unterzeichnen' })).toBeInTheDocument();
  });

  it('say the event could not be loaded', async () => {
    mockApi({ 'GET /partner/events/5': answer({ error: 'Down', code: 'INTERNAL' }, 500) });
    renderPartnerPage(
      [{ path: '/tool/:id', element: <PartnerEventPage tool="Tool">{() => null}</PartnerEventPage> }],
      '/tool/5',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Laden der Veranstaltung');
  });
});
