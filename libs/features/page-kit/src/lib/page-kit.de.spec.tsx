import { render, screen } from '@testing-library/react';
import { inLanguage } from '@pavilion/domain/testing';
import { ListPagination } from './list-pagination';
import { SortMenu } from './sort-menu';

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
});
