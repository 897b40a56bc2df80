// What the console's details pages (an event, a partner, a person) share in their tests: the audit
// trail they load, and the vetting panel's decision as an administrator takes it.
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '@pavilion/api-client/testing';
import type { TAuditEntityType } from '@pavilion/domain';
import { paged } from '@pavilion/features-page-kit/testing';

/** The mocked answer of an entity's audit trail (its last ten entries), with no entries. */
export function emptyAuditTrail(entityType: TAuditEntityType, entityId: number) {
  return {
    [`GET /admin/audit-log?entityType=${entityType}&entityId=${entityId}&pageSize=10`]: answer(
      paged([], { pageSize: 10 }),
    ),
  };
}

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
