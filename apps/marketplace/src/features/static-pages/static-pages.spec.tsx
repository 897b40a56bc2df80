/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { customerTermsPage, privacyAndCookiesPage } from './content';
import CustomerTermsPage from './customer-terms-page';
import PrivacyAndCookiesPage from './privacy-and-cookies-page';
import TermsAcceptancePage from './terms-acceptance-page';
import { TERMS_ACCEPTANCE_STORAGE_KEY, continuePath, readTermsAcceptance } from './terms-acceptance';

describe('accordion pages', () => {
  it('start with every section closed, and sections open and close independently', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/privacy-and-cookies', element: <PrivacyAndCookiesPage /> }], '/privacy-and-cookies');
    const [first, second] = privacyAndCookiesPage.sections;
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(privacyAndCookiesPage.sections.length);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);

    const firstButton = screen.getByRole('button', { name: first.title });
    const secondButton = screen.getByRole('button', { name: second.title });
    await user.click(firstButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    expect(secondButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(secondButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(firstButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    expect(secondButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the date of the terms and links product paths in the text', () => {
    renderRoutes(
      [{ path: '/customer-terms-of-service', element: <CustomerTermsPage /> }],
      '/customer-terms-of-service',
    );
    expect(screen.getByRole('heading', { level: 1, name: customerTermsPage.title })).toBeInTheDocument();
    expect(screen.getByText('Last updated Nov 27, 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '/how-we-work', hidden: true })[0]).toHaveAttribute(
      'href',
      '/how-we-work',
    );
  });
});

describe('customer terms acceptance', () => {
  beforeEach(() => window.localStorage.clear());

  it('enables Continue only while the box is ticked, then records the acceptance and returns to ?next=', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(
      [
        { path: '/customer-terms-of-service/accept', element: <TermsAcceptancePage /> },
        { path: '/events/5', element: <h1>Event page</h1> },
      ],
      '/customer-terms-of-service/accept?next=%2Fevents%2F5',
    );
    expect(screen.getByRole('link', { name: 'customer terms of service' })).toHaveAttribute(
      'href',
      '/customer-terms-of-service',
    );
    const agree = screen.getByRole('checkbox', { name: 'I have read and agree' });
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(agree);
    expect(continueButton).toBeEnabled();
    await user.click(agree);
    expect(continueButton).toBeDisabled();
    await user.click(agree);
    await user.click(continueButton);

    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/5');
    const stored = JSON.parse(window.localStorage.getItem(TERMS_ACCEPTANCE_STORAGE_KEY) ?? 'null');
    expect(stored.version).toBe('27 November 2026');
    expect(readTermsAcceptance(window.localStorage)).toEqual(stored);
  });

  it('confirms on the page when there is nowhere to return to, and remembers it', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderRoutes([{ path: '/accept', element: <TermsAcceptancePage /> }], '/accept');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status')).toHaveTextContent('You accepted these terms on');
    unmount();
    renderRoutes([{ path: '/accept', element: <TermsAcceptancePage /> }], '/accept');
    expect(screen.getByRole('status')).toHaveTextContent('Terms accepted');
  });

  it('ignores an acceptance of an older version and a next that leaves the site', () => {
    window.localStorage.setItem(
      TERMS_ACCEPTANCE_STORAGE_KEY,
      JSON.stringify({ version: '1 January 2020', acceptedAt: '2020-01-02T00:00:00.000Z' }),
    );
    expect(readTermsAcceptance(window.localStorage)).toBeNull();
    expect(continuePath('https://evil.example/')).toBeNull();
    expect(continuePath('//evil.example/')).toBeNull();
    expect(continuePath('/events?sectorIds=1')).toBe('/events?sectorIds=1');
  });
});
