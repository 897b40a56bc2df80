import { render, screen } from '@testing-library/react';
import { PasswordChecklist } from './PasswordChecklist';

describe('PasswordChecklist', () => {
  it('lists each rule with its state in words, not only in colour', () => {
    render(
      <PasswordChecklist
        title="Your password needs"
        items={[
          { label: 'At least 8 characters', met: true },
          { label: 'An uppercase letter', met: false },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Your password needs' });
    const items = screen.getAllByRole('listitem');
    expect(list).toContainElement(items[0]);
    expect(items.map((item) => item.textContent)).toEqual([
      'At least 8 characters: met',
      'An uppercase letter: not met',
    ]);
  });
});
