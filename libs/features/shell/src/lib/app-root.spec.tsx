/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen } from '@testing-library/react';
import { useStore } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { useToast } from '@pavilion/ui';
import { answer, mockApi, TEST_API_URL } from '@pavilion/api-client/testing';
import { ProductLink } from './app-links';
import { createAppRoot } from './app-root';

function Probe() {
  const store = useStore();
  useToast();
  return (
    <>
      <p>{'api' in (store.getState() as object) ? 'Store ready' : 'No store'}</p>
      <ProductLink to="/partner/dashboard">Partner portal</ProductLink>
      <ProductLink to="/admin/payouts">Payouts</ProductLink>
    </>
  );
}

describe('createAppRoot', () => {
  it("runs the app's router inside the store, the toasts and the links of the app it is", () => {
    mockApi({ 'GET /session': answer({ authenticated: false, session: null }) });
    const router = createMemoryRouter([{ path: '/payouts', element: <Probe /> }], { initialEntries: ['/payouts'] });
    const App = createAppRoot({
      current: 'admin',
      config: {
        apiUrl: TEST_API_URL,
        urls: { marketplace: 'https://example.com', partner: 'https://example.com/partner', admin: '' },
      },
      router,
    });
    render(<App />);
    expect(screen.getByText('Store ready')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner portal' })).toHaveAttribute(
      'href',
      'https://example.com/partner/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/payouts');
  });
});
