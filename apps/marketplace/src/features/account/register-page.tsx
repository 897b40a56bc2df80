// /user/register: the full sign-up form by default, the concise one at ?variant=concise.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@pavilion/features-shell';
import { SignUpForm, type SignUpVariant } from '../../components/sign-up-form';
import './account.css';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const variant: SignUpVariant = params.get('variant') === 'concise' ? 'concise' : 'full';
  return (
    <div className="pv-account-card">
      <h1 className="pv-page-title">Create your account</h1>
      <p className="pv-muted">
        {variant === 'full' ? (
          <>
            In a hurry? <Link to={`${paths.register}?variant=concise`}>Use the short form</Link> and complete your
            profile later.
          </>
        ) : (
          <>
            Only the essentials. <Link to={paths.register}>Use the full form</Link> to add your phone, company and
            sectors now.
          </>
        )}
      </p>
      <SignUpForm
        key={variant}
        variant={variant}
        onSuccess={(answer) => navigate(paths.signupConfirmation, { state: { email: answer.email } })}
      />
      <p style={{ marginTop: 'var(--pv-space-6)' }}>
        Already have an account? <Link to={paths.login}>Log in</Link>
      </p>
    </div>
  );
}
