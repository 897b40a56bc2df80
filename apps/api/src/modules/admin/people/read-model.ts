// The console's people: attendee accounts as a list (search by name or email, newest first), and one
// person with their latest orders, reviews, strikes and reviewing standing, and every block (active
// first, then newest), with who imposed and lifted each.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  contactPreferences,
  fromMinor,
  SANCTION_MESSAGES as M,
  type TAdminPeoplePage,
  type TAdminPeopleQuery,
  type TAdminPersonDetail,
  type TPersonSanction,
  type TSanctionKind,
} from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { attendees, events, orders, persons, personSanctions, personSettings, reviews } from '../../../db/schema';
import { containsPattern, listPage, notNull, searchedTotal } from '../../../platform/list';
import { notFound } from '../../../platform/errors';
import { strikesOf, toStatus } from '../../reviews';
import { isActiveAt, sanctionsOf } from '../../sanctions';

const imposer = alias(persons, 'imposer');
const fullName = (p: { firstName: string; surname: string }) => `${p.firstName} ${p.surname}`.trim();

export class AdminPeople {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    /** A search counts exactly up to this many matches (config.listExactTotalUpTo). */
    private readonly exactTotalUpTo = 1_000,
  ) {}

  private async blocksOf(personIds: number[]): Promise<Map<number, TSanctionKind[]>> {
    const map = new Map<number, TSanctionKind[]>();
    if (!personIds.length) return map;
    const rows = await this.db
      .select({ personId: personSanctions.personId, kind: personSanctions.kind })
      .from(personSanctions)
      .where(and(inArray(personSanctions.personId, personIds), isActiveAt(this.now())))
      .orderBy(asc(personSanctions.kind));
    for (const r of rows) map.set(r.personId, [...(map.get(r.personId) ?? []), r.kind]);
    return map;
  }

  async list(query: TAdminPeopleQuery): Promise<TAdminPeoplePage> {
    const pattern = query.q ? containsPattern(query.q) : null;
    const isAttendee = sql`exists (select 1 from ${attendees} where ${attendees.personId} = ${persons.id})`;
    const where = and(
      isAttendee,
      pattern
        ? or(ilike(persons.email, pattern), ilike(sql`${persons.firstName} || ' ' || ${persons.surname}`, pattern))
        : undefined,
    ) as SQL;
    const sorts = {
      joinedAt: notNull(persons.createdAt),
      name: [notNull(sql`lower(${persons.surname})`), notNull(sql`lower(${persons.firstName})`)],
    };
    return listPage(query, sorts, persons.id, {
      rows: async ({ orderBy, limit, offset }) => {
        const rows = await this.db
          .select({
            id: persons.id,
            email: persons.email,
            firstName: persons.firstName,
            surname: persons.surname,
            createdAt: persons.createdAt,
          })
          .from(persons)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
        const blocks = await this.blocksOf(rows.map((r) => r.id));
        return rows.map((r) => ({
          id: r.id,
          name: fullName(r),
          email: r.email,
          joinedAt: r.createdAt.toISOString(),
          blocks: blocks.get(r.id) ?? [],
        }));
      },
      count: async () =>
        pattern
          ? searchedTotal(this.db, sql`${persons}`, where, this.exactTotalUpTo)
          : (await this.db.select({ n: count() }).from(persons).where(where))[0].n,
    });
  }

  async get(personId: number): Promise<TAdminPersonDetail> {
    const now = this.now();
    const [person] = await this.db
      .select({
        id: persons.id,
        email: persons.email,
        firstName: persons.firstName,
        surname: persons.surname,
        phoneNumber: persons.phoneNumber,
        createdAt: persons.createdAt,
        contactMethod: personSettings.preferredContactMethod,
        contactHours: personSettings.contactHours,
        contactLanguage: personSettings.language,
      })
      .from(persons)
      .innerJoin(attendees, eq(attendees.personId, persons.id))
      .leftJoin(personSettings, eq(personSettings.personId, persons.id))
      .where(eq(persons.id, personId));
    if (!person) throw notFound(M.personNotFound);
    const [orderRows, reviewRows, standing, sanctionRows] = await Promise.all([
      this.db
        .select({ order: orders, eventName: events.name, eventStartAt: events.startAt })
        .from(orders)
        .innerJoin(events, eq(events.id, orders.eventId))
        .where(eq(orders.personId, personId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(50),
      this.db
        .select({ review: reviews, eventName: events.name })
        .from(reviews)
        .innerJoin(events, eq(events.id, reviews.eventId))
        .where(eq(reviews.personId, personId))
        .orderBy(desc(reviews.createdAt))
        .limit(50),
      strikesOf(this.db, personId, now),
      this.sanctions(personId),
    ]);
    const active = sanctionRows.filter((s) => s.active);
    return {
      id: person.id,
      name: fullName(person),
      email: person.email,
      phoneNumber: person.phoneNumber,
      contact: contactPreferences(person),
      joinedAt: person.createdAt.toISOString(),
      blocks: active.map((s) => s.kind).sort(),
      orders: orderRows.map(({ order: o, eventName, eventStartAt }) => ({
        id: o.id,
        eventId: o.eventId,
        eventName,
        eventStartAt: eventStartAt.toISOString(),
        status: o.status === 'pending' && o.holdExpiresAt <= now ? 'expired' : o.status,
        tickets: o.ticketCount,
        total: fromMinor(o.totalMinor, o.currency),
        currency: o.currency,
        createdAt: o.createdAt.toISOString(),
      })),
      reviews: reviewRows.map(({ review: r, eventName }) => ({
        id: r.id,
        eventName,
        score: r.score,
        status: toStatus(r.status),
        submittedAt: r.createdAt.toISOString(),
      })),
      strikes: standing.strikes,
      reviewing: { state: standing.state, suspendedUntil: standing.suspendedUntil?.toISOString() ?? null },
      sanctions: [...active, ...sanctionRows.filter((s) => !s.active)],
    };
  }

  private async sanctions(personId: number): Promise<TPersonSanction[]> {
    const now = this.now();
    const rows = await sanctionsOf(this.db, personId);
    if (!rows.length) return [];
    const ids = [...new Set(rows.flatMap((r) => [r.byPersonId, r.liftedByPersonId]).filter((id) => id !== null))];
    const names = new Map<number, string | null>();
    if (ids.length) {
      const people = await this.db
        .select({
          id: imposer.id,
          name: sql<string | null>`nullif(trim(${imposer.firstName} || ' ' || ${imposer.surname}), '')`,
        })
        .from(imposer)
        .where(inArray(imposer.id, ids));
      for (const p of people) names.set(p.id, p.name);
    }
    return rows.map((r) => {
      const ended = r.liftedAt === null && r.endsAt !== null && r.endsAt <= now;
      return {
        id: r.id,
        kind: r.kind,
        reason: r.reason,
        at: r.createdAt.toISOString(),
        by: r.byPersonId === null ? null : (names.get(r.byPersonId) ?? null),
        endsAt: r.endsAt?.toISOString() ?? null,
        active: r.liftedAt === null && !ended,
        liftedAt: (r.liftedAt ?? (ended ? r.endsAt : null))?.toISOString() ?? null,
        liftedBy: r.liftedByPersonId === null ? null : (names.get(r.liftedByPersonId) ?? null),
        liftReason: r.liftReason ?? (ended ? 'The temporary block ended' : null),
      };
    });
  }
}
