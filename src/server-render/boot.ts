// The first script of a page the server painted (server/src/page-render/spa.ts). The page is on
// screen without the site's scripts, which only bring it to life: they are asked for once the page
// and its pictures have loaded, so on a slow line they do not compete with what the player sees
// first. A page with many pictures does not wait for all of them: the scripts come after at most
// START_LATEST_MS. Imports nothing (but a type): it must stay a few hundred bytes.

import type { PageScripts as PageScriptNames } from '@contract/types/server-render';

type PageScripts = Pick<PageScriptNames, 'entry' | 'preload'>;

const START_LATEST_MS = 1500;

const block = document.getElementById('page-scripts');
const scripts = JSON.parse(block?.textContent ?? 'null') as PageScripts | null;
let started = false;

/** Requests started per task: each costs the main thread a few milliseconds (on a slow phone, 4x that). */
const REQUESTS_PER_TASK = 4;

function start() {
  if (started || !scripts) return;
  started = true;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = scripts.entry;
  // The entry first, then the modules it imports and evaluates in steps and the page's own, asked for
  // now (their evaluation stays in steps: a preloaded module runs only when imported), a few per task:
  // the twenty requests of a first load started in one task were one long task on a slow phone.
  const tags: HTMLElement[] = [
    entry,
    ...scripts.preload.map((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      return link;
    }),
  ];
  const next = () => {
    document.head.append(...tags.splice(0, REQUESTS_PER_TASK));
    if (tags.length > 0) setTimeout(next, 0);
  };
  next();
}

if (document.readyState === 'complete') start();
else {
  window.addEventListener('load', start, { once: true });
  setTimeout(start, START_LATEST_MS);
}
