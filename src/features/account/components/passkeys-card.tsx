import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import type { PasskeyNameForm, ConfirmPasswordForm } from '@contract/types/forms';
import type { PasskeyRow } from '@contract/types/security';
import { FormField } from '@/components/forms/form-field';
import { ServerForm } from '@/components/forms/server-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { PageLoading } from '@/components/layout/page-loading';
import { DateText } from '@/components/ui/date-text';
import { LoadError } from '@/components/ui/load-error';
import { RequestFailure } from '@/lib/api-error';
import { saySentence } from '@/lib/i18n/sentences';
import { TextParts } from '@/components/ui/text-parts';
import { passkeyErrorText, passkeysSupported, useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { t } from '@/lib/i18n/translate';

// The form's rules load on demand (they stay out of the first load).
const loadPasskeyAddRules = () => import('virtual:form-rules/passkeyAdd').then((form) => form.rules());

/** Passkeys on /account/security: the list, add one with a name, remove one after a confirmation; both need the password. */
export function PasskeysCard() {
  const query = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [removePassword, setRemovePassword] = useState('');
  const supported = passkeysSupported();

  const confirm = (id: number | null) => {
    setConfirming(id);
    setRemovePassword('');
  };
  const removeOne = (p: PasskeyRow) =>
    remove.mutate(
      { id: p.id, password: removePassword },
      {
        onSuccess: (answer) => {
          setNotice({ variant: 'success', text: saySentence(answer.message) });
          confirm(null);
        },
        // A wrong password leaves the confirmation open to try again.
        onError: (e) => setNotice({ variant: 'danger', text: passkeyErrorText(e) }),
      },
    );

  return (
    <Card as="section" aria-labelledby="passkeys-title" className="mb-4">
      <Card.Header as="h2" id="passkeys-title" className="h6 mb-0">
        {t('Passkeys')}
      </Card.Header>
      <Card.Body>
        <p>
          {t(
            'A passkey signs you in without your password: your phone, computer or security key keeps it, behind its fingerprint, face or PIN, so no code step follows even with two-factor sign-in on.',
          )}
        </p>
        {notice && (
          <Alert
            variant={notice.variant}
            role={notice.variant === 'danger' ? 'alert' : 'status'}
            dismissible
            closeLabel={t('Close alert')}
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        )}
        {query.isPending && <PageLoading label={t('Loading your passkeys…')} />}
        {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && query.data.length === 0 && <p className="text-body-secondary">{t('You have no passkeys yet.')}</p>}
        {query.data && query.data.length > 0 && (
          <ListGroup className="mb-3" data-testid="passkey-list">
            {query.data.map((p) => (
              <ListGroup.Item key={p.id} className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="passkey-row">
                <div>
                  <div className="fw-semibold text-break">{p.Name}</div>
                  <div className="small text-body-secondary">
                    <TextParts text={t('added {date}')} parts={{ date: <DateText iso={p.DateCreated} withTime /> }} /> ·{' '}
                    {p.LastUsedAt ? <TextParts text={t('last used {date}')} parts={{ date: <DateText iso={p.LastUsedAt} withTime /> }} /> : t('never used')}
                  </div>
                </div>
                {confirming === p.id ? (
                  <form
                    role="group"
                    className="d-flex flex-wrap align-items-center gap-2"
                    aria-label={t('Remove the passkey {name}?', { name: p.Name })}
                    onSubmit={(e) => {
                      e.preventDefault();
                      removeOne(p);
                    }}
                  >
                    <span className="small">{t('Remove it? It will no longer sign you in.')}</span>
                    <Form.Control
                      size="sm"
                      type="password"
                      autoComplete="current-password"
                      aria-label={t('Your password')}
                      placeholder={t('Your password')}
                      required
                      value={removePassword}
                      onChange={(e) => setRemovePassword(e.target.value)}
                      style={{ maxWidth: '12rem' }}
                    />
                    <Button size="sm" variant="danger" type="submit" disabled={remove.isPending}>
                      {t('Yes, remove')}
                    </Button>
                    <Button size="sm" variant="outline-secondary" disabled={remove.isPending} onClick={() => confirm(null)}>
                      {t('Keep it')}
                    </Button>
                  </form>
                ) : (
                  <Button size="sm" variant="outline-danger" onClick={() => confirm(p.id)} aria-label={t('Remove {name}', { name: p.Name })}>
                    {t('Remove')}
                  </Button>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        {supported ? (
          <ServerForm<PasskeyNameForm & ConfirmPasswordForm>
            initialValues={{ name: '', password: '' }}
            loadRules={loadPasskeyAddRules}
            aria-label={t('Add a passkey')}
            onSubmit={async (values, helpers) => {
              setNotice(null);
              try {
                const added = await add.mutateAsync({ name: values.name.trim(), password: values.password });
                setNotice({
                  variant: 'success',
                  text: t('The passkey “{name}” has been added. You can sign in with it from the login page.', { name: added.Name }),
                });
                helpers.resetForm();
              } catch (e) {
                // A refused name or password is shown at its field; anything else (the prompt closed, a stale request) above the list.
                if (e instanceof RequestFailure && (e.fieldErrors?.name || e.fieldErrors?.password)) throw e;
                setNotice({ variant: 'danger', text: passkeyErrorText(e) });
              }
            }}
          >
            {() => (
              <div style={{ maxWidth: '24rem' }}>
                <FormField name="name" label={t('Name of the new passkey')} placeholder={t('e.g. Laptop or Phone')} autoComplete="off" />
                <FormField
                  id="passkey-add-password"
                  name="password"
                  label={t('Password')}
                  type="password"
                  autoComplete="current-password"
                  help={t('Adding a way to sign in needs your password.')}
                />
                <SubmitButton>{t('Add a passkey')}</SubmitButton>
              </div>
            )}
          </ServerForm>
        ) : (
          <Alert variant="secondary" className="mb-0">
            {t('This browser cannot make passkeys. Open this page in a browser that supports them to add one.')}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
