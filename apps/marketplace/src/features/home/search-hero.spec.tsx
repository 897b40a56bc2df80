/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStore } from '@pavilion/api-client';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderRoutes, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { OfferBanner, SearchHero } from './search-hero';

const renderBanner = () =>
  render(
    <Provider store={createStore()}>
      <OfferBanner />
    </Provider>,
  );

describe("the home's offer banner", () => {
  it('shows the offer in force with its end', async () => {
    mockApi({
      'GET /offer': answer({
        offer: { percentage: 10, headline: 'Save 10% with early-bird codes', validUntil: '2030-06-30T23:59:00.000Z' },
      }),
    });
    renderBanner();
    const banner = await screen.findByTestId('home-offer');
    expect(banner).toHaveTextContent('Save 10% with early-bird codes Until Jun 30, 2030.');
  });

  it('is not shown when no offer is in force', async () => {
    const api = mockApi({ 'GET /offer': answer({ offer: null }) });
    renderBanner();
    await waitFor(() => expect(api.callsTo('GET /offer')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('home-offer')).not.toBeInTheDocument();
  });
});

describe('the home hero in German', () => {
  inLanguage('de');

  it('offers the search and the offer in German words and dates', async () => {
    mockApi({
      'GET /offer': answer({
        offer: { percentage: 10, headline: 'Save 10% with early-bird codes', validUntil: '2030-06-30T23:59:00.000Z' },
      }),
      'GET /options/': answer(TEST_OPTIONS),
    });
    renderRoutes([{ path: '/', element: <SearchHero /> }], '/');
    expect(
      screen.getByRole('heading', {
        name: 'Finden Sie die Konferenzen und Fachmessen, die Ihr Geschäft voranbringen',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('home-offer')).toHaveTextContent(
      'Save 10% with early-bird codes Bis 30. Juni 2030.',
    );
    expect(await screen.findByRole('search', { name: 'Veranstaltungen suchen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
  });
});
