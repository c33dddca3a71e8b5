import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Bootstrap } from '@contract/types/bootstrap';
import { setCsrfToken } from './api-client';
import { siteModeSeen } from './site-mode';

const Ctx = createContext<{ bootstrap: Bootstrap; replace: (next: Bootstrap) => void } | null>(null);

/**
 * Holds the page's bootstrap in React state, the one copy of it. The API client is handed the
 * session's CSRF token whenever the bootstrap changes (it sends the token with every call).
 */
export function BootstrapProvider({ value, children }: { value: Bootstrap; children: ReactNode }) {
  const [bootstrap, setBootstrap] = useState(() => {
    setCsrfToken(value.csrfToken);
    // A page the server rendered in read-only mode shows the banner before any call is made.
    siteModeSeen(value.readOnly ? 'read-only' : null);
    return value;
  });
  /** A fresh bootstrap from the server (the session changed): fields it lacks, like userId, go. */
  const replace = useCallback((next: Bootstrap) => {
    setCsrfToken(next.csrfToken);
    siteModeSeen(next.readOnly ? 'read-only' : null);
    setBootstrap(next);
  }, []);
  const context = useMemo(() => ({ bootstrap, replace }), [bootstrap, replace]);
  return <Ctx.Provider value={context}>{children}</Ctx.Provider>;
}

/** The page bootstrap: current user, CSRF token, rarities, public settings. */
export function useBootstrap(): Bootstrap {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useBootstrap needs BootstrapProvider');
  return ctx.bootstrap;
}

/** Replaces the whole bootstrap with a fresh one from the server (session-sync). */
export function useReplaceBootstrap() {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useReplaceBootstrap needs BootstrapProvider');
  return ctx.replace;
}

/** The current user id, or undefined for a visitor (docs/product-rules.md#what-the-product-does). */
export const useCurrentUserId = () => useBootstrap().userId;
