import type { Bootstrap } from '@contract/types/bootstrap';

let current: Bootstrap | null = null;

/** Reads the block the server injected; in `npm run dev` (Vite serves the page) asks the API for it. */
export async function loadBootstrap(): Promise<Bootstrap> {
  const el = document.getElementById('bootstrap');
  if (el?.textContent) {
    current = JSON.parse(el.textContent) as Bootstrap;
  } else {
    const res = await fetch(`/api/bootstrap?page=${encodeURIComponent(window.location.pathname)}`, { credentials: 'same-origin' });
    current = (await res.json()) as Bootstrap;
  }
  return current;
}

export function getBootstrap(): Bootstrap {
  if (!current) throw new Error('bootstrap not loaded');
  return current;
}

/** Tests and the login flow replace the bootstrap (e.g. a new CSRF token after login). */
export function setBootstrap(next: Bootstrap): void {
  current = next;
}
