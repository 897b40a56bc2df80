// /admin/my-account: the administrator's profile, and security (change password, recent sign-ins)
// from the account features every app shares.
import { errorMessage, useGetUserQuery } from '@pavilion/api-client';
import { SecuritySection } from '@pavilion/features-account';
import { UI_TEXT } from '@pavilion/domain';
import { Alert, Badge, Card, CardBody, Spinner } from '@pavilion/ui';
import '../common/admin.css';

export function MyAccountPage() {
  const user = useGetUserQuery();
  return (
    <div className="pv-admin-stack">
      <h1 className="pv-page-title">My Account</h1>
      <Card as="section" aria-labelledby="admin-profile-title">
        <CardBody>
          <h2 id="admin-profile-title" className="pv-admin-section-title">
            Profile
          </h2>
          {user.isLoading ? (
            <Spinner label="Loading your profile" />
          ) : user.isError || !user.data ? (
            <Alert tone="error" title="Your profile could not be loaded" onRetry={() => user.refetch()}>
              {errorMessage(user.error)}
            </Alert>
          ) : (
            <div className="pv-admin-page-head">
              {user.data.imageUrl && (
                <img
                  src={user.data.imageUrl}
                  alt={`Profile image of ${user.data.firstName} ${user.data.surname}`}
                  width={64}
                  height={64}
                />
              )}
              <dl className="pv-admin-facts">
                <dt>Name</dt>
                <dd>
                  {user.data.firstName} {user.data.surname}
                </dd>
                <dt>Email</dt>
                <dd>
                  {user.data.email}
                  <Badge tone={user.data.emailVerified ? 'success' : 'warning'} dot>
                    {user.data.emailVerified ? UI_TEXT.verified : UI_TEXT.unverified}
                  </Badge>
                </dd>
                <dt>Role</dt>
                <dd>Administrator</dd>
              </dl>
            </div>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <SecuritySection />
        </CardBody>
      </Card>
    </div>
  );
}

export default MyAccountPage;
