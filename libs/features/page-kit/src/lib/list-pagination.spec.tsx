import { render, screen } from '@testing-library/react';
import { DEFAULT_LOCALE, loadCatalogues, setLocaleSource } from '@pavilion/domain';
import { ListPagination } from './list-pagination';

describe('ListPagination', () => {
  it('counts an exact total, and moves a page past the end to the last page', () => {
    const onPageChange = jest.fn();
    const { rerender } = render(
      <ListPagination
        page={{ total: 57, page: 2, pageSize: 20 }}
        onPageChange={onPageChange}
        label="Pages"
        kind="orders"
      />,
    );
    expect(screen.getByText('Showing 21-40 of 57 orders')).toBeInTheDocument();
    rerender(
      <ListPagination
        page={{ total: 57, page: 9, pageSize: 20 }}
        onPageChange={onPageChange}
        label="Pages"
        kind="orders"
      />,
    );
    expect(onPageChange).toHaveBeenCalledWith(3, { replace: true });
  });

  it('says "about" for an estimated total and keeps a page past the estimate', () => {
    const onPageChange = jest.fn();
    render(
      <ListPagination
        page={{ total: 12000, totalIsEstimate: true, page: 700, pageSize: 20 }}
        onPageChange={onPageChange}
        label="Pages"
        kind="registrations"
      />,
    );
    expect(screen.getByText('Showing 13981-14000 of about 12,000 registrations')).toBeInTheDocument();
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('names one of a kind in the singular', () => {
    render(
      <ListPagination
        page={{ total: 1, page: 1, pageSize: 20 }}
        onPageChange={jest.fn()}
        label="Pages"
        kind="orders"
      />,
    );
    expect(screen.getByText('Showing 1-1 of 1 order')).toBeInTheDocument();
  });

  it('names one of a kind in the singular in German, and many in the dative plural', async () => {
    await loadCatalogues('de');
    setLocaleSource(() => 'de');
    try {
      const { rerender } = render(
        <ListPagination
          page={{ total: 1, page: 1, pageSize: 20 }}
          onPageChange={jest.fn()}
          label="Seiten"
          kind="people"
        />,
      );
      expect(screen.getByText('1–1 von 1 Person')).toBeInTheDocument();
      rerender(
        <ListPagination
          page={{ total: 57, page: 1, pageSize: 20 }}
          onPageChange={jest.fn()}
          label="Seiten"
          kind="people"
        />,
      );
      expect(screen.getByText('1–20 von 57 Personen')).toBeInTheDocument();
    } finally {
      setLocaleSource(() => DEFAULT_LOCALE);
    }
  });
});
