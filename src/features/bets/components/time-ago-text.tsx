import { DateText } from '@/components/ui/date-text';
import { useHydrated } from '@/lib/use-hydrated';
import { timeAgo } from '../time-ago';

/**
 * "5 minutes ago" for a moment. A page the server painted shows its date until it is live: the
 * server's "now" is not the browser's, and the first render must match the server's markup.
 */
export function TimeAgoText({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return hydrated ? <>{timeAgo(iso)}</> : <DateText iso={iso} />;
}
