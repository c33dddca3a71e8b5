import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { PrivacyCard } from '../components/privacy-card';
import { SessionsCard } from '../components/sessions-card';
import { RequireLogin } from '../components/require-login';
import '../security.css';

// The activity table and the two-factor forms load after the page (first-load weight).
const ActivityCard = lazy(() => import('../components/activity-card').then((m) => ({ default: m.ActivityCard })));
const TwoFactorCard = lazy(() => import('../components/two-factor-card').then((m) => ({ default: m.TwoFactorCard })));
const PasskeysCard = lazy(() => import('../components/passkeys-card').then((m) => ({ default: m.PasskeysCard })));

/** /account/security: two-factor sign-in, passkeys, sessions, privacy of the public profile and the activity log. */
export default function AccountSecurityPage() {
  return (
    <>
      <PageHeader title="Security and privacy" subtitle="Who sees your profile, where you sign in, and what happened on your account." />
      <RequireLogin>
        <Suspense fallback={<PageLoading label="Loading…" />}>
          <TwoFactorCard />
          <PasskeysCard />
        </Suspense>
        <SessionsCard />
        <PrivacyCard />
        <Suspense fallback={<PageLoading label="Loading your activity…" />}>
          <ActivityCard />
        </Suspense>
      </RequireLogin>
    </>
  );
}
