import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/** How each part made so far starts loading its module (once). */
const parts: (() => Promise<unknown>)[] = [];

/**
 * A part of a page whose module loads on demand, inside a Suspense boundary, as with React.lazy:
 * in the browser it is React.lazy. The server's render loads the parts it knows of before it
 * renders (`loadParts`), so its one render paints them as the browser will show them; React.lazy
 * alone would leave them to the browser on a first render. A part mounted once its module is there
 * renders it directly.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  parts.push(start);
  function Part(props: ComponentProps<T>) {
    // Chosen once per mount: switching from the lazy wrapper to the module would mount the part anew.
    const [Shown] = useState(() => (loaded ?? Lazy) as ComponentType<ComponentProps<T>>);
    return createElement(Shown, props);
  }
  return Part as T;
}

/** Loads the module of every part made so far (the server's render, before it renders a page). */
export const loadParts = () => Promise.all(parts.map((start) => start()));
