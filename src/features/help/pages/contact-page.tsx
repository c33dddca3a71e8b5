import { ComingSoon } from '@/components/layout/coming-soon';

export default function ContactPage() {
  return <ComingSoon title="Contact us" />;
}
