/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { testEventDetail } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { PartnerEventPage } from './partner-event-page';

const renderTool = () =>
  renderPartnerPage(
    [
      {
        path: '/promo-codes/:id',
        element: <PartnerEventPage tool="Promo codes">{(event) => <h1>Codes of {event.name}</h1>}</PartnerEventPage>,
      },
    ],
    '/promo-codes/5',
  );

describe('PartnerEventPage', () => {
  it("shows the tool for the address's event and names both in the tab", async () => {
    mockApi({ 'GET /partner/events/5': answer(testEventDetail({ id: 5, name: 'FinTech Summit' })) });
    renderTool();
    expect(await screen.findByRole('heading', { level: 1, name: 'Codes of FinTech Summit' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Promo codes: FinTech Summit/));
  });

  it('says the event could not be loaded, with a way to try again', async () => {
    mockApi({ 'GET /partner/events/5': answer({ error: 'Down', code: 'INTERNAL' }, 500) });
    renderTool();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the event');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
