import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { PrivacyCard } from '../components/privacy-card';
import { SessionsCard } from '../components/sessions-card';
import { RequireLogin } from '../components/require-login';
import { passkeysQueryOptions } from '../api/passkeys';
import { privacyQueryOptions, sessionsQueryOptions, twoFactorQueryOptions } from '../api/security';
import '../security.css';
import { t } from '@/lib/i18n/translate';

// The activity table and the two-factor forms load after the page (first-load weight).
const loadActivityCard = () => import('../components/activity-card');
const loadTwoFactorCard = () => import('../components/two-factor-card');
const loadPasskeysCard = () => import('../components/passkeys-card');
const ActivityCard = lazy(() => loadActivityCard().then((m) => ({ default: m.ActivityCard })));
const TwoFactorCard = lazy(() => loadTwoFactorCard().then((m) => ({ default: m.TwoFactorCard })));
const PasskeysCard = lazy(() => loadPasskeysCard().then((m) => ({ default: m.PasskeysCard })));

/**
 * Puts every card's read in the request queue as the page opens, and fetches the lazy cards' code
 * alongside: otherwise each lazy card asks only once its code has arrived, after the others' answers.
 */
function QueueSecurityReads() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(twoFactorQueryOptions());
    void queryClient.prefetchQuery(passkeysQueryOptions());
    void queryClient.prefetchQuery(sessionsQueryOptions());
    void queryClient.prefetchQuery(privacyQueryOptions());
    void Promise.all([loadTwoFactorCard(), loadPasskeysCard(), loadActivityCard()]).catch(() => undefined);
  }, [queryClient]);
  return null;
}

/** /account/security: two-factor sign-in, passkeys, sessions, privacy of the public profile and the activity log. */
export default function AccountSecurityPage() {
  return (
    <>
      <PageHeader title={t('Security and privacy')} subtitle={t('Who sees your profile, where you sign in, and what happened on your account.')} />
      <RequireLogin>
        <QueueSecurityReads />
        <Suspense fallback={<PageLoading />}>
          <TwoFactorCard />
          <PasskeysCard />
        </Suspense>
        <SessionsCard />
        <PrivacyCard />
        <Suspense fallback={<PageLoading label={t('Loading your activity…')} />}>
          <ActivityCard />
        </Suspense>
      </RequireLogin>
    </>
  );
}
