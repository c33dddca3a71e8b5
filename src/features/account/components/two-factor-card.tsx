import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { TwoFactorCodeForm, TwoFactorDisableForm, ConfirmPasswordForm } from '@contract/types/forms';
import type { TwoFactorSetupAnswer } from '@contract/types/security';
import { FormField } from '@/components/forms/form-field';
import { ServerForm } from '@/components/forms/server-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { TextParts } from '@/components/ui/text-parts';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup, useTwoFactor } from '../api/security';
import { t } from '@/lib/i18n/translate';

// The forms' rules load on demand (they stay out of the first load).
const loadTwoFactorCodeRules = () => import('virtual:form-rules/twoFactorCode').then((form) => form.rules());
const loadTwoFactorDisableRules = () => import('virtual:form-rules/twoFactorDisable').then((form) => form.rules());
const loadConfirmPasswordRules = () => import('virtual:form-rules/factorPassword').then((form) => form.rules());

/** Two-factor sign-in on /account/security: set up (after the password) with a QR code, backup codes shown once, turn off. */
export function TwoFactorCard() {
  const query = useTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const startSetup = useStartTwoFactorSetup();
  const enableTwoFactor = useEnableTwoFactor();
  const disableTwoFactor = useDisableTwoFactor();

  return (
    <Card as="section" aria-labelledby="two-factor-title" className="mb-4">
      <Card.Header as="h2" id="two-factor-title" className="h6 mb-0">
        {t('Two-factor sign-in')}
      </Card.Header>
      <Card.Body>
        {query.isPending && <PageLoading />}
        {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
        {query.data?.requiredForStaff && !query.data.enabled && (
          <Alert variant="warning">{t('Staff accounts must turn on two-factor sign-in before the dashboard opens.')}</Alert>
        )}
        {backupCodes && (
          <Alert variant="success" data-testid="backup-codes">
            <Alert.Heading as="h3" className="h6">
              {t('Two-factor sign-in is on. Save your backup codes')}
            </Alert.Heading>
            <p className="small">{t('Each one signs you in once if you lose your phone. They are shown only now.')}</p>
            <ol className="security-code row row-cols-2 row-cols-sm-5 g-1 ps-4 mb-2">
              {backupCodes.map((c) => (
                <li key={c} className="col">
                  {c}
                </li>
              ))}
            </ol>
            <Button size="sm" variant="outline-success" onClick={() => setBackupCodes(null)}>
              {t('I have saved them')}
            </Button>
          </Alert>
        )}
        {query.data && !query.data.enabled && !setup && (
          <>
            <p>{t('Add a second step to your sign-in: a code from an authenticator app on your phone (any TOTP app).')}</p>
            <ServerForm<ConfirmPasswordForm>
              initialValues={{ password: '' }}
              loadRules={loadConfirmPasswordRules}
              aria-label={t('Set up two-factor sign-in')}
              onSubmit={async (values) => {
                setSetup(await startSetup.mutateAsync(values.password));
              }}
            >
              {() => (
                <div style={{ maxWidth: '24rem' }}>
                  <FormField
                    id="two-factor-setup-password"
                    name="password"
                    label={t('Password')}
                    type="password"
                    autoComplete="current-password"
                    help={t('Changing how you sign in needs your password.')}
                  />
                  <SubmitButton>{t('Set up two-factor sign-in')}</SubmitButton>
                </div>
              )}
            </ServerForm>
          </>
        )}
        {query.data && !query.data.enabled && setup && (
          <div className="d-flex flex-wrap gap-4" data-testid="two-factor-setup">
            <img src={setup.qr} width={220} height={220} alt={t('QR code for your authenticator app')} className="border rounded bg-white" />
            <div style={{ maxWidth: '26rem' }}>
              <p className="mb-1">{t('1. Scan the QR code with your app, or type this secret in it:')}</p>
              <p className="security-code fw-semibold" data-testid="two-factor-secret">
                {setup.secret}
              </p>
              <p className="mb-2">{t('2. Enter the 6-digit code your app shows:')}</p>
              <ServerForm<TwoFactorCodeForm>
                initialValues={{ code: '' }}
                loadRules={loadTwoFactorCodeRules}
                aria-label={t('Turn on two-factor sign-in')}
                onSubmit={async (values) => {
                  const answer = await enableTwoFactor.mutateAsync(values.code);
                  setBackupCodes(answer.backupCodes);
                  setSetup(null);
                }}
              >
                {() => (
                  <>
                    <FormField name="code" label={t('Code from the app')} autoComplete="one-time-code" inputMode="numeric" />
                    <SubmitButton>{t('Turn on')}</SubmitButton>
                  </>
                )}
              </ServerForm>
            </div>
          </div>
        )}
        {query.data?.enabled && (
          <>
            <p>
              <TextParts
                text={t('Two-factor sign-in is {on}. Backup codes left: {count}.')}
                parts={{ on: <strong>{t('on')}</strong>, count: <strong>{query.data.backupCodesLeft}</strong> }}
              />
            </p>
            <details>
              <summary className="mb-2">{t('Turn two-factor sign-in off')}</summary>
              <ServerForm<TwoFactorDisableForm>
                initialValues={{ password: '', code: '' }}
                loadRules={loadTwoFactorDisableRules}
                aria-label={t('Turn off two-factor sign-in')}
                onSubmit={async (values) => {
                  await disableTwoFactor.mutateAsync(values);
                }}
              >
                {() => (
                  <>
                    <FormField name="password" label={t('Password')} type="password" autoComplete="current-password" />
                    <FormField name="code" label={t('Code from the app or a backup code')} autoComplete="one-time-code" />
                    <SubmitButton variant="outline-danger">{t('Turn off')}</SubmitButton>
                  </>
                )}
              </ServerForm>
            </details>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
