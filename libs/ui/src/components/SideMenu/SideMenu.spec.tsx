import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SideMenu, type SideMenuItem } from './SideMenu';

describe('SideMenu', () => {
  it('renders links with aria-current on the active one', () => {
    const items: SideMenuItem[] = [
      { id: 'summary', label: 'Summary', href: '/partner/dashboard', active: true },
      { id: 'events', label: 'Events', href: '/partner/dashboard/events' },
    ];
    render(<SideMenu label="Dashboard" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
  });

  it('uses renderLink for client-side routing', () => {
    render(
      <SideMenu
        label="Dashboard"
        items={[{ id: 'events', label: 'Events', href: '/events' }]}
        renderLink={({ href, children, ...rest }) => (
          <a data-router="" href={`#${href}`} {...rest}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '#/events');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('data-router');
  });

  it('renders buttons for items without href and calls onSelect', async () => {
    const onSelect = jest.fn();
    render(
      <SideMenu
        label="Admin"
        items={[
          { id: 'summary', label: 'Summary', onSelect: () => {}, active: true },
          { id: 'partners', label: 'Partners', onSelect },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Partners' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
