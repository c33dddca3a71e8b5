// The first script of a page the server painted (issue 14; server/src/plugins/spa.ts). The page is on
// screen without the site's scripts, which only bring it to life: they are asked for once the page
// and its pictures have loaded, so on a slow line they do not compete with what the player sees
// first. A page with many pictures does not wait for all of them: the scripts come after at most
// START_LATEST_MS. Imports nothing: it must stay a few hundred bytes.

interface PageScripts {
  /** The site's entry module. The browser finds the modules it imports by itself; naming them all
   *  here as modulepreload links made one long task of their compiling (Lighthouse: TBT +200 ms). */
  entry: string;
}

const START_LATEST_MS = 1500;

const block = document.getElementById('page-scripts');
const scripts = JSON.parse(block?.textContent ?? 'null') as PageScripts | null;
let started = false;

function start() {
  if (started || !scripts) return;
  started = true;
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
