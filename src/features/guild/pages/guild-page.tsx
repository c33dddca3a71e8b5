import { ComingSoon } from '@/components/layout/coming-soon';

export default function GuildPage() {
  return <ComingSoon title="Guild" />;
}
