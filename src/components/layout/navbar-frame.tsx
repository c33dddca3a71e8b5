import { useMemo, type ReactNode } from 'react';
import NavbarContext, { type NavbarContextType } from 'react-bootstrap/NavbarContext';

/**
 * react-bootstrap's <Navbar> frame, without its `Navbar.Offcanvas` member: importing `Navbar` brings
 * Offcanvas and the modal machinery under it into every page's first load (about 5 KB brotli, issue
 * 14), though this site never uses an offcanvas menu. The brand, toggle, collapse and nav inside stay
 * react-bootstrap's own, fed through the same context, and the markup is the one Navbar renders.
 */
export function NavbarFrame({
  expanded,
  onToggle,
  className,
  children,
}: {
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  className: string;
  children: ReactNode;
}) {
  const context = useMemo<NavbarContextType>(() => ({ onToggle: () => onToggle(!expanded), bsPrefix: 'navbar', expanded, expand: 'lg' }), [expanded, onToggle]);
  return (
    <NavbarContext.Provider value={context}>
      <nav className={`${className} navbar navbar-expand-lg navbar-light sticky-top`} data-bs-theme="dark">
        {children}
      </nav>
    </NavbarContext.Provider>
  );
}
