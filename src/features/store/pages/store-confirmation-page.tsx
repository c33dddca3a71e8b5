import { ComingSoon } from '@/components/layout/coming-soon';

export default function StoreConfirmationPage() {
  return <ComingSoon title="Confirm your purchase" />;
}
