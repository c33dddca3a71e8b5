import { useEffect, useEffectEvent } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useBootstrap } from '@/lib/bootstrap';
import type { PageHandle } from './router';

/** The controller the SPA's matched route declares (docs/product-rules.md#what-the-product-does), if any. */
function useRouteController() {
  const matches = useMatches();
  const declared = [...matches].reverse().find((m) => (m.handle as PageHandle | undefined)?.controller);
  return (declared?.handle as PageHandle | undefined)?.controller;
}

/**
 * docs/product-rules.md#what-the-product-does: each page is driven by the controller the server names in the bootstrap block. On the
 * page the server rendered (the first location), the route the SPA shows must name the same one;
 * a disagreement means the server and the SPA route tables have drifted apart, so it is reported.
 */
export function ControllerCheck() {
  const { controller } = useBootstrap();
  const location = useLocation();
  const shown = useRouteController();
  const first = location.key === 'default';
  const check = useEffectEvent(() => {
    if (first && controller && controller !== shown) {
      console.error(`Controller mismatch on ${location.pathname}: the server rendered "${controller}", the SPA shows "${shown ?? 'no controller'}".`);
    }
  });
  // Checked once, for the page the server rendered.
  useEffect(() => check(), []);
  return null;
}
