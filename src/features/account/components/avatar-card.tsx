import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { AccountDetails } from '@contract/types/account';
import { useBootstrap } from '@/lib/bootstrap';
import { AlertStack } from '@/components/ui/alert-stack';
import { useErrorDisplay } from '@/components/errors/use-error-display';
import { playerAvatar } from '@/lib/image-urls';
import { RequestFailure } from '@/lib/api-error';
import { providerName, socialRedirectUrl, startSocialLink, useApplyDefaultAvatar } from '../api/account';
import { noticesByVariant } from './notices';
import { t } from '@/lib/i18n/translate';

/**
 * The avatar and its source chooser (docs/product-rules.md#pages-and-routes): `default` calls the default-avatar endpoint, any other
 * value sends the browser to that provider's social login. Only configured providers are offered.
 */
export function AvatarCard({ account }: { account: AccountDetails }) {
  const { settings } = useBootstrap();
  const applyDefaultAvatar = useApplyDefaultAvatar();
  const { alerts, dismiss, clear, showError, showMessages } = useErrorDisplay();
  const [source, setSource] = useState('default');
  const [password, setPassword] = useState('');
  const [linking, setLinking] = useState(false);
  const busy = applyDefaultAvatar.isPending || linking;
  // A provider not linked yet becomes a way to sign in: that needs the password.
  const newLink = source !== 'default' && !account.linkedProviders.includes(source);

  const apply = () => {
    if (newLink) {
      clear();
      setLinking(true);
      startSocialLink(source, password).then(
        (answer) => window.location.assign(answer.url),
        (e: unknown) => {
          setLinking(false);
          if (e instanceof RequestFailure) showMessages('danger', e.messages.length ? e.messages : Object.values(e.fieldErrors ?? {}).flat());
        },
      );
      return;
    }
    if (source !== 'default') {
      window.location.assign(socialRedirectUrl(source));
      return;
    }
    applyDefaultAvatar.mutate(undefined, {
      onSuccess: (answer) => noticesByVariant(answer).forEach(([variant, messages]) => showMessages(variant === 'warning' ? 'info' : variant, messages)),
      onError: showError,
    });
  };

  return (
    <Card>
      <Card.Body className="text-center">
        <img src={playerAvatar(account)} alt={t('Avatar of {name}', { name: account.Username })} className="account-avatar mb-2" width={96} height={96} />
        <h2 className="h5 mb-1">{account.Username}</h2>
        <p className="small text-body-secondary mb-3">
          {account.ProviderID && account.ProviderName
            ? t('Using your {provider} picture', { provider: providerName(account.ProviderName) })
            : account.hasUploadedAvatar
              ? t('Using your uploaded picture')
              : t('Using the default picture')}
        </p>
        <AlertStack alerts={alerts} onDismiss={dismiss} />
        <Form.Group controlId="avatar-source" className="text-start mb-2">
          <Form.Label>{t('Avatar source')}</Form.Label>
          <Form.Select value={source} onChange={(e) => setSource(e.target.value)}>
            <option value="default">{t('Default picture')}</option>
            {settings.socialProviders.map((p) => (
              <option key={p} value={p}>
                {account.linkedProviders.includes(p)
                  ? t('{provider} picture (linked)', { provider: providerName(p) })
                  : t('{provider} picture', { provider: providerName(p) })}
              </option>
            ))}
          </Form.Select>
          {settings.socialProviders.length > 0 && (
            <Form.Text muted>{t('A social picture takes you to that site to log in and links it to this account.')}</Form.Text>
          )}
        </Form.Group>
        {newLink && (
          <Form.Group controlId="avatar-link-password" className="text-start mb-2">
            <Form.Label>{t('Your password')}</Form.Label>
            <Form.Control type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            <Form.Text muted>{t('Linking lets {provider} sign you in, so it needs your password.', { provider: providerName(source) })}</Form.Text>
          </Form.Group>
        )}
        <Button variant="outline-primary" className="w-100" onClick={apply} disabled={busy} aria-busy={busy}>
          {t('Use this picture')}
        </Button>
      </Card.Body>
      <Card.Footer className="d-grid gap-2 bg-transparent">
        <Link to={paths.character(account.id)} className="btn btn-sm btn-outline-secondary">
          {t('My public profile')}
        </Link>
        <Link to={paths.accountWheel()} className="btn btn-sm btn-outline-secondary">
          {t('Wheel items')}
        </Link>
        <Link to={paths.accountSecurity()} className="btn btn-sm btn-outline-secondary">
          {t('Security and privacy')}
        </Link>
        <Link to={paths.accountExport()} className="btn btn-sm btn-outline-secondary">
          {t('Download my data')}
        </Link>
        <Link to={paths.accountDelete()} className="btn btn-sm btn-outline-danger">
          {t('Delete my account')}
        </Link>
      </Card.Footer>
    </Card>
  );
}
