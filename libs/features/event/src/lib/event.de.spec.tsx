/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { inLanguage, testEventCard, testEventDetail } from '@pavilion/domain/testing';
import { AppLinksProvider } from '@pavilion/features-shell';
import { EventCard } from './event-card';
import { EventView } from './event-view';
import { SaleItemFields, type SaleItemLabel } from './sale-item-fields';
import { SaleItemForm } from './sale-item-form';

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

function ExtraFields({ item }: { item: SaleItemLabel }) {
  const form = useForm({ defaultValues: { name: '', price: '', start: '', type: '' } });
  return (
    <SaleItemFields
      form={form}
      item={item}
      currency="EUR"
      names={{ name: 'name', price: 'price' }}
      times={[{ name: 'start', field: 'starts' }]}
      choice={{ name: 'type', field: 'type', placeholder: 'Wählen', options: [] }}
    />
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
    expect(within(card).getByRole('link', { name: /^Details ansehen: .+$/ })).toBeInTheDocument();
  });

  it("labels a sale item's fields as one sentence each, for a saved, a numbered and a new item", () => {
    const { rerender } = render(<ExtraFields item={{ kind: 'extra', name: 'Workshop' }} />);
    expect(screen.getByLabelText(/^Workshop: Name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Workshop: Preis \(EUR\)/)).toBeInTheDocument();
    rerender(<ExtraFields item={{ kind: 'extra', number: 2 }} />);
    expect(screen.getByLabelText(/^Extra 2: Beginn/)).toBeInTheDocument();
    rerender(<ExtraFields item={{ kind: 'ticketType' }} />);
    expect(screen.getByRole('combobox', { name: /^Neue Ticketart: Art/ })).toBeInTheDocument();
    render(
      <SaleItemForm
        kind="ticketType"
        name="VIP"
        summary=""
        alertTitle=""
        server={{
          message: null,
          apply: () => [],
          place: () => [],
          setMessage: () => undefined,
          clear: () => undefined,
          attempt: async () => true,
        }}
        onSubmit={() => undefined}
        saving={false}
        onSale={{ checked: true, description: '', send: async () => undefined, fallback: '' }}
        remove={{ note: '' }}
      >
        <span />
      </SaleItemForm>,
    );
    expect(screen.getByRole('form', { name: 'Ticketart VIP' })).toBeInTheDocument();
  });
});
