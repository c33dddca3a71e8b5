import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useHydrated } from '@/lib/use-hydrated';
import { passkeyErrorText, passkeysSupported, usePasskeySignIn } from '../api/passkeys';
import { t } from '@/lib/i18n/translate';

/** "Sign in with a passkey" on /login; nothing where the browser has no passkeys. */
export function PasskeySignIn({ onDone, disabled }: { onDone: () => void; disabled?: boolean }) {
  const signIn = usePasskeySignIn();
  // Only the browser knows. Nearly every browser has passkeys: a page the server painted shows the
  // button, and takes it away once live in one that has none (rather than pushing the page down in all).
  const hydrated = useHydrated();
  if (hydrated && !passkeysSupported()) return null;
  return (
    <div className="mt-3 pt-3 border-top">
      {signIn.isError && (
        <Alert variant="danger" role="alert" dismissible closeLabel={t('Close alert')} onClose={() => signIn.reset()}>
          {passkeyErrorText(signIn.error)}
        </Alert>
      )}
      <Button
        variant="outline-primary"
        // Its code may arrive after the rest of a server-painted page is live: until then, a click would be lost.
        disabled={disabled || signIn.isPending || !hydrated}
        aria-busy={signIn.isPending}
        onClick={() => signIn.mutate(undefined, { onSuccess: onDone })}
      >
        {signIn.isPending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t('Sign in with a passkey')}
      </Button>
    </div>
  );
}
