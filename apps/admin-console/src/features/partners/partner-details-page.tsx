// /admin/partner-details/{id}: every field of the partner with 'Verified' badges from the data, its
// team, bank accounts (masked), documents, events, the vetting panel and the audit trail.
import { Link } from 'react-router';
import {
  partnerDecisionsFrom,
  UI_TEXT,
  ZPartnerVettingUpdateBody,
  ZPayoutHoldBody,
  type TAdminPartnerDetail,
} from '@pavilion/domain';
import {
  useDecidePartnerMutation,
  useGetAdminPartnerQuery,
  useHoldPayoutsMutation,
  useReleasePayoutsMutation,
} from '@pavilion/api-client';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
import { Badge, Button, TextArea } from '@pavilion/ui';
import { AuditTrail } from '../../components/audit-trail';
import { ContactPreferenceFacts } from '../../components/contact-preferences';
import { EntityPage, useAddressIdQuery } from '../../components/entity-page';
import { formatDate } from '../../components/format';
import { StatusBadge } from '../../components/status-badge';
import { VettingPanel } from '../../components/vetting-panel';
import { SectionCard } from '../../components/section-card';
import '../../components/admin.css';
import { PARTNERS_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

const SPACE = ' ';
const SEPARATOR = ' · ';

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
      <dt>{T.organisationType}</dt>
      <dd>{text(partner.organizationType?.name)}</dd>
      <dt>{T.registeredName}</dt>
      <dd>{text(partner.registeredCompanyName)}</dd>
      <dt>{T.registrationNumber}</dt>
      <dd>{text(partner.registrationNumber)}</dd>
      <dt>{T.vatNumber}</dt>
      <dd>{text(partner.vatNumber)}</dd>
      <dt>{T.address}</dt>
      <dd>
        {text(address)}
        {partner.addressVerified && <Verified />}
      </dd>
      <dt>{T.email}</dt>
      <dd>
        <a href={`mailto:${partner.email}`}>{partner.email}</a>
        {partner.emailVerified && <Verified />}
      </dd>
      <dt>{T.phone}</dt>
      <dd>{text(partner.phoneNumber)}</dd>
      <dt>{T.website}</dt>
      <dd>
        {partner.companyWebsite ? (
          <a href={partner.companyWebsite} target="_blank" rel="noreferrer noopener">
            {partner.companyWebsite}
          </a>
        ) : (
          UI_TEXT.notProvided
        )}
      </dd>
      <dt>{T.companySize}</dt>
      <dd>{partner.companySize ? T.employees({ size: partner.companySize }) : UI_TEXT.notProvided}</dd>
      <dt>{T.eventsPerYear}</dt>
      <dd>{text(partner.eventsPerYear)}</dd>
      <dt>{T.industrySectors}</dt>
      <dd>
        {partner.sectors.length
          ? partner.sectors.map((s) => (
              <Badge key={s.id} tone="neutral">
                {s.name}
              </Badge>
            ))
          : UI_TEXT.notProvided}
      </dd>
      <dt>{T.appliedLabel}</dt>
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
    <SectionCard title={T.payouts}>
      {held ? (
        <>
          <p>
            <Badge tone="warning">{T.held}</Badge>
            {SPACE}
            {held.heldBy
              ? T.heldSinceBy({ date: formatDate(held.heldAt), name: held.heldBy, reason: held.reason })
              : T.heldSince({ date: formatDate(held.heldAt), reason: held.reason })}
          </p>
          <FormAlert title={T.notReleased} message={server.message} />
          <p className="pv-admin-muted">{T.nextRun}</p>
          <Button
            variant="secondary"
            loading={releasing.isLoading}
            onClick={() => void server.attempt(() => release(partner.id).unwrap())}
          >
            {T.release}
          </Button>
        </>
      ) : (
        <>
          <p>{suspended ? T.heldSuspended : T.notHeld}</p>
          <Form
            aria-label={T.holdPayouts}
            server={server}
            onSubmit={submit(async ({ reason }) => {
              await hold({ partnerId: partner.id, reason }).unwrap();
              form.reset({ reason: '' });
            })}
          >
            <TextArea
              label={T.holdReason}
              rows={2}
              error={form.formState.errors.reason?.message}
              {...form.register('reason')}
            />
            <Button type="submit" variant="danger" loading={submitting}>
              {T.holdPayouts}
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
          <SectionCard title={T.company}>
            <CompanyFacts partner={partner} />
          </SectionCard>
          <SectionCard title={T.events}>
            <p>
              {(partner.currentVettingStatus === 'APPROVED' ? T.eventsCount : T.eventsCountNotShown)({
                total: partner.events.total,
                public: partner.events.public,
                waiting: partner.events.waiting,
              })}
            </p>
            <Link to={adminPaths.partnerEvents(partner.id)}>{T.seeEvents({ name: partner.name })}</Link>
            <p>
              <Link to={adminPaths.partnerInvoices(partner.id)}>{T.seeInvoices({ name: partner.name })}</Link>
            </p>
          </SectionCard>
          <SectionCard title={T.teamMembers}>
            {partner.persons.length === 0 ? (
              <p className="pv-admin-muted">{UI_TEXT.noTeamMembers}</p>
            ) : (
              <ul className="pv-admin-plain-list">
                {partner.persons.map((p) => {
                  const reach = partner.teamContact.find((c) => c.personId === p.id);
                  return (
                    <li key={p.id}>
                      {T.personName({ firstName: p.firstName, surname: p.surname })}
                      {SEPARATOR}
                      <a href={`mailto:${p.email}`}>{p.email}</a>
                      {reach && (
                        <dl className="pv-admin-facts">
                          {reach.phoneNumber && (
                            <>
                              <dt>{T.phone}</dt>
                              <dd>{reach.phoneNumber}</dd>
                            </>
                          )}
                          <ContactPreferenceFacts contact={reach.contact} />
                        </dl>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </SectionCard>
          <SectionCard title={T.bankAccounts}>
            {partner.bankAccounts.length === 0 ? (
              <p className="pv-admin-muted">{UI_TEXT.noBankAccounts}</p>
            ) : (
              <ul className="pv-admin-plain-list">
                {partner.bankAccounts.map((b) => (
                  <li key={b.id}>
                    {b.bankName}
                    {SEPARATOR}
                    <span aria-label={T.accountEnding({ digits: b.accountNumber.slice(-4) })}>{b.accountNumber}</span>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
          <PayoutHoldPanel partner={partner} />
          <SectionCard title={T.documents}>
            {partner.documents.length === 0 ? (
              <p className="pv-admin-muted">{UI_TEXT.noDocuments}</p>
            ) : (
              <ul className="pv-admin-plain-list">
                {partner.documents.map((d) => (
                  <li key={d.id}>
                    {d.name}
                    {SEPARATOR}
                    <a
                      href={d.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      aria-label={T.viewDocument({ name: d.name })}
                    >
                      {T.view}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        </div>
        <div className="pv-admin-stack">
          <VettingPanel
            title={T.vetting}
            schema={ZPartnerVettingUpdateBody}
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
      loadingLabel={T.loadingPartner}
      notFoundTitle={UI_TEXT.noPartnerData}
      notFoundText={T.notFoundText}
      back={{ to: adminPaths.dashboardPartners, label: T.backToPartners }}
      errorTitle={UI_TEXT.failedToFetchPartner}
    >
      {(data) => <PartnerDetails partner={data} />}
    </EntityPage>
  );
}

export default PartnerDetailsPage;
