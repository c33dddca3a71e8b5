import { useSyncExternalStore } from 'react';
import { connectionState, onConnectionChange } from './connection';

/** Whether the server can be reached, re-rendering when that changes. */
export function useConnectionState() {
  return useSyncExternalStore(
    (notify) => onConnectionChange(notify),
    connectionState,
    () => 'online' as const,
  );
}
