import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { t } from '@/lib/i18n/translate';

/** The dialog that takes the two-factor code a dashboard change asks for again (see ./second-factor-prompt.tsx). */
export default function SecondFactorDialog({
  code,
  onCode,
  onSubmit,
  onCancel,
}: {
  code: string;
  onCode: (code: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal show onHide={onCancel} centered aria-labelledby="second-factor-title">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="second-factor-title" as="h2" className="h5">
            {t('Confirm it is you')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('Dashboard changes need a two-factor sign-in within the last {hours} hours.', { hours: 12 })}</p>
          <Form.Group controlId="second-factor-code">
            <Form.Label>{t('Code from the app, or a backup code')}</Form.Label>
            <Form.Control value={code} onChange={(e) => onCode(e.target.value)} autoComplete="one-time-code" inputMode="text" autoFocus />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="primary">
            {t('Confirm')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
