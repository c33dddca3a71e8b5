import { ComingSoon } from '@/components/layout/coming-soon';

export default function PlayPage() {
  return <ComingSoon title="Play" />;
}
