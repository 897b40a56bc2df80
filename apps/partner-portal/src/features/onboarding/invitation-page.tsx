// /partner/invitation/{token}: an invitation to join a partner's team. Without an account the invitee
// sets a name and a password and joins; with one they sign in and accept.
import { useNavigate, useParams } from 'react-router';
import { ZInvitationRegisterBody, type TInvitationView } from '@pavilion/domain';
import {
  errorMessage,
  errorStatus,
  useAcceptInvitationMutation,
  useGetInvitationQuery,
  useRegisterWithInvitationMutation,
  useSession,
} from '@pavilion/api-client';
import { ProductLink, paths, useLogout } from '@pavilion/features-shell';
import { Alert, Button, Spinner, Stack } from '@pavilion/ui';
import {
  Form,
  PageFrame,
  PasswordFields,
  PersonFields,
  useDocumentTitle,
  useZodForm,
} from '@pavilion/features-page-kit';
import { partnerPaths } from '../../config/paths';
import '../../components/partner.css';

function RegisterForm({ token, invitation }: { token: string; invitation: TInvitationView }) {
  const navigate = useNavigate();
  const [register] = useRegisterWithInvitationMutation();
  const { form, server, submit, submitting } = useZodForm(ZInvitationRegisterBody, {
    defaultValues: { firstName: '', surname: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  return (
    <Form
      aria-label="Create your account and join"
      alertTitle="You could not join"
      server={server}
      onSubmit={submit(async (body) => {
        await register({ token, body }).unwrap();
        navigate(partnerPaths.dashboard, { replace: true });
      })}
    >
      <Stack gap={4}>
        <p>
          Create your account to join. You will sign in with <strong>{invitation.email}</strong>.
        </p>
        <PersonFields form={form} withEmail={false} />
        <PasswordFields form={form} />
        <div>
          <Button type="submit" loading={submitting} loadingLabel="Joining...">
            Create account and join
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

function AcceptWithAccount({ token, invitation }: { token: string; invitation: TInvitationView }) {
  const navigate = useNavigate();
  const { status, session } = useSession();
  const logout = useLogout();
  const [accept, accepting] = useAcceptInvitationMutation();
  const here = partnerPaths.invitation(token);
  if (status === 'loading') return <Spinner label="Checking your session" />;
  if (!session)
    return (
      <Stack gap={3}>
        <p>
          An account with <strong>{invitation.email}</strong> already exists. Log in with it to accept the invitation.
        </p>
        <div>
          <Button as={ProductLink} to={`${paths.login}?next=${encodeURIComponent(`/partner${here}`)}`}>
            Log in to accept
          </Button>
        </div>
      </Stack>
    );
  if (session.email.toLowerCase() !== invitation.email.toLowerCase())
    return (
      <Alert tone="warning" title="This invitation is for another account">
        <p>
          You are signed in as {session.email}, but the invitation is for {invitation.email}.
        </p>
        <Button variant="secondary" onClick={() => void logout()}>
          Log out
        </Button>
      </Alert>
    );
  return (
    <Stack gap={3}>
      {accepting.isError && (
        <Alert tone="error" title="You could not join">
          {errorMessage(accepting.error)}
        </Alert>
      )}
      <div>
        <Button
          loading={accepting.isLoading}
          loadingLabel="Joining..."
          onClick={async () => {
            try {
              await accept(token).unwrap();
              navigate(partnerPaths.dashboard, { replace: true });
            } catch {
              /* shown above */
            }
          }}
        >
          Join {invitation.partnerName}
        </Button>
      </div>
    </Stack>
  );
}

export function InvitationPage() {
  useDocumentTitle('Join a partner team');
  const token = useParams().token ?? '';
  const invitation = useGetInvitationQuery(token, { skip: !token });
  return (
    <PageFrame size="narrow">
      <div className="pv-partner-card">
        {invitation.isLoading ? (
          <Spinner label="Opening your invitation" showLabel />
        ) : invitation.isError || !invitation.data ? (
          <>
            <h1 className="pv-page-title">This invitation cannot be used</h1>
            <Alert
              tone="error"
              onRetry={errorStatus(invitation.error) === 'FETCH_ERROR' ? () => invitation.refetch() : undefined}
            >
              {errorMessage(invitation.error, 'This invitation link is not valid.')}
            </Alert>
            <p>
              <ProductLink to={paths.login}>Go to login</ProductLink>
            </p>
          </>
        ) : (
          <>
            <h1 className="pv-page-title">Join {invitation.data.partnerName} on Pavilion</h1>
            <p>
              {invitation.data.invitedBy} invited you to join the team. Members create and run the company's events and
              see its registrations. The invitation is open until{' '}
              {new Date(invitation.data.expiresAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.
            </p>
            {invitation.data.accountExists ? (
              <AcceptWithAccount token={token} invitation={invitation.data} />
            ) : (
              <RegisterForm token={token} invitation={invitation.data} />
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}

export default InvitationPage;
