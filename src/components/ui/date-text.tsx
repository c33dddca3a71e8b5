import { useHydrated } from '@/lib/use-hydrated';

const formats = (timeZone?: string) => ({
  date: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }),
  datetime: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  time: new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }),
});
/** In the player's own time zone. */
const LOCAL = formats();
/**
 * The server does not know the player's time zone: a page it paints shows UTC, and so does the
 * browser's first render of it (the same markup), then the player's own zone once the page is live.
 */
const SERVER = formats('UTC');
const dateFormat = LOCAL.date;

/** A date from the API (ISO 8601) as readable text in a <time> element; the full moment is its tooltip. */
export function DateText({
  iso,
  withTime = false,
  show,
  className,
}: {
  iso: string;
  withTime?: boolean;
  /** What to print; defaults to the date, or date and time with `withTime`. */
  show?: keyof typeof LOCAL;
  className?: string;
}) {
  const FORMATS = useHydrated() ? LOCAL : SERVER;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span className={className}>—</span>;
  return (
    <time dateTime={iso} className={className} title={FORMATS.datetime.format(date)}>
      {FORMATS[show ?? (withTime ? 'datetime' : 'date')].format(date)}
    </time>
  );
}

export const formatDate = (iso: string | Date) => dateFormat.format(new Date(iso));

/** The local calendar day of a moment, for grouping lists by day. */
export const localDayKey = (iso: string) => new Date(iso).toDateString();
