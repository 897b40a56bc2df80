/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { DAMAGE_POLICY_MESSAGES, type TPartnerEventDetail } from '@pavilion/domain';
import { testEventDetail } from '@pavilion/domain/testing';
import { paged, renderPartnerPage, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { AddEventPage, EditEventPage } from './event-form-pages';
import { testPartnerEvent } from '../../testing/partner-event';

const OPTIONS = { ...TEST_OPTIONS, eventTypes: [{ id: 2, name: 'Conference' }] };
const common = {
  'GET /options/': answer(OPTIONS),
  'GET /partner/cancellation-policies/': answer(paged([])),
};
const TEXT = 'Exhibitors pay for damage to their stand and the hall.';

function partnerEvent(): TPartnerEventDetail {
  const base = testEventDetail();
  return testPartnerEvent({ damagePolicy: { maxAmount: 400, currency: base.ticketCurrencyCode, text: TEXT } });
}

describe('DamagePolicySection', () => {
  it('is off for a new event; ticked, it asks for the maximum in the event currency and the text, within the ceiling', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(common);
    renderPartnerPage([{ path: '/add-event', element: <AddEventPage /> }], '/add-event');
    const box = await screen.findByRole('checkbox', { name: 'This event has a damage policy' });
    expect(box).not.toBeChecked();
    expect(screen.queryByLabelText(/^Maximum per order/)).not.toBeInTheDocument();
    await user.click(box);
    const max = screen.getByLabelText(/^Maximum per order \(USD\)/);
    await user.type(max, '6000');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'));
    expect(max).toHaveAccessibleDescription(
      new RegExp(DAMAGE_POLICY_MESSAGES.maxTooHigh({ ceiling: '\\$5,000\\.00' })),
    );
    expect(screen.getByLabelText(/^Damage policy text/)).toHaveAccessibleDescription(
      new RegExp(DAMAGE_POLICY_MESSAGES.textRequired),
    );
    // Unticked again, the event has none and nothing about it is refused.
    await user.click(box);
    expect(screen.queryByLabelText(/^Maximum per order/)).not.toBeInTheDocument();
  });

  it("shows the event's policy when editing and sends it with the event, in major units", async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockApi({
      ...common,
      'GET /partner/events/10': answer(partnerEvent()),
      'PATCH /partner/events/10': answer({ id: 10, versionId: 3, version: 2, versionStatus: 'PENDING' }),
    });
    renderPartnerPage(
      [
        { path: '/event-details/:id/edit', element: <EditEventPage /> },
        { path: '/event-details/:id', element: <p>Event page</p> },
      ],
      '/event-details/10/edit',
    );
    expect(await screen.findByRole('checkbox', { name: 'This event has a damage policy' })).toBeChecked();
    const max = screen.getByLabelText(/^Maximum per order \(GBP\)/);
    expect(max).toHaveValue('400');
    expect(screen.getByLabelText(/^Damage policy text/)).toHaveValue(TEXT);
    await user.clear(max);
    await user.type(max, '250.50');
    await user.click(screen.getByRole('button', { name: 'Save Updates' }));
    await waitFor(() => expect(server.callsTo('PATCH /partner/events/10')).toHaveLength(1));
    expect(server.callsTo('PATCH /partner/events/10')[0]!.body).toMatchObject({
      damagePolicy: { maxAmount: 250.5, text: TEXT },
    });
  });
});
