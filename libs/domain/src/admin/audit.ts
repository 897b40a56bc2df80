// The audit log: every admin action (vetting, location changes, option lists, administrators) and
// every undone check-in, with who, when, what and the values before and after. Rows are only ever added.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { AUDIT_MESSAGES } from '../messages/audit';

export const AUDIT_ENTITY_TYPES = [
  'partner',
  'event',
  'option',
  'person',
  'order',
  'platform',
  'ticket',
  'review',
  'damage-claim',
  'venue',
  'sponsorship',
  'job',
] as const;
export type TAuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ACTIONS = [
  'partner.vetting',
  'event.vetting',
  'event.location',
  'option.added',
  'option.restored',
  'option.removed',
  'option.renamed',
  'admin.created',
  'admin.promoted',
  'order.refund',
  'order.transfer-paid',
  'order.refund-transfer-file',
  'order.refund-transfer-sent',
  'fee.changed',
  'offer.changed',
  'ticket.check-in-undone',
  'ticket.attendee-named',
  'ticket.attendee-changed',
  'payout.held',
  'payout.released',
  'review.decision',
  'review.edited',
  'review.reply-decision',
  'review.appeal-decision',
  'damage-claim.decided',
  'venue.merged',
  'person.sanction',
  'person.sanction-lifted',
  'person.registrations-cancelled',
  'person.data-copy',
  'person.closed',
  'sponsorship.price-changed',
  'sponsorship.ended',
  'job.retried',
  'legal.published',
  'api-key.write',
  'api-key.created',
  'api-key.revoked',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS = {
  'partner.vetting': 'Partner status',
  'event.vetting': 'Event version vetted',
  'event.location': 'Event location changed',
  'option.added': 'Option added',
  'option.restored': 'Option restored',
  'option.removed': 'Option removed',
  'option.renamed': 'Option names changed',
  'admin.created': 'Administrator created',
  'admin.promoted': 'Administrator promoted',
  'order.refund': 'Order refunded',
  'order.transfer-paid': 'Bank transfer recorded',
  'order.refund-transfer-file': 'Refund transfer file exported',
  'order.refund-transfer-sent': 'Refund transfer recorded as sent',
  'fee.changed': 'Platform fee changed',
  'offer.changed': 'Home offer changed',
  'ticket.check-in-undone': 'Check-in undone',
  'ticket.attendee-named': 'Ticket named',
  'ticket.attendee-changed': 'Attendee changed',
  'payout.held': 'Payouts held',
  'payout.released': 'Payouts released',
  'review.decision': 'Review moderated',
  'review.edited': 'Review edited by support',
  'review.reply-decision': 'Review reply moderated',
  'review.appeal-decision': 'Strike appeal decided',
  'damage-claim.decided': 'Damage claim decided',
  'venue.merged': 'Proposed venue merged',
  'person.sanction': 'Person blocked',
  'person.sanction-lifted': 'Block lifted',
  'person.registrations-cancelled': 'Registrations cancelled',
  'person.data-copy': 'Copy of personal data produced',
  'person.closed': 'Account closed',
  'sponsorship.price-changed': 'Sponsorship price changed',
  'sponsorship.ended': 'Sponsorship ended early',
  'job.retried': 'Background job retried',
  'legal.published': 'Legal document version published',
  'api-key.write': 'Change made with an API key',
  'api-key.created': 'API key created',
  'api-key.revoked': 'API key revoked',
} as const satisfies Record<TAuditAction, string>;

const ZAuditValues = z.record(z.string(), z.unknown()).nullable();

export const ZAuditEntry = z.object({
  id: ZId,
  at: ZIsoDateTime,
  /**
   * Who did it; null when it was done from the command line (npm run admin:create). `personId` null:
   * someone without an account, through a link they were sent (a ticket's assign link), by the name
   * and email they gave.
   */
  actor: z.object({ personId: ZId.nullable(), name: z.string(), email: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  /** The entity's name when the action was taken ('Iberia Congress Organisers'). */
  entityName: z.string(),
  /** One line in words: 'Approved: documents checked'. */
  summary: z.string(),
  before: ZAuditValues,
  after: ZAuditValues,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** The filters' refusals, read when a value fails. */
const AUDIT_FILTER_MESSAGES = {
  entityType: () => AUDIT_MESSAGES.entityType({ allowed: AUDIT_ENTITY_TYPES.join(', ') }),
  action: () => AUDIT_MESSAGES.action({ allowed: AUDIT_ACTIONS.join(', ') }),
  entityId: () => AUDIT_MESSAGES.entityId,
};

/** GET /api/admin/audit-log: newest first; narrowed to one entity (entityType and entityId) or one action. */
export const ZAuditLogQuery = zListQuery({
  sorts: ['at'],
  defaultSort: 'at',
  defaultDirection: 'desc',
  filters: {
    entityType: z.enum(AUDIT_ENTITY_TYPES, { error: AUDIT_FILTER_MESSAGES.entityType }).optional(),
    entityId: z
      .string({ error: AUDIT_FILTER_MESSAGES.entityId })
      .trim()
      .max(64, { error: AUDIT_FILTER_MESSAGES.entityId })
      .optional()
      .transform((value) => (value ? value : undefined)),
    action: z.enum(AUDIT_ACTIONS, { error: AUDIT_FILTER_MESSAGES.action }).optional(),
  },
});
export type TAuditLogQuery = z.output<typeof ZAuditLogQuery>;
export type TAuditLogQueryInput = z.input<typeof ZAuditLogQuery>;

export const ZAuditLogPage = zPaged(ZAuditEntry);
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
