import { ComingSoon } from '@/components/layout/coming-soon';

export default function WikiDetailPage() {
  return <ComingSoon title="Wiki" />;
}
