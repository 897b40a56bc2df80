/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TPartnerAgreements } from '@pavilion/domain';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { TermsConditionsPage } from './terms-conditions-page';
import { inLanguage } from '@pavilion/domain/testing';

const agreements: TPartnerAgreements = [
  {
    kind: 'partner-contract',
    title: 'Partner contract',
    currentVersion: '3',
    status: 'agreed',
    signature: null,
    documentUrl: '/api/partner/agreements/partner-contract/document',
  },
  {
    kind: 'customer-terms',
    title: 'Customer terms',
    currentVersion: '27 November 2026',
    status: 'pending',
    signature: null,
    documentUrl: '/terms',
  },
];

describe('the agreements in German', () => {
  inLanguage('de');

  it('asks the partner to accept the customer terms', async () => {
    mockApi({ 'GET /partner/agreements': answer(agreements) });
    renderPartnerPage([{ path: '/terms-conditions', element: <TermsConditionsPage /> }], '/terms-conditions');
    const intro = await screen.findByText(/akzeptiert die Nutzungsbedingungen für Kunden von Pavilion/);
    // The terms' day in German, not the English the version identifier is written in.
    expect(intro).toHaveTextContent('27.11.2026');
    expect(intro).not.toHaveTextContent('January');
    expect(screen.getByRole('heading', { name: 'Kundenbedingungen' })).toBeInTheDocument();
    expect(screen.getByText('Ausstehend')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ich habe sie gelesen und stimme zu' })).toBeInTheDocument();
  });
});
