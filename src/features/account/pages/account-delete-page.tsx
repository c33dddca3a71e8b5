import { ComingSoon } from '@/components/layout/coming-soon';

export default function AccountDeletePage() {
  return <ComingSoon title="Delete account" />;
}
