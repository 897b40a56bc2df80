// Loading, failure (with the server's words and 'Try again') and empty states of a partner page.
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

/** A status badge's tone: APPROVED green, PENDING yellow, REJECTED red. */
export const STATUS_TONE = { APPROVED: 'success', PENDING: 'warning', REJECTED: 'danger' } as const;
