import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useLocation, useNavigate } from 'react-router-dom';
import { getQueryParam, hasQueryFlag } from '@contract/rules/query';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { toApiError } from '@/lib/api-error';
import { saySentence } from '@/lib/i18n/sentences';
import { useAccount } from '../api/account';
import { AccountForm } from '../components/account-form';
import { AvatarCard } from '../components/avatar-card';
import { RequireLogin } from '../components/require-login';
import { SocialResult } from '../components/social-result';
import { isNewAccount } from '../new-account';
import '../account.css';
import { t } from '@/lib/i18n/translate';

// The welcome modal's module (and the modal it is built on) loads only on /account?welcome.
const WelcomeModal = lazy(() => import('../components/welcome-modal').then((m) => ({ default: m.WelcomeModal })));

function AccountScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const [welcome, setWelcome] = useState(() => hasQueryFlag('welcome', location.search));
  const [social] = useState(() => getQueryParam('social', location.search));

  // The social-login flag is read once; the address keeps only ?welcome while its modal is open.
  useEffect(() => {
    if (social) void navigate({ pathname: location.pathname, search: welcome ? '?welcome' : '' }, { replace: true });
  }, [social, welcome, location.pathname, navigate]);

  const closeWelcome = () => {
    setWelcome(false);
    void navigate({ pathname: location.pathname }, { replace: true });
  };

  if (account.isPending) return <PageLoading />;
  if (account.isError) {
    return (
      <Alert variant="danger">
        {toApiError(account.error).messages.map((m) => (
          <p key={m} className="mb-0">
            {saySentence(m)}
          </p>
        ))}
      </Alert>
    );
  }
  return (
    <>
      <SocialResult flag={social} />
      <Row className="g-4">
        <Col lg={4}>
          <AvatarCard account={account.data} />
        </Col>
        <Col lg={8}>
          <AccountForm account={account.data} />
        </Col>
      </Row>
      {welcome && (
        <Suspense fallback={null}>
          <WelcomeModal show username={account.data.Username} isNew={isNewAccount(account.data.DateCreated)} onClose={closeWelcome} />
        </Suspense>
      )}
    </>
  );
}

/** /account: the account form, the avatar and its source chooser; ?welcome shows the welcome modal (docs/product-rules.md#pages-and-routes). */
export default function AccountPage() {
  return (
    <>
      <PageHeader title={t('Your account')} />
      <RequireLogin>
        <AccountScreen />
      </RequireLogin>
    </>
  );
}
