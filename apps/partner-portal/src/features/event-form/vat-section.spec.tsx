/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { VAT_MESSAGES } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderPartnerPage, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { AddEventPage, EditEventPage } from './event-form-pages';
import { EventDetailsPage } from '../event-details/event-details-page';
import { testPartnerEvent } from '../../testing/partner-event';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const OPTIONS = { ...TEST_OPTIONS, eventTypes: [{ id: 2, name: 'Conference' }] };
const common = {
  'GET /options/': answer(OPTIONS),
  'GET /partner/cancellation-policies/': answer(paged([])),
};

describe('VatSection', () => {
  it('starts at "VAT does not apply: not stated"; choosing "include VAT" asks for a rate within 0 and 30', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(common);
    renderPartnerPage([{ path: '/add-event', element: <AddEventPage /> }], '/add-event');
    const group = await screen.findByRole('radiogroup', { name: 'Do the prices include VAT?' });
    expect(within(group).getByRole('radio', { name: 'VAT does not apply' })).toBeChecked();
    expect(screen.getByLabelText(/^Why VAT does not apply/)).toHaveValue('not_stated');
    await user.click(within(group).getByRole('radio', { name: 'Prices include VAT' }));
    expect(screen.queryByLabelText(/^Why VAT does not apply/)).not.toBeInTheDocument();
    const rate = screen.getByLabelText(/^VAT rate \(%\)/);
    await user.type(rate, '31');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    expect(rate).toHaveAccessibleDescription(new RegExp(VAT_MESSAGES.rateInvalid.replace(/[()]/g, '\\$&')));
  });

  it("shows the event's rate when editing and sends a changed setting with the event", async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockApi({
      ...common,
      'GET /partner/events/10': answer(testPartnerEvent({ vat: { mode: 'included', rate: 19 } })),
      'PATCH /partner/events/10': answer({ id: 10, versionId: 3, version: 2, versionStatus: 'PENDING' }),
    });
    renderPartnerPage(
      [
        { path: '/event-details/:id/edit', element: <EditEventPage /> },
        { path: '/event-details/:id', element: <p>Event page</p> },
      ],
      '/event-details/10/edit',
    );
    const rate = await screen.findByLabelText(/^VAT rate \(%\)/);
    expect(rate).toHaveValue('19');
    await user.click(screen.getByRole('radio', { name: 'VAT does not apply' }));
    await user.selectOptions(screen.getByLabelText(/^Why VAT does not apply/), 'reverse_charge');
    await user.click(screen.getByRole('button', { name: 'Save Updates' }));
    await waitFor(() => expect(server.callsTo('PATCH /partner/events/10')).toHaveLength(1));
    expect(server.callsTo('PATCH /partner/events/10')[0]!.body).toMatchObject({
      vat: { mode: 'none', reason: 'reverse_charge' },
    });
  });

  it("is on the partner's event page in words", async () => {
    mockApi({ 'GET /partner/events/10': answer(testPartnerEvent({ vat: { mode: 'included', rate: 20 } })) });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    const section = await screen.findByRole('region', { name: 'VAT' });
    expect(section).toHaveTextContent('Prices include VAT at 20%');
  });
});

describe('VatSection in German', () => {
  inLanguage('de');

  it('asks in German and shows the reason in German on the event page', async () => {
    mockApi({
      'GET /partner/events/10': answer(testPartnerEvent({ vat: { mode: 'none', reason: 'exempt' } })),
    });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    const section = await screen.findByRole('region', { name: 'Mehrwertsteuer' });
    expect(section).toHaveTextContent('Keine Mehrwertsteuer: Von der Mehrwertsteuer befreit');
  });
});
