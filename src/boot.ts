// The first script of a page the server painted (issue 14; server/src/plugins/spa.ts). The page is on
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

function start() {
  if (started || !scripts) return;
  started = true;
  // The modules the entry evaluates in steps, asked for now and all at once (their evaluation stays
  // in steps: a preloaded module runs only when imported).
  for (const href of scripts.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = scripts.entry;
  document.head.append(entry);
}

if (document.readyState === 'complete') start();
else {
  window.addEventListener('load', start, { once: true });
  setTimeout(start, START_LATEST_MS);
}
