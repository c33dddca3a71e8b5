import { currentLanguage } from '@contract/i18n/current';
import type { AuditRow } from '@contract/types/staff';
import { mediumDateTime } from './dates';
import { t } from './i18n/translate';

// A row of the staff record in the page's language, worded from what the row keeps (the action, its
// target and its before/after values) (docs/translations.md#the-staff-record). The stored summary is
// English and stays the CSV's; it is shown as it is in English, where it names more (the player), and
// for an action these values cannot word.

const valuesOf = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const textOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const packageOf = (target: string | null) => /^package:(\d+)$/.exec(target ?? '')?.[1] ?? null;

function worded(row: AuditRow): string | null {
  const actor = row.ActorName;
  const after = valuesOf(row.After);
  switch (row.Action) {
    case 'player.suspend': {
      const reason = textOf(after.SuspendReason);
      const until = textOf(after.SuspendedUntil);
      if (!reason) return null;
      return until
        ? t('{actor} suspended the player until {until}: {reason}', { actor, until: mediumDateTime(new Date(until), 'UTC'), reason })
        : t('{actor} suspended the player for good: {reason}', { actor, reason });
    }
    case 'player.lift':
      return t('{actor} lifted the suspension.', { actor });
    case 'player.sessions.end':
      return typeof after.ended === 'number'
        ? t('{actor} signed the player out everywhere ({count, plural, one {# session} other {# sessions}}).', { actor, count: after.ended })
        : null;
    case 'store.create':
    case 'store.edit': {
      const id = packageOf(row.Target);
      const name = textOf(after.Name);
      if (!id || !name) return null;
      return row.Action === 'store.create'
        ? t('{actor} created the store package #{id} {name} as a draft.', { actor, id, name })
        : t('{actor} edited the store package #{id} {name}.', { actor, id, name });
    }
    case 'store.publish':
    case 'store.retire': {
      const id = packageOf(row.Target);
      if (!id) return null;
      return row.Action === 'store.publish'
        ? t('{actor} published the store package #{id}.', { actor, id })
        : t('{actor} retired the store package #{id}.', { actor, id });
    }
    default:
      return null;
  }
}

/** What the staff record's row says in the page's language. */
export const staffRecordSentence = (row: AuditRow): string => (currentLanguage() === 'en' ? row.Summary : (worded(row) ?? row.Summary));
