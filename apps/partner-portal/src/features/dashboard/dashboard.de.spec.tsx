/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { mockApi } from '@pavilion/api-client/testing';
import { type TPartnerApplication, type TPartnerProfile } from '@pavilion/domain';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { ApplicationStatus } from './onboarding';
import { inLanguage } from '@pavilion/domain/testing';

function renderStatus(application: TPartnerApplication) {
  mockApi({});
  renderPartnerPage(
    [{ path: '/dashboard', element: <ApplicationStatus profile={{ application } as TPartnerProfile} /> }],
    '/dashboard',
  );
}

describe('the dashboard in German', () => {
  inLanguage('de');

  it('tells a rejected partner how to apply again', async () => {
    renderStatus({
      status: 'REJECTED',
      submittedAt: '2026-10-01T10:00:00.000Z',
      latestUpdate: { id: 1, status: 'REJECTED', comment: 'Parked domain.', createdAt: '2026-11-20T10:00:00.000Z' },
      canResubmit: true,
    });
    expect(await screen.findByText('Ihr Antrag wurde nicht genehmigt')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Antrag ABGELEHNT' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Firmenprofil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Antrag erneut einreichen' })).toBeInTheDocument();
  });

  it('says when a pending application was submitted, in German dates', async () => {
    renderStatus({
      status: 'PENDING',
      submittedAt: '2026-10-01T10:00:00.000Z',
      latestUpdate: null,
      canResubmit: false,
    });
    expect(
      await screen.findByText(/Eingereicht am 1\. Oktober 2026\. Die Prüfung dauert 2-3 Werktage;/),
    ).toBeInTheDocument();
  });
});
