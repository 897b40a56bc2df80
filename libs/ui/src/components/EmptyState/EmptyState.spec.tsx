import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message, optional heading level and action', () => {
    render(<EmptyState titleAs="h2" title="Page not found" action={<a href="/">Take Me Home</a>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Me Home' })).toHaveAttribute('href', '/');
  });
});
