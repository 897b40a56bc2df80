// Stand-in for the shared page kit until it is merged: the same names and props, so the pages switch
// by their import alone.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, fieldErrors } from '@pavilion/api-client';
import { Alert, EmptyState, Spinner } from '@pavilion/ui';

export interface QueryResultLike<T> {
  data?: T;
  currentData?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  isUninitialized?: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  result: QueryResultLike<T>;
  loadingLabel: string;
  errorTitle: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ result, loadingLabel, errorTitle, isEmpty, empty, children }: QueryViewProps<T>) {
  const { data, error, isError, refetch } = result;
  if (isError && data === undefined)
    return (
      <Alert tone="error" title={errorTitle} onRetry={() => refetch()}>
        {errorMessage(error)}
      </Alert>
    );
  if (data === undefined) return <Spinner label={loadingLabel} showLabel />;
  if (isEmpty?.(data) && empty !== undefined) return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
  return <>{children(data)}</>;
}

export function useServerErrors<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  form: Pick<UseFormReturn<TValues, TContext, TOutput>, 'setError' | 'setFocus' | 'getValues'>,
) {
  const [message, setMessage] = useState<string | null>(null);
  const { setError, setFocus, getValues } = form;
  const apply = useCallback(
    (error: unknown, fallback?: string) => {
      const entries = Object.entries(fieldErrors(error));
      const placed = entries.filter(([name]) => getValues(name as FieldPath<TValues>) !== undefined);
      for (const [name, text] of placed) setError(name as FieldPath<TValues>, { type: 'server', message: text });
      if (placed.length > 0) setFocus(placed[0]![0] as FieldPath<TValues>);
      setMessage(errorMessage(error, fallback));
      return placed.map(([name]) => name);
    },
    [getValues, setError, setFocus],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { message, apply, setMessage, clear };
}

export function FormAlert({
  message,
  title,
  focusOnShow = false,
}: {
  message: ReactNode;
  title?: ReactNode;
  focusOnShow?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = message !== null && message !== undefined && message !== '';
  useEffect(() => {
    if (shown && focusOnShow) ref.current?.focus();
  }, [shown, focusOnShow, message]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="error" title={title}>
        {message}
      </Alert>
    </div>
  );
}

export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | Pavilion`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
