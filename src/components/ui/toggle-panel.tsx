import type { ReactNode } from 'react';
import Collapse from 'react-bootstrap/Collapse';
import { useTarget } from './targets';

/** A collapsible panel; any element with data-toggle-target="#id" toggles it. */
export function TogglePanel({ id, children, defaultOpen = false }: { id: string; children: ReactNode; defaultOpen?: boolean }) {
  const { open } = useTarget(id, 'panel', defaultOpen);
  return (
    <Collapse in={open}>
      <div id={id}>{children}</div>
    </Collapse>
  );
}

/** The button that toggles a panel, with the ARIA wiring a keyboard user needs. */
export function PanelToggle({ target, children, className = 'btn btn-outline-secondary btn-sm' }: { target: string; children: ReactNode; className?: string }) {
  const { open } = useTarget(target, 'panel');
  return (
    <button type="button" className={className} data-toggle-target={`#${target}`} aria-controls={target} aria-expanded={open}>
      {children}
    </button>
  );
}
