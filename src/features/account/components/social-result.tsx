import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';

/** The messages for the flag the social-login callback leaves in the address (?social=…). */
const MESSAGES: Record<string, { variant: 'success' | 'danger' | 'warning'; text: string }> = {
  linked: { variant: 'success', text: 'Your social account is linked: its picture is now your avatar.' },
  taken: { variant: 'warning', text: 'That social account is already linked to another player.' },
  password: {
    variant: 'warning',
    text: 'Nothing was linked: linking a social account needs your password. Choose its picture again and enter your password.',
  },
  error: { variant: 'danger', text: "We couldn't complete the social login. Please try again." },
  unlinked: {
    variant: 'warning',
    text: 'No player is linked to that social account yet. Log in with your password, then pick its picture on your account page to link it.',
  },
};

export function SocialResult({ flag }: { flag: string | null }) {
  const [shown, setShown] = useState(true);
  const message = flag ? MESSAGES[flag] : undefined;
  if (!message || !shown) return null;
  return (
    <Alert variant={message.variant} dismissible onClose={() => setShown(false)} role={message.variant === 'danger' ? 'alert' : 'status'}>
      {message.text}
    </Alert>
  );
}
