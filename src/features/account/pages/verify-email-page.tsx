import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation } from 'react-router-dom';
import { getQueryParam } from '@contract/rules/query';
import { paths } from '@contract/paths';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { toApiError } from '@/lib/api-error';
import { saySentence } from '@/lib/i18n/sentences';
import { TextParts } from '@/components/ui/text-parts';
import { useConfirmEmail } from '../api/account';
import { AuthCard } from '../components/auth-card';
import '../account.css';
import { t } from '@/lib/i18n/translate';

/**
 * /account/verify-email?token=…: the link mailed to verify a new account's address or to confirm a
 * new address. Opening it sends the token once and shows what it did.
 */
export default function VerifyEmailPage() {
  const location = useLocation();
  const token = getQueryParam('token', location.search) ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per opening, even when React runs the effect twice (the token works once).
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  let body;
  if (!token) {
    body = (
      <Alert variant="danger">
        <TextParts
          text={t('This link has no token. Open the link from the mail again, or ask for a new one on {account}.')}
          parts={{ account: <Link to={paths.account()}>{t('your account page')}</Link> }}
        />
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Alert variant="success" role="status">
        <Alert.Heading as="h2" className="h5">
          {confirm.data.purpose === 'verify' ? t('Email address verified') : t('Email address changed')}
        </Alert.Heading>
        <p>{saySentence(confirm.data.message)}</p>
        <Link to={paths.account()} className="btn btn-primary">
          {t('Go to your account')}
        </Link>
      </Alert>
    );
  } else if (confirm.isError) {
    body = (
      <Alert variant="danger">
        {toApiError(confirm.error).messages.map((m) => (
          <p key={m}>{saySentence(m)}</p>
        ))}
        <p className="mb-0">
          <TextParts text={t('You can ask for a new link on {account}.')} parts={{ account: <Link to={paths.account()}>{t('your account page')}</Link> }} />
        </p>
      </Alert>
    );
  } else {
    body = <PageLoading label={t('Checking the link…')} />;
  }
  return (
    <>
      <PageHeader title={t('Email address')} />
      <AuthCard>{body}</AuthCard>
    </>
  );
}
