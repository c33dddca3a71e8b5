import { ComingSoon } from '@/components/layout/coming-soon';

export default function RegisterPage() {
  return <ComingSoon title="Register" />;
}
