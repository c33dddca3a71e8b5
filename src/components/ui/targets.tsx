import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * docs/product-rules.md#pages-and-routes: "any element marked as a modal trigger with a target selector opens that modal", and
 * collapsible / toggle panels are driven by data attributes. Modals and panels register by id here;
 * one delegated click listener turns `data-modal-target="#id"` and `data-toggle-target="#id"` on any
 * element into open/toggle calls.
 */
interface TargetsContext {
  isOpen(id: string): boolean;
  setOpen: (id: string, open: boolean) => void;
  toggle(id: string): void;
  register: (id: string, kind: 'modal' | 'panel') => () => void;
}

const Ctx = createContext<TargetsContext | null>(null);

export function TargetsProvider({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState<Record<string, boolean>>({});
  const kinds = useRef(new Map<string, 'modal' | 'panel'>());
  const setOpen = useCallback((id: string, value: boolean) => setOpenState((s) => ({ ...s, [id]: value })), []);
  const toggle = useCallback((id: string) => setOpenState((s) => ({ ...s, [id]: !s[id] })), []);
  const register = useCallback((id: string, kind: 'modal' | 'panel') => {
    kinds.current.set(id, kind);
    return () => kinds.current.delete(id);
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const el = (event.target as Element | null)?.closest?.('[data-modal-target],[data-toggle-target]');
      if (!el) return;
      const modal = el.getAttribute('data-modal-target');
      const panel = el.getAttribute('data-toggle-target');
      const id = (modal ?? panel ?? '').replace(/^#/, '');
      if (!kinds.current.has(id)) return;
      event.preventDefault();
      if (modal) setOpen(id, true);
      else toggle(id);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [setOpen, toggle]);

  const value = useMemo<TargetsContext>(() => ({ isOpen: (id) => Boolean(open[id]), setOpen, toggle, register }), [open, setOpen, toggle, register]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** Open state of a registered modal or panel, controllable by data-attribute triggers. */
export function useTarget(id: string, kind: 'modal' | 'panel', initiallyOpen = false) {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useTarget needs TargetsProvider');
  const { register, setOpen } = ctx;
  useEffect(() => register(id, kind), [id, kind, register]);
  useEffect(() => {
    if (initiallyOpen) setOpen(id, true);
  }, [id, initiallyOpen, setOpen]);
  return {
    open: ctx.isOpen(id),
    setOpen: (v: boolean) => ctx.setOpen(id, v),
    toggle: () => ctx.toggle(id),
  };
}
