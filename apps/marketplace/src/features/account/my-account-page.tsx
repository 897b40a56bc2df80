// /user/my-account: the attendee's profile, read-only, with Edit Profile.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { emailVerificationLabel, UI_TEXT, type TUserResponse } from '@pavilion/domain';
import { useGetOptionsQuery, useGetUserQuery } from '@pavilion/api-client';
import { paths } from '@pavilion/features-shell';
import { PageFrame, QueryView } from '@pavilion/features-page-kit';
import { Alert, Badge, Button } from '@pavilion/ui';
import { ResendConfirmationForm } from './resend-confirmation-form';
import './account.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

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
    <img className="pv-avatar" src={person.imageUrl} alt={`Profile image of ${person.firstName} ${person.surname}`} />
  ) : (
    <div className="pv-avatar" role="img" aria-label="No profile image">
      No Image
    </div>
  );
}

export default function MyAccountPage() {
  const result = useGetUserQuery();
  return (
    <PageFrame>
      <QueryView result={result} loadingLabel="Loading your account" errorTitle="Your account could not be loaded">
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
        <h1 className="pv-page-title">My Account</h1>
        <Button as={Link} to={paths.userEditProfile}>
          Edit Profile
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
            <h2 id="pv-profile-basic">Basic Information</h2>
            <dl className="pv-profile__facts">
              <Fact label="Name">{`${person.firstName} ${person.surname}`}</Fact>
              <Fact label="Email">
                <span>{person.email}</span>
                <Badge tone={person.emailVerified ? 'success' : 'warning'} dot>
                  {verification}
                </Badge>
              </Fact>
              {person.pendingEmail && (
                <Fact label="New email">{`${person.pendingEmail} (waiting for you to open the confirmation link we sent there)`}</Fact>
              )}
              <Fact label="Phone">{person.phoneNumber}</Fact>
              <Fact label="Date of birth">
                {person.dateOfBirth ? dateFormat.format(new Date(`${person.dateOfBirth}T00:00:00Z`)) : null}
              </Fact>
            </dl>
          </section>
          <section className="pv-profile__group" aria-labelledby="pv-profile-address">
            <h2 id="pv-profile-address">Address Information</h2>
            <dl className="pv-profile__facts">
              <Fact label="Address">{address}</Fact>
              <Fact label="Country">{person.countryName}</Fact>
            </dl>
          </section>
          <section className="pv-profile__group" aria-labelledby="pv-profile-professional">
            <h2 id="pv-profile-professional">Professional Information</h2>
            <dl className="pv-profile__facts">
              <Fact label="Company">{company}</Fact>
              <Fact label="Job title">{person.jobTitle || listedJobTitle}</Fact>
              <Fact label="Sector">{sector}</Fact>
            </dl>
          </section>
          {!person.emailVerified && (
            <section className="pv-profile__group" aria-labelledby="pv-profile-verify">
              <h2 id="pv-profile-verify">Verify your email</h2>
              <p>Open the link we emailed you to verify {person.email}. Lost it? We can send a new one.</p>
              <ResendConfirmationForm email={person.email} idPrefix="verify" />
            </section>
          )}
        </div>
      </div>
    </>
  );
}
