import { PageHeader } from '@/components/layout/page-header';
import { ActivityCard } from '../components/activity-card';
import { PrivacyCard } from '../components/privacy-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';
import { RequireLogin } from '../components/require-login';
import '../security.css';

/** /account/security: sessions, privacy of the public profile and the activity log (issue 18). */
export default function AccountSecurityPage() {
  return (
    <>
      <PageHeader title="Security and privacy" subtitle="Who sees your profile, where you sign in, and what happened on your account." />
      <RequireLogin>
        <TwoFactorCard />
        <SessionsCard />
        <PrivacyCard />
        <ActivityCard />
      </RequireLogin>
    </>
  );
}
