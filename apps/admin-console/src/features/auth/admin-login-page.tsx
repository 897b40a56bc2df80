// /admin/login: only administrators proceed (to /admin/dashboard); anyone else is signed out again.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutMutation, useSession } from '@pavilion/api-client';
import { LoginForm } from '@pavilion/features-shell';
import { Alert, Button, Spinner } from '@pavilion/ui';
import { Link } from 'react-router';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const { status, role } = useSession();
  const [logout] = useLogoutMutation();
  const [refused, setRefused] = useState(false);
  if (status === 'loading') return <Spinner label="Checking your session" />;
  if (status === 'authenticated' && role === 'admin') {
    return (
      <div className="pv-auth-card">
        <h1 className="pv-page-title">Already Logged In</h1>
        <Button as={Link} to="/dashboard">
          Go to the admin dashboard
        </Button>
      </div>
    );
  }
  return (
    <div className="pv-auth-card">
      <h1 className="pv-page-title">Admin login</h1>
      {refused && (
        <Alert tone="error" role="alert">
          Only administrators can sign in here.
        </Alert>
      )}
      <LoginForm
        idPrefix="admin-login"
        onSuccess={async (answer) => {
          if (answer.isAdmin) {
            navigate('/dashboard', { replace: true });
          } else {
            setRefused(true);
            await logout();
          }
        }}
      />
    </div>
  );
}
