/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { SignUpConfirmationPage } from './signup-confirmation-page';
import { SignUpSummary } from './signup-summary';

describe('the onboarding in German', () => {
  inLanguage('de');

  it('confirms a received application', async () => {
    mockApi({});
    renderPartnerPage([{ path: '/signup-confirmation', element: <SignUpConfirmationPage /> }], '/signup-confirmation');
    expect(await screen.findByRole('heading', { name: 'Antrag eingegangen' })).toBeInTheDocument();
    expect(screen.getByText(/das dauert 2-3 Werktage/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toBeInTheDocument();
  });

  it('sums up the application before it is sent', async () => {
    mockApi({});
    renderPartnerPage(
      [
        {
          path: '/signup',
          element: (
            <SignUpSummary
              values={{ firstName: 'Ana', surname: '', companySize: '11-50', sectors: [] } as never}
              options={{}}
            />
          ),
        },
      ],
      '/signup',
    );
    expect(await screen.findByRole('heading', { name: 'Kontaktdaten' })).toBeInTheDocument();
    expect(screen.getByText('Vorname')).toBeInTheDocument();
    expect(screen.getByText('11-50 Mitarbeitende')).toBeInTheDocument();
  });
});
