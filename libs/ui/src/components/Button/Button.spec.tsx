import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentPropsWithRef } from 'react';
import { Button } from './Button';

/** Stand-in for React Router's Link: takes `to` and renders an anchor. */
function FakeRouterLink({ to, ...rest }: Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string }) {
  return <a href={`/app${to}`} data-router-link="" {...rest} />;
}

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    render(<Button>Search</Button>);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'button');
  });

  it('submits when asked', async () => {
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Log in</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading shows the loading label, is busy and disabled, and ignores clicks', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button onClick={onClick} loadingLabel="Creating Event...">
        Create Event
      </Button>,
    );
    rerender(
      <Button onClick={onClick} loading loadingLabel="Creating Event...">
        Create Event
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Creating Event...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button onClick={onClick} loadingLabel="Creating Event...">
        Create Event
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Create Event' })).not.toHaveAttribute('aria-busy');
  });

  it('keeps its label while loading when no loading label is given', () => {
    render(<Button loading>Pay Now</Button>);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveAttribute('aria-busy', 'true');
  });

  it('renders as an anchor with as="a"', () => {
    render(
      <Button as="a" href="/events" variant="secondary">
        View All Events
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View All Events' });
    expect(link).toHaveAttribute('href', '/events');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('pv-button', 'pv-button--secondary');
  });

  it('renders through a router link component and passes its props on', () => {
    render(
      <Button as={FakeRouterLink} to="/events">
        View All Events
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View All Events' });
    expect(link).toHaveAttribute('href', '/app/events');
    expect(link).toHaveAttribute('data-router-link');
  });

  it('marks a loading link aria-disabled and blocks navigation', async () => {
    const onClick = jest.fn();
    render(
      <Button as="a" href="/events" loading onClick={onClick}>
        View
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the element', () => {
    let element: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(node: HTMLButtonElement | null) => {
          element = node;
        }}
      >
        Save
      </Button>,
    );
    expect(element).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});
