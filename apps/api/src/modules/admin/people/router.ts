// The console's people: GET /api/admin/people/, GET /api/admin/people/{id}, and the sanctions on an
// attendee account: POST .../sanctions (block registrations or sign-in), .../sanctions/{sanctionId}/lift
// and .../cancel-registrations.
import {
  SANCTION_KINDS,
  SANCTION_MESSAGES as M,
  ZAdminPeoplePage,
  ZAdminPeopleQuery,
  ZAdminPersonDetail,
  ZCancelRegistrationsBody,
  ZCancelRegistrationsOutcome,
  ZIdParam,
  ZSanctionBody,
  ZSanctionLiftBody,
  ZSanctionParams,
  ZPersonalDataCopy,
  ZPersonalDataRequest,
  ZAccountClosed,
  API_PATHS,
  NOT_FOUND,
  PERSONAL_DATA_MESSAGES,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { AdminPeople } from './read-model';
import { AdminSanctions } from './service';
import { AccountClosing, PersonalDataCopy, sendCopyAsFile } from '../../personal-data';
import { AUDIT_SUMMARY_TEXT as A, actorOf, recordAudit } from '../../../platform/audit';
import { storedMessage } from '../../../platform/stored-message';

export function adminPeopleModule(ctx: ModuleContext) {
  const { db, now, config, paymentGateway, logger, sessions } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: people', access: 'admin' });
  const people = new AdminPeople(db, now, config.listExactTotalUpTo);
  const refundDeps = { db, gateway: paymentGateway, now, logger, config };

  m.get(
    API_PATHS.adminPeople,
    {
      summary: 'Attendee accounts, a page at a time',
      description:
        'Search by name or email (`q`); newest accounts first unless sorted by `name`. Each names the blocks active now (`REGISTRATIONS`, `SIGN_IN`, `SUPPORT`, `PLATFORM`).',
      query: ZAdminPeopleQuery,
      response: ZAdminPeoplePage,
    },
    ({ query }) => people.list(query),
  );

  m.get(
    API_PATHS.adminPerson,
    {
      summary: 'One attendee account with its orders, reviews, strikes and blocks',
      description:
        'The latest 50 orders and reviews, every review strike with the reviewing standing, and every block, active first, with its reason, who imposed it and when, and who lifted it, when and why (`by` null: the rules imposed it, on a third review strike).',
      params: ZIdParam,
      response: ZAdminPersonDetail,
      errors: { 404: M.personNotFound },
    },
    ({ params }) => people.get(params.id),
  );

  m.post(
    API_PATHS.adminPersonSanctions,
    {
      summary:
        "Blocks a person's new registrations, sign-in, customer support or access to the platform, with a reason",
      description:
        '`kind`: `REGISTRATIONS` (checkout answers 403 `REGISTRATIONS_BLOCKED` in words) `SIGN_IN`, the guidelines’ access to the account (every session of the person ends at once on every API instance; sign-in answers 403 `ACCOUNT_BLOCKED` in words), `SUPPORT` (a message to support other than an appeal answers 403 `SUPPORT_BLOCKED`) or `PLATFORM`, the guidelines’ access to the Pavilion platform (every session ends as for `SIGN_IN`; sign-in and every request with an API key the person created answer 403 `PLATFORM_BLOCKED` in words). The person is emailed the reason; the block is in the audit log (`person.sanction`). Answers the person as reloaded.',
      params: ZIdParam,
      body: ZSanctionBody,
      response: ZAdminPersonDetail,
      status: 201,
      errors: {
        404: M.personNotFound,
        409: SANCTION_KINDS.map((kind) => M.alreadyActive({ kind })).join('; '),
      },
    },
    async ({ params, body, auth }) => {
      await new AdminSanctions(refundDeps, auth, sessions).impose(params.id, body);
      return people.get(params.id);
    },
  );

  m.post(
    API_PATHS.adminPersonSanctionLift,
    {
      summary: 'Lifts an active block, with a reason',
      description:
        'The person is emailed the reason; the lifting is in the audit log (`person.sanction-lifted`). Answers the person as reloaded.',
      params: ZSanctionParams,
      body: ZSanctionLiftBody,
      response: ZAdminPersonDetail,
      errors: { 404: `${M.personNotFound}; ${M.sanctionNotFound}`, 409: M.notActive },
    },
    async ({ params, body, auth }) => {
      await new AdminSanctions(refundDeps, auth, sessions).lift(params.id, params.sanctionId, body);
      return people.get(params.id);
    },
  );

  m.post(
    API_PATHS.adminPersonCancelRegistrations,
    {
      summary: "Cancels the person's upcoming registrations and refunds them",
      description:
        "Every paid order of the person for an event that has not started and is not cancelled: its valid tickets are cancelled (seats back on sale) and refunded `POLICY` (what each ticket type's cancellation policy gives back today) or `FULL` (all that remains of the payment), through the gateway and the ledger like every refund. The buyer gets the usual email per order and one with the reason; each order's refund is audited (`order.refund`) and the whole as `person.registrations-cancelled`. All or nothing.",
      params: ZIdParam,
      body: ZCancelRegistrationsBody,
      response: ZCancelRegistrationsOutcome,
      errors: { 404: M.personNotFound, 409: M.nothingToCancel },
    },
    ({ params, body, auth }) => new AdminSanctions(refundDeps, auth, sessions).cancelRegistrations(params.id, body),
  );

  m.get(
    API_PATHS.adminPersonPersonalData,
    {
      summary: 'A copy of everything Pavilion holds about a person, for their request (audited)',
      description:
        'The same JSON file the person downloads from Settings (GET /api/settings/personal-data), for a request received by post or otherwise. `reason` names the request; the copy is in the audit log (`person.data-copy`).',
      params: ZIdParam,
      query: ZPersonalDataRequest,
      response: ZPersonalDataCopy,
      errors: { 404: NOT_FOUND.person },
    },
    async ({ params, query, auth, res }) => {
      const copy = new PersonalDataCopy(db, params.id, now);
      const data = await copy.read();
      await recordAudit(db, now(), actorOf(auth), {
        action: 'person.data-copy',
        entityType: 'person',
        entityId: params.id,
        entityName: `${data.profile.firstName} ${data.profile.surname}`,
        summary: storedMessage(A, 'personalDataCopy', { reason: query.reason }),
      });
      sendCopyAsFile(res, params.id, now());
      return data;
    },
  );

  m.post(
    API_PATHS.adminPersonClose,
    {
      summary: "Closes a person's account at their request (audited)",
      description:
        'What POST /api/settings/close-account does, without the password: sessions end, personal details are erased or replaced by a label, what the law keeps stays. Refused in words as there (409: tickets for events to come, an order awaiting payment, the only member of a partner account). In the audit log (`person.closed`) with the reason.',
      params: ZIdParam,
      body: ZPersonalDataRequest,
      response: ZAccountClosed,
      errors: {
        404: NOT_FOUND.person,
        409: `${PERSONAL_DATA_MESSAGES.upcomingTickets({ events: '…' })}; ${PERSONAL_DATA_MESSAGES.unpaidOrders({ events: '…' })}; ${PERSONAL_DATA_MESSAGES.lastMember({ partner: '…' })}`,
      },
    },
    async ({ params, body, auth }) => {
      const closed = await new AccountClosing(ctx, params.id).close({
        by: 'admin',
        actor: actorOf(auth),
        reason: body.reason,
      });
      return { status: 'Closed' as const, ...closed };
    },
  );
  return m;
}
