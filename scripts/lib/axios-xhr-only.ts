import type { Plugin } from 'vite';

const STUB_ID = '\0axios-fetch-adapter-absent';

/**
 * Leaves axios's fetch adapter out of the browser build (about 3 KB brotli on every page).
 * axios tries its adapters in the order ['xhr', 'http', 'fetch'] and every browser the site supports
 * has XMLHttpRequest, so the fetch adapter is never chosen; the request queue (src/lib/api-client.ts)
 * calls the default adapter, which stays XHR. The stub answers axios's `getFetch` with "not
 * available", exactly what axios does itself where fetch is missing.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'guildhall:axios-xhr-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer?.replaceAll('\\', '/').endsWith('/axios/lib/adapters/adapters.js')) return STUB_ID;
      return null;
    },
    load(id) {
      return id === STUB_ID ? 'export const getFetch = () => false;\n' : null;
    },
  };
}
