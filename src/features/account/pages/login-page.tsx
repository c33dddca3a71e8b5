import { lazy, Suspense, useEffect, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { LoginForm } from '@contract/types/forms';
import { paths } from '@contract/paths';
import { getQueryParam, hasQueryFlag } from '@contract/rules/query';
import { PageHeader } from '@/components/layout/page-header';
import { ServerForm } from '@/components/forms/server-form';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useBootstrap } from '@/lib/bootstrap';
import { reloadAt, useLogin } from '../api/session';
import { providerName, socialRedirectUrl } from '../api/account';
import { resolveBackTarget } from '../back-target';
import { AuthCard } from '../components/auth-card';
import { SocialResult } from '../components/social-result';
import { TextParts } from '@/components/ui/text-parts';
import '../account.css';
import { t } from '@/lib/i18n/translate';

// The form's rules load on demand (they stay out of the first load).
const loadLoginRules = () => import('virtual:form-rules/login').then((form) => form.rules());

const initialValues: LoginForm = { username: '', password: '' };

// The code step of two-factor sign-in loads only for the accounts that use it (first-load weight).
const TwoFactorStep = lazy(() => import('../components/two-factor-step').then((m) => ({ default: m.TwoFactorStep })));
// So does the passkey button (its WebAuthn library loads only on its click).
const PasskeySignIn = lazyPart(() => import('../components/passkey-sign-in').then((m) => ({ default: m.PasskeySignIn })));

/** /login: docs/product-rules.md#pages-and-routes back rule, then the query string leaves the address bar; ?delete confirms a deletion. */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { userId, username, settings } = useBootstrap();
  // Read once: the query string is removed from the address bar right after. The target is only
  // followed in the browser, which reads it again when it takes over a page the server painted.
  const [query] = useState(() => ({
    target: typeof window === 'undefined' ? '/account' : resolveBackTarget(getQueryParam('back', location.search), window.location.origin),
    deleted: hasQueryFlag('delete', location.search),
    passwordReset: hasQueryFlag('reset', location.search),
    social: getQueryParam('social', location.search),
    twoFactor: hasQueryFlag('two-factor', location.search),
  }));
  // The password (or a social login) was right and the account asks for its second factor.
  const [codeStep, setCodeStep] = useState(query.twoFactor);
  const [redirecting, setRedirecting] = useState(false);
  const login = useLogin();

  useEffect(() => {
    if (location.search) void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);

  return (
    <>
      <PageHeader title={t('Log in')} />
      <AuthCard
        footer={
          <>
            {t('New here?')} <Link to={paths.register()}>{t('Create an account')}</Link>
          </>
        }
      >
        {query.deleted && (
          <Alert variant="success" role="status">
            {t("Your account has been deleted. We're sorry to see you go.")}
          </Alert>
        )}
        <SocialResult flag={query.social} />
        {query.passwordReset && (
          <Alert variant="success" role="status">
            {t('Your password has been changed. Log in with the new one.')}
          </Alert>
        )}
        {userId && (
          <Alert variant="info">
            <TextParts
              text={t('You are logged in as {name}. {account} or log in as someone else below.')}
              parts={{ name: <strong>{username}</strong>, account: <Link to={paths.account()}>{t('Go to your account')}</Link> }}
            />
          </Alert>
        )}
        {codeStep ? (
          <Suspense fallback={null}>
            <TwoFactorStep
              onDone={() => {
                setRedirecting(true);
                reloadAt(query.target);
              }}
            />
          </Suspense>
        ) : (
          <ServerForm<LoginForm>
            initialValues={initialValues}
            loadRules={loadLoginRules}
            aria-label={t('Log in')}
            onSubmit={async (values) => {
              const answer = await login.mutateAsync(values);
              if (answer.twoFactor === 'required') {
                setCodeStep(true);
                return;
              }
              setRedirecting(true);
              reloadAt(query.target);
            }}
          >
            {() => (
              <>
                <FormField name="username" label={t('Username or email')} autoComplete="username" />
                <FormField name="password" label={t('Password')} type="password" autoComplete="current-password" />
                <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                  <SubmitButton disabled={redirecting}>{redirecting ? t('Redirecting…') : t('Log in')}</SubmitButton>
                  <Link to={paths.recovery()} className="small">
                    {t('Forgot your password?')}
                  </Link>
                </div>
              </>
            )}
          </ServerForm>
        )}
        {/* A passkey signs in without the password (and without the code step). */}
        {!codeStep && (
          <Suspense fallback={null}>
            <PasskeySignIn
              disabled={redirecting}
              onDone={() => {
                setRedirecting(true);
                reloadAt(query.target);
              }}
            />
          </Suspense>
        )}
        {settings.socialProviders.length > 0 && (
          <div className="mt-4 pt-3 border-top">
            <p className="small text-body-secondary mb-2">{t('Linked a social account on your account page? Log in with it:')}</p>
            <div className="d-flex flex-wrap gap-2">
              {settings.socialProviders.map((p) => (
                <a key={p} className="btn btn-outline-secondary btn-sm" href={socialRedirectUrl(p)}>
                  {t('Log in with {provider}', { provider: providerName(p) })}
                </a>
              ))}
            </div>
          </div>
        )}
      </AuthCard>
    </>
  );
}
