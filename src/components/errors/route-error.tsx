import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';

/** Error boundary of the router: a page that crashes shows the generic text, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <Container className="py-5">
      <Alert variant="danger">
        <Alert.Heading>Something went wrong</Alert.Heading>
        <p className="mb-2">
          {isRouteErrorResponse(error) && error.status === 404
            ? 'This page does not exist.'
            : chunkFailed
              ? 'The site was updated. Reload the page to get the new version.'
              : GENERIC_ERROR_TEXT}
        </p>
        <button type="button" className="btn btn-outline-danger" onClick={() => location.reload()}>
          Reload
        </button>
      </Alert>
    </Container>
  );
}
