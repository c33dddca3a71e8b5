import { ComingSoon } from '@/components/layout/coming-soon';

export default function LogoutPage() {
  return <ComingSoon title="Log out" />;
}
