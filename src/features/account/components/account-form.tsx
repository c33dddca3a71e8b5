import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PASSWORD_MIN } from '@contract/rules/field-limits';
import type { AccountDetails } from '@contract/types/account';
import { ServerForm } from '@/components/forms/server-form';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { AlertStack, useAlerts } from '@/components/ui/alert-stack';
import { toApiError } from '@/lib/api-error';
import { useSaveAccount, type AccountSaveValues } from '../api/account';
import { AvatarInput } from './avatar-input';
import { CountrySelect } from './country-select';
import { EmailStatus } from './email-status';
import { noticesByVariant } from './notices';
import { t } from '@/lib/i18n/translate';

// The form's rules load on demand (they stay out of the first load).
const loadAccountSaveRules = () => import('virtual:form-rules/accountSave').then((form) => form.rules(form.accountSaveRules));

const valuesOf = (account: AccountDetails): AccountSaveValues => ({
  email: account.Email ?? '',
  country: account.CountryCode,
  current_password: '',
  password: '',
  password_confirmation: '',
  avatar: null,
});

/** The account form (POST /api/user/account/save): the answer's notices show as alerts (docs/product-rules.md#http-contract). */
export function AccountForm({ account }: { account: AccountDetails }) {
  const saveAccount = useSaveAccount();
  const notices = useAlerts();
  const [progress, setProgress] = useState<number | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [refusedFile, setRefusedFile] = useState<string | null>(null);

  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-3">{t('Account details')}</h2>
        <AlertStack alerts={notices.alerts} onDismiss={notices.dismiss} />
        <ServerForm<AccountSaveValues>
          initialValues={valuesOf(account)}
          loadRules={loadAccountSaveRules}
          aria-label={t('Account details')}
          onSubmit={async (values, helpers) => {
            notices.clear();
            setRefusedFile(null);
            setProgress(values.avatar ? 0 : null);
            let answer;
            try {
              answer = await saveAccount.mutateAsync({ values, onProgress: setProgress });
            } catch (e) {
              // A refused file must not ride along with every later save: clear it and name it.
              if (values.avatar && toApiError(e).fieldErrors?.avatar) {
                setRefusedFile(values.avatar.name);
                await helpers.setFieldValue('avatar', null, false);
                setFileKey((k) => k + 1);
              }
              throw e;
            }
            if (values.avatar) setProgress(100);
            noticesByVariant(answer).forEach(([variant, messages]) => notices.push(variant, messages));
            // A new address is only pending (its mailed link changes it): the field shows the stored one.
            const email = answer.email ? (account.Email ?? '') : values.email;
            helpers.resetForm({ values: { ...values, email, current_password: '', password: '', password_confirmation: '', avatar: null } });
            setFileKey((k) => k + 1);
          }}
          onError={() => setProgress(null)}
        >
          {() => (
            <>
              <FormField name="email" label={t('Email')} type="email" autoComplete="email" inputMode="email" />
              <EmailStatus account={account} />
              <CountrySelect />
              <AvatarInput progress={progress} resetKey={fileKey} refusedFile={refusedFile} />
              <fieldset className="border-top pt-3 mt-2">
                <legend className="h6">{t('Change password')}</legend>
                <Row>
                  <Col md={6}>
                    <FormField
                      name="password"
                      label={t('New password')}
                      type="password"
                      autoComplete="new-password"
                      help={t('Leave empty to keep your password. At least {count} characters.', { count: PASSWORD_MIN })}
                    />
                  </Col>
                  <Col md={6}>
                    <FormField name="password_confirmation" label={t('Confirm new password')} type="password" autoComplete="new-password" />
                  </Col>
                </Row>
              </fieldset>
              <FormField
                name="current_password"
                label={t('Current password')}
                type="password"
                autoComplete="current-password"
                help={t('Needed to change your email or your password.')}
              />
              <SubmitButton>{t('Save changes')}</SubmitButton>
            </>
          )}
        </ServerForm>
      </Card.Body>
    </Card>
  );
}
