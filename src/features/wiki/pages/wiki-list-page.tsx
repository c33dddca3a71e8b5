import { ComingSoon } from '@/components/layout/coming-soon';

export default function WikiListPage() {
  return <ComingSoon title="Wiki" />;
}
