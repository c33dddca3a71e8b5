import type { ActivityRow } from '@contract/types/security';
import { activitySentence } from '@/lib/activity-sentence';

/** A row of an activity log as its sentence in the page's language, for a page that loads it on demand. */
export default function ActivityText({ row }: { row: ActivityRow }) {
  return <>{activitySentence(row)}</>;
}
