// Password recovery, shared by the marketplace and the partner portal: asking for a reset link ('Check
// Your Email' whether or not the account exists) and choosing a new password from the link (the
// server ends every session). Each app puts them in its own page frame.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  UI_TEXT,
  ZForgotPasswordBody,
  ZResetPasswordForm,
  type TForgotPasswordBody,
  type TResetPasswordForm,
} from '@pavilion/domain';
import {
  errorMessage,
  errorStatus,
  fieldErrors,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} from '@pavilion/api-client';
import { ProductLink, paths, richText } from '@pavilion/features-shell';
import { Form, FormAlert, PasswordFields, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';
import { RECOVERY_TEXT as T } from './messages';

/** A page title that takes focus when it appears, so a form turning into its result is announced. */
function FocusedTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className="pv-page-title">
      {children}
    </h1>
  );
}

export interface ForgotPasswordFlowProps {
  /** Where 'Back to login' goes (a product path). */
  loginPath?: string;
}

export function ForgotPasswordFlow({ loginPath = paths.login }: ForgotPasswordFlowProps) {
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, server, submit, submitting } = useZodForm<TForgotPasswordBody>(ZForgotPasswordBody, {
    defaultValues: { email: '' },
    server: { alert: 'always' },
  });
  const { register, formState } = form;

  const send = async (values: TForgotPasswordBody) => {
    await forgotPassword(values).unwrap();
    setSentTo(values.email);
  };

  if (sentTo) {
    return (
      <>
        <FocusedTitle>{UI_TEXT.checkYourEmail}</FocusedTitle>
        <p>{richText(T.sentTo, { email: <strong>{sentTo}</strong> })}</p>
        <p className="pv-muted">{T.mayTakeMinutes}</p>
        <p>
          <ProductLink to={loginPath}>{T.backToLogin}</ProductLink>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className="pv-page-title">{T.forgotTitle}</h1>
      <p>{T.forgotIntro}</p>
      <Form alert="none" server={server} onSubmit={submit(send, T.sendFailed)} aria-label={T.requestForm}>
        <Stack gap={4}>
          <FormAlert message={server.message} />
          <TextField
            label={T.email}
            type="email"
            autoComplete="email"
            required
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" loading={submitting} loadingLabel={T.sending} fullWidth>
            {T.sendLink}
          </Button>
          <ProductLink to={loginPath}>{T.backToLogin}</ProductLink>
        </Stack>
      </Form>
    </>
  );
}

type ResetValues = { password: string; confirmPassword: string };

export interface ResetPasswordFlowProps {
  /** The token from the emailed link (its ?token=). */
  token: string;
  /** Where 'Request a new link' goes (a product path). */
  forgotPasswordPath?: string;
  /** Where 'Log in' goes after the reset (a product path). */
  loginPath?: string;
}

function LinkProblem({ message, forgotPasswordPath }: { message: string; forgotPasswordPath: string }) {
  return (
    <>
      <h1 className="pv-page-title">{T.linkUnusable}</h1>
      <Alert tone="error">{message}</Alert>
      <p style={{ marginTop: 'var(--pv-space-6)' }}>
        <ProductLink to={forgotPasswordPath}>{T.requestNewLink}</ProductLink>
      </p>
    </>
  );
}

export function ResetPasswordFlow({
  token,
  forgotPasswordPath = paths.forgotPassword,
  loginPath = paths.login,
}: ResetPasswordFlowProps) {
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  // The link's token has no field: a message about it replaces the form.
  const { form, server, submit, submitting } = useZodForm<ResetValues, TResetPasswordForm>(ZResetPasswordForm, {
    defaultValues: { password: '', confirmPassword: '' },
    server: { alert: 'always', isField: (name) => name !== 'token' },
  });

  const send = async (values: TResetPasswordForm) => {
    try {
      await resetPassword({ token, ...values }).unwrap();
      setDone(true);
    } catch (err) {
      const status = errorStatus(err);
      if (status === 404 || status === 410) {
        setLinkProblem(errorMessage(err));
        return;
      }
      const tokenProblem = fieldErrors(err).token;
      if (tokenProblem) setLinkProblem(tokenProblem);
      throw err;
    }
  };

  if (!token) return <LinkProblem message={T.linkIncomplete} forgotPasswordPath={forgotPasswordPath} />;
  if (linkProblem) return <LinkProblem message={linkProblem} forgotPasswordPath={forgotPasswordPath} />;
  if (done) {
    return (
      <>
        <FocusedTitle>{T.changed}</FocusedTitle>
        <Alert tone="success">{T.resetDone}</Alert>
        <p style={{ marginTop: 'var(--pv-space-6)' }}>
          <Button as={ProductLink} to={loginPath}>
            {T.logIn}
          </Button>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="pv-page-title">{T.chooseTitle}</h1>
      <Form alert="none" server={server} onSubmit={submit(send, T.changeFailed)} aria-label={T.chooseTitle}>
        <Stack gap={4}>
          <FormAlert message={server.message} />
          <PasswordFields form={form} passwordLabel={T.newPassword} confirmLabel={T.confirmNewPassword} />
          <Button type="submit" loading={submitting} loadingLabel={T.saving} fullWidth>
            {T.resetPassword}
          </Button>
        </Stack>
      </Form>
    </>
  );
}
