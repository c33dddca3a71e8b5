import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { RegisterForm } from '@contract/types/forms';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@contract/rules/field-limits';
import { paths } from '@contract/paths';
import { PageHeader } from '@/components/layout/page-header';
import { ServerForm } from '@/components/forms/server-form';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { HumanCheck, type HumanCheckHandle } from '@/components/forms/human-check';
import { reloadAt, useRegister } from '../api/session';
import { AuthCard } from '../components/auth-card';
import { CountrySelect } from '../components/country-select';
import '../account.css';
import { t } from '@/lib/i18n/translate';

// The form's rules load on demand (they stay out of the first load).
const loadRegisterRules = () => import('virtual:form-rules/register').then((form) => form.rules(form.confirmedPassword));

const initialValues: RegisterForm = { username: '', email: '', password: '', password_confirmation: '', country: '', challenge: '' };

/** /register: on success the new player is logged in and lands on /account?welcome (docs/product-rules.md#pages-and-routes). */
export default function RegisterPage() {
  const check = useRef<HumanCheckHandle>(null);
  const [redirecting, setRedirecting] = useState(false);
  const register = useRegister();
  return (
    <>
      <PageHeader title={t('Create your account')} subtitle={t('One account for the game and this site.')} />
      <AuthCard
        footer={
          <>
            {t('Already have an account?')} <Link to={paths.login()}>{t('Log in')}</Link>
          </>
        }
      >
        <ServerForm<RegisterForm>
          initialValues={initialValues}
          loadRules={loadRegisterRules}
          aria-label={t('Create your account')}
          onSettled={() => check.current?.reset()}
          onSubmit={async (values) => {
            await register.mutateAsync(values);
            setRedirecting(true);
            reloadAt(`${paths.account()}?welcome`);
          }}
        >
          {() => (
            <>
              <FormField
                name="username"
                label={t('Username')}
                autoComplete="username"
                help={t('{min} to {max} letters, numbers or underscores. This is your name in the game.', { min: USERNAME_MIN, max: USERNAME_MAX })}
              />
              <FormField name="email" label={t('Email')} type="email" autoComplete="email" inputMode="email" />
              <FormField
                name="password"
                label={t('Password')}
                type="password"
                autoComplete="new-password"
                help={t('At least {count} characters.', { count: PASSWORD_MIN })}
              />
              <FormField name="password_confirmation" label={t('Confirm password')} type="password" autoComplete="new-password" />
              <CountrySelect />
              <HumanCheck ref={check} />
              <SubmitButton disabled={redirecting} className="w-100">
                {redirecting ? t('Redirecting…') : t('Create account')}
              </SubmitButton>
            </>
          )}
        </ServerForm>
      </AuthCard>
    </>
  );
}
