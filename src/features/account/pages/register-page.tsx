import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { RegisterForm } from '@contract/forms/register';
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

// The form's rules load on demand (yup stays out of the first load).
const loadRegisterSchema = () => import('@contract/forms/register').then((m) => m.registerSchema);

const initialValues: RegisterForm = { username: '', email: '', password: '', password_confirmation: '', country: '', challenge: '' };

/** /register: on success the new player is logged in and lands on /account?welcome (docs/product-rules.md#pages-and-routes). */
export default function RegisterPage() {
  const check = useRef<HumanCheckHandle>(null);
  const [redirecting, setRedirecting] = useState(false);
  const register = useRegister();
  return (
    <>
      <PageHeader title="Create your account" subtitle="One account for the game and this site." />
      <AuthCard
        footer={
          <>
            Already have an account? <Link to={paths.login()}>Log in</Link>
          </>
        }
      >
        <ServerForm<RegisterForm>
          initialValues={initialValues}
          loadSchema={loadRegisterSchema}
          aria-label="Create your account"
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
                label="Username"
                autoComplete="username"
                help={`${USERNAME_MIN} to ${USERNAME_MAX} letters, numbers or underscores. This is your name in the game.`}
              />
              <FormField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
              <FormField name="password" label="Password" type="password" autoComplete="new-password" help={`At least ${PASSWORD_MIN} characters.`} />
              <FormField name="password_confirmation" label="Confirm password" type="password" autoComplete="new-password" />
              <CountrySelect />
              <HumanCheck ref={check} />
              <SubmitButton disabled={redirecting} className="w-100">
                {redirecting ? 'Redirecting…' : 'Create account'}
              </SubmitButton>
            </>
          )}
        </ServerForm>
      </AuthCard>
    </>
  );
}
