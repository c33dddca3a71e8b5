import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { RecoverySendForm, RecoveryResetForm } from '@contract/types/forms';
import type { RecoveryFactors } from '@contract/types/account';
import { PASSWORD_MIN } from '@contract/rules/field-limits';
import { RECOVERY_SPAM_TEXT } from '@contract/rules/messages';
import { paths } from '@contract/paths';
import { PageHeader } from '@/components/layout/page-header';
import { ServerForm } from '@/components/forms/server-form';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { HumanCheck, type HumanCheckHandle } from '@/components/forms/human-check';
import { type FactorChoices, useRecoveryFactors, useResetPassword, useSendRecovery } from '../api/recovery';
import { providerName } from '../api/account';
import { reloadAt } from '../api/session';
import { AuthCard } from '../components/auth-card';
import { toApiError } from '@/lib/api-error';
import { saySentence } from '@/lib/i18n/sentences';
import '../account.css';
import { t } from '@/lib/i18n/translate';

// The forms' rules load on demand (they stay out of the first load).
const loadRecoverySendRules = () => import('virtual:form-rules/recoverySend').then((form) => form.rules());
const loadRecoveryResetRules = () => import('virtual:form-rules/recoveryReset').then((form) => form.rules(form.confirmedPassword));

function SendRecoveryForm() {
  const check = useRef<HumanCheckHandle>(null);
  const sendRecovery = useSendRecovery();
  const [sent, setSent] = useState<string | null>(null);
  if (sent) {
    return (
      <Alert variant="success" role="status">
        <Alert.Heading as="h2" className="h5">
          {t('Check your email')}
        </Alert.Heading>
        <p className="mb-0">
          {saySentence(sent)} {saySentence(RECOVERY_SPAM_TEXT)}
        </p>
      </Alert>
    );
  }
  return (
    <ServerForm<RecoverySendForm>
      initialValues={{ email: '', challenge: '' }}
      loadRules={loadRecoverySendRules}
      aria-label={t('Send a recovery link')}
      onSettled={() => check.current?.reset()}
      onSubmit={async (values) => {
        const answer = await sendRecovery.mutateAsync(values);
        setSent(answer.message);
      }}
    >
      {() => (
        <>
          <p className="text-body-secondary">{t("Enter the email address of your account and we'll send you a link to choose a new password.")}</p>
          <FormField name="email" label={t('Email')} type="email" autoComplete="email" inputMode="email" />
          <HumanCheck ref={check} />
          <SubmitButton className="w-100">{t('Send the link')}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}

const toggled = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

/**
 * The account's ways of signing in besides the password, each with a box to remove it (all kept by
 * default): someone who once held a session may have added one, and it must not outlive the reset.
 */
function FactorChoicesFieldset({ factors, choices, onChange }: { factors: RecoveryFactors; choices: FactorChoices; onChange: (c: FactorChoices) => void }) {
  if (!factors.passkeys.length && !factors.twoFactor && !factors.linkedProviders.length) return null;
  return (
    <fieldset className="mb-3" data-testid="reset-factors">
      <legend className="fs-6 fw-semibold">{t('Other ways to sign in')}</legend>
      <p className="small text-body-secondary mb-2">{t('Tick the ones you did not add yourself: they are removed with the new password.')}</p>
      {factors.passkeys.map((p) => (
        <Form.Check
          key={p.id}
          id={`remove-passkey-${p.id}`}
          label={t('Remove the passkey “{name}”', { name: p.Name })}
          checked={choices.passkeys.includes(p.id)}
          onChange={(e) => onChange({ ...choices, passkeys: toggled(choices.passkeys, p.id, e.target.checked) })}
        />
      ))}
      {factors.twoFactor && (
        <Form.Check
          id="remove-two-factor"
          label={t('Turn off two-factor sign-in')}
          checked={choices.twoFactor}
          onChange={(e) => onChange({ ...choices, twoFactor: e.target.checked })}
        />
      )}
      {factors.linkedProviders.map((provider) => (
        <Form.Check
          key={provider}
          id={`remove-provider-${provider}`}
          label={t('Unlink {provider}', { provider: providerName(provider) })}
          checked={choices.providers.includes(provider)}
          onChange={(e) => onChange({ ...choices, providers: toggled(choices.providers, provider, e.target.checked) })}
        />
      ))}
    </fieldset>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [redirecting, setRedirecting] = useState(false);
  const resetPassword = useResetPassword();
  const factors = useRecoveryFactors(token);
  const [choices, setChoices] = useState<FactorChoices>({ passkeys: [], twoFactor: false, providers: [] });
  // The factors read checks the link first: a used, expired or unknown one gets the reason and a way to
  // ask again instead of a form that could only be refused.
  const refused = factors.error && toApiError(factors.error).status === 400 ? toApiError(factors.error).messages : null;
  if (refused)
    return (
      <>
        <Alert variant="warning">{refused.map(saySentence).join(' ')}</Alert>
        <Link to={paths.recovery()} className="btn btn-primary w-100">
          {t('Ask for a new link')}
        </Link>
      </>
    );
  return (
    <ServerForm<RecoveryResetForm>
      initialValues={{ token, password: '', password_confirmation: '' }}
      loadRules={loadRecoveryResetRules}
      aria-label={t('Choose a new password')}
      onSubmit={async (values) => {
        await resetPassword.mutateAsync({ values, remove: choices });
        setRedirecting(true);
        // Every session was ended by the reset: load the login page anew.
        reloadAt(`${paths.login()}?reset`);
      }}
    >
      {() => (
        <>
          <FormField
            name="password"
            label={t('New password')}
            type="password"
            autoComplete="new-password"
            help={t('At least {count} characters.', { count: PASSWORD_MIN })}
          />
          <FormField name="password_confirmation" label={t('Confirm new password')} type="password" autoComplete="new-password" />
          {factors.data && <FactorChoicesFieldset factors={factors.data} choices={choices} onChange={setChoices} />}
          <SubmitButton disabled={redirecting} className="w-100">
            {redirecting ? t('Redirecting…') : t('Change password')}
          </SubmitButton>
        </>
      )}
    </ServerForm>
  );
}

/** Recovery: the reset form when the path contains reset, the send form otherwise (docs/product-rules.md#pages-and-routes). */
export default function RecoveryPage() {
  const { pathname } = useLocation();
  const { token } = useParams();
  const isReset = pathname.includes('reset');
  return (
    <>
      <PageHeader title={isReset ? t('Choose a new password') : t('Forgot your password?')} />
      <AuthCard
        footer={
          <>
            {t('Remembered it?')} <Link to={paths.login()}>{t('Log in')}</Link>
          </>
        }
      >
        {isReset ? <ResetPasswordForm token={token ?? ''} /> : <SendRecoveryForm />}
      </AuthCard>
    </>
  );
}
