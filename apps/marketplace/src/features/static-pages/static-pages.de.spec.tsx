/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { inLanguage } from '@pavilion/domain/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import AboutPage from './about-page';
import CustomerTermsPage from './customer-terms-page';
import HowWeWorkPage from './how-we-work-page';
import PartnerWelcomePage from './partner-welcome-page';

describe('the static pages in German', () => {
  inLanguage('de');

  it('shows About us in German, its figures written the German way', () => {
    renderRoutes([{ path: '/about-us', element: <AboutPage /> }], '/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Über Pavilion' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unsere Mission' })).toBeInTheDocument();
    expect(screen.getByText('Über 50.000')).toBeInTheDocument();
    expect(screen.getByText('Geschäftsführerin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@pavilion.example' })).toHaveAttribute(
      'href',
      'mailto:support@pavilion.example',
    );
  });

  it('shows How We Work in German, with its weights and product paths', () => {
    renderRoutes([{ path: '/how-we-work', element: <HowWeWorkPage /> }], '/how-we-work');
    expect(screen.getByRole('heading', { level: 1, name: 'So arbeiten wir' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeInTheDocument();
    expect(
      screen.getByText(/Provision: der Prozentsatz jeder Buchung.*\(Gewichtung 0,5 je Prozentpunkt\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/customer-terms-of-service' })).toBeInTheDocument();
  });

  it('says in German that the English legal text is the binding one', () => {
    renderRoutes(
      [{ path: '/customer-terms-of-service', element: <CustomerTermsPage /> }],
      '/customer-terms-of-service',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen für Kunden' })).toBeInTheDocument();
    expect(
      screen.getByText(/Diese Seite wird auf Englisch angezeigt, in ihrer verbindlichen Fassung/),
    ).toBeInTheDocument();
    expect(screen.getByText('Zuletzt aktualisiert: 27.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen für Kunden akzeptieren' })).toBeInTheDocument();
  });

  it('welcomes organisers in German', () => {
    renderRoutes([{ path: '/partner-welcome', element: <PartnerWelcomePage /> }], '/partner-welcome');
    expect(
      screen.getByRole('heading', { name: 'Bieten Sie Ihre Veranstaltungen auf Pavilion an' }),
    ).toBeInTheDocument();
    expect(screen.getByText('99 $ pro Monat')).toBeInTheDocument();
    expect(screen.getAllByText('2-3 Werktage', { selector: 'dd' })).toHaveLength(2);
  });
});
