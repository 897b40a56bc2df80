import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Container } from '@pavilion/ui';
import { PageFrame, PageHeader, PageSection } from './page-frame';

describe('PageFrame', () => {
  it('insets the page like the header and gives it one h1 with its back link, description and actions', () => {
    render(
      <MemoryRouter>
        <PageFrame
          as="section"
          title="Promo codes of Harbour Jazz Night"
          description="Codes buyers type at checkout."
          back={{ to: '/event-details/7', label: 'Back to the event' }}
          actions={<button type="button">New code</button>}
        >
          <PageSection title="Codes">
            <p>None yet</p>
          </PageSection>
        </PageFrame>
      </MemoryRouter>,
    );
    const page = screen.getByRole('region', { name: 'Promo codes of Harbour Jazz Night' });
    expect(page).toHaveClass('pv-container', 'pv-page');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/event-details/7');
    expect(screen.getByText('Codes buyers type at checkout.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New code' })).toBeInTheDocument();
    // Its sections are regions named by their h2.
    const section = screen.getByRole('region', { name: 'Codes' });
    expect(page).toContainElement(section);
    expect(screen.getByRole('heading', { level: 2, name: 'Codes' })).toBeInTheDocument();
  });

  it('has no header and names no region without a title (the page draws its title with its data)', () => {
    render(
      <MemoryRouter>
        <PageFrame data-testid="frame">
          <PageHeader title="Check-in: Harbour Jazz Night" />
        </PageFrame>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('frame')).not.toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check-in: Harbour Jazz Night');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sits inside an inset layout (the dashboard) as a container in a container', () => {
    render(
      <MemoryRouter>
        <Container data-testid="dashboard">
          <PageFrame title="Events" />
        </Container>
      </MemoryRouter>,
    );
    // page-frame.css and Layout.css drop the inner inset and padding for `.pv-container .pv-page`.
    const frame = screen.getByRole('heading', { level: 1, name: 'Events' }).closest('.pv-page');
    expect(frame?.parentElement).toBe(screen.getByTestId('dashboard'));
  });
});

describe('PageSection', () => {
  it('is a panel (a card) named by a heading of the level asked for, with actions beside it', () => {
    render(
      <PageSection title="Series" headingLevel={3} panel actions={<button type="button">Edit</button>}>
        <p>Text</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Series' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveClass('pv-card', 'pv-page-section--panel');
    expect(screen.getByRole('heading', { level: 3, name: 'Series' })).toBeInTheDocument();
    expect(section).toContainElement(screen.getByRole('button', { name: 'Edit' }));
  });

  it('keeps a hidden title as the section name', () => {
    render(
      <PageSection title="Ticket types" hideTitle>
        <p>Table</p>
      </PageSection>,
    );
    expect(screen.getByRole('region', { name: 'Ticket types' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ticket types' }).parentElement).toHaveClass('pv-visually-hidden');
  });
});
