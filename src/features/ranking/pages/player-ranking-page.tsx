import { ComingSoon } from '@/components/layout/coming-soon';

export default function PlayerRankingPage() {
  return <ComingSoon title="Player rankings" />;
}
