// The copy of everything Pavilion holds about one person (their right of access): built with the
// person's id only, so no one reaches another person's data through it. Read by the person from
// Settings and by an administrator for a request received by post.
import type { Writable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  decimalAmount,
  fromMinor,
  invoiceNumberText,
  type TCurrencyCode,
  type TPersonalDataCopy,
  type TPersonalDataCsvKind,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { csvWriter, type CsvColumn } from '../../platform/csv';
import { notFound } from '../../platform/errors';

type Row = Record<string, unknown>;

const iso = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString() : String(v));

/** The rows of a query as JSON objects, in PostgreSQL's JSON form (times as ISO 8601 text). */
async function jsonRows(db: DbOrTx, query: SQL): Promise<Row[]> {
  const [row] = rowsOf<{ rows: Row[] | string | null }>(
    await db.execute(sql`select coalesce(json_agg(r), '[]'::json) as rows from (${query}) r`),
  );
  const rows = row?.rows ?? [];
  return typeof rows === 'string' ? (JSON.parse(rows) as Row[]) : rows;
}

const ORDER_COLUMNS: CsvColumn[] = [
  { key: 'id', header: 'Order' },
  { key: 'createdAt', header: 'Created' },
  { key: 'event', header: 'Event' },
  { key: 'status', header: 'Status' },
  { key: 'tickets', header: 'Tickets' },
  { key: 'total', header: 'Total' },
  { key: 'currency', header: 'Currency' },
  { key: 'paymentMethod', header: 'Payment method' },
  { key: 'paidAt', header: 'Paid' },
  { key: 'buyerFirstName', header: 'First name' },
  { key: 'buyerSurname', header: 'Surname' },
  { key: 'buyerEmail', header: 'Email' },
  { key: 'companyName', header: 'Company' },
  { key: 'companyVatNumber', header: 'VAT number' },
];

const TICKET_COLUMNS: CsvColumn[] = [
  { key: 'id', header: 'Ticket' },
  { key: 'orderId', header: 'Order' },
  { key: 'event', header: 'Event' },
  { key: 'eventStart', header: 'Event starts' },
  { key: 'ticketType', header: 'Ticket type' },
  { key: 'relation', header: 'Relation' },
  { key: 'status', header: 'Status' },
  { key: 'price', header: 'Price' },
  { key: 'currency', header: 'Currency' },
  { key: 'firstName', header: 'Attendee first name' },
  { key: 'surname', header: 'Attendee surname' },
  { key: 'email', header: 'Attendee email' },
  { key: 'checkedInAt', header: 'Checked in' },
];

/** Minor units as the amount's decimal text with all its currency's decimals (290.00, 1500). */
const amount = (minor: unknown, currency: unknown) => {
  const code = currency as TCurrencyCode;
  return decimalAmount(fromMinor(Number(minor), code), code);
};

export class PersonalDataCopy {
  constructor(
    private readonly db: DbOrTx,
    private readonly personId: number,
    private readonly now: () => Date,
  ) {}

  private ordersQuery(): SQL {
    return sql`select o.id, o.created_at as "createdAt", e.name as event, o.status, o.ticket_count as tickets,
        o.total_minor as "totalMinor", o.discount_minor as "discountMinor", o.currency,
        o.payment_method as "paymentMethod", o.payment_reference as "paymentReference", o.paid_at as "paidAt",
        o.buyer_first_name as "buyerFirstName", o.buyer_surname as "buyerSurname", o.buyer_email as "buyerEmail",
        o.company_name as "companyName", o.company_address as "companyAddress",
        o.company_country_code as "companyCountryCode", o.company_vat_number as "companyVatNumber",
        o.company_reference as "companyReference", o.damage_consent_at as "damageConsentAt",
        (select coalesce(json_agg(json_build_object('at', p.created_at, 'status', p.status, 'cardBrand', p.card_brand,
            'cardLast4', p.card_last4, 'cardholderName', p.cardholder_name, 'cardholderAddress', p.cardholder_address,
            'cardholderZipCode', p.cardholder_zip_code) order by p.created_at), '[]'::json)
           from payments p where p.order_id = o.id) as payments,
        (select coalesce(json_agg(json_build_object('at', f.created_at, 'status', f.status, 'amountMinor', f.amount_minor,
            'reason', f.reason) order by f.created_at), '[]'::json)
           from refunds f where f.order_id = o.id) as refunds
      from orders o join events e on e.id = o.event_id
      where o.person_id = ${this.personId}
      order by o.created_at, o.id`;
  }

  private ticketsQuery(): SQL {
    return sql`select t.id, t.order_id as "orderId", e.name as event, e.start_at as "eventStart",
        tt.name as "ticketType",
        case when o.person_id <> ${this.personId} then 'received'
          when t.holder_person_id = ${this.personId}
            or (t.holder_person_id is null and (t.email is null or lower(t.email) = lower(me.email))) then 'held'
          else 'passed-on' end as relation,
        t.status, t.price_minor as "priceMinor", t.currency, t.first_name as "firstName", t.surname,
        t.email, t.company, t.job_title as "jobTitle", t.checked_in_at as "checkedInAt", t.cancelled_at as "cancelledAt"
      from tickets t join orders o on o.id = t.order_id join events e on e.id = t.event_id
      join ticket_types tt on tt.id = t.ticket_type_id
      cross join (select email from persons where id = ${this.personId}) me
      where o.person_id = ${this.personId} or t.holder_person_id = ${this.personId}
      order by t.created_at, t.id`;
  }

  async read(): Promise<TPersonalDataCopy> {
    const { db, personId } = this;
    const [person] = rowsOf<Row>(
      await db.execute(sql`select p.*, c.name as country_name from persons p
        left join countries c on c.id = p.country_id where p.id = ${personId}`),
    );
    if (!person) throw notFound(NOT_FOUND.person);
    const names = async (q: SQL) => rowsOf<{ name: string }>(await db.execute(q)).map((r) => r.name);
    const [settings] = rowsOf<Row>(
      await db.execute(sql`select email_notifications as "emailNotifications", registration_alerts as "registrationAlerts",
        marketing_emails as "marketingEmails", daily_digest as "dailyDigest", instant_alerts as "instantAlerts",
        auto_publish as "autoPublish", default_currency as "defaultCurrency", default_timezone as "defaultTimezone",
        default_language as "defaultLanguage", max_events_per_page as "maxEventsPerPage",
        preferred_contact_method as "preferredContactMethod", contact_hours as "contactHours", updated_at as "updatedAt"
        from person_settings where person_id = ${personId}`),
    );
    const [newsletter] = rowsOf<Row>(
      await db.execute(sql`select created_at, confirmed_at, unsubscribed_at from newsletter_subscriptions
        where lower(email) = lower(${person.email as string})`),
    );
    const [membership] = rowsOf<Row>(
      await db.execute(sql`select p.name as partner, m.role, m.created_at from partner_members m
        join partners p on p.id = m.partner_id where m.person_id = ${personId}`),
    );
    const invoices = (
      await jsonRows(
        db,
        sql`select i.id, i.partner_id as "partnerId", i.number, i.kind, i.order_id as "orderId", i.issued_at as "issuedAt",
          i.currency, i.total_minor as "totalMinor", i.vat_minor as "vatMinor", i.buyer, i.seller->>'name' as seller
        from invoices i join orders o on o.id = i.order_id where o.person_id = ${personId} order by i.issued_at, i.id`,
      )
    ).map(({ partnerId, number, ...rest }) => ({
      number: invoiceNumberText(Number(partnerId), Number(number)),
      ...rest,
    }));

    return {
      producedAt: this.now().toISOString(),
      profile: {
        id: personId,
        email: String(person.email),
        firstName: String(person.first_name),
        surname: String(person.surname),
        phoneNumber: (person.phone_number as string | null) ?? null,
        dateOfBirth: iso(person.date_of_birth)?.slice(0, 10) ?? null,
        companyName: (person.company_name as string | null) ?? null,
        jobTitle: (person.job_title as string | null) ?? null,
        jobTitles: await names(sql`select o.name from person_job_titles j join option_items o on o.id = j.job_title_id
          where j.person_id = ${personId} order by o.name`),
        sectors: await names(sql`select s.name from person_sectors j join sectors s on s.id = j.sector_id
          where j.person_id = ${personId} order by s.name`),
        address: (person.address as string | null) ?? null,
        city: (person.city as string | null) ?? null,
        zipCode: (person.zip_code as string | null) ?? null,
        country: (person.country_name as string | null) ?? null,
        hasProfileImage: person.image_file_id != null,
        emailVerifiedAt: iso(person.email_verified_at),
        createdAt: iso(person.created_at) ?? '',
      },
      settings: settings ? { ...settings, updatedAt: iso(settings.updatedAt) } : null,
      consents: {
        marketingEmails: settings ? Boolean(settings.marketingEmails) : false,
        newsletter: newsletter
          ? {
              subscribedAt: iso(newsletter.created_at) ?? '',
              confirmedAt: iso(newsletter.confirmed_at),
              unsubscribedAt: iso(newsletter.unsubscribed_at),
            }
          : null,
        legalAcceptances: await jsonRows(
          db,
          sql`select a.document, a.version, a.accepted_at as "acceptedAt", a.place from legal_acceptances a
            where a.person_id = ${personId} order by a.accepted_at, a.id`,
        ),
      },
      partnerMembership: membership
        ? {
            partner: String(membership.partner),
            role: String(membership.role),
            since: iso(membership.created_at) ?? '',
          }
        : null,
      orders: await jsonRows(db, this.ordersQuery()),
      tickets: await jsonRows(db, this.ticketsQuery()),
      invoices,
      reviews: await jsonRows(
        db,
        sql`select r.id, e.name as event, r.reviewer_name as "reviewerName", r.score, r.venue_score as "venueScore",
          r.content_score as "contentScore", r.networking_score as "networkingScore", r.staff_score as "staffScore",
          r.value_score as "valueScore", r.comment, r.status, r.created_at as "createdAt",
          (select json_build_object('comment', rr.comment, 'status', rr.status) from review_replies rr where rr.review_id = r.id) as "partnerReply"
        from reviews r join events e on e.id = r.event_id where r.person_id = ${personId} order by r.created_at, r.id`,
      ),
      reviewReplies: await jsonRows(
        db,
        sql`select rr.review_id as "reviewId", rr.comment, rr.status, rr.created_at as "createdAt"
        from review_replies rr where rr.person_id = ${personId} order by rr.created_at`,
      ),
      favourites: await jsonRows(
        db,
        sql`select e.id as "eventId", e.name as event, f.created_at as "savedAt"
        from favourites f join events e on e.id = f.event_id where f.person_id = ${personId} order by f.created_at`,
      ),
      waitingListPlaces: await jsonRows(
        db,
        sql`select w.id, e.name as event, tt.name as "ticketType", w.quantity, w.status, w.joined_at as "joinedAt",
          w.offered_at as "offeredAt", w.offer_expires_at as "offerExpiresAt"
        from waiting_list_places w join events e on e.id = w.event_id join ticket_types tt on tt.id = w.ticket_type_id
        where w.person_id = ${personId} order by w.joined_at, w.id`,
      ),
      notifications: await jsonRows(
        db,
        sql`select id, subject, text, link, created_at as "createdAt", read_at as "readAt"
        from notifications where person_id = ${personId} order by created_at, id`,
      ),
      emails: await jsonRows(
        db,
        sql`select id, template, subject, status, created_at as "createdAt", sent_at as "sentAt"
        from email_outbox where person_id = ${personId} or lower(to_address) = lower(${person.email as string})
        order by created_at, id`,
      ),
      signInActivity: await jsonRows(
        db,
        sql`select created_at as "at", success, ip_address as "ipAddress", user_agent as "userAgent"
        from login_attempts where person_id = ${personId} order by created_at desc, id desc`,
      ),
      sanctions: await jsonRows(
        db,
        sql`select kind, reason, created_at as "createdAt", ends_at as "endsAt", lifted_at as "liftedAt"
        from person_sanctions where person_id = ${personId} order by created_at`,
      ),
    };
  }

  /** Throws 404 for an id that is no person. */
  async assertExists(): Promise<void> {
    const [row] = rowsOf(await this.db.execute(sql`select 1 from persons where id = ${this.personId}`));
    if (!row) throw notFound(NOT_FOUND.person);
  }

  /** The orders or the tickets of the copy as CSV, written to `out`. */
  async writeCsv(kind: TPersonalDataCsvKind, out: Writable): Promise<void> {
    const csv = csvWriter(out, kind === 'orders' ? ORDER_COLUMNS : TICKET_COLUMNS);
    const rows = await jsonRows(this.db, kind === 'orders' ? this.ordersQuery() : this.ticketsQuery());
    for (const r of rows) {
      await csv.write(
        kind === 'orders'
          ? { ...r, total: amount(r.totalMinor, r.currency) }
          : { ...r, price: amount(r.priceMinor, r.currency) },
      );
    }
    await csv.end();
  }
}
