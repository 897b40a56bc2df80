import { Button, Container } from '@pavilion/ui';
import { ProductLink } from './app-links';
import { paths } from './paths';
import './shell.css';

export function NotFoundPage() {
  return (
    <Container className="pv-notfound">
      <p className="pv-notfound__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Button as={ProductLink} to={paths.home}>
        Take Me Home
      </Button>
    </Container>
  );
}
