import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'profile', label: 'Company Profile', content: <p>Profile form</p> },
  { id: 'bank', label: 'Bank Accounts', content: <p>Bank form</p> },
  { id: 'security', label: 'Security', content: <p>Password form</p> },
];

describe('Tabs', () => {
  it('renders a named tablist with the first panel shown', () => {
    render(<Tabs label="Settings" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Company Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile form');
  });

  it('switches with a click and with the arrow keys', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Tabs label="Settings" tabs={tabs} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Bank Accounts' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bank form');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Password form');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('uses up/down arrows when vertical', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Tabs label="Admin" tabs={tabs} orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.click(screen.getByRole('tab', { name: 'Company Profile' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Bank Accounts' })).toHaveAttribute('aria-selected', 'true');
  });
});
