const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A date from the API (ISO 8601) as readable text in a <time> element. */
export function DateText({ iso, withTime = false, className }: { iso: string; withTime?: boolean; className?: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span className={className}>—</span>;
  return (
    <time dateTime={iso} className={className} title={dateTimeFormat.format(date)}>
      {(withTime ? dateTimeFormat : dateFormat).format(date)}
    </time>
  );
}

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
