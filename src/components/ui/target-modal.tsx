import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTarget } from './targets';
import { t } from '@/lib/i18n/translate';

/** A modal that any element with data-modal-target="#id" opens. */
export function TargetModal({
  id,
  title,
  children,
  footer,
  initiallyOpen = false,
  onHide,
  size,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  initiallyOpen?: boolean;
  onHide?: () => void;
  size?: 'sm' | 'lg' | 'xl';
}) {
  const { open, setOpen } = useTarget(id, 'modal', initiallyOpen);
  const hide = () => {
    setOpen(false);
    onHide?.();
  };
  return (
    <Modal show={open} onHide={hide} id={id} aria-labelledby={`${id}-title`} centered size={size}>
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={`${id}-title`}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {footer && <Modal.Footer>{footer}</Modal.Footer>}
    </Modal>
  );
}
