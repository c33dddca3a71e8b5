import { useSyncExternalStore } from 'react';

// Read-only mode: the server says so on every answer (x-site-mode: read-only) while writes are
// refused for maintenance. The site shows a banner and disables form buttons until an answer comes
// without it.

type Listener = () => void;
const listeners = new Set<Listener>();
let readOnly = false;

export const SITE_MODE_HEADER = 'x-site-mode';

/** Every answer of the server reports its mode here (api-client). */
export function siteModeSeen(header: unknown): void {
  const next = header === 'read-only';
  if (next === readOnly) return;
  readOnly = next;
  listeners.forEach((l) => l());
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the site refuses writes right now, as the last answer said. */
export function useReadOnly(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readOnly,
    () => false,
  );
}
