import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ChatDotsFill } from 'react-bootstrap-icons';
import { CHAT_PROMPT_HIDE_DAYS, CHAT_PROMPT_JOIN_DAYS } from '@contract/rules/constants';
import { cookies, useCookie } from '@/lib/cookies';
import { useBootstrap } from '@/lib/bootstrap';
import { t } from '@/lib/i18n/translate';

/** The cookie is named for the prompt (docs/product-rules.md#what-the-product-does). */
export const CHAT_PROMPT_COOKIE = 'discord_prompt';

/** One-time invitation to the community chat server: hidden 365 days when dismissed, 7 when joined. */
export function ChatPrompt() {
  const { settings } = useBootstrap();
  const answered = useCookie(CHAT_PROMPT_COOKIE);
  const [visible, setVisible] = useState(() => !answered);
  if (!visible) return null;
  const hide = (value: 'hidden' | 'joined', days: number) => {
    cookies.set(CHAT_PROMPT_COOKIE, value, days);
    setVisible(false);
  };
  return (
    <aside className="chat-prompt shadow-lg" aria-label={t('Community chat invitation')}>
      <div className="d-flex align-items-start gap-3">
        <ChatDotsFill className="chat-prompt-icon text-primary" aria-hidden="true" />
        <div className="flex-grow-1">
          <p className="fw-semibold mb-1">{t('Join our community chat')}</p>
          <p className="small mb-2 text-body-secondary">{t('Find a party, trade, and hear about events first.')}</p>
          <div className="d-flex gap-2">
            <a
              className="btn btn-primary btn-sm"
              href={settings.chatServerUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => hide('joined', CHAT_PROMPT_JOIN_DAYS)}
            >
              {t('Join')}
            </a>
            <Button size="sm" variant="outline-secondary" onClick={() => hide('hidden', CHAT_PROMPT_HIDE_DAYS)}>
              {t('No thanks')}
            </Button>
          </div>
        </div>
        <button type="button" className="btn-close" aria-label={t('Dismiss')} onClick={() => hide('hidden', CHAT_PROMPT_HIDE_DAYS)} />
      </div>
    </aside>
  );
}
