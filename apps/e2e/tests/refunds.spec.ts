// After the sale: a buyer cancels one ticket of a paid order from Registrations and Events while its
// policy gives 50 % back, sees the server's refund per ticket first, the amount refunded, and gets the
// cancellation and refund emails; axe on the dialog.
import type { APIRequestContext } from '@playwright/test';
import { attendeeTicket, payWithGoodCard, topEvents } from './orders';
import { ACCOUNTS, bearer, expect, expectNoSeriousA11yViolations, signIn, test } from './support';

interface Preview {
  tickets: Array<{ ticketId: string; refundPercentage: number; refundAmount: number }>;
  refundTotal: number;
  currency: string;
  cancellable: boolean;
}

interface Period {
  percentageRefund: number;
  startDaysBeforeEvent: number;
  endDaysBeforeEvent: number;
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

/** Whole calendar days from today to the event's first day, both read where the event is held. */
function daysBefore(startDateTime: string, timeZone: string): number {
  const day = (at: Date) =>
    Date.parse(
      `${new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)}T00:00:00Z`,
    );
  return Math.round((day(new Date(startDateTime)) - day(new Date())) / 86_400_000);
}

/** The policy's percentage `days` before the event: the most generous period containing it. */
const percentageAt = (periods: Period[], days: number) =>
  periods
    .filter((p) => p.endDaysBeforeEvent <= days && days <= p.startDaysBeforeEvent)
    .reduce((best, p) => Math.max(best, p.percentageRefund), 0);

/**
 * A paid order of two tickets through the API, as the demo attendee's checkout makes one, of a ticket
 * type whose policy gives 50 % back today (and tomorrow, so midnight cannot move it out).
 */
async function buyTwoTickets(request: APIRequestContext) {
  const headers = await bearer(request, ACCOUNTS.attendee);
  for await (const event of topEvents(request)) {
    const days = daysBefore(event.startDateTime, event.timeZone);
    const type = event.ticketTypes.find(
      (t) =>
        t.onSale &&
        !t.soldOut &&
        t.price > 0 &&
        t.remaining === null &&
        t.cancellationPolicy !== null &&
        [days, days - 1].every((d) => percentageAt(t.cancellationPolicy!.periods, d) === 50),
    );
    if (!type) continue;
    const order = await request.post('/api/orders/', {
      headers,
      data: { eventId: event.id, tickets: [attendeeTicket(type.id, 'Ada'), attendeeTicket(type.id, 'Byron')] },
    });
    expect(order.status()).toBe(201);
    const { id } = (await order.json()) as { id: string };
    await payWithGoodCard(request, headers, id);
    const preview = (await (
      await request.get(`/api/orders/${id}/cancellation-preview`, { headers })
    ).json()) as Preview;
    return { orderId: id, eventName: event.name, preview };
  }
  throw new Error('No demo event has a paid ticket type on sale whose policy gives 50 % back today');
}

test.describe('cancellations', () => {
  test('a buyer cancels one of two tickets within a 50 % period, sees the amount back, and is emailed', async ({
    page,
    request,
  }) => {
    test.slow();
    const { orderId, eventName, preview } = await buyTwoTickets(request);
    expect(preview.cancellable).toBe(true);
    expect(preview.tickets.map((t) => t.refundPercentage)).toEqual([50, 50]);
    expect(preview.tickets[0]!.refundAmount).toBeGreaterThan(0);
    await signIn(page, ACCOUNTS.attendee);
    await page.goto('/user/registrations-and-events');
    const card = page.getByRole('listitem').filter({ hasText: orderId });
    await card.getByRole('button', { name: 'Cancel tickets' }).click();

    const dialog = page.getByRole('dialog', { name: 'Cancel tickets' });
    const [first, second] = preview.tickets;
    await expect(dialog.getByText(`Refund: ${money(preview.refundTotal, preview.currency)}`)).toBeVisible();
    await expect(dialog.getByRole('checkbox')).toHaveCount(2);
    await expect(dialog.getByRole('checkbox').nth(0)).toHaveAccessibleName(
      new RegExp(
        `Ada Lovelace: ${first.refundPercentage}% back, ${money(first.refundAmount, preview.currency).replace('$', '\\$')}$`,
      ),
    );
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('checkbox').nth(1).uncheck();
    await expect(dialog.getByText(`Refund: ${money(first.refundAmount, preview.currency)}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel 1 of 2 tickets' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Cancelled', { exact: true })).toHaveCount(1);
    await expect(
      card.getByText(new RegExp(`^${money(first.refundAmount, preview.currency).replace('$', '\\$')}: refunded on `)),
    ).toBeVisible();
    expect(second.ticketId).not.toBe(first.ticketId);

    // The emails of this event: the cancellation, then the refund of half of what the ticket paid.
    await expect
      .poll(
        async () => {
          const mails = (await (
            await request.get(`/api/dev/mailbox?to=${encodeURIComponent(ACCOUNTS.attendee)}`)
          ).json()) as Array<{ template: string; subject: string }>;
          return mails.filter((m) => m.subject.includes(eventName)).map((m) => `${m.template}: ${m.subject}`);
        },
        { timeout: 30_000 },
      )
      .toEqual(
        expect.arrayContaining([
          `cancellation-confirmed: Cancellation confirmed for ${eventName}`,
          `refund-sent: Refund sent: ${money(first.refundAmount, preview.currency)} for ${eventName}`,
        ]),
      );
  });
});
