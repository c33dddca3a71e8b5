import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { Compass } from 'react-bootstrap-icons';
import { PageHeader } from './page-header';

export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <>
      <PageHeader title="Not found" />
      <Card className="text-center py-5">
        <Card.Body>
          <Compass className="display-6 mb-3 text-body-secondary" aria-hidden="true" />
          <Card.Title as="h2" className="h4">
            We couldn't find that {what}
          </Card.Title>
          <Card.Text className="text-body-secondary">The link may be old, or the {what} may have been removed.</Card.Text>
          <Link to="/" className="btn btn-primary">
            Go to the home page
          </Link>
        </Card.Body>
      </Card>
    </>
  );
}
