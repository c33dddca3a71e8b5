import { ComingSoon } from '@/components/layout/coming-soon';

export default function GuildRankingPage() {
  return <ComingSoon title="Guild rankings" />;
}
