import { ComingSoon } from '@/components/layout/coming-soon';

export default function CharacterPage() {
  return <ComingSoon title="Character" />;
}
