/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { mockApi } from '@pavilion/api-client/testing';
import type { TPartnerApplication, TPartnerProfile } from '@pavilion/domain';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { ApplicationStatus } from './onboarding';

// The status card reads only the application; the rest of the profile does not matter here.
function profileWith(application: TPartnerApplication): TPartnerProfile {
  return { application } as TPartnerProfile;
}

const update = (status: TPartnerApplication['status'], comment: string) => ({
  id: 1,
  status,
  comment,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function renderStatus(application: TPartnerApplication) {
  mockApi({});
  renderPartnerPage(
    [{ path: '/dashboard', element: <ApplicationStatus profile={profileWith(application)} /> }],
    '/dashboard',
  );
}

describe('ApplicationStatus', () => {
  it("tells a suspended partner what it means, with the team's comment", async () => {
    renderStatus({
      status: 'SUSPENDED',
      submittedAt: '2026-10-01T10:00:00.000Z',
      latestUpdate: update('SUSPENDED', 'Tickets were sold for an event that did not take place.'),
      canResubmit: false,
    });
    expect(await screen.findByText('Your partner account is suspended')).toBeInTheDocument();
    expect(screen.getByText(/Your events are not shown in the marketplace/)).toBeInTheDocument();
    expect(screen.getByText('Tickets were sold for an event that did not take place.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application again' })).not.toBeInTheDocument();
  });

  it('offers a rejected partner to submit again, with the comment', async () => {
    renderStatus({
      status: 'REJECTED',
      submittedAt: '2026-10-01T10:00:00.000Z',
      latestUpdate: update('REJECTED', 'The website is a parked domain.'),
      canResubmit: true,
    });
    expect(await screen.findByText('Your application was not approved')).toBeInTheDocument();
    expect(screen.getByText('The website is a parked domain.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit application again' })).toBeInTheDocument();
  });
});
