import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Alert, Button, Container } from '@pavilion/ui';

/** Shown when a page fails to load (for example a chunk after a new release): says so and offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Container style={{ padding: 'var(--pv-space-12) 0' }}>
      <Alert tone="error" title="This page could not be shown">
        <p>Something went wrong while loading this page. {detail}</p>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Alert>
    </Container>
  );
}
