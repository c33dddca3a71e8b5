import { showToast } from '@/components/ui/toasts';
import { t } from '@/lib/i18n/translate';

/**
 * A refused form's field messages on a dashboard page (docs/dashboard.md#game-data-pages): one toast
 * whatever their number, saying how many fields need attention and listing the messages in small
 * type, so several refusals do not stack toasts over a phone's screen. The fields are marked by the form.
 */
export function showFieldErrorsToast(fieldErrors: Record<string, string[]>): void {
  const messages = Object.values(fieldErrors).flat();
  if (messages.length <= 1) {
    messages.forEach((m) => showToast('error', m));
    return;
  }
  const count = Object.keys(fieldErrors).length;
  showToast('error', t('{count, plural, one {# field needs attention} other {# fields need attention}}', { count }), messages);
}
