// An administrator's sanctions on a person (POST /api/admin/people/{id}/...): a block or its lifting
// through the sanctions module, and the cancellation of the person's upcoming registrations through the
// refunds module's cancelOrdersIn, as support's refunds and an event's cancellation do (seats back on
// sale, refund rows, the buyer's emails, an `order.refund` audit entry per order), the refunds sent
// after the commit and written to the ledger when paid, exactly as every other refund.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  fromMinor,
  SANCTION_MESSAGES as M,
  type TCancelRegistrationsBody,
  type TCancelRegistrationsOutcome,
  type TSanctionBody,
  type TSanctionLiftBody,
} from '@pavilion/domain';
import { attendees, events, orders, persons } from '../../../db/schema';
import { conflict, notFound } from '../../../platform/errors';
import type { AuthSessions } from '../../../platform/auth';
import { AUDIT_SUMMARY_TEXT as A, actorOf, recordAudit } from '../../../platform/audit';
import { storedMessage } from '../../../platform/stored-message';
import type { AuthContext } from '../../../platform/auth';
import { enqueueEmail, languageOfPerson } from '../../../platform/mail';
import { retryingTransaction } from '../../../platform/locks';
import { cancelOrdersIn, RefundSender, type RefundsDeps } from '../../refunds';
import { imposeSanction, liftSanction, registrationsCancelledEmail } from '../../sanctions';

/** The orders cancelled, and their refunds sent, this many at a time. */
const CANCEL_CHUNK = 200;

export class AdminSanctions {
  constructor(
    private readonly deps: RefundsDeps,
    private readonly auth: AuthContext,
    /** This instance's cached sessions: a sign-in block forgets the person's at once after the commit. */
    private readonly sessions: Pick<AuthSessions, 'forgetPerson'> | undefined,
  ) {}

  private async assertAttendee(personId: number) {
    const [row] = await this.deps.db
      .select({ id: attendees.id })
      .from(attendees)
      .where(eq(attendees.personId, personId))
      .limit(1);
    if (!row) throw notFound(M.personNotFound);
  }

  async impose(personId: number, body: TSanctionBody): Promise<void> {
    await this.assertAttendee(personId);
    const { db, now } = this.deps;
    const imposed = await db.transaction((tx) =>
      imposeSanction(tx, now(), actorOf(this.auth), { personId, kind: body.kind, reason: body.reason }),
    );
    if (imposed.endsSessions) this.sessions?.forgetPerson(personId);
  }

  async lift(personId: number, sanctionId: number, body: TSanctionLiftBody): Promise<void> {
    await this.assertAttendee(personId);
    const { db, now } = this.deps;
    await db.transaction((tx) =>
      liftSanction(tx, now(), actorOf(this.auth), { personId, sanctionId, reason: body.reason }),
    );
  }

  /**
   * Cancels every paid order of the person for an event that has not started and was not cancelled:
   * all its valid tickets, refunded what their policies give back today (POLICY) or all that remains
   * of the payment (FULL). All or nothing: one refused undoes the rest. 409 when there is none.
   */
  async cancelRegistrations(personId: number, body: TCancelRegistrationsBody): Promise<TCancelRegistrationsOutcome> {
    await this.assertAttendee(personId);
    const { db, now: clock } = this.deps;
    const actor = actorOf(this.auth);
    const done = await retryingTransaction(db, async (tx) => {
      const now = clock();
      const [person] = await tx
        .select({ email: persons.email, firstName: persons.firstName, surname: persons.surname })
        .from(persons)
        .where(eq(persons.id, personId));
      // Ascending ids: the lock order of every writer of orders.
      const upcoming = await tx
        .select({ id: orders.id, eventName: events.name, currency: orders.currency })
        .from(orders)
        .innerJoin(events, eq(events.id, orders.eventId))
        .where(
          and(
            eq(orders.personId, personId),
            eq(orders.status, 'paid'),
            gt(events.startAt, now),
            isNull(events.cancelledAt),
          ),
        )
        .orderBy(asc(orders.id));
      if (!upcoming.length) throw conflict(M.nothingToCancel);
      const refundIds: string[] = [];
      const refunded = new Map<string, number>();
      let ticketsCancelled = 0;
      const owner = { kind: 'admin' as const, auth: this.auth };
      const reason = `Registrations cancelled by Pavilion: ${body.reason}`;
      for (let i = 0; i < upcoming.length; i += CANCEL_CHUNK) {
        const chunk = upcoming.slice(i, i + CANCEL_CHUNK);
        const outcomes = await cancelOrdersIn(
          this.deps,
          tx,
          chunk.map(({ id }) => ({ owner, orderId: id, request: { reason, everything: body.refund === 'FULL' } })),
          now,
        );
        outcomes.forEach((outcome, k) => {
          if (!outcome.ok) throw outcome.error;
          if (outcome.value.refundId) refundIds.push(outcome.value.refundId);
          const currency = chunk[k].currency;
          refunded.set(currency, (refunded.get(currency) ?? 0) + outcome.value.amountMinor);
          ticketsCancelled += outcome.value.cancelledTickets;
        });
      }
      await enqueueEmail(
        tx,
        registrationsCancelledEmail(
          { to: person.email, firstName: person.firstName, language: await languageOfPerson(tx, personId) },
          body.reason,
          [...new Set(upcoming.map((o) => o.eventName))],
          body.refund,
        ),
      );
      const refundedList = [...refunded].map(([currency, minor]) => ({
        amount: fromMinor(minor, currency as never),
        currency: currency as (typeof upcoming)[number]['currency'],
      }));
      await recordAudit(tx, now, actor, {
        action: 'person.registrations-cancelled',
        entityType: 'person',
        entityId: personId,
        entityName: `${`${person.firstName} ${person.surname}`.trim()} (${person.email})`,
        summary: storedMessage(A, 'registrationsCancelled', {
          count: upcoming.length,
          refund: body.refund,
          reason: body.reason,
        }),
        before: { orderIds: upcoming.map((o) => o.id) },
        after: { ticketsCancelled, refund: body.refund, refunded: refundedList },
      });
      return { ordersCancelled: upcoming.length, ticketsCancelled, refundIds, refunded: refundedList };
    });
    // Each under its own idempotency key; one the gateway refuses is left to the refund worker.
    const sender = new RefundSender(this.deps);
    for (let i = 0; i < done.refundIds.length; i += CANCEL_CHUNK) {
      await sender.sendMany(done.refundIds.slice(i, i + CANCEL_CHUNK));
    }
    return { ordersCancelled: done.ordersCancelled, ticketsCancelled: done.ticketsCancelled, refunded: done.refunded };
  }
}
