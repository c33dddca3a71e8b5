import type { Bootstrap } from '@contract/types/bootstrap';
import { endpoints } from '@contract/client';

/** Reads the block the server injected; in `npm run dev` (Vite serves the page) asks the API for it. */
export async function readBootstrap(): Promise<Bootstrap> {
  const el = document.getElementById('bootstrap');
  if (el?.textContent) return JSON.parse(el.textContent) as Bootstrap;
  const res = await fetch(`${endpoints.bootstrap()}?page=${encodeURIComponent(window.location.pathname)}`, { credentials: 'same-origin' });
  return (await res.json()) as Bootstrap;
}
