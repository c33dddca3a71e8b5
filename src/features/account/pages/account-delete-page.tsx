import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { AccountDeleteForm } from '@contract/types/forms';
import { paths } from '@contract/paths';
import { useBootstrap } from '@/lib/bootstrap';
import { PageHeader } from '@/components/layout/page-header';
import { ServerForm } from '@/components/forms/server-form';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { HumanCheck, type HumanCheckHandle } from '@/components/forms/human-check';
import { useQuery } from '@tanstack/react-query';
import { startDeletionQueryOptions, useDeleteAccount } from '../api/account';
import { reloadAt } from '../api/session';
import { RequireLogin } from '../components/require-login';
import { formatCountdown, useCountdown } from '../use-countdown';
import { TextParts } from '@/components/ui/text-parts';
import '../account.css';
import { t } from '@/lib/i18n/translate';

// The form's rules load on demand (they stay out of the first load).
const loadAccountDeleteRules = () => import('virtual:form-rules/accountDelete').then((form) => form.rules());

function DeleteAccountForm() {
  const { settings } = useBootstrap();
  const check = useRef<HumanCheckHandle>(null);
  const deleteAccount = useDeleteAccount();
  // The server counts the wait too (it refuses an early deletion): it starts when it has seen the screen open.
  const started = useQuery(startDeletionQueryOptions());
  const remaining = useCountdown(started.data?.waitSeconds ?? settings.deleteWaitSeconds, started.isSuccess ? started.dataUpdatedAt : null);
  const locked = remaining > 0;
  const [redirecting, setRedirecting] = useState(false);

  // When the wait ends the button unlocks and the challenge starts over (docs/product-rules.md#states-and-transitions).
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (wasLocked.current && !locked) check.current?.reset();
    wasLocked.current = locked;
  }, [locked]);

  return (
    <ServerForm<AccountDeleteForm>
      initialValues={{ password: '', challenge: '' }}
      loadRules={loadAccountDeleteRules}
      aria-label={t('Delete my account')}
      onSettled={() => check.current?.reset()}
      onSubmit={async (values) => {
        await deleteAccount.mutateAsync(values);
        setRedirecting(true);
        reloadAt(`${paths.login()}?delete`);
      }}
    >
      {() => (
        <>
          <FormField
            name="password"
            label={t('Password')}
            type="password"
            autoComplete="current-password"
            help={t("Your password confirms it's really you.")}
          />
          {/* After success the challenge is removed (docs/product-rules.md#states-and-transitions). */}
          {!redirecting && <HumanCheck ref={check} />}
          <p className="small text-body-secondary delete-countdown" aria-live="off">
            {locked ? (
              <>
                <TextParts
                  text={t('For your safety, the button unlocks in {time}. Take a moment to be sure.')}
                  parts={{ time: <strong>{formatCountdown(remaining)}</strong> }}
                />
              </>
            ) : (
              t('You can now delete your account.')
            )}
          </p>
          <div role="status" className="visually-hidden">
            {locked ? '' : t('The delete button is now enabled.')}
          </div>
          <div className="d-flex flex-wrap gap-2">
            <SubmitButton variant="danger" disabled={locked || redirecting}>
              {redirecting ? t('Redirecting…') : locked ? t('Delete my account ({time})', { time: formatCountdown(remaining) }) : t('Delete my account')}
            </SubmitButton>
            <Link to={paths.account()} className="btn btn-outline-secondary">
              {t('Keep my account')}
            </Link>
          </div>
        </>
      )}
    </ServerForm>
  );
}

/** Account deletion: password, human check, and a submit button that waits (docs/product-rules.md#states-and-transitions, docs/product-rules.md#constants-and-limits: 300 s). */
export default function AccountDeletePage() {
  return (
    <>
      <PageHeader title={t('Delete your account')} />
      <RequireLogin>
        <Card className="border-danger-subtle" style={{ maxWidth: '40rem' }}>
          <Card.Body>
            <Alert variant="warning">
              <Alert.Heading as="h2" className="h6">
                {t('This cannot be undone')}
              </Alert.Heading>
              <p className="mb-0">
                {t(
                  'Your email, password, avatar, items, friends and timeline are removed, you are logged out everywhere, and your name is freed. Coin history stays, under an anonymous name.',
                )}
              </p>
              <p className="mt-2 mb-0">
                <TextParts
                  text={t('{download} first if you want to keep a copy.')}
                  parts={{
                    download: (
                      <Link to={paths.accountExport()} className="alert-link">
                        {t('Download your data')}
                      </Link>
                    ),
                  }}
                />
              </p>
            </Alert>
            <DeleteAccountForm />
          </Card.Body>
        </Card>
      </RequireLogin>
    </>
  );
}
