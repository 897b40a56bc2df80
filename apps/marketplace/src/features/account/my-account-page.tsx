// /user/my-account: the attendee's profile, read-only, with Edit Profile.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { dateTimeFormat, emailVerificationLabel, UI_TEXT, type TUserResponse } from '@pavilion/domain';
import { useGetOptionsQuery, useGetUserQuery } from '@pavilion/api-client';
import { paths } from '@pavilion/features-shell';
import { PageFrame, QueryView } from '@pavilion/features-page-kit';
import { Alert, Badge, Button } from '@pavilion/ui';
import { ResendConfirmationForm } from './resend-confirmation-form';
import { ACCOUNT_TEXT } from './messages';
import './account.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <dt>{label}</dt>
      <dd>{empty ? <span className="pv-muted">{UI_TEXT.notProvided}</span> : children}</dd>
    </>
  );
}

function namesOf(ids: number[], list: { id: number; name: string }[] | undefined): string {
  return ids
    .map((id) => list?.find((item) => item.id === id)?.name)
    .filter(Boolean)
    .join(', ');
}

export function ProfileImage({ person }: { person: Pick<TUserResponse, 'imageUrl' | 'firstName' | 'surname'> }) {
  return person.imageUrl ? (
    <img
      className="pv-avatar"
      src={person.imageUrl}
      alt={ACCOUNT_TEXT.profileImageOf({ firstName: person.firstName, surname: person.surname })}
    />
  ) : (
    <div className="pv-avatar" role="img" aria-label={ACCOUNT_TEXT.noProfileImage}>
      {ACCOUNT_TEXT.noImage}
    </div>
  );
}

export default function MyAccountPage() {
  const result = useGetUserQuery();
  return (
    <PageFrame>
      <QueryView result={result} loadingLabel={ACCOUNT_TEXT.loadingAccount} errorTitle={ACCOUNT_TEXT.accountNotLoaded}>
        {(person) => <Account person={person} />}
      </QueryView>
    </PageFrame>
  );
}

function Account({ person }: { person: TUserResponse }) {
  const options = useGetOptionsQuery();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const verification = emailVerificationLabel(person.emailVerified);
  const company = person.companyName ?? person.company?.name ?? null;
  const sector = person.sector ?? namesOf(person.sectors, options.data?.sectors);
  const listedJobTitle = namesOf(person.jobTitles, options.data?.jobTitles);
  const address = [person.address, person.city, person.zipCode].filter(Boolean).join(', ');

  return (
    <>
      <div className="pv-account-page__head">
        <h1 className="pv-page-title">{ACCOUNT_TEXT.myAccount}</h1>
        <Button as={Link} to={paths.userEditProfile}>
          {ACCOUNT_TEXT.editProfile}
        </Button>
      </div>
      {notice && (
        <Alert tone="success" className="pv-profile__group">
          {notice}
        </Alert>
      )}
      <div className="pv-profile">
        <ProfileImage person={person} />
        <div>
          <section className="pv-profile__group" aria-labelledby="pv-profile-basic">
            <h2 id="pv-profile-basic">{ACCOUNT_TEXT.basicInformation}</h2>
            <dl className="pv-profile__facts">
              <Fact label={ACCOUNT_TEXT.name}>
                {ACCOUNT_TEXT.fullName({ firstName: person.firstName, surname: person.surname })}
              </Fact>
              <Fact label={ACCOUNT_TEXT.email}>
                <span>{person.email}</span>
                <Badge tone={person.emailVerified ? 'success' : 'warning'} dot>
                  {verification}
                </Badge>
              </Fact>
              {person.pendingEmail && (
                <Fact label={ACCOUNT_TEXT.newEmail}>
                  {ACCOUNT_TEXT.newEmailPending({ email: person.pendingEmail })}
                </Fact>
              )}
              <Fact label={ACCOUNT_TEXT.phone}>{person.phoneNumber}</Fact>
              <Fact label={ACCOUNT_TEXT.dateOfBirth}>
                {person.dateOfBirth
                  ? dateTimeFormat({ dateStyle: 'long', timeZone: 'UTC' }).format(
                      new Date(`${person.dateOfBirth}T00:00:00Z`),
                    )
                  : null}
              </Fact>
            </dl>
          </section>
          <section className="pv-profile__group" aria-labelledby="pv-profile-address">
            <h2 id="pv-profile-address">{ACCOUNT_TEXT.addressInformation}</h2>
            <dl className="pv-profile__facts">
              <Fact label={ACCOUNT_TEXT.address}>{address}</Fact>
              <Fact label={ACCOUNT_TEXT.country}>{person.countryName}</Fact>
            </dl>
          </section>
          <section className="pv-profile__group" aria-labelledby="pv-profile-professional">
            <h2 id="pv-profile-professional">{ACCOUNT_TEXT.professionalInformation}</h2>
            <dl className="pv-profile__facts">
              <Fact label={ACCOUNT_TEXT.company}>{company}</Fact>
              <Fact label={ACCOUNT_TEXT.jobTitle}>{person.jobTitle || listedJobTitle}</Fact>
              <Fact label={ACCOUNT_TEXT.sector}>{sector}</Fact>
            </dl>
          </section>
          {!person.emailVerified && (
            <section className="pv-profile__group" aria-labelledby="pv-profile-verify">
              <h2 id="pv-profile-verify">{ACCOUNT_TEXT.verifyYourEmail}</h2>
              <p>{ACCOUNT_TEXT.verifyEmailText({ email: person.email })}</p>
              <ResendConfirmationForm email={person.email} idPrefix="verify" />
            </section>
          )}
        </div>
      </div>
    </>
  );
}
