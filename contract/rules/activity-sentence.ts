import { formatMessage, type MessageValues } from '../i18n/format-message';
import type { Language } from '../i18n/languages';
import type { ActivityArgs } from '../types/security';
import { formatNumber } from './format';

// One sentence of the owner's activity log from its message id and values: the server writes it in
// English (a row's Detail), a page in its reader's language from the catalogue's translation of the
// same template.

/** The values as a message takes them: a bet's id is text, so it is never grouped ("#1234"). */
function activityValues(args: ActivityArgs): MessageValues {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(args)) if (value !== undefined) values[name] = name === 'bet' ? String(value) : value;
  return values;
}

/** A sentence of the log from its template (the English one, or a catalogue's translation of it) in `language`. */
export const writeActivity = (template: string, args: ActivityArgs, language: Language): string =>
  formatMessage(template, activityValues(args), language, (n) => formatNumber(n, language));
