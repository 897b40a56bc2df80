// What the console's details pages (an event, a partner, a person) share in their tests: the audit
// trail they load, the event they show, and the vetting panel's decision as an administrator takes it.
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '@pavilion/api-client/testing';
import type { TAdminEventDetail, TAuditEntityType } from '@pavilion/domain';
import { testEventDetail } from '@pavilion/domain/testing';
import { paged } from '@pavilion/features-page-kit/testing';

/** The mocked answer of an entity's audit trail (its last ten entries), with no entries. */
export function emptyAuditTrail(entityType: TAuditEntityType, entityId: number) {
  return {
    [`GET /admin/audit-log?entityType=${entityType}&entityId=${entityId}&pageSize=10`]: answer(
      paged([], { pageSize: 10 }),
    ),
  };
}

const base = testEventDetail();
export const VERSION_1 = {
  id: 3,
  version: 1,
  status: 'APPROVED' as const,
  submittedAt: '2030-04-01T10:00:00.000Z',
  updatedAt: '2030-04-01T10:00:00.000Z',
  decidedAt: '2030-04-02T10:00:00.000Z',
  comment: 'Welcome',
};
export const VERSION_2 = {
  id: 8,
  version: 2,
  status: 'PENDING' as const,
  submittedAt: '2030-05-01T10:00:00.000Z',
  updatedAt: '2030-05-01T10:00:00.000Z',
  decidedAt: null,
  comment: null,
};

/** An approved event whose second version waits, with one change of tagline. */
export const ADMIN_EVENT: TAdminEventDetail = {
  ...base,
  subEvents: base.subEvents.map((e) => ({ ...e, capacity: null, held: 0, sold: 0, available: null })),
  ticketTypes: base.ticketTypes.map((t) => ({ ...t, quantity: 100, held: 0, sold: 4, available: 96 })),
  tagline: 'Money, meet machines and people',
  currentStatus: 'APPROVED',
  currentEventVersionId: 8,
  cancelled: false,
  cancelledAt: null,
  cancellationReason: null,
  vat: { mode: 'none', reason: 'not_stated' },
  attendeeChangeCutoffHours: 24,
  vettingStatusUpdates: [
    {
      id: 1,
      status: 'APPROVED',
      vettingStatus: 'APPROVED',
      comment: 'Welcome',
      notes: 'First look',
      createdAt: '2030-04-02T10:00:00.000Z',
      eventVersionId: 3,
    },
  ],
  partnerVettingStatus: 'APPROVED',
  public: true,
  ticketsSold: 4,
  ranking: {
    views: 1234,
    clicks: 56,
    bookings: 7,
    netBookings: 9,
    commissionPercent: 5,
    score: 31.42,
    computedAt: '2030-05-01T09:50:00.000Z',
  },
  versions: [VERSION_2, VERSION_1],
  review: {
    version: VERSION_2,
    waiting: true,
    firstVersion: false,
    changes: [
      { field: 'tagline', label: 'Tagline', before: 'Money, meet machines', after: 'Money, meet machines and people' },
    ],
  },
};

/**
 * Approves in the vetting panel with a comment and notes, checking on the way that the panel offers
 * Approve and Reject and waits for a comment (blank does not count).
 */
export async function approveInVetting(vetting: HTMLElement, { comment, notes }: { comment: string; notes: string }) {
  const status = within(vetting).getByRole('combobox', { name: /Status/ });
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose a decision', 'Approve', 'Reject']);
  await userEvent.selectOptions(status, 'Approve');
  const update = within(vetting).getByRole('button', { name: 'Update status' });
  expect(update).toBeDisabled();
  await userEvent.type(within(vetting).getByRole('textbox', { name: /Comment/ }), '   ');
  expect(update).toBeDisabled();
  await userEvent.type(within(vetting).getByRole('textbox', { name: /Comment/ }), comment);
  await userEvent.type(within(vetting).getByRole('textbox', { name: /Notes/ }), notes);
  await userEvent.click(update);
}
