const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

const FORMATS = { date: dateFormat, datetime: dateTimeFormat, time: timeFormat } as const;

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
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span className={className}>—</span>;
  return (
    <time dateTime={iso} className={className} title={dateTimeFormat.format(date)}>
      {FORMATS[show ?? (withTime ? 'datetime' : 'date')].format(date)}
    </time>
  );
}

export const formatDate = (iso: string | Date) => dateFormat.format(new Date(iso));

/** The local calendar day of a moment, for grouping lists by day. */
export const localDayKey = (iso: string) => new Date(iso).toDateString();
