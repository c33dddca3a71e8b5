import Spinner from 'react-bootstrap/Spinner';

/** Shown while a lazy page chunk or its first data loads. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <Spinner animation="border" className="me-2" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
