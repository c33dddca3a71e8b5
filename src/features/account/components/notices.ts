import type { AccountSaveAnswer } from '@contract/types/account';
import type { AlertVariant } from '@/components/ui/alert-stack';

/** The save answer's map of notices, grouped by alert variant, in the answer's order. */
export function noticesByVariant(answer: AccountSaveAnswer): [AlertVariant, string[]][] {
  const groups = new Map<AlertVariant, string[]>();
  for (const notice of Object.values(answer)) {
    const list = groups.get(notice.type) ?? [];
    list.push(notice.message);
    groups.set(notice.type, list);
  }
  return [...groups];
}
