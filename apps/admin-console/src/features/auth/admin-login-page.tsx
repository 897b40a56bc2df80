// /admin/login: only administrators proceed (to /admin/dashboard); anyone else is signed out again.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutMutation, useSession } from '@pavilion/api-client';
import { LoginForm } from '@pavilion/features-shell';
import { Alert, Button, Spinner } from '@pavilion/ui';
import { Link } from 'react-router';
import { AUTH_TEXT } from './messages';
import { adminPaths } from '../../config/paths';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const { status, role } = useSession();
  const [logout] = useLogoutMutation();
  const [refused, setRefused] = useState(false);
  if (status === 'loading') return <Spinner label={AUTH_TEXT.checkingSession} />;
  if (status === 'authenticated' && role === 'admin') {
    return (
      <div className="pv-auth-card">
        <h1 className="pv-page-title">{AUTH_TEXT.alreadyLoggedIn}</h1>
        <Button as={Link} to={adminPaths.dashboard}>
          {AUTH_TEXT.goToDashboard}
        </Button>
      </div>
    );
  }
  return (
    <div className="pv-auth-card">
      <h1 className="pv-page-title">{AUTH_TEXT.title}</h1>
      {refused && (
        <Alert tone="error" role="alert">
          {AUTH_TEXT.onlyAdministrators}
        </Alert>
      )}
      <LoginForm
        idPrefix="admin-login"
        onSuccess={async (answer) => {
          if (answer.isAdmin) {
            navigate(adminPaths.dashboard, { replace: true });
          } else {
            setRefused(true);
            await logout();
          }
        }}
      />
    </div>
  );
}
