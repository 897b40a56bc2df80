import { render, screen } from '@testing-library/react';
import { Cluster, Container, Stack } from './Layout';

describe('Layout primitives', () => {
  it('Cluster wraps its pieces in a row with a gap from the spacing scale', () => {
    render(
      <Cluster as="ul" gap={2} justify="space-between" aria-label="Actions">
        <li>One</li>
        <li>Two</li>
      </Cluster>,
    );
    const cluster = screen.getByRole('list', { name: 'Actions' });
    expect(cluster).toHaveClass('pv-cluster');
    expect(cluster.style.getPropertyValue('--pv-cluster-gap')).toBe('var(--pv-space-2)');
    expect(cluster.style.justifyContent).toBe('space-between');
    expect(cluster.style.alignItems).toBe('center');
  });

  it('Stack sets its gap from the spacing scale', () => {
    render(<Stack gap={6} data-testid="stack" />);
    expect(screen.getByTestId('stack').style.getPropertyValue('--pv-stack-gap')).toBe('var(--pv-space-6)');
  });

  it('Container takes the size asked for', () => {
    render(<Container size="narrow" as="section" aria-label="Frame" />);
    expect(screen.getByRole('region', { name: 'Frame' })).toHaveClass('pv-container', 'pv-container--narrow');
  });
});
