import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useFormikContext } from 'formik';
import { useReadOnly } from '@/lib/site-mode';

/** Disabled while the request is pending (docs/product-rules.md#states-and-transitions); shows a spinner so the wait is visible. */
export function SubmitButton({
  children,
  disabled,
  variant = 'primary',
  className,
}: {
  children: ReactNode;
  disabled?: boolean;
  variant?: string;
  className?: string;
}) {
  const { isSubmitting } = useFormikContext();
  // Nothing can be saved while the site is read-only for maintenance.
  const readOnly = useReadOnly();
  return (
    <Button type="submit" variant={variant} disabled={isSubmitting || disabled || readOnly} aria-busy={isSubmitting} className={className}>
      {isSubmitting && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
