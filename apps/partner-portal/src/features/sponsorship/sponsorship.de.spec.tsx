/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TSponsorshipOffer } from '@pavilion/domain';
import { renderPartnerPage, testSponsorship } from '@pavilion/features-page-kit/testing';
import { BuySponsorshipForm, SponsorshipList } from './sponsorship-page';
import { inLanguage } from '@pavilion/domain/testing';

const ENDED = testSponsorship({
  id: 3,
  firstDay: '2030-05-20',
  lastDay: '2030-05-26',
  days: 7,
  amount: 175,
  status: 'endedEarly',
  createdAt: '2030-05-19T10:00:00.000Z',
  endedAt: '2030-05-22T10:00:00.000Z',
  endReason: 'Irreführender Name',
  creditedDays: 1,
  credited: 25,
});

const data: TSponsorshipOffer = {
  price: { pricePerDay: 25, currency: 'EUR', updatedAt: '2030-05-01T00:00:00.000Z' },
  today: '2030-06-01',
  eventLastDay: '2030-06-20',
};

describe('the sponsorship in German', () => {
  inLanguage('de');

  it('offers the days at their price and lists the sponsorships', async () => {
    mockApi({
      'GET /partner/events/10/sponsorships': answer({ items: [ENDED], total: 1, page: 1, pageSize: 20 }),
    });
    renderPartnerPage(
      [
        {
          path: '/sponsorship',
          element: (
            <>
              <BuySponsorshipForm event={{ id: 10, name: 'FinTech Summit' }} data={data} />
              <SponsorshipList event={{ id: 10, name: 'FinTech Summit' }} />
            </>
          ),
        },
      ],
      '/sponsorship',
    );
    expect(await screen.findByRole('heading', { name: 'Sponsoring kaufen' })).toBeInTheDocument();
    expect(await screen.findByText(/25,00 € pro Tag, bis zu 30 Tage/)).toBeInTheDocument();
    expect(screen.getByTestId('sponsorship-cost')).toHaveTextContent('1 Tag × 25,00 € = 25,00 €');
    const table = await screen.findByRole('table', { name: /^Sponsorings von FinTech Summit/ });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Alle Status');
    const row = within(table).getByRole('row', { name: /20. Mai 2030 bis 26. Mai 2030/ });
    expect(within(row).getByText(/1 Tag gutgeschrieben \(25,00\s\$\)/)).toBeInTheDocument();
    expect(within(row).getByText('7 Tage')).toBeInTheDocument();
  });
});
