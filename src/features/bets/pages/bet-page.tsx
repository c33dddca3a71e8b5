import { ComingSoon } from '@/components/layout/coming-soon';

export default function BetPage() {
  return <ComingSoon title="Coin flip bets" />;
}
