import { Button, Container } from '@pavilion/ui';
import { ProductLink } from './app-links';
import { paths } from './paths';
import './shell.css';
import { SHELL_TEXT } from './messages';

export function NotFoundPage() {
  return (
    <Container className="pv-notfound">
      <p className="pv-notfound__code" aria-hidden="true">
        {404}
      </p>
      <h1>{SHELL_TEXT.notFoundTitle}</h1>
      <p>{SHELL_TEXT.notFoundText}</p>
      <Button as={ProductLink} to={paths.home}>
        {SHELL_TEXT.takeMeHome}
      </Button>
    </Container>
  );
}
