// A datetime-local input shows and takes the browser's own time; the API reads and answers ISO moments.

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local value in the browser's zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as the ISO moment it names; '' stays '', and text that is no date goes as typed for the server to refuse. */
export function fromLocalInput(value: string): string {
  if (!value.trim()) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
