import { ComingSoon } from '@/components/layout/coming-soon';

export default function StorePage() {
  return <ComingSoon title="Store" />;
}
