import { currentLanguage } from '@contract/i18n/current';
import { writeActivity } from '@contract/rules/activity-sentence';
import type { ActivityRow } from '@contract/types/security';
import { ACTIVITY_TEMPLATES, STAFF_ACTION_WITH_REASON } from '@contract/values/activity';
import { codeLabel } from './code-label';
import { AUDIT_ACTION_LABELS } from './staff-action-labels';
import { saySentence, sharedMessage } from './i18n/sentences';

// A row of the owner's activity log as a sentence in the page's language, from the message id and
// values the API sends (docs/translations.md#the-activity-log). The templates are shared sentences:
// the rows arrive in an answer, which the request helper hands over only once those are loaded.

export function activitySentence(row: ActivityRow): string {
  const language = currentLanguage();
  // A row stored before the ids: its English sentence, translated when the catalogue knows it.
  if (!row.message) return saySentence(row.Detail);
  if (row.message === 'staff_action') {
    const action = codeLabel(AUDIT_ACTION_LABELS, row.args.action ?? '');
    return row.args.reason ? writeActivity(sharedMessage(STAFF_ACTION_WITH_REASON), { action, reason: row.args.reason }, language) : action;
  }
  return writeActivity(sharedMessage(ACTIVITY_TEMPLATES[row.message]), row.args, language);
}
