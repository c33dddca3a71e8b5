import Spinner from 'react-bootstrap/Spinner';

/** Shown while a tab's first page loads. */
export function TabLoading({ label }: { label: string }) {
  return (
    <div className="d-flex align-items-center justify-content-center py-4 text-body-secondary" role="status">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      {label}
    </div>
  );
}
