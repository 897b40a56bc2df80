// /admin/my-account: the administrator's profile, and security (change password, recent sign-ins)
// from the account features every app shares.
import { useGetUserQuery } from '@pavilion/api-client';
import { PageFrame, QueryView } from '@pavilion/features-page-kit';
import { SecuritySection } from '@pavilion/features-account';
import { UI_TEXT } from '@pavilion/domain';
import { Badge, Card, CardBody } from '@pavilion/ui';
import '../../components/admin.css';
import { ACCOUNT_TEXT } from './messages';

export function MyAccountPage() {
  const user = useGetUserQuery();
  return (
    <PageFrame>
      <h1 className="pv-page-title">{ACCOUNT_TEXT.title}</h1>
      <Card as="section" aria-labelledby="admin-profile-title">
        <CardBody>
          <h2 id="admin-profile-title" className="pv-admin-section-title">
            {ACCOUNT_TEXT.profile}
          </h2>
          <QueryView result={user} loadingLabel={ACCOUNT_TEXT.loadingProfile} errorTitle={ACCOUNT_TEXT.profileFailed}>
            {(profile) => (
              <div className="pv-admin-page-head">
                {profile.imageUrl && (
                  <img
                    src={profile.imageUrl}
                    alt={ACCOUNT_TEXT.profileImage({ firstName: profile.firstName, surname: profile.surname })}
                    width={64}
                    height={64}
                  />
                )}
                <dl className="pv-admin-facts">
                  <dt>{ACCOUNT_TEXT.name}</dt>
                  <dd>{ACCOUNT_TEXT.fullName({ firstName: profile.firstName, surname: profile.surname })}</dd>
                  <dt>{ACCOUNT_TEXT.email}</dt>
                  <dd>
                    {profile.email}
                    <Badge tone={profile.emailVerified ? 'success' : 'warning'} dot>
                      {profile.emailVerified ? UI_TEXT.verified : UI_TEXT.unverified}
                    </Badge>
                  </dd>
                  <dt>{ACCOUNT_TEXT.role}</dt>
                  <dd>{ACCOUNT_TEXT.administrator}</dd>
                </dl>
              </div>
            )}
          </QueryView>
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <SecuritySection />
        </CardBody>
      </Card>
    </PageFrame>
  );
}

export default MyAccountPage;
