// /partner/invitation/{token}: an invitation to join a partner's team. Without an account the invitee
// sets a name and a password and joins; with one they sign in and accept.
import { useNavigate, useParams } from 'react-router';
import { dateTimeFormat, ZInvitationRegisterBody, type TInvitationView } from '@pavilion/domain';
import {
  errorMessage,
  errorStatus,
  useAcceptInvitationMutation,
  useGetInvitationQuery,
  useRegisterWithInvitationMutation,
  useSession,
} from '@pavilion/api-client';
import { ProductLink, paths, richMessage, useLogout } from '@pavilion/features-shell';
import { Alert, Button, Spinner, Stack } from '@pavilion/ui';
import {
  Form,
  PageFrame,
  PasswordFields,
  PersonFields,
  useDocumentTitle,
  useZodForm,
} from '@pavilion/features-page-kit';
import { partnerPaths, partnerProductPath } from '../../config/paths';
import '../../components/partner.css';
import { ONBOARDING_TEXT as T } from './messages';

function RegisterForm({ token, invitation }: { token: string; invitation: TInvitationView }) {
  const navigate = useNavigate();
  const [register] = useRegisterWithInvitationMutation();
  const { form, server, submit, submitting } = useZodForm(ZInvitationRegisterBody, {
    defaultValues: { firstName: '', surname: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  return (
    <Form
      aria-label={T.createAccountAndJoin}
      alertTitle={T.couldNotJoin}
      server={server}
      onSubmit={submit(async (body) => {
        await register({ token, body }).unwrap();
        navigate(partnerPaths.dashboard, { replace: true });
      })}
    >
      <Stack gap={4}>
        <p>
          {richMessage(
            'partner.onboarding.createToJoin',
            { b: (chunks) => <strong>{chunks}</strong> },
            { email: invitation.email },
          )}
        </p>
        <PersonFields form={form} withEmail={false} />
        <PasswordFields form={form} />
        <div>
          <Button type="submit" loading={submitting} loadingLabel={T.joining}>
            {T.createAccountJoinButton}
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
  if (status === 'loading') return <Spinner label={T.checkingSession} />;
  if (!session)
    return (
      <Stack gap={3}>
        <p>
          {richMessage(
            'partner.onboarding.accountExists',
            { b: (chunks) => <strong>{chunks}</strong> },
            { email: invitation.email },
          )}
        </p>
        <div>
          <Button as={ProductLink} to={`${paths.login}?next=${encodeURIComponent(partnerProductPath(here))}`}>
            {T.logInToAccept}
          </Button>
        </div>
      </Stack>
    );
  if (session.email.toLowerCase() !== invitation.email.toLowerCase())
    return (
      <Alert tone="warning" title={T.otherAccount}>
        <p>{T.signedInAsOther({ sessionEmail: session.email, invitationEmail: invitation.email })}</p>
        <Button variant="secondary" onClick={() => void logout()}>
          {T.logOut}
        </Button>
      </Alert>
    );
  return (
    <Stack gap={3}>
      {accepting.isError && (
        <Alert tone="error" title={T.couldNotJoin}>
          {errorMessage(accepting.error)}
        </Alert>
      )}
      <div>
        <Button
          loading={accepting.isLoading}
          loadingLabel={T.joining}
          onClick={async () => {
            try {
              await accept(token).unwrap();
              navigate(partnerPaths.dashboard, { replace: true });
            } catch {
              /* shown above */
            }
          }}
        >
          {T.joinPartner({ partnerName: invitation.partnerName })}
        </Button>
      </div>
    </Stack>
  );
}

export function InvitationPage() {
  useDocumentTitle(T.joinTeamTitle);
  const token = useParams().token ?? '';
  const invitation = useGetInvitationQuery(token, { skip: !token });
  return (
    <PageFrame size="narrow">
      <div className="pv-partner-card">
        {invitation.isLoading ? (
          <Spinner label={T.openingInvitation} showLabel />
        ) : invitation.isError || !invitation.data ? (
          <>
            <h1 className="pv-page-title">{T.invitationCannotBeUsed}</h1>
            <Alert
              tone="error"
              onRetry={errorStatus(invitation.error) === 'FETCH_ERROR' ? () => invitation.refetch() : undefined}
            >
              {errorMessage(invitation.error, T.invitationLinkInvalid)}
            </Alert>
            <p>
              <ProductLink to={paths.login}>{T.goToLogin}</ProductLink>
            </p>
          </>
        ) : (
          <>
            <h1 className="pv-page-title">{T.joinOnPavilion({ partnerName: invitation.data.partnerName })}</h1>
            <p>
              {T.invitedText({
                invitedBy: invitation.data.invitedBy,
                date: dateTimeFormat({ dateStyle: 'long' }).format(new Date(invitation.data.expiresAt)),
              })}
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
