// Keeps the tabs of one browser in step with the session: a login, logout or
// account deletion in one tab, or a 401 answer in any, tells the others, which read their bootstrap
// (current player, CSRF token) again instead of showing a player who is gone.

export type SessionChange = 'login' | 'logout' | 'deleted' | 'expired';

const CHANNEL = 'guildhall-session';
/** Browsers without BroadcastChannel get the news through a storage event on this key. */
const STORAGE_KEY = 'guildhall-session-change';

type Listener = (change: SessionChange) => void;
/** Listeners in this tab, told about a 401 seen here (a channel does not echo to its own tab). */
const here = new Set<Listener>();

const hasChannel = () => typeof BroadcastChannel === 'function';

/**
 * This tab's id: a channel delivers to every other channel object of the name, this tab's own
 * listener included, and a tab must not act on its own news (it reloads or redirects by itself).
 */
const TAB_ID = Math.random().toString(36).slice(2);
interface SessionMessage {
  change: SessionChange;
  from: string;
}

/** Tells the other tabs that the session changed. */
export function announceSessionChange(change: SessionChange): void {
  if (hasChannel()) {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ change, from: TAB_ID } satisfies SessionMessage);
    channel.close();
    return;
  }
  try {
    // A storage event reaches only the other tabs; `at` makes each change a new value.
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ change, from: TAB_ID, at: Date.now() }));
  } catch {
    /* storage refused (private mode): the other tabs learn at their next request */
  }
}

/** A request of this tab was answered 401: this tab and the others check who is logged in. */
export function sessionRefused(): void {
  here.forEach((listener) => listener('expired'));
  announceSessionChange('expired');
}

/** Calls `listener` for each session change announced by another tab, or a 401 seen in this one. */
export function onSessionChange(listener: Listener): () => void {
  here.add(listener);
  let stop: () => void;
  if (hasChannel()) {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<SessionMessage>) => {
      if (event.data?.from !== TAB_ID) listener(event.data.change);
    };
    stop = () => channel.close();
  } else {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY && event.newValue) listener((JSON.parse(event.newValue) as SessionMessage).change);
    };
    window.addEventListener('storage', onStorage);
    stop = () => window.removeEventListener('storage', onStorage);
  }
  return () => {
    here.delete(listener);
    stop();
  };
}
