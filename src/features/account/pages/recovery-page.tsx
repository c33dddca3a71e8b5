import { ComingSoon } from '@/components/layout/coming-soon';

export default function RecoveryPage() {
  return <ComingSoon title="Account recovery" />;
}
