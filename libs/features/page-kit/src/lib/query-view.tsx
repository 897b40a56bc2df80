// The one way a page shows what it loads: a spinner while the first answer is on its way, the error
// in words with 'Try again', an empty state, and otherwise its children with the loaded data only.
import './page-kit.css';
import type { ReactNode } from 'react';
import { errorMessage, errorStatus } from '@pavilion/api-client';
import { Alert, EmptyState, Spinner } from '@pavilion/ui';

/** What QueryView reads from an RTK Query hook's result (pass the whole result). */
export interface QueryResultLike<T> {
  data?: T;
  /** The answer for the current arguments; undefined while another page or sort is on its way. */
  currentData?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  isUninitialized?: boolean;
  refetch: () => unknown;
}

export interface QueryViewState {
  /** A newer answer is on its way (another page, sort or filter, or a refresh). */
  isFetching: boolean;
  /** The data shown is the previous arguments' answer (dim it: DataTable's `refreshing`). */
  isStale: boolean;
}

export interface QueryViewProps<T> {
  /** The query hook's result: `useGetSettingsQuery()`. */
  result: QueryResultLike<T>;
  /** What is loading, for screen readers and beside the spinner: 'Loading your settings'. */
  loadingLabel: string;
  /** Shown instead of the spinner while nothing is loaded (a skeleton). */
  loading?: ReactNode;
  /** The error's title: 'Your settings could not be loaded' (or one per error: 'Order not found' for a 404). */
  errorTitle: ReactNode | ((error: unknown) => ReactNode);
  /** The error's text; the server's message (errorMessage) by default. */
  errorText?: (error: unknown) => ReactNode;
  /** Whether 'Try again' is offered (always by default; `isRetryable` leaves it out where asking again cannot help). */
  canRetry?: (error: unknown) => boolean;
  /** Whether the loaded data is empty; then `empty` shows instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** The empty state (a string becomes an EmptyState title). */
  empty?: ReactNode;
  /** Shown while the query is skipped (nothing to ask yet). */
  skipped?: ReactNode;
  className?: string;
  children: (data: T, state: QueryViewState) => ReactNode;
}

/** A request refused for good (not found, forbidden, invalid) does not change by asking again. */
export function isRetryable(error: unknown): boolean {
  const status = errorStatus(error);
  return !(typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429);
}

export function QueryView<T>({
  result,
  loadingLabel,
  loading,
  errorTitle,
  errorText = (error) => errorMessage(error),
  canRetry = () => true,
  isEmpty,
  empty,
  skipped = null,
  className,
  children,
}: QueryViewProps<T>) {
  const { data, error, isLoading, isError, isUninitialized, refetch } = result;
  // RTK keeps the previous arguments' data while new ones load; currentData is only this answer.
  const current = 'currentData' in result ? result.currentData : data;
  const isFetching = Boolean(result.isFetching);
  // One shape for every state (a notice slot, then the content), so a placeholder and the loaded
  // content of the same type (a table loading, then filled) stay one element on the page.
  const view = (notice: ReactNode, content: ReactNode) => {
    const inner = (
      <>
        {notice}
        {content}
      </>
    );
    return className ? <div className={className}>{inner}</div> : inner;
  };
  const title = typeof errorTitle === 'function' ? errorTitle(error) : errorTitle;
  const onRetry = error !== undefined && !canRetry(error) ? undefined : () => void refetch();

  if (isUninitialized) return view(null, skipped);
  if (isError && current === undefined) {
    return view(
      <Alert tone="error" title={title} onRetry={onRetry}>
        {errorText(error)}
      </Alert>,
      null,
    );
  }
  const shown = current ?? data;
  if (shown === undefined || (isLoading && current === undefined)) {
    return view(
      null,
      loading ?? (
        <div className="pv-query-view__loading">
          <Spinner label={loadingLabel} showLabel />
        </div>
      ),
    );
  }
  const state: QueryViewState = { isFetching, isStale: current === undefined };
  return view(
    // A refresh of the same answer failed: keep what is shown, say so.
    isError ? (
      <Alert tone="warning" title={title} onRetry={onRetry}>
        {errorText(error)}
      </Alert>
    ) : null,
    isEmpty?.(shown) && empty !== undefined ? renderEmpty(empty) : children(shown, state),
  );
}

function renderEmpty(empty: ReactNode) {
  return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
}
