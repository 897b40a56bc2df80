// /admin/partner-details/{id}: every field of the partner with 'Verified' badges from the data, its
// team, bank accounts (masked), documents, events, the vetting panel and the audit trail.
import { Link } from 'react-router';
import { partnerDecisionsFrom, UI_TEXT, ZPayoutHoldBody, type TAdminPartnerDetail } from '@pavilion/domain';
import {
  useDecidePartnerMutation,
  useGetAdminPartnerQuery,
  useHoldPayoutsMutation,
  useReleasePayoutsMutation,
} from '@pavilion/api-client';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
import { Badge, Button, TextArea } from '@pavilion/ui';
import { AuditTrail } from '../../components/audit-trail';
import { EntityPage, useAddressIdQuery } from '../../components/entity-page';
import { formatDate } from '../../components/format';
import { StatusBadge } from '../../components/status-badge';
import { VettingPanel } from '../../components/vetting-panel';
import { SectionCard } from '../../components/section-card';
import '../../components/admin.css';

const Verified = () => (
  <Badge tone="success" dot>
    {UI_TEXT.verified}
  </Badge>
);

const text = (value: string | null | undefined) => (value ? value : UI_TEXT.notProvided);

function CompanyFacts({ partner }: { partner: TAdminPartnerDetail }) {
  const address = [partner.address, partner.city, partner.zipCode, partner.country?.name].filter(Boolean).join(', ');
  return (
    <dl className="pv-admin-facts">
      <dt>Organisation type</dt>
      <dd>{text(partner.organizationType?.name)}</dd>
      <dt>Registered name</dt>
      <dd>{text(partner.registeredCompanyName)}</dd>
      <dt>Registration number</dt>
      <dd>{text(partner.registrationNumber)}</dd>
      <dt>Address</dt>
      <dd>
        {text(address)}
        {partner.addressVerified && <Verified />}
      </dd>
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${partner.email}`}>{partner.email}</a>
        {partner.emailVerified && <Verified />}
      </dd>
      <dt>Phone</dt>
      <dd>{text(partner.phoneNumber)}</dd>
      <dt>Website</dt>
      <dd>
        {partner.companyWebsite ? (
          <a href={partner.companyWebsite} target="_blank" rel="noreferrer noopener">
            {partner.companyWebsite}
          </a>
        ) : (
          UI_TEXT.notProvided
        )}
      </dd>
      <dt>Company size</dt>
      <dd>{partner.companySize ? `${partner.companySize} employees` : UI_TEXT.notProvided}</dd>
      <dt>Events per year</dt>
      <dd>{text(partner.eventsPerYear)}</dd>
      <dt>Industry sectors</dt>
      <dd>
        {partner.sectors.length
          ? partner.sectors.map((s) => (
              <Badge key={s.id} tone="neutral">
                {s.name}
              </Badge>
            ))
          : UI_TEXT.notProvided}
      </dd>
      <dt>Applied</dt>
      <dd>{formatDate(partner.appliedAt)}</dd>
    </dl>
  );
}

/**
 * The partner's payouts held or not, with the reason, since when and by whom, and the control to hold
 * (with a reason the partner is shown) or release them: any time, not only once a payout is due.
 */
function PayoutHoldPanel({ partner }: { partner: TAdminPartnerDetail }) {
  const [hold] = useHoldPayoutsMutation();
  const [release, releasing] = useReleasePayoutsMutation();
  const { form, server, submit, submitting } = useZodForm(ZPayoutHoldBody, { defaultValues: { reason: '' } });
  const held = partner.payoutHold;
  const suspended = partner.currentVettingStatus === 'SUSPENDED';
  return (
    <SectionCard title="Payouts">
      {held ? (
        <>
          <p>
            <Badge tone="warning">Held</Badge> since {formatDate(held.heldAt)}
            {held.heldBy ? ` by ${held.heldBy}` : ''}: {held.reason}
          </p>
          <FormAlert title="The payouts were not released" message={server.message} />
          <p className="pv-admin-muted">The next payout run sends what is due once released.</p>
          <Button
            variant="secondary"
            loading={releasing.isLoading}
            onClick={() => void server.attempt(() => release(partner.id).unwrap())}
          >
            Release payouts
          </Button>
        </>
      ) : (
        <>
          <p>
            {suspended
              ? 'Held while the partner is suspended: nothing is paid out until it is approved again.'
              : 'Not held: payouts are sent when they fall due.'}
          </p>
          <Form
            aria-label="Hold payouts"
            server={server}
            onSubmit={submit(async ({ reason }) => {
              await hold({ partnerId: partner.id, reason }).unwrap();
              form.reset({ reason: '' });
            })}
          >
            <TextArea
              label="Reason (shown to the partner)"
              rows={2}
              error={form.formState.errors.reason?.message}
              {...form.register('reason')}
            />
            <Button type="submit" variant="danger" loading={submitting}>
              Hold payouts
            </Button>
          </Form>
        </>
      )}
    </SectionCard>
  );
}

function PartnerDetails({ partner }: { partner: TAdminPartnerDetail }) {
  const [decide] = useDecidePartnerMutation();
  return (
    <>
      <div className="pv-admin-page-head">
        {partner.logoUrl && <img src={partner.logoUrl} alt="" width={48} height={48} />}
        <h1 className="pv-page-title">{partner.name}</h1>
        <StatusBadge status={partner.currentVettingStatus} size="md" />
      </div>
      <div className="pv-admin-columns">
        <div className="pv-admin-stack">
          <SectionCard title="Company">
            <CompanyFacts partner={partner} />
          </SectionCard>
          <SectionCard title="Events">
            <p>
              {partner.events.total} events: {partner.events.public} in the marketplace, {partner.events.waiting}{' '}
              waiting for review.{' '}
              {partner.currentVettingStatus !== 'APPROVED' &&
                'None of its events is shown in the marketplace until the partner is approved.'}
            </p>
            <Link to={`/dashboard/events?partnerId=${partner.id}`}>See {partner.name}'s events</Link>
          </SectionCard>
          <SectionCard title="Team members">
            {partner.persons.length === 0 ? (
              <p className="pv-admin-muted">{UI_TEXT.noTeamMembers}</p>
            ) : (
              <ul className="pv-admin-plain-list">
                {partner.persons.map((p) => (
                  <li key={p.id}>
                    {p.firstName} {p.surname} · <a href={`mailto:${p.email}`}>{p.email}</a>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
          <SectionCard title="Bank accounts">
            {partner.bankAccounts.length === 0 ? (
              <p className="pv-admin-muted">{UI_TEXT.noBankAccounts}</p>
            ) : (
              <ul className="pv-admin-plain-list">
                {partner.bankAccounts.map((b) => (
                  <li key={b.id}>
                    {b.bankName} ·{' '}
                    <span aria-label={`Account ending ${b.accountNumber.slice(-4)}`}>{b.accountNumber}</span>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
          <PayoutHoldPanel partner={partner} />
          <SectionCard title="Documents">
            {partner.documents.length === 0 ? (
              <p className="pv-admin-muted">{UI_TEXT.noDocuments}</p>
            ) : (
              <ul className="pv-admin-plain-list">
                {partner.documents.map((d) => (
                  <li key={d.id}>
                    {d.name} ·{' '}
                    <a href={d.url} target="_blank" rel="noreferrer noopener" aria-label={`View ${d.name}`}>
                      View
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        </div>
        <div className="pv-admin-stack">
          <VettingPanel
            title="Vetting"
            decisions={partnerDecisionsFrom(partner.currentVettingStatus)}
            history={partner.vettingStatusUpdates}
            onDecide={(decision) => decide({ partnerId: partner.id, body: decision }).unwrap()}
          />
          <AuditTrail entityType="partner" entityId={partner.id} />
        </div>
      </div>
    </>
  );
}

export function PartnerDetailsPage() {
  return (
    <EntityPage
      result={useGetAdminPartnerQuery(...useAddressIdQuery())}
      loadingLabel="Loading the partner"
      notFoundTitle={UI_TEXT.noPartnerData}
      notFoundText="No partner has this address."
      back={{ to: '/dashboard/partners', label: 'Back to the partners' }}
      errorTitle={UI_TEXT.failedToFetchPartner}
    >
      {(data) => <PartnerDetails partner={data} />}
    </EntityPage>
  );
}

export default PartnerDetailsPage;
