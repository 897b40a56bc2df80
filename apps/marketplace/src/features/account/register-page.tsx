// /user/register: the full sign-up form by default, the concise one at ?variant=concise.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@pavilion/features-shell';
import { SignUpForm, type SignUpVariant } from '../../components/sign-up-form';
import { ACCOUNT_TEXT, accountKey } from './messages';
import { richMessage } from '@pavilion/features-shell';
import './account.css';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const variant: SignUpVariant = params.get('variant') === 'concise' ? 'concise' : 'full';
  return (
    <div className="pv-account-card">
      <h1 className="pv-page-title">{ACCOUNT_TEXT.createAccount}</h1>
      <p className="pv-muted">
        {variant === 'full'
          ? richMessage(accountKey('shortFormHint'), {
              link: (chunks) => <Link to={`${paths.register}?variant=concise`}>{chunks}</Link>,
            })
          : richMessage(accountKey('fullFormHint'), { link: (chunks) => <Link to={paths.register}>{chunks}</Link> })}
      </p>
      <SignUpForm
        key={variant}
        variant={variant}
        onSuccess={(answer) => navigate(paths.signupConfirmation, { state: { email: answer.email } })}
      />
      <p style={{ marginTop: 'var(--pv-space-6)' }}>
        {richMessage(accountKey('alreadyHaveAccount'), { link: (chunks) => <Link to={paths.login}>{chunks}</Link> })}
      </p>
    </div>
  );
}
