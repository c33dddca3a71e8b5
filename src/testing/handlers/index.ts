import type { RequestHandler } from 'msw';

/** Default answers shared by component tests (features add theirs in handlers/<feature>.ts). */
export const handlers: RequestHandler[] = [];
