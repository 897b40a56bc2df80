// Session state as the apps read it: who is signed in and in which role.
import { roleOf, type TRole, type TSession } from '@pavilion/domain';
import { useGetSessionQuery } from './endpoints/session';

export interface SessionState {
  status: 'loading' | 'anonymous' | 'authenticated';
  session: TSession | null;
  role: TRole;
}

export function useSession(): SessionState {
  const { data, isLoading, isError } = useGetSessionQuery();
  if (isLoading) return { status: 'loading', session: null, role: 'visitor' };
  if (isError || !data?.authenticated || !data.session) return { status: 'anonymous', session: null, role: 'visitor' };
  return { status: 'authenticated', session: data.session, role: roleOf(data.session) };
}
