/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { answer, mockApi, TEST_API_URL } from '@pavilion/api-client/testing';
import { createAppRoot } from './app-root';
import { Footer } from './footer';

jest.setTimeout(20_000);

function renderFooter(current: 'marketplace' | 'partner') {
  mockApi({ 'GET /session': answer({ authenticated: false, session: null }) });
  const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
  const App = createAppRoot({
    current,
    config: {
      apiUrl: TEST_API_URL,
      urls: { marketplace: 'https://pavilion.test', partner: '/partner', admin: '/admin' },
    },
    router,
  });
  render(<App />);
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the footer', () => {
  it('names each column of links by its heading, the links in their order', async () => {
    renderFooter('marketplace');
    const pavilion = await screen.findByRole('navigation', { name: 'Pavilion' });
    expect(within(pavilion).getByRole('heading', { level: 2, name: 'Pavilion' })).toBeInTheDocument();
    expect(linksOf(pavilion)).toEqual([
      ['About us', '/about-us'],
      ['Browse events', '/events'],
      ['List your event', '/partner-welcome'],
      ['How we work', '/how-we-work'],
    ]);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('heading', { level: 2, name: 'Legal' })).toBeInTheDocument();
    expect(linksOf(legal)).toEqual([
      ['Privacy and cookies', '/privacy-and-cookies'],
      ['Customer terms of service', '/customer-terms-of-service'],
      ['Content guidelines', '/content-guidelines'],
    ]);
  });

  it("links from another app to the marketplace's pages at the marketplace's address", async () => {
    renderFooter('partner');
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy and cookies' })).toHaveAttribute(
      'href',
      'https://pavilion.test/privacy-and-cookies',
    );
  });
});
