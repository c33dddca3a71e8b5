import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/**
 * A disclosure menu for the navbar (button + list of links), styled by Bootstrap's dropdown CSS.
 * It replaces react-bootstrap's NavDropdown, whose positioning engine (Popper) weighed ~10 KB of
 * gzipped JS on every page. Closes on navigation, outside click and Escape. `label` names a button
 * whose title is only an icon and a code.
 */
export function NavMenu({ id, title, label, align, children }: { id: string; title: ReactNode; label?: string; align?: 'end'; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  useEffect(() => setOpen(false), [key]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="nav-item dropdown" ref={root}>
      <button
        ref={button}
        id={id}
        type="button"
        className="nav-link dropdown-toggle btn btn-link border-0"
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((o) => !o)}
      >
        {title}
      </button>
      <ul id={`${id}-menu`} className={`dropdown-menu${open ? ' show' : ''}${align === 'end' ? ' dropdown-menu-end' : ''}`} data-bs-popper="static">
        {children}
      </ul>
    </div>
  );
}

export function NavMenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link className="dropdown-item" to={to}>
        {children}
      </Link>
    </li>
  );
}

export const NavMenuDivider = () => (
  <li>
    <hr className="dropdown-divider" />
  </li>
);
