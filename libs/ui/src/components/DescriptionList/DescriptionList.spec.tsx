import { render, screen } from '@testing-library/react';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each label with its value, leaving out the items that are not there', () => {
    const withdrawn = false;
    const { container } = render(
      <DescriptionList
        aria-label="Claim"
        items={[
          { label: 'Event', value: 'Harbour Jazz Night' },
          withdrawn && { label: 'Withdrawn', value: 'Yesterday' },
          { label: 'What happened', value: 'A broken chair', valueClassName: 'keep-lines' },
        ]}
      />,
    );
    const list = screen.getByLabelText('Claim');
    expect(list.tagName).toBe('DL');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Event', 'What happened']);
    expect(values).toEqual(['Harbour Jazz Night', 'A broken chair']);
    expect(screen.getByText('A broken chair')).toHaveClass('pv-dl__value', 'keep-lines');
    // Each pair is one grid item group (a div of dt and dd), so the list stays a two-column grid.
    expect(container.querySelectorAll('dl > div.pv-dl__item')).toHaveLength(2);
  });

  it('stacks labels over values when asked', () => {
    render(<DescriptionList layout="stacked" size="sm" items={[{ label: 'Address', value: '1 Quay St' }]} />);
    expect(screen.getByRole('term').closest('dl')).toHaveClass('pv-dl--stacked', 'pv-dl--sm');
  });
});
