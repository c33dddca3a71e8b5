import { createElement } from 'react';
import { saySentence } from '@/lib/i18n/sentences';

/**
 * Toasts (docs/product-rules.md#error-messages: the clipboard, and every message on dashboard pages), without react-toastify on
 * the shell: most visits show no toast, so the library and its styles are fetched when the first
 * one is shown. A toast asked for before the container is up waits in react-toastify's
 * own queue and shows when it mounts.
 */
export type ToastKind = 'info' | 'success' | 'error';

let library: Promise<typeof import('react-toastify')> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Calls `listener` once a toast is wanted (at once if one already was); returns the unsubscribe. */
export function onToastWanted(listener: () => void): () => void {
  if (wanted) listener();
  else listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Shows `message`; `details` (sentences too) are listed under it in small type, in the same toast. */
export function showToast(kind: ToastKind, message: string, details: string[] = []): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
    listeners.clear();
  }
  library ??= import('react-toastify');
  // A sentence the shared catalogue knows (a field message, a refusal said in English) in the page's language.
  const shown = saySentence(message);
  const content = details.length
    ? createElement(
        'div',
        null,
        createElement('strong', null, shown),
        createElement('ul', { className: 'toast-details' }, ...details.map((d, i) => createElement('li', { key: i }, saySentence(d)))),
      )
    : shown;
  void library.then(({ toast }) => toast[kind](content));
}
