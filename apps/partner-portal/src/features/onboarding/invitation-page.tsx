// /partner/invitation/{token}: an invitation to join a partner's team. Without an account the invitee
// sets a name and a password and joins; with one they sign in and accept.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import {
  ZInvitationRegisterBody,
  type TInvitationRegisterBody,
  type TInvitationRegisterBodyInput,
  type TInvitationView,
} from '@pavilion/domain';
import {
  errorMessage,
  errorStatus,
  useAcceptInvitationMutation,
  useGetInvitationQuery,
  useRegisterWithInvitationMutation,
  useSession,
} from '@pavilion/api-client';
import { PasswordField } from '@pavilion/features-account';
import { ProductLink, paths, useLogout } from '@pavilion/features-shell';
import { Alert, Button, Container, Spinner, Stack, TextField } from '@pavilion/ui';
import { FormAlert, useDocumentTitle, useServerErrors } from '@pavilion/features-page-kit';
import { partnerPaths } from '../../config/paths';
import '../../components/partner.css';

function RegisterForm({ token, invitation }: { token: string; invitation: TInvitationView }) {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterWithInvitationMutation();
  const form = useForm<TInvitationRegisterBodyInput, unknown, TInvitationRegisterBody>({
    resolver: zodResolver(ZInvitationRegisterBody),
    defaultValues: { firstName: '', surname: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const server = useServerErrors(form);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    server.clear();
    try {
      await register({ token, body }).unwrap();
      navigate(partnerPaths.dashboard, { replace: true });
    } catch (err) {
      server.apply(err);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Create your account and join">
      <Stack gap={4}>
        <p>
          Create your account to join. You will sign in with <strong>{invitation.email}</strong>.
        </p>
        <FormAlert message={server.message} title="You could not join" />
        <div className="pv-form-grid">
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Surname"
            autoComplete="family-name"
            required
            error={errors.surname?.message}
            {...form.register('surname')}
          />
        </div>
        <PasswordField
          label="Password"
          password={form.watch('password') ?? ''}
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={isLoading} loadingLabel="Joining...">
            Create account and join
          </Button>
        </div>
      </Stack>
    </form>
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
    <Container className="pv-partner-page pv-partner-page--narrow">
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
    </Container>
  );
}

export default InvitationPage;
