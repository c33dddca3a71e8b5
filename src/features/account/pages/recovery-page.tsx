import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { RecoverySendForm } from '@contract/forms/recovery-send';
import type { RecoveryResetForm } from '@contract/forms/recovery-reset';
import { PASSWORD_MIN } from '@contract/rules/field-limits';
import { RECOVERY_SPAM_TEXT } from '@contract/rules/messages';
import { paths } from '@contract/paths';
import { PageHeader } from '@/components/layout/page-header';
import { ServerForm } from '@/components/forms/server-form';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { HumanCheck, type HumanCheckHandle } from '@/components/forms/human-check';
import { useResetPassword, useSendRecovery } from '../api/recovery';
import { reloadAt } from '../api/session';
import { AuthCard } from '../components/auth-card';
import '../account.css';

// The forms' rules load on demand (yup stays out of the first load).
const loadRecoverySendSchema = () => import('@contract/forms/recovery-send').then((m) => m.recoverySendSchema);
const loadRecoveryResetSchema = () => import('@contract/forms/recovery-reset').then((m) => m.recoveryResetSchema);

function SendRecoveryForm() {
  const check = useRef<HumanCheckHandle>(null);
  const sendRecovery = useSendRecovery();
  const [sent, setSent] = useState<string | null>(null);
  if (sent) {
    return (
      <Alert variant="success" role="status">
        <Alert.Heading as="h2" className="h5">
          Check your email
        </Alert.Heading>
        <p className="mb-0">
          {sent} {RECOVERY_SPAM_TEXT}
        </p>
      </Alert>
    );
  }
  return (
    <ServerForm<RecoverySendForm>
      initialValues={{ email: '', challenge: '' }}
      loadSchema={loadRecoverySendSchema}
      aria-label="Send a recovery link"
      onSettled={() => check.current?.reset()}
      onSubmit={async (values) => {
        const answer = await sendRecovery.mutateAsync(values);
        setSent(answer.message);
      }}
    >
      {() => (
        <>
          <p className="text-body-secondary">Enter the email address of your account and we'll send you a link to choose a new password.</p>
          <FormField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <HumanCheck ref={check} />
          <SubmitButton className="w-100">Send the link</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [redirecting, setRedirecting] = useState(false);
  const resetPassword = useResetPassword();
  return (
    <ServerForm<RecoveryResetForm>
      initialValues={{ token, password: '', password_confirmation: '' }}
      loadSchema={loadRecoveryResetSchema}
      aria-label="Choose a new password"
      onSubmit={async (values) => {
        await resetPassword.mutateAsync(values);
        setRedirecting(true);
        // Every session was ended by the reset: load the login page anew.
        reloadAt(`${paths.login()}?reset`);
      }}
    >
      {() => (
        <>
          <FormField name="password" label="New password" type="password" autoComplete="new-password" help={`At least ${PASSWORD_MIN} characters.`} />
          <FormField name="password_confirmation" label="Confirm new password" type="password" autoComplete="new-password" />
          <SubmitButton disabled={redirecting} className="w-100">
            {redirecting ? 'Redirecting…' : 'Change password'}
          </SubmitButton>
        </>
      )}
    </ServerForm>
  );
}

/** Recovery: the reset form when the path contains reset, the send form otherwise (SPEC §2). */
export default function RecoveryPage() {
  const { pathname } = useLocation();
  const { token } = useParams();
  const isReset = pathname.includes('reset');
  return (
    <>
      <PageHeader title={isReset ? 'Choose a new password' : 'Forgot your password?'} />
      <AuthCard
        footer={
          <>
            Remembered it? <Link to={paths.login()}>Log in</Link>
          </>
        }
      >
        {isReset ? <ResetPasswordForm token={token ?? ''} /> : <SendRecoveryForm />}
      </AuthCard>
    </>
  );
}
