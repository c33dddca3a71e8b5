import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Bootstrap } from '@contract/types/bootstrap';
import { setBootstrap } from '@/config/bootstrap';

const Ctx = createContext<{ bootstrap: Bootstrap; update: (next: Partial<Bootstrap>) => void; replace: (next: Bootstrap) => void } | null>(null);

export function BootstrapProvider({ value, children }: { value: Bootstrap; children: ReactNode }) {
  const [bootstrap, setState] = useState(value);
  const update = (next: Partial<Bootstrap>) =>
    setState((prev) => {
      const merged = { ...prev, ...next };
      setBootstrap(merged);
      return merged;
    });
  /** A fresh bootstrap from the server (the session changed): fields it lacks, like userId, go. */
  const replace = (next: Bootstrap) => {
    setBootstrap(next);
    setState(next);
  };
  return <Ctx.Provider value={{ bootstrap, update, replace }}>{children}</Ctx.Provider>;
}

/** The page bootstrap: current user, CSRF token, rarities, public settings. */
export function useBootstrap(): Bootstrap {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useBootstrap needs BootstrapProvider');
  return ctx.bootstrap;
}

/** Lets a page change what the bootstrap says (e.g. the coin balance after a bet). */
export function useUpdateBootstrap() {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useUpdateBootstrap needs BootstrapProvider');
  return ctx.update;
}

/** Replaces the whole bootstrap with a fresh one from the server (session-sync). */
export function useReplaceBootstrap() {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useReplaceBootstrap needs BootstrapProvider');
  return ctx.replace;
}

/** The current user id, or undefined for a visitor (SPEC §1). */
export const useCurrentUserId = () => useBootstrap().userId;
