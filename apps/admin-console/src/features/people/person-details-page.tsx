// /admin/person-details/{id}: an attendee account with its latest orders, reviews, review strikes and
// every block (active and past, with the reason, who and when), the sanctions' forms (block new
// registrations or sign-in, lift a block, cancel the upcoming registrations) and the audit trail.
import { Link } from 'react-router';
import {
  SANCTION_KINDS,
  SANCTION_LABELS,
  UI_TEXT,
  type TAdminPersonDetail,
  type TPersonSanction,
  type TSanctionKind,
} from '@pavilion/domain';
import { useGetAdminPersonQuery } from '@pavilion/api-client';
import { useDocumentTitle } from '@pavilion/features-page-kit';
import { Badge } from '@pavilion/ui';
import { AuditTrail } from '../../components/audit-trail';
import { ContactPreferenceFacts } from '../../components/contact-preferences';
import { EntityPage, useAddressIdQuery } from '../../components/entity-page';
import { formatAmount, formatDate, formatDateTime } from '../../components/format';
import { SectionCard } from '../../components/section-card';
import { BlockForm, CancelRegistrations, CloseAccountForm, LiftForm, PersonalDataCopyForm } from './sanction-forms';
import '../../components/admin.css';
import { PEOPLE_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

const SPACE = ' ';
const SEPARATOR = ' · ';

/** The card of each kind of block on the person's page. */
const sectionTitles = (): Record<TSanctionKind, string> => ({
  REGISTRATIONS: T.newRegistrations,
  SIGN_IN: T.signIn,
  SUPPORT: T.customerSupport,
  PLATFORM: T.platform,
});

function SanctionHistory({ sanctions }: { sanctions: TPersonSanction[] }) {
  if (!sanctions.length) return <p className="pv-admin-muted">{T.noBlock}</p>;
  return (
    <ul className="pv-admin-plain-list">
      {sanctions.map((s) => (
        <li key={s.id}>
          <strong>{SANCTION_LABELS[s.kind]}</strong>
          {SPACE}
          <Badge tone={s.active ? 'danger' : 'neutral'}>{s.active ? T.active : T.lifted}</Badge>
          <br />
          {T.sanctionLine({
            at: formatDateTime(s.at),
            by: s.by ?? 'RULES',
            until: s.endsAt ? formatDate(s.endsAt) : 'NONE',
            reason: s.reason,
          })}
          {s.liftedAt && (
            <>
              <br />
              {T.liftedLine({
                at: formatDateTime(s.liftedAt),
                by: s.liftedBy ?? 'NONE',
                reason: s.liftReason ?? '',
              })}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function PersonDetails({ person }: { person: TAdminPersonDetail }) {
  useDocumentTitle(person.name);
  return (
    <>
      <div className="pv-admin-page-head">
        <h1 className="pv-page-title">{person.name}</h1>
        {person.blocks.map((kind) => (
          <Badge key={kind} tone="danger">
            {SANCTION_LABELS[kind]}
          </Badge>
        ))}
      </div>
      <p>
        <Link to={adminPaths.dashboardPeople}>{T.backToPeople}</Link>
      </p>
      <div className="pv-admin-columns">
        <div className="pv-admin-stack">
          <SectionCard title={T.account}>
            <dl className="pv-admin-facts">
              <dt>{T.email}</dt>
              <dd>
                <a href={`mailto:${person.email}`}>{person.email}</a>
              </dd>
              <dt>{T.phone}</dt>
              <dd>{person.phoneNumber ?? UI_TEXT.notProvided}</dd>
              <dt>{T.joined}</dt>
              <dd>{formatDate(person.joinedAt)}</dd>
              <ContactPreferenceFacts contact={person.contact} />
            </dl>
          </SectionCard>
          <SectionCard title={T.orders}>
            {person.orders.length === 0 ? (
              <p className="pv-admin-muted">{T.noOrder}</p>
            ) : (
              <ul className="pv-admin-plain-list">
                {person.orders.map((o) => (
                  <li key={o.id}>
                    <Link to={adminPaths.orderDetails(o.id)}>{o.eventName}</Link>
                    {SEPARATOR}
                    {T.orderFacts({
                      date: formatDate(o.eventStartAt),
                      status: o.status,
                      tickets: o.tickets,
                      total: formatAmount(o.total, o.currency),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
          <SectionCard title={T.reviews}>
            {person.reviews.length === 0 ? (
              <p className="pv-admin-muted">{T.noReview}</p>
            ) : (
              <ul className="pv-admin-plain-list">
                {person.reviews.map((r) => (
                  <li key={r.id}>
                    {T.reviewLine({
                      event: r.eventName,
                      score: r.score,
                      status: r.status,
                      date: formatDate(r.submittedAt),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
          <SectionCard title={T.reviewStrikes}>
            <p>
              {person.reviewing.suspendedUntil
                ? T.standingUntil({
                    state: person.reviewing.state,
                    date: formatDate(person.reviewing.suspendedUntil),
                  })
                : T.standing({ state: person.reviewing.state })}
            </p>
            {person.strikes.length > 0 && (
              <ul className="pv-admin-plain-list">
                {person.strikes.map((s) => (
                  <li key={s.id}>
                    {T.strikeLine({
                      date: formatDate(s.at),
                      content: s.content,
                      event: s.eventName,
                      reason: s.reason,
                      egregious: s.egregious ? 'yes' : 'no',
                      appeal: s.appeal?.status ?? 'NONE',
                    })}
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        </div>
        <div className="pv-admin-stack">
          {SANCTION_KINDS.map((kind) => {
            const active = person.sanctions.find((s) => s.active && s.kind === kind);
            return (
              <SectionCard key={kind} title={sectionTitles()[kind]}>
                {active ? (
                  <>
                    <p>
                      <Badge tone="danger">{SANCTION_LABELS[kind]}</Badge>
                    </p>
                    <LiftForm personId={person.id} sanction={active} />
                  </>
                ) : (
                  <BlockForm personId={person.id} kind={kind} />
                )}
              </SectionCard>
            );
          })}
          <SectionCard title={T.upcomingRegistrations}>
            <CancelRegistrations person={person} />
          </SectionCard>
          <SectionCard title={T.personalData}>
            <PersonalDataCopyForm personId={person.id} />
            <CloseAccountForm personId={person.id} />
          </SectionCard>
          <SectionCard title={T.blocksHistory}>
            <SanctionHistory sanctions={person.sanctions} />
          </SectionCard>
          <AuditTrail entityType="person" entityId={person.id} />
        </div>
      </div>
    </>
  );
}

export function PersonDetailsPage() {
  return (
    <EntityPage
      result={useGetAdminPersonQuery(...useAddressIdQuery())}
      loadingLabel={T.loadingPerson}
      notFoundTitle={T.notFound}
      notFoundText={T.notFoundText}
      back={{ to: adminPaths.dashboardPeople, label: T.backToPeople }}
      errorTitle={T.personFailed}
    >
      {(data) => <PersonDetails person={data} />}
    </EntityPage>
  );
}

export default PersonDetailsPage;
