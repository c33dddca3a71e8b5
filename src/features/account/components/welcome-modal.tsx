import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { paths } from '@contract/paths';

/** Shown on /account?welcome, right after registration (SPEC §2). */
export function WelcomeModal({ show, username, onClose }: { show: boolean; username: string; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="welcome-modal-title">
      <Modal.Header closeButton>
        <Modal.Title id="welcome-modal-title">Welcome to Guildhall, {username}!</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Your account is ready. You can jump into the game now, or first pick an avatar and check your details.</p>
        <p className="mb-0 text-body-secondary small">Your public profile, rankings and bets all use this account.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Set up my account
        </Button>
        {/* The play page is a full page load (its document alone may run WebAssembly). */}
        <a className="btn btn-warning" href={paths.play()}>
          Play now
        </a>
      </Modal.Footer>
    </Modal>
  );
}
