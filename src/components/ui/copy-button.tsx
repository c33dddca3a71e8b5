import Button from 'react-bootstrap/Button';
import { Clipboard } from 'react-bootstrap-icons';
import { useLocation } from 'react-router-dom';
import { copyToClipboard } from './clipboard';

/**
 * A small button that copies `text` and confirms with SPEC §8's toast ("Copied: …", or the failure
 * toast). `label` is its accessible name and tooltip, e.g. "Copy the code GH7K".
 */
export function CopyButton({ text, label, children }: { text: string; label: string; children?: string }) {
  return (
    <Button variant="outline-secondary" size="sm" className="copy-button" aria-label={label} title={label} onClick={() => void copyToClipboard(text)}>
      <Clipboard aria-hidden="true" className={children ? 'me-1' : undefined} />
      {children}
    </Button>
  );
}

/** Copies the absolute link of the page being shown (a character, a guild, a wiki entry) to share it. */
export function CopyPageLinkButton({ what }: { what: string }) {
  const { pathname } = useLocation();
  return (
    <CopyButton text={new URL(pathname, window.location.origin).href} label={`Copy the link to ${what}`}>
      Copy link
    </CopyButton>
  );
}
