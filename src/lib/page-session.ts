import type { QueryClient } from '@tanstack/react-query';
import type { Bootstrap } from '@contract/types/bootstrap';

// Who the session is, for code that runs beside a query client but outside React: a route loader
// reads what a page behind the login (or a part of the dashboard) shows only for a session that may
// see it. Asked as a visitor, the read would be refused with a 401, and a 401 makes every tab read
// its session again. Kept per query client, so renders side by side on the server each have their own.

/** The session as the bootstrap names it: a visitor has no userId, a player no staffRole. */
type PageSession = Pick<Bootstrap, 'userId' | 'staffRole'>;

const sessions = new WeakMap<QueryClient, PageSession>();

/** The reads through `queryClient` are now `bootstrap`'s session's (the page's first, then each fresh one). */
export function setPageSession(queryClient: QueryClient, { userId, staffRole }: Bootstrap): void {
  sessions.set(queryClient, { userId, staffRole });
}

/** The session of the reads through `queryClient`: a visitor until it is told otherwise. */
export const pageSessionOf = (queryClient: QueryClient): PageSession => sessions.get(queryClient) ?? {};
