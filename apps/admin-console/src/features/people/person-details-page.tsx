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
} from '@pavilion/domain';
import { useGetAdminPersonQuery } from '@pavilion/api-client';
import { useDocumentTitle } from '@pavilion/features-page-kit';
import { Badge } from '@pavilion/ui';
import { AuditTrail } from '../../components/audit-trail';
import { EntityPage, useAddressIdQuery } from '../../components/entity-page';
import { formatAmount, formatDate, formatDateTime } from '../../components/format';
import { SectionCard } from '../../components/section-card';
import { BlockForm, CancelRegistrations, LiftForm } from './sanction-forms';
import '../../components/admin.css';

const REVIEW_STATUS_WORDS = { PENDING: 'Waiting for moderation', PUBLISHED: 'Published', REMOVED: 'Removed' } as const;

const STANDING_WORDS = {
  ACTIVE: 'In good standing',
  WARNED: 'Warned (one strike within 90 days)',
  SUSPENDED: 'Reviewing suspended',
  BANNED: 'Reviewing suspended until an appeal is granted',
} as const;

function SanctionHistory({ sanctions }: { sanctions: TPersonSanction[] }) {
  if (!sanctions.length) return <p className="pv-admin-muted">No block, now or before.</p>;
  return (
    <ul className="pv-admin-plain-list">
      {sanctions.map((s) => (
        <li key={s.id}>
          <strong>{SANCTION_LABELS[s.kind]}</strong>{' '}
          <Badge tone={s.active ? 'danger' : 'neutral'}>{s.active ? 'Active' : 'Lifted'}</Badge>
          <br />
          {formatDateTime(s.at)} by {s.by ?? 'the strike rules'}
          {s.endsAt ? `, until ${formatDate(s.endsAt)}` : ''}: {s.reason}
          {s.liftedAt && (
            <>
              <br />
              Lifted {formatDateTime(s.liftedAt)}
              {s.liftedBy ? ` by ${s.liftedBy}` : ''}: {s.liftReason}
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
        <Link to="/dashboard/people">Back to the people</Link>
      </p>
      <div className="pv-admin-columns">
        <div className="pv-admin-stack">
          <SectionCard title="Account">
            <dl className="pv-admin-facts">
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${person.email}`}>{person.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>{person.phoneNumber ?? UI_TEXT.notProvided}</dd>
              <dt>Joined</dt>
              <dd>{formatDate(person.joinedAt)}</dd>
            </dl>
          </SectionCard>
          <SectionCard title="Orders">
            {person.orders.length === 0 ? (
              <p className="pv-admin-muted">No order yet.</p>
            ) : (
              <ul className="pv-admin-plain-list">
                {person.orders.map((o) => (
                  <li key={o.id}>
                    <Link to={`/order-details/${o.id}`}>{o.eventName}</Link> · {formatDate(o.eventStartAt)} · {o.status}{' '}
                    · {o.tickets === 1 ? '1 ticket' : `${o.tickets} tickets`} · {formatAmount(o.total, o.currency)}
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
          <SectionCard title="Reviews">
            {person.reviews.length === 0 ? (
              <p className="pv-admin-muted">No review written.</p>
            ) : (
              <ul className="pv-admin-plain-list">
                {person.reviews.map((r) => (
                  <li key={r.id}>
                    {r.eventName} · {r.score}/10 · {REVIEW_STATUS_WORDS[r.status]} · {formatDate(r.submittedAt)}
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
          <SectionCard title="Review strikes">
            <p>
              {STANDING_WORDS[person.reviewing.state]}
              {person.reviewing.suspendedUntil ? ` until ${formatDate(person.reviewing.suspendedUntil)}` : ''}.
            </p>
            {person.strikes.length > 0 && (
              <ul className="pv-admin-plain-list">
                {person.strikes.map((s) => (
                  <li key={s.id}>
                    {formatDate(s.at)} · {s.eventName}: {s.reason}
                    {s.egregious ? ' (egregious)' : ''}
                    {s.appeal ? ` · appeal ${s.appeal.status.toLowerCase()}` : ''}
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
              <SectionCard key={kind} title={kind === 'REGISTRATIONS' ? 'New registrations' : 'Sign-in'}>
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
          <SectionCard title="Upcoming registrations">
            <CancelRegistrations person={person} />
          </SectionCard>
          <SectionCard title="Blocks, active and past">
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
      loadingLabel="Loading the person"
      notFoundTitle="No attendee account here"
      notFoundText="No person has this address."
      back={{ to: '/dashboard/people', label: 'Back to the people' }}
      errorTitle="Failed to fetch the person"
    >
      {(data) => <PersonDetails person={data} />}
    </EntityPage>
  );
}

export default PersonDetailsPage;
