/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { loadCatalogues, setLocaleSource, type TAddressVerificationState } from '@pavilion/domain';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { AddressVerificationPage } from './address-verification-page';

const waiting: TAddressVerificationState = {
  addressVerified: false,
  verifiedAt: null,
  company: {
    name: 'Harbour Events',
    address: '1 Quay Street',
    city: 'Bristol',
    zipCode: 'BS1 4AA',
    country: { id: 1, name: 'United Kingdom' },
  },
  addressComplete: true,
  code: { sentAt: '2030-06-01T10:00:00.000Z', expiresAt: '2030-06-15T10:00:00.000Z', attemptsLeft: 1 },
  nextRequestAt: '2030-06-02T10:00:00.000Z',
};

describe('the address verification in German', () => {
  beforeEach(async () => {
    await loadCatalogues('de');
    setLocaleSource(() => 'de');
  });
  afterEach(() => setLocaleSource(() => 'en'));

  it('says when the code was posted and how many tries are left, in German dates', async () => {
    mockApi({ 'GET /partner/address-verification': answer(waiting) });
    renderPartnerPage(
      [{ path: '/address-verification', element: <AddressVerificationPage /> }],
      '/address-verification',
    );
    expect(await screen.findByRole('heading', { name: 'Firmenadresse verifizieren' })).toBeInTheDocument();
    expect(screen.getByText(/Wir haben am 1\. Juni 2030 um .* einen Brief/)).toBeInTheDocument();
    expect(screen.getByText(/\(noch 1 Versuch\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adresse verifizieren' })).toBeInTheDocument();
    expect(screen.getByText('Postleitzahl')).toBeInTheDocument();
  });
});
