import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page painted by the server is not yet live (its markup is there, its handlers not
 * yet), true from then on; always true for a page the browser rendered itself. Forms stay disabled
 * until then, so nothing typed into them before is lost.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
