/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { RegistrationsPage } from './registrations-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const event = (id: number, name: string, day: string) =>
  ({ id, name, startDateTime: `${day}T09:00:00.000Z`, timeZone: 'Europe/London' }) as never;

describe('RegistrationsPage', () => {
  it("filters the orders by an event found by name, with that event's downloads, and by every event once emptied", async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      // The partner's newest events; an older one is found by typing part of its name.
      'GET /partner/events/': ({ path }) =>
        answer(
          path.includes('q=Cargo')
            ? paged([event(3, 'Cargo Week 2019', '2019-06-04')], { pageSize: 10 })
            : paged([event(8, 'Harbour Forum', '2030-04-02')], { pageSize: 10, total: 140 }),
        ),
      'GET /partner/orders/summaries': answer(paged([])),
      'GET /partner/bank-transfers': answer(paged([])),
    });
    const { router } = renderPartnerPage(
      [{ path: '/dashboard/registrations', element: <RegistrationsPage /> }],
      '/dashboard/registrations',
    );
    const picker = await screen.findByRole('combobox', { name: 'Event' });
    await user.type(picker, 'Cargo');
    await user.click(await screen.findByRole('option', { name: /Cargo Week 2019/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?eventId=3'));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/partner/orders/summaries?eventId=3'));
    expect(screen.getByRole('link', { name: 'Download orders (CSV)' })).toHaveAttribute(
      'href',
      expect.stringContaining('/partner/events/3/'),
    );

    await user.clear(picker);
    await user.tab();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('link', { name: 'Download orders (CSV)' })).not.toBeInTheDocument();
  });
});
