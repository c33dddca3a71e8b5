import { PageHeader } from '@/components/layout/page-header';
import { PrivacyCard } from '../components/privacy-card';
import { RequireLogin } from '../components/require-login';
import '../security.css';

/** /account/security: privacy of the public profile (issue 18). */
export default function AccountSecurityPage() {
  return (
    <>
      <PageHeader title="Security and privacy" subtitle="Who sees your profile, where you sign in, and what happened on your account." />
      <RequireLogin>
        <PrivacyCard />
      </RequireLogin>
    </>
  );
}
