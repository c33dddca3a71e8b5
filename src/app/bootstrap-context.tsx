import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Bootstrap } from '@contract/types/bootstrap';
import { setBootstrap } from '@/config/bootstrap';

const Ctx = createContext<{ bootstrap: Bootstrap; update: (next: Partial<Bootstrap>) => void } | null>(null);

export function BootstrapProvider({ value, children }: { value: Bootstrap; children: ReactNode }) {
  const [bootstrap, setState] = useState(value);
  const update = (next: Partial<Bootstrap>) =>
    setState((prev) => {
      const merged = { ...prev, ...next };
      setBootstrap(merged);
      return merged;
    });
  return <Ctx.Provider value={{ bootstrap, update }}>{children}</Ctx.Provider>;
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

/** The current user id, or undefined for a visitor (SPEC §1). */
export const useCurrentUserId = () => useBootstrap().userId;
