import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { Tools } from 'react-bootstrap-icons';
import { PageHeader } from './page-header';

/** A page that is not built yet: a clear panel inside the real layout, never a blank page (issue 2). */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="text-center py-5 coming-soon" data-testid="coming-soon">
        <Card.Body>
          <Tools className="display-6 mb-3 text-body-secondary" aria-hidden="true" />
          <Card.Title as="h2" className="h4">Coming soon</Card.Title>
          <Card.Text className="text-body-secondary">
            {description ?? 'This part of Guildhall is being built. Check back shortly.'}
          </Card.Text>
          <Link to="/" className="btn btn-outline-primary">Back to the home page</Link>
        </Card.Body>
      </Card>
    </>
  );
}
