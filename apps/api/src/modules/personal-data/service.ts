// Closing an account (the right to erasure): the person's sessions end, and their name, email, phone,
// address, date of birth, photo and company details are erased or replaced by an anonymous label
// wherever they appear. What the law makes us keep stays as it was issued: invoices and credit notes
// (immutable, with the buyer they were made out to), the ledger (no personal data) and the orders
// behind them (amounts and dates, the buyer's name replaced), and the audit log of administrators'
// actions (rows are only ever added). See docs/decisions/0027-closing-an-account-erases-the-person-and-keeps.md, "Closing an account".
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import {
  CLOSED_ACCOUNT_NAME,
  closedAccountEmail,
  formatList,
  isClosedAccountEmail,
  PERSONAL_DATA_MESSAGES as M,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import type { AuthSessions } from '../../platform/auth';
import { AUDIT_SUMMARY_TEXT as A, type AuditActor, recordAudit } from '../../platform/audit';
import type { ModuleContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { retryingTransaction } from '../../platform/locks';
import { storedMessage } from '../../platform/stored-message';
import { SignInThrottle, type AttemptMeta } from '../auth';

/** Uploaded profile images live under this prefix (modules/accounts); other files are not the person's. */
const PROFILE_IMAGE_PREFIX = 'profile-images/';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Deps = Pick<ModuleContext, 'db' | 'now' | 'storage'> & { sessions?: Pick<AuthSessions, 'forgetPerson'> };

/** How a closing was asked for: by the person with their password, or by an administrator. */
export type ClosingRequest =
  | { by: 'person'; password: string; meta: AttemptMeta }
  | { by: 'admin'; actor: AuditActor; reason: string };

export class AccountClosing {
  constructor(
    private readonly deps: Deps,
    private readonly personId: number,
  ) {}

  /**
   * Closes the account, or refuses in words and changes nothing: a wrong password (400), tickets held
   * for events still to come or an order awaiting payment (409, naming the events), the only member of
   * a partner account (409). Answers how many orders are kept for the law.
   */
  async close(request: ClosingRequest): Promise<{ ordersKept: number }> {
    const { db, now } = this.deps;
    const [person] = rowsOf<{ email: string; password_hash: string | null }>(
      await db.execute(sql`select email, password_hash from persons where id = ${this.personId}`),
    );
    if (!person || isClosedAccountEmail(person.email)) throw notFound(NOT_FOUND.person);
    if (request.by === 'person') {
      const throttle = new SignInThrottle(db, now);
      await throttle.assertMayTry(person.email, request.meta.ip);
      const ok = !!person.password_hash && (await bcrypt.compare(request.password, person.password_hash));
      if (!ok) {
        await throttle.record(person.email, this.personId, false, request.meta);
        throw new AppError('VALIDATION', M.passwordWrong, { password: M.passwordWrong });
      }
    }
    const result = await retryingTransaction(db, (tx) =>
      this.closeIn(tx, request.by === 'admin' ? { actor: request.actor, reason: request.reason } : null),
    );
    this.deps.sessions?.forgetPerson(this.personId);
    if (result.imageKey) await this.deps.storage.delete(result.imageKey);
    return { ordersKept: result.ordersKept };
  }

  /**
   * The closing itself, within `tx`: refused in words (nothing changed) or done; `audit` names who
   * asked on the person's behalf and why (null when the person closes it themselves). Answers how many
   * orders stay for the law and the storage key of a profile image to delete once committed.
   */
  async closeIn(
    tx: DbOrTx,
    audit: { actor: AuditActor | null; reason: string } | null,
  ): Promise<{ ordersKept: number; imageKey: string | null }> {
    // The person's row first: two closings (or a closing and a purchase) wait for one another.
    const [locked] = rowsOf<{
      email: string;
      first_name: string;
      surname: string;
      phone_number: string | null;
      image_file_id: string | null;
    }>(
      await tx.execute(
        sql`select email, first_name, surname, phone_number, image_file_id from persons where id = ${this.personId} for update`,
      ),
    );
    if (!locked || isClosedAccountEmail(locked.email)) throw notFound(NOT_FOUND.person);
    await this.assertMayClose(tx, locked.email);
    const ordersKept = await this.erase(tx, {
      email: locked.email,
      name: `${locked.first_name} ${locked.surname}`,
      phone: locked.phone_number,
    });
    if (audit) {
      await recordAudit(tx, this.deps.now(), audit.actor, {
        action: 'person.closed',
        entityType: 'person',
        entityId: this.personId,
        entityName: `${CLOSED_ACCOUNT_NAME.firstName} ${CLOSED_ACCOUNT_NAME.surname} #${this.personId}`,
        summary: storedMessage(A, 'accountClosed', { reason: audit.reason }),
      });
    }
    return { ordersKept, imageKey: await this.dropImage(tx, locked.image_file_id) };
  }

  /** Refuses a closing that would leave tickets, a payment or a partner account without its holder. */
  private async assertMayClose(tx: DbOrTx, email: string): Promise<void> {
    const me = this.personId;
    const at = this.deps.now().toISOString();
    // Tickets the person holds: given to them, or in their own order and not passed on to someone else.
    const upcoming = rowsOf<{ name: string }>(
      await tx.execute(sql`select distinct e.name from tickets t join orders o on o.id = t.order_id
        join events e on e.id = t.event_id
        where t.status = 'valid' and o.status = 'paid' and e.end_at > ${at}::timestamptz and e.cancelled_at is null
          and (t.holder_person_id = ${me}
            or (o.person_id = ${me} and t.holder_person_id is null and (t.email is null or lower(t.email) = lower(${email}))))
        order by e.name`),
    );
    if (upcoming.length) throw conflict(M.upcomingTickets({ events: formatList(upcoming.map((r) => r.name)) }));
    const unpaid = rowsOf<{ name: string }>(
      await tx.execute(sql`select distinct e.name from orders o join events e on e.id = o.event_id
        where o.person_id = ${me} and o.status in ('pending', 'awaiting_payment') and o.hold_expires_at > ${at}::timestamptz
        order by e.name`),
    );
    if (unpaid.length) throw conflict(M.unpaidOrders({ events: formatList(unpaid.map((r) => r.name)) }));
    const [membership] = rowsOf<{ name: string; members: number }>(
      await tx.execute(sql`select p.name, (select count(*)::int from partner_members o where o.partner_id = m.partner_id) as members
        from partner_members m join partners p on p.id = m.partner_id where m.person_id = ${me}`),
    );
    if (membership && Number(membership.members) <= 1) throw conflict(M.lastMember({ partner: membership.name }));
  }

  /** Erases or replaces every personal field of the person; answers how many orders stay for the law. */
  private async erase(tx: DbOrTx, person: { email: string; name: string; phone: string | null }): Promise<number> {
    const { email } = person;
    const me = this.personId;
    const at = this.deps.now().toISOString();
    const anonymous = closedAccountEmail(me);
    const { firstName, surname } = CLOSED_ACCOUNT_NAME;
    const label = `${firstName} ${surname}`;
    const run = (q: ReturnType<typeof sql>) => tx.execute(q);
    /** What identifies the person in free text, longest first, and what takes its place. */
    const personalTexts: [string, string][] = [
      [email, anonymous],
      [person.name, label],
      ...(person.phone ? [[person.phone, ''] as [string, string]] : []),
    ];

    // Tickets the person held: the attendee's details become the label.
    await run(sql`update tickets t set first_name = ${firstName}, surname = ${surname}, email = ${anonymous},
        company = '', job_title = ''
      where t.holder_person_id = ${me}
        or (lower(t.email) = lower(${email}) and t.order_id in (select id from orders where person_id = ${me}))`);
    // Orders: kept for tax (amounts, dates, event), the buyer's name, address and company erased.
    const kept = rowsOf<{ id: string }>(
      await tx.execute(sql`update orders set buyer_first_name = ${firstName}, buyer_surname = ${surname},
          buyer_email = ${anonymous}, company_name = null, company_address = null, company_country_code = null,
          company_vat_number = null, company_reference = null, company_vat_check = null, updated_at = ${at}::timestamptz
        where person_id = ${me} returning id`),
    );
    await run(sql`update order_registrations set buyer_email = ${anonymous}
      where order_id in (select id from orders where person_id = ${me})`);
    await run(sql`update payments set cardholder_name = ${label}, cardholder_address = '', cardholder_zip_code = ''
      where order_id in (select id from orders where person_id = ${me})`);
    // A refund by bank transfer already sent keeps its amount and date, not the account it went to; one
    // still owed keeps the account until it is paid (the money is the person's).
    await run(sql`update refunds set payee_name = ${label}, payee_iban = null, payee_bic = null
      where status = 'refunded' and payee_iban is not null
        and order_id in (select id from orders where person_id = ${me})`);
    // Payments stay with their card's brand, last digits and amounts (chargebacks, the ledger); no name.
    // Published reviews stay, as the content guidelines say, under no name (the pages show "Former attendee").
    await run(sql`update reviews set reviewer_name = '' where person_id = ${me}`);
    await run(sql`update review_replies set person_id = null where person_id = ${me}`);
    await run(sql`delete from review_invitations where lower(email) = lower(${email})`);
    await run(sql`update damage_claims set filed_by_name = ${label} where filed_by_person_id = ${me}`);
    // A partner team member: the membership ends; the partner and its data stay with the partner.
    await run(
      sql`update partner_invitations set email = ${anonymous} where accepted_by = ${me} or lower(email) = lower(${email})`,
    );
    await run(sql`delete from partner_members where person_id = ${me}`);
    // What was the person's alone.
    await run(sql`delete from favourites where person_id = ${me}`);
    await run(sql`delete from waiting_list_places where person_id = ${me} and status = 'waiting'`);
    await run(sql`delete from notifications where person_id = ${me}`);
    await run(sql`delete from email_digests where person_id = ${me}`);
    await run(sql`delete from email_outbox where person_id = ${me} or lower(to_address) = lower(${email})`);
    await run(sql`delete from dev_mailbox where lower(to_address) = lower(${email})`);
    // Emails to others that name the person (a colleague's ticket, a partner's sale notice): the name,
    // address and phone become the label in our copy; what was delivered is the recipient's.
    for (const table of ['email_outbox', 'dev_mailbox']) {
      const id = sql.identifier(table);
      for (const [needle, replacement] of personalTexts) {
        const pattern = escapeRegExp(needle);
        await run(sql`update ${id} set subject = regexp_replace(subject, ${pattern}, ${replacement}, 'gi'),
            html = regexp_replace(html, ${pattern}, ${replacement}, 'gi'),
            text = regexp_replace(text, ${pattern}, ${replacement}, 'gi')
          where strpos(lower(html), lower(${needle})) > 0 or strpos(lower(text), lower(${needle})) > 0
            or strpos(lower(subject), lower(${needle})) > 0`);
      }
    }
    await run(sql`delete from newsletter_sends where person_id = ${me} or email = lower(${email})`);
    await run(sql`delete from newsletter_subscriptions where lower(email) = lower(${email})`);
    await run(sql`delete from login_attempts where person_id = ${me} or lower(email) = lower(${email})`);
    await run(sql`delete from auth_tokens where person_id = ${me}`);
    await run(sql`delete from person_sectors where person_id = ${me}`);
    await run(sql`delete from person_job_titles where person_id = ${me}`);
    await run(sql`delete from person_settings where person_id = ${me}`);
    // Every session ends now (the cache hears it through the trigger; this instance forgets after commit).
    await run(sql`delete from sessions where person_id = ${me}`);
    // The person: a label and an address on a reserved domain, so the real address is free again.
    await run(sql`update persons set email = ${anonymous}, first_name = ${firstName}, surname = ${surname},
        password_hash = null, phone_number = null, date_of_birth = null, company_name = null, job_title = null,
        address = null, city = null, zip_code = null, country_id = null, email_verified_at = null,
        is_admin = false, updated_at = ${at}::timestamptz
      where id = ${me}`);
    return kept.length;
  }

  /** Drops the profile image (after the person's row no longer points at it); answers its storage key. */
  private async dropImage(tx: DbOrTx, fileId: string | null): Promise<string | null> {
    if (!fileId) return null;
    await tx.execute(sql`update persons set image_file_id = null where id = ${this.personId}`);
    const [file] = rowsOf<{ storage_key: string }>(
      await tx.execute(sql`select storage_key from files where id = ${fileId}`),
    );
    if (!file || !file.storage_key.startsWith(PROFILE_IMAGE_PREFIX)) return null;
    await tx.execute(sql`delete from files where id = ${fileId}`);
    return file.storage_key;
  }
}
