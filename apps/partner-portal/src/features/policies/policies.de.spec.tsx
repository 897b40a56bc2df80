/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { PoliciesPage } from './policies-page';
import { PolicyDetailsPage } from './policy-details-page';

const policy = {
  id: 7,
  name: 'Flexible',
  description: null,
  active: true,
  freeCancellation: false,
  periodsLocked: true,
  cancellationPolicyPeriods: [{ percentageRefund: 50, startDaysBeforeEvent: 30, endDaysBeforeEvent: 7 }],
  ticketTypes: [],
};

describe('the cancellation policies in German', () => {
  inLanguage('de');

  it('shows a policy with its periods', async () => {
    mockApi({ 'GET /partner/cancellation-policies/7': answer(policy) });
    renderPartnerPage(
      [{ path: '/cancellation-policy-details/:id', element: <PolicyDetailsPage /> }],
      '/cancellation-policy-details/7',
    );
    expect(await screen.findByRole('heading', { name: 'Flexible' })).toBeInTheDocument();
    expect(await screen.findByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Erstattungszeiträume' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader', { name: '50 %' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Noch keine Ticketart verwendet diese Stornierungsbedingung.')).toBeInTheDocument();
  });

  it('lists a policy with its periods as one sentence in German', async () => {
    const row = {
      ...policy,
      cancellationPolicyPeriods: [
        { percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 },
        { percentageRefund: 50, startDaysBeforeEvent: 30, endDaysBeforeEvent: 1 },
      ],
      ticketTypeCount: 0,
      createdAt: '2026-01-05T10:00:00.000Z',
    };
    mockApi({
      'GET /partner/cancellation-policies/': answer({ items: [row], total: 1, page: 1, pageSize: 20 }),
    });
    renderPartnerPage([{ path: '/cancellation-policies', element: <PoliciesPage /> }], '/cancellation-policies');
    expect(await screen.findByRole('heading', { name: 'Flexible' })).toBeInTheDocument();
    const periods = screen.getByText(/60.*30.*und.*30.*1/);
    expect(periods).not.toHaveTextContent(';');
    // One day is singular: 'bis 1 Tag vorher', never 'bis 1 Tage vorher'.
    expect(periods).toHaveTextContent('von 30 bis 1 Tag vorher');
    expect(periods).toHaveTextContent('von 60 bis 30 Tage vorher');
  });
});
