import { useHydrated } from '@/lib/use-hydrated';
import { mediumDate, mediumDateTime, shortTime } from '@/lib/dates';

/** What a DateText can print. */
const FORMATS = { date: mediumDate, datetime: mediumDateTime, time: shortTime };

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
  show?: keyof typeof FORMATS;
  className?: string;
}) {
  // The server does not know the player's time zone: a page it paints shows UTC, and so does the
  // browser's first render of it (the same markup), then the player's own zone once the page is live.
  const zone = useHydrated() ? 'local' : 'UTC';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span className={className}>—</span>;
  return (
    <time dateTime={iso} className={className} title={mediumDateTime(date, zone)}>
      {FORMATS[show ?? (withTime ? 'datetime' : 'date')](date, zone)}
    </time>
  );
}

export const formatDate = (iso: string | Date) => mediumDate(new Date(iso), 'local');

/** The local calendar day of a moment, for grouping lists by day. */
export const localDayKey = (iso: string) => new Date(iso).toDateString();
