import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { TDamageClaim } from '@pavilion/domain';
import { inLanguage, testDamageClaim } from '@pavilion/domain/testing';
import { DamageClaimView } from './damage-claim-view';
import { ListPagination } from './list-pagination';
import { SaleItemFields, type SaleItemLabel } from './sale-item-fields';
import { SaleItemForm } from './sale-item-form';
import { SortMenu } from './sort-menu';

const claim = (overrides: Partial<TDamageClaim> = {}): TDamageClaim =>
  testDamageClaim({
    state: 'charged',
    photos: [],
    answer: { agree: false, comment: 'Not us', at: '2030-06-08T10:00:00.000Z' },
    decision: { outcome: 'upheld', amount: 70, reason: 'Fresh damage in the photos', at: '2030-06-09T10:00:00.000Z' },
    chargeAmount: 70,
    chargedAt: '2030-06-09T10:00:01.000Z',
    ...overrides,
  });

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

describe('the page kit in German', () => {
  inLanguage('de');

  it('counts a list and names its sort', () => {
    render(
      <>
        <ListPagination
          page={{ total: 12000, totalIsEstimate: true, page: 2, pageSize: 20 }}
          onPageChange={() => undefined}
          label="Seiten"
        />
        <SortMenu options={[{ sort: 'date', label: 'Datum' }]} sort="date" direction="desc" onSort={() => undefined} />
      </>,
    );
    expect(screen.getByText('21–40 von etwa 12.000 Einträgen')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sortieren nach' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Datum, absteigend' })).toBeInTheDocument();
  });

  it('names what a list holds in the count, in the case German asks for', () => {
    render(
      <ListPagination
        page={{ total: 45, page: 1, pageSize: 20 }}
        onPageChange={() => undefined}
        label="Seiten"
        kind="partners"
      />,
    );
    expect(screen.getByText('1–20 von 45 Veranstaltern')).toBeInTheDocument();
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

  it('reads a damage claim, its answer, decision and charge in German, with German dates', () => {
    render(<DamageClaimView claim={claim()} audience="partner" />);
    const article = screen.getByRole('article', { name: /^Schadensersatzforderung über/ });
    expect(within(article).getByText('Entscheidung des Supports')).toBeInTheDocument();
    expect(within(article).getByText(/^Ada Lovelace hat am 08\.06\.2030/)).toHaveTextContent('widersprochen. „Not us“');
    expect(within(article).getByText(/^Stattgegeben über/)).toHaveTextContent('Grund: Fresh damage in the photos');
  });
});
