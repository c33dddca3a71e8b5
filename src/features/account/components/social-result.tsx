import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { msg, t } from '@/lib/i18n/translate';

/** The messages for the flag the social-login callback leaves in the address (?social=…). */
const MESSAGES: Record<string, { variant: 'success' | 'danger' | 'warning'; text: string }> = {
  linked: { variant: 'success', text: msg('Your social account is linked: its picture is now your avatar.') },
  taken: { variant: 'warning', text: msg('That social account is already linked to another player.') },
  password: {
    variant: 'warning',
    text: msg('Nothing was linked: linking a social account needs your password. Choose its picture again and enter your password.'),
  },
  error: { variant: 'danger', text: msg("We couldn't complete the social login. Please try again.") },
  unlinked: {
    variant: 'warning',
    text: msg('No player is linked to that social account yet. Log in with your password, then pick its picture on your account page to link it.'),
  },
};

export function SocialResult({ flag }: { flag: string | null }) {
  const [shown, setShown] = useState(true);
  const message = flag ? MESSAGES[flag] : undefined;
  if (!message || !shown) return null;
  return (
    <Alert
      variant={message.variant}
      dismissible
      closeLabel={t('Close alert')}
      onClose={() => setShown(false)}
      role={message.variant === 'danger' ? 'alert' : 'status'}
    >
      {t(message.text)}
    </Alert>
  );
}
