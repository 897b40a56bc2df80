// A console page of one entity named by the id in its address (/partner-details/7): the entity loads
// into the page frame. An address whose id cannot name one, and an id the server does not know (404),
// say the same: nothing here, with the way back to the list.
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorStatus } from '@pavilion/api-client';
import { isRetryable, PageFrame, QueryView, type QueryResultLike } from '@pavilion/features-page-kit';
import { Alert } from '@pavilion/ui';

/**
 * The arguments of the page's entity query: the id in its address, and the query skipped when that id
 * cannot name an entity (a positive integer). `useGetAdminPartnerQuery(...useAddressIdQuery())`.
 */
export function useAddressIdQuery(): [id: number, options: { skip: boolean }] {
  const id = Number(useParams().id);
  return [id, { skip: !(Number.isInteger(id) && id > 0) }];
}

export interface EntityPageProps<T> {
  /** The entity's query: `useGetAdminPartnerQuery(...useAddressIdQuery())`. */
  result: QueryResultLike<T>;
  loadingLabel: string;
  /** When there is no such entity: 'Event not found'. */
  notFoundTitle: string;
  /** Under it: 'No event has this address.' */
  notFoundText: string;
  /** The list to go back to: `{ to: '/dashboard/events', label: 'Back to the events' }`. */
  back: { to: string; label: string };
  /** When it could not be loaded (with 'Try again' where trying again can help). */
  errorTitle: string;
  children: (entity: T) => ReactNode;
}

export function EntityPage<T>({
  result,
  loadingLabel,
  notFoundTitle,
  notFoundText,
  back,
  errorTitle,
  children,
}: EntityPageProps<T>) {
  return (
    <PageFrame>
      <QueryView
        result={result}
        loadingLabel={loadingLabel}
        errorTitle={(error) => (errorStatus(error) === 404 ? notFoundTitle : errorTitle)}
        canRetry={isRetryable}
        skipped={
          <Alert tone="error" title={notFoundTitle}>
            {notFoundText} <Link to={back.to}>{back.label}</Link>
          </Alert>
        }
      >
        {children}
      </QueryView>
    </PageFrame>
  );
}
