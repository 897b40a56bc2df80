import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageFrame } from '@pavilion/features-page-kit';
import { Alert, Button } from '@pavilion/ui';
import { APP_TEXT } from './messages';

/** Shown when a page fails to load (for example a chunk after a new release): says so and offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    // In the frame: the header's inset on both sides (a zero inline padding here once cancelled it).
    <PageFrame>
      <Alert tone="error" title={APP_TEXT.routeErrorTitle}>
        <p>{APP_TEXT.routeErrorText({ detail })}</p>
        <Button onClick={() => window.location.reload()}>{APP_TEXT.reload}</Button>
      </Alert>
    </PageFrame>
  );
}
