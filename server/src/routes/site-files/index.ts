import type { FastifyPluginAsync } from 'fastify';
import { siteOrigin } from '../../domain/account/site-url';
import { pageText } from '../../lib/page-text';
import { linkLanguage } from '../../lib/request-language';
import { sitemapIndex, sitemapPage } from '../../domain/sitemap/sitemap';
import { addSuccessEtags } from '../../plugins/success-etag';
import { dropDocumentOnlyHeaders } from '../../plugins/security-headers';
import { drawFavicon, drawIcon, FAVICON_SVG, ICONS, SITE_COLOR, type IconFile } from './icons';

/**
 * The files crawlers, browsers and phones ask for by their well-known names: robots.txt, the
 * sitemap, the web app manifest and its icons, favicon.ico, apple-touch-icon.png and security.txt.
 * Public and session-free; each carries an ETag (304 when unchanged).
 */
const siteFiles: FastifyPluginAsync = async (app) => {
  const origin = siteOrigin(app.config);
  addSuccessEtags(app);
  const HOUR = 'public, max-age=3600';
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
  const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      // Pictures stay reachable: search results and link previews show them.
      'Allow: /api/image/',
      'Allow: /api/card/',
      'Disallow: /api/',
      'Disallow: /account',
      'Disallow: /dashboard',
      'Disallow: /logout',
      'Disallow: /recovery',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', HOUR)
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const refs = await sitemapIndex(app.db);
    const entries = refs.map(
      (ref) =>
        `  <sitemap>\n    <loc>${escapeXml(`${origin}/sitemaps/${ref.file}.xml`)}</loc>${ref.lastmod ? `\n    <lastmod>${ref.lastmod.toISOString()}</lastmod>` : ''}\n  </sitemap>`,
    );
    const body = xml(`<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>`);
    return reply.type('application/xml; charset=utf-8').header('cache-control', HOUR).send(body);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hide, async (request, reply) => {
    const file = request.params.file.endsWith('.xml') ? request.params.file.slice(0, -4) : '';
    const rows = file ? await sitemapPage(app.db, file) : null;
    if (!rows) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
    const entries = rows.map(
      (row) => `  <url><loc>${escapeXml(`${origin}${row.path}`)}</loc>${row.lastmod ? `<lastmod>${row.lastmod.toISOString()}</lastmod>` : ''}</url>`,
    );
    const body = xml(`<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>`);
    return reply.type('application/xml; charset=utf-8').header('cache-control', HOUR).send(body);
  });

  // In the language the page's link names (`?lang=`), else English, as every preview: the name stays.
  app.get('/manifest.webmanifest', hide, async (request, reply) => {
    const language = linkLanguage(request);
    const manifest = {
      id: '/',
      name: 'Guildhall',
      short_name: 'Guildhall',
      description: pageText(language).say('Characters, guilds, rankings, the game wiki, bets and the store of our online role-playing game.'),
      lang: language,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: SITE_COLOR,
      theme_color: SITE_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', HOUR).send(JSON.stringify(manifest));
  });

  // Drawn once per process from the same shield as favicon.svg.
  const svg = FAVICON_SVG;
  const drawn = new Map<string, Promise<Buffer>>();
  const once = (key: string, draw: () => Promise<Buffer>) => {
    if (!drawn.has(key)) drawn.set(key, draw());
    return drawn.get(key)!;
  };
  for (const file of Object.keys(ICONS) as IconFile[]) {
    app.get(`/${file}`, hide, async (_request, reply) => {
      const png = await once(file, () => drawIcon(svg, ICONS[file]));
      dropDocumentOnlyHeaders(reply);
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    });
  }
  app.get('/favicon.ico', hide, async (_request, reply) => {
    const ico = await once('favicon.ico', () => drawFavicon(svg));
    dropDocumentOnlyHeaders(reply);
    return reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(ico);
  });

  // RFC 9116: how to report a vulnerability. Expires must lie within a year: it moves with the server.
  app.get('/.well-known/security.txt', hide, async (_request, reply) => {
    const expires = new Date(Date.now() + 180 * 86_400_000);
    expires.setUTCHours(0, 0, 0, 0);
    const lines = [
      `Contact: mailto:${app.config.TEAM_EMAIL}`,
      `Contact: ${origin}/help/contact`,
      `Expires: ${expires.toISOString()}`,
      'Preferred-Languages: en',
      `Canonical: ${origin}/.well-known/security.txt`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(`${lines.join('\n')}\n`);
  });
};
export default siteFiles;
