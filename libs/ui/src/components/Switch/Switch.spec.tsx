import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    render(<Switch label="Marketing emails" description="News and offers" checked={false} onChange={() => {}} />);
    const toggle = screen.getByRole('switch', { name: 'Marketing emails' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('News and offers');
  });

  it('toggles from a click on the label or the keyboard', async () => {
    function Host() {
      const [on, setOn] = useState(true);
      return <Switch label="Email notifications" checked={on} onChange={setOn} />;
    }
    const user = userEvent.setup({ delay: null });
    render(<Host />);
    const toggle = screen.getByRole('switch', { name: 'Email notifications' });
    await user.click(screen.getByText('Email notifications'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
