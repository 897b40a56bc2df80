/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { OFFER_MESSAGES } from '@pavilion/domain';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { OfferSection } from './offer-section';

jest.setTimeout(20_000);

const STORED = {
  offer: {
    percentage: 10,
    headline: 'Save 10% with early-bird codes',
    headlineTranslations: {
      es: 'Ahorra un 10 % con los códigos de reserva anticipada',
      fr: 'Économisez 10 % avec les codes de réservation anticipée',
      de: 'Sparen Sie 10 % mit Frühbuchercodes',
    },
    validUntil: '2030-06-30T23:59:00.000Z',
    active: true,
    updatedAt: '2030-01-01T00:00:00.000Z',
  },
};

describe('the home offer section', () => {
  it('shows the stored offer in its four languages and saves a change to each', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /admin/offer': answer(STORED),
      'PUT /admin/offer': (call) =>
        answer({ offer: { ...(call.body as object), updatedAt: '2030-01-02T00:00:00.000Z' } }),
    });
    renderRoutes([{ path: '/settings', element: <OfferSection /> }], '/settings');
    const headline = await screen.findByLabelText(/^Headline in English/);
    expect(headline).toHaveValue(STORED.offer.headline);
    expect(headline).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText(/^Headline in Spanish/)).toHaveValue(STORED.offer.headlineTranslations.es);
    expect(screen.getByLabelText(/^Headline in French/)).toHaveValue(STORED.offer.headlineTranslations.fr);
    const german = screen.getByLabelText(/^Headline in German/);
    expect(german).toHaveValue(STORED.offer.headlineTranslations.de);
    expect(german).toHaveAttribute('lang', 'de');
    await user.clear(german);
    await user.type(german, 'Jetzt 15 % sparen mit Frühbuchercodes');
    expect(screen.getByLabelText(/^Valid until/)).toHaveValue('2030-06-30T23:59');
    await user.clear(screen.getByLabelText(/^Percentage/));
    await user.type(screen.getByLabelText(/^Percentage/), '15');
    await user.click(screen.getByRole('checkbox', { name: 'Show the offer' }));
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/offer')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/offer')[0]?.body).toEqual({
      percentage: 15,
      headline: STORED.offer.headline,
      headlineTranslations: { ...STORED.offer.headlineTranslations, de: 'Jetzt 15 % sparen mit Frühbuchercodes' },
      validUntil: '2030-06-30T23:59:00.000Z',
      active: false,
    });
  });

  it('names what is expected, in each language, without sending', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'GET /admin/offer': answer({ offer: null }) });
    renderRoutes([{ path: '/settings', element: <OfferSection /> }], '/settings');
    await user.clear(await screen.findByLabelText(/^Percentage/));
    await user.type(screen.getByLabelText(/^Percentage/), '95');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText(OFFER_MESSAGES.percentageRange)).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.headlineRequired)).toBeInTheDocument();
    for (const language of ['es', 'fr', 'de'] as const)
      expect(screen.getByText(OFFER_MESSAGES.headlineInRequired({ language }))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Headline in German/)).toHaveAccessibleDescription(
      expect.stringContaining(OFFER_MESSAGES.headlineInRequired({ language: 'de' })),
    );
    expect(api.callsTo('PUT /admin/offer')).toHaveLength(0);
  });
});
