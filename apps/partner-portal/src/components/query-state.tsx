// Loading, failure (with the server's words and 'Try again') and empty states of the dashboard's
// summary, until it moves to the page kit's QueryView as every other partner page has.
import type { ReactNode } from 'react';
import { errorMessage } from '@pavilion/api-client';
import { Alert, EmptyState, Spinner } from '@pavilion/ui';

export function QueryState({
  isLoading,
  error,
  onRetry,
  failedText,
  loadingText = 'Loading...',
  children,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  failedText: string;
  loadingText?: string;
  children: ReactNode;
}) {
  if (isLoading) return <Spinner label={loadingText} showLabel />;
  if (error)
    return (
      <Alert tone="error" title={failedText} onRetry={onRetry}>
        <p>{errorMessage(error)}</p>
      </Alert>
    );
  return <>{children}</>;
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return <EmptyState title={title} titleAs="h2" action={children} />;
}

export { STATUS_TONE } from './status-badge';
