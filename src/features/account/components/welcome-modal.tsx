import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { paths } from '@contract/paths';
import { t } from '@/lib/i18n/translate';

/**
 * Shown on /account?welcome (docs/product-rules.md#pages-and-routes). Right after registration it greets a new player; an existing
 * player who opens the same address is welcomed back instead of being told the account is ready.
 */
export function WelcomeModal({ show, username, isNew, onClose }: { show: boolean; username: string; isNew: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="welcome-modal-title">
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id="welcome-modal-title">
          {isNew ? t('Welcome to Guildhall, {name}!', { name: username }) : t('Welcome back, {name}!', { name: username })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isNew ? (
          <>
            <p>{t('Your account is ready. You can jump into the game now, or first pick an avatar and check your details.')}</p>
            <p className="mb-0 text-body-secondary small">{t('Your public profile, rankings and bets all use this account.')}</p>
          </>
        ) : (
          <p className="mb-0">{t('Good to see you again. Jump into the game, or check your avatar and details below.')}</p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {isNew ? t('Set up my account') : t('See my account')}
        </Button>
        {/* The play page is a full page load (its document alone may run WebAssembly). */}
        <a className="btn btn-warning" href={paths.play()}>
          {t('Play now')}
        </a>
      </Modal.Footer>
    </Modal>
  );
}
