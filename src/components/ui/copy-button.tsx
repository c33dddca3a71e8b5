import Button from 'react-bootstrap/Button';
import { Clipboard } from 'react-bootstrap-icons';
import { useLocation } from 'react-router-dom';
import { currentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE } from '@contract/i18n/languages';
import { copyToClipboard } from './clipboard';
import { t } from '@/lib/i18n/translate';

/**
 * A small button that copies `text` (with `absolute`, the site path `text` as a full link) and confirms with docs/product-rules.md#error-messages: toast ("Copied: …", or the failure
 * toast). `label` is its accessible name and tooltip, e.g. "Copy the code GH7K".
 */
export function CopyButton({ text, label, absolute, children }: { text: string; label: string; absolute?: boolean; children?: string }) {
  // A site path becomes a full link at the click: the page's address is the browser's to know.
  const copied = () => (absolute ? new URL(text, window.location.origin).href : text);
  return (
    <Button variant="outline-secondary" size="sm" className="copy-button" aria-label={label} title={label} onClick={() => void copyToClipboard(copied())}>
      <Clipboard aria-hidden="true" className={children ? 'me-1' : undefined} />
      {children}
    </Button>
  );
}

/**
 * Copies the absolute link of the page being shown (a character, a guild, a wiki entry) to share it.
 * Read in another language than the site's default, the link names it (`?lang=de`): chat unfurlers
 * send no language of their own, so the preview is written in the one the address names.
 */
export function CopyPageLinkButton({ what }: { what: string }) {
  const { pathname } = useLocation();
  const language = currentLanguage();
  const link = language === DEFAULT_LANGUAGE ? pathname : `${pathname}?${new URLSearchParams({ lang: language }).toString()}`;
  return (
    <CopyButton text={link} absolute label={t('Copy the link to {what}', { what })}>
      {t('Copy link')}
    </CopyButton>
  );
}
