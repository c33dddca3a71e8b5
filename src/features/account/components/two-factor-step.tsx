import Alert from 'react-bootstrap/Alert';
import type { TwoFactorCodeForm } from '@contract/types/forms';
import { FormField } from '@/components/forms/form-field';
import { ServerForm } from '@/components/forms/server-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { useLoginWithCode } from '../api/two-factor-login';
import { t } from '@/lib/i18n/translate';

// The form's rules load on demand (they stay out of the first load).
const loadTwoFactorCodeRules = () => import('virtual:form-rules/twoFactorCode').then((form) => form.rules());

/** The second step of a sign-in with two-factor on: the app's code or a backup code. */
export function TwoFactorStep({ onDone }: { onDone: () => void }) {
  const loginWithCode = useLoginWithCode();
  return (
    <>
      <Alert variant="info" role="status">
        {t('Your password was right. Enter the 6-digit code from your authenticator app, or one of your backup codes.')}
      </Alert>
      <ServerForm<TwoFactorCodeForm>
        initialValues={{ code: '' }}
        loadRules={loadTwoFactorCodeRules}
        aria-label={t('Two-factor code')}
        onSubmit={async (values) => {
          await loginWithCode.mutateAsync(values.code);
          onDone();
        }}
      >
        {() => (
          <>
            <FormField name="code" label={t('Code')} autoComplete="one-time-code" inputMode="numeric" />
            <SubmitButton>{t('Verify and log in')}</SubmitButton>
          </>
        )}
      </ServerForm>
    </>
  );
}
