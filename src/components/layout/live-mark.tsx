import { useEffect } from 'react';

/**
 * Marks the page live once the part it stands in has been hydrated. Until then the shell's
 * styles keep pointers off a painted page (site.css), where a click would do nothing, and `onLive`
 * says when the page's controls may be used. It belongs inside the Suspense boundary of the page's
 * content: React hydrates a boundary after the shell around it has gone live, so a mark in the shell
 * came before the page's own controls had their handlers.
 */
export function LiveMark({ onLive }: { onLive?: () => void }) {
  useEffect(() => {
    onLive?.();
    document.getElementById('root')?.setAttribute('data-live', 'true');
  }, [onLive]);
  return null;
}
