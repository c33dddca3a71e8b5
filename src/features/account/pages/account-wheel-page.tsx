import { ComingSoon } from '@/components/layout/coming-soon';

export default function AccountWheelPage() {
  return <ComingSoon title="Wheel" />;
}
