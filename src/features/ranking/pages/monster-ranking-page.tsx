import { ComingSoon } from '@/components/layout/coming-soon';

export default function MonsterRankingPage() {
  return <ComingSoon title="Monster rankings" />;
}
