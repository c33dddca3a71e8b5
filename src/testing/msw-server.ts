import { setupServer } from 'msw/node';
import { handlers } from './handlers/index';

/** One msw server for all component tests; tests add their own answers with server.use(). */
export const server = setupServer(...handlers);
