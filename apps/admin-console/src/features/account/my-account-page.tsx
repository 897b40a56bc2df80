// /admin/my-account: the administrator's profile, and security (change password, recent sign-ins)
// from the account features every app shares.
import { useGetUserQuery } from '@pavilion/api-client';
import { PageFrame, QueryView } from '@pavilion/features-page-kit';
import { SecuritySection } from '@pavilion/features-account';
import { UI_TEXT } from '@pavilion/domain';
import { Badge, Card, CardBody } from '@pavilion/ui';
import '../../components/admin.css';

export function MyAccountPage() {
  const user = useGetUserQuery();
  return (
    <PageFrame>
      <h1 className="pv-page-title">My Account</h1>
      <Card as="section" aria-labelledby="admin-profile-title">
        <CardBody>
          <h2 id="admin-profile-title" className="pv-admin-section-title">
            Profile
          </h2>
          <QueryView result={user} loadingLabel="Loading your profile" errorTitle="Your profile could not be loaded">
            {(profile) => (
              <div className="pv-admin-page-head">
                {profile.imageUrl && (
                  <img
                    src={profile.imageUrl}
                    alt={`Profile image of ${profile.firstName} ${profile.surname}`}
                    width={64}
                    height={64}
                  />
                )}
                <dl className="pv-admin-facts">
                  <dt>Name</dt>
                  <dd>
                    {profile.firstName} {profile.surname}
                  </dd>
                  <dt>Email</dt>
                  <dd>
                    {profile.email}
                    <Badge tone={profile.emailVerified ? 'success' : 'warning'} dot>
                      {profile.emailVerified ? UI_TEXT.verified : UI_TEXT.unverified}
                    </Badge>
                  </dd>
                  <dt>Role</dt>
                  <dd>Administrator</dd>
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
