import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

// What every route loader shares, whether it comes with the site's entry (page-loaders.ts) or in a
// chunk of its own (behind-login-loaders.ts).

/** Starts a page's first reads from its address; settles when they have. */
export type PageLoader = (queryClient: QueryClient, params: Params, url: URL) => Promise<unknown>;

/** Route ids are positive whole numbers (as the pages parse them); anything else reads nothing. */
export const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);
