/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { inLanguage, testEventCard, testEventDetail } from '@pavilion/domain/testing';
import { AppLinksProvider } from '@pavilion/features-shell';
import { EventCard } from './event-card';
import { EventView } from './event-view';

function renderPage(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  return render(
    <AppLinksProvider
      config={{ current: 'marketplace', urls: { marketplace: '', partner: '/partner', admin: '/admin' } }}
    >
      <RouterProvider router={router} />
    </AppLinksProvider>,
  );
}

describe('the event in German', () => {
  inLanguage('de');

  it("names the event's sections and facts", () => {
    renderPage(<EventView event={testEventDetail()} />);
    expect(screen.getByRole('region', { name: 'Fotos von FinTech Summit' })).toBeInTheDocument();
    for (const section of [
      'Informationen zur Veranstaltung',
      'Branche und Zielgruppe',
      'Optionale Extras',
      'Dokumente',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    const information = screen.getByRole('region', { name: 'Informationen zur Veranstaltung' });
    expect(within(information).getByText('Beginn')).toBeInTheDocument();
    expect(within(information).getByText('Veranstaltungsort')).toBeInTheDocument();
  });

  it('shows a card with its facts, price and link in German', () => {
    renderPage(<EventCard event={testEventCard({ minTicketPrice: 0, rating: 4, reviewCount: 1 })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Wann')).toBeInTheDocument();
    expect(within(card).getByText('Kostenlos')).toBeInTheDocument();
    expect(within(card).getByText('1 Bewertung')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Details zu .+ ansehen$/ })).toBeInTheDocument();
  });
});
