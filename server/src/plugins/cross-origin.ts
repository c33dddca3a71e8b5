import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

/**
 * Request headers a tool on another origin may send with a read. Browsers preflight anything past the
 * CORS-safelisted ones, and scripts, fetch wrappers and table plugins commonly add these.
 */
const ALLOWED_REQUEST_HEADERS = [
  'Accept',
  'Accept-Language',
  'Cache-Control',
  'Content-Language',
  'Content-Type',
  'If-Modified-Since',
  'If-None-Match',
  'Pragma',
  'X-Requested-With',
].join(', ');

/** The answer to a preflight of a cross-origin read (GET or HEAD, without credentials). */
export function answerReadPreflight(reply: FastifyReply) {
  return reply
    .code(204)
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'GET, HEAD')
    .header('access-control-allow-headers', ALLOWED_REQUEST_HEADERS)
    .header('access-control-max-age', '86400')
    .send();
}

/**
 * Public pictures: avatars, item icons, banners, share cards and the site's icons. Other sites show
 * them (fan sites, guild pages, table plugins), and a canvas may read them, so they are embeddable
 * from any origin and readable with CORS; pages and private answers keep the same-origin policy.
 */
const PUBLIC_PICTURES = /^\/(?:api\/image\/|api\/card\/|og-image\.png$|favicon\.(?:svg|ico)$|apple-touch-icon\.png$|icons\/)/;
/** Public documents tools read from their own pages: the feeds, the API description, the crawler files. */
const PUBLIC_DOCUMENTS =
  /^\/(?:news\/(?:rss|atom)\.xml$|api\/openapi\.json$|sitemap\.xml$|sitemaps\/|robots\.txt$|manifest\.webmanifest$|\.well-known\/security\.txt$)/;
const EXPOSED = 'ETag, Last-Modified';

/** Opens the public pictures and documents to other origins; everything else keeps helmet's same-origin. */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?', 1)[0];
      const picture = PUBLIC_PICTURES.test(path);
      if (!picture && !PUBLIC_DOCUMENTS.test(path)) return payload;
      if (picture) reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('access-control-allow-origin', '*');
      if (!reply.hasHeader('access-control-expose-headers')) reply.header('access-control-expose-headers', EXPOSED);
      return payload;
    });
    // The API's preflights are answered in its own context (public-read.ts); these are the others'.
    for (const url of [
      '/news/*',
      '/sitemap.xml',
      '/sitemaps/*',
      '/robots.txt',
      '/manifest.webmanifest',
      '/og-image.png',
      '/favicon.svg',
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/icons/*',
    ])
      app.options(url, { schema: { hide: true } }, async (_request, reply) => answerReadPreflight(reply));
  },
  { name: 'cross-origin', dependencies: ['security-headers'] },
);
