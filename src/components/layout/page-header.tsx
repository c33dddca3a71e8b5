import { useEffect, type ReactNode } from 'react';

/** Page heading; also keeps document.title in step on client-side navigation. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Guildhall`;
  }, [title]);
  return (
    <header className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-4">
      {/* A word longer than the screen (a long compound in German) breaks instead of widening the page. */}
      <div className="text-break">
        <h1 className="h2 mb-1">{title}</h1>
        {subtitle && <p className="text-body-secondary mb-0">{subtitle}</p>}
      </div>
      {actions}
    </header>
  );
}
