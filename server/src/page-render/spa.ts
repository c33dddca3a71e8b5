import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchPage, PAGES, PAGE_PATTERNS } from '@contract/paths';
import { addSessionHooks } from '../plugins/session';
import { dropDocumentOnlyHeaders } from '../plugins/security-headers';
import { pagePreloadTags, pageScripts, pageStyleTags, readManifest, type ViteManifest } from './page-assets';
import { callsAs, loadPageRenderer } from './renderer';
import { withPageSession } from './render-session';
import { parseShell, type Shell } from './shell';
import type { RenderedPage, RenderPage } from '@contract/types/server-render';
import type { Bootstrap as BootstrapBlock } from '@contract/types/bootstrap';
import { answers } from '../lib/route-schema';
import { Bootstrap, BootstrapQuery } from '@contract/schemas/bootstrap';
import { pictureFactsOf, shareCardSize } from '../lib/picture-facts';
import { LANGUAGES, languageOf, type Language } from '@contract/i18n/languages';
import { pageText } from '../lib/page-text';
import { linkLanguage } from '../lib/request-language';

/** What a page shows when its link is shared (title, Open Graph and Twitter card). */
interface PageMeta {
  title: string;
  description: string;
  /** Site-relative or absolute image URL; without one the page shows the site card (public/og-image.png). */
  image?: string;
  /** The picture at the top of the page (its largest paint, e.g. a character's avatar): the page
   *  asks for it at once, with high priority, instead of once its script and data have arrived. */
  leadImage?: string;
  /** What the picture shows, for readers that cannot see it (og:image:alt); the page's title by default. */
  imageAlt?: string;
  /** The page's own address when its query is part of it (a ranking position); else its path. */
  url?: string;
  /** A dated post: unfurlers and search engines show it as an article with its dates. */
  article?: { publishedTime: string; modifiedTime: string };
}

type Pattern = (typeof PAGE_PATTERNS)[number];
/**
 * Resolves a deep link's meta; null means the entity does not exist (answered 404), a redirect that
 * it moved (answered 301: a news post whose slug was edited).
 */
export type PageMetaResolver = (params: Record<string, string>, request: FastifyRequest) => Promise<PageMeta | { redirect: string } | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The SPA page a route serves (its PAGE_PATTERNS entry); the catch-all route names none. */
    page?: Pattern;
  }
  interface FastifyInstance {
    /** Features register the meta of their deep links here (character, guild, wiki, store). */
    registerPageMeta(pattern: Pattern, resolver: PageMetaResolver): void;
    pageMetaResolvers: Map<Pattern, PageMetaResolver>;
  }
}

/** Registered before the feature routes, so they can declare their deep links' meta. */
export const pageMeta = fp(
  async (app) => {
    const resolvers = new Map<Pattern, PageMetaResolver>();
    app.decorate('pageMetaResolvers', resolvers);
    app.decorate('registerPageMeta', (pattern: Pattern, resolver: PageMetaResolver) => {
      resolvers.set(pattern, resolver);
    });
  },
  { name: 'page-meta' },
);

const SITE_NAME = 'Guildhall';
const SITE_CARD = '/og-image.png';
/**
 * A page without a preview of its own: in the language the link names, else English, as every
 * preview (docs/translations.md#link-previews-and-share-cards): an unfurler sends no language.
 */
const defaultMeta = (language: Language): PageMeta => ({
  title: SITE_NAME,
  description: pageText(language).say('Guildhall: characters, guilds, rankings, the game wiki, bets and the store of our online role-playing game.'),
  image: SITE_CARD,
});

/** The smallest picture X shows as a large card (summary_large_image); a smaller one gets the small card. */
const LARGE_CARD_MIN = { width: 300, height: 157 };
/** Pages that list the news: feed readers find the feeds there (autodiscovery). */
const FEED_PAGES = new Set<Pattern>(['/', '/news', '/news/:slug']);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** JSON inside a script block must not be able to close it. */
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The page's address in one language: its own `?lang=`, the rest of its query kept. */
const inLanguage = (page: URL, language: Language) => {
  const one = new URL(page);
  one.searchParams.set('lang', language);
  return one.toString();
};

/** The page in each language the site speaks, and the address that lets the reader's choice decide (x-default). */
const alternates = (page: URL) =>
  [
    ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(inLanguage(page, language))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(page.toString())}">`,
  ].join('\n    ');

export default fp(
  async (
    app,
    opts: {
      distDir: string;
      /** Absolute links (og:url, og:image) start here: PUBLIC_URL, never the Host header. */
      siteOrigin: string;
      /** The server-side render; by default the build's (dist-ssr/), if there is one. */
      renderer?: RenderPage | null;
      /** A render slower than this (a slow read) is given up: the page goes out for the browser to render. */
      renderTimeLimitMs: number;
    },
  ) => {
    const resolvers = app.pageMetaResolvers;
    const pictureFacts = pictureFactsOf(app);
    const renderer = opts.renderer === undefined ? await loadPageRenderer(opts.distDir) : opts.renderer;

    /** The page painted on the server with its first data, or null: the browser renders it. */
    const renderOnServer = async (request: FastifyRequest, bootstrap: BootstrapBlock): Promise<RenderedPage | null> => {
      let timer: NodeJS.Timeout | undefined;
      try {
        return await withPageSession(request, (handle) =>
          Promise.race([
            renderer!({
              url: new URL(request.url, opts.siteOrigin).toString(),
              bootstrap,
              cookies: Object.fromEntries(Object.entries(request.cookies).filter((entry): entry is [string, string] => entry[1] !== undefined)),
              call: callsAs(app, request, handle),
            }),
            new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), opts.renderTimeLimitMs))),
          ]),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'server-side render failed; the browser renders the page');
        return null;
      } finally {
        clearTimeout(timer);
      }
    };

    const indexFile = path.join(opts.distDir, 'index.html');
    const hasBuild = existsSync(indexFile);
    let shell: Shell | null = null;
    const loadShell = () => (shell ??= parseShell(readFileSync(indexFile, 'utf8')));
    let manifest: ViteManifest | null | undefined;
    const loadManifest = () => (manifest === undefined ? (manifest = readManifest(opts.distDir)) : manifest);

    if (hasBuild) {
      // Hashed assets never change: cache them for a year. Everything else revalidates.
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside every script, style, SVG and JSON (scripts/lib/precompress.ts):
        // sent as they are, with Content-Encoding and Vary: Accept-Encoding; a client that accepts neither gets the file.
        preCompressed: true,
        // An ETag is enough to revalidate a file that can change, and hashed files never do: no
        // Last-Modified or Accept-Ranges on each of a first load's files.
        lastModified: false,
        acceptRanges: false,
        // The compressed copies are not pages of their own; Ruffle's copy is the play routes' (play/ruffle-files.ts).
        globIgnore: ['**/*.br', '**/*.gz', 'ruffle/**'],
        setHeaders(reply, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
          else reply.header('cache-control', 'public, max-age=300');
          // An SVG can be opened as a page and run script: it keeps the page's policy.
          if (!filePath.endsWith('.svg')) dropDocumentOnlyHeaders(reply);
        },
      });
    }

    const renderPage = async (request: FastifyRequest, status: { code: number; leadImage?: string; redirect?: string }) => {
      const url = new URL(request.url, 'http://x');
      // Fastify's router picked the page and decoded its parameters.
      const pattern = request.routeOptions.config.page;
      const match = pattern ? { pattern, params: request.params as Record<string, string> } : null;
      const language = linkLanguage(request);
      const { say } = pageText(language);
      let meta = defaultMeta(language);
      let notFound = !match;
      if (match) {
        const resolver = resolvers.get(match.pattern);
        if (resolver) {
          const found = await resolver(match.params, request);
          if (found && 'redirect' in found) {
            status.redirect = found.redirect;
            return '';
          }
          // An entry without a picture of its own (monsters, shops, titles …) still unfurls with the site card.
          if (found) meta = { ...found, title: `${found.title} · ${SITE_NAME}`, image: found.image ?? SITE_CARD };
          else notFound = true;
        }
      }
      if (notFound) {
        status.code = 404;
        meta = { ...defaultMeta(language), title: `${say('Page not found')} · ${SITE_NAME}` };
      }
      const bootstrap: BootstrapBlock = {
        ...(await app.buildBootstrap(request)),
        ...(notFound ? { notFound: true } : { controller: PAGES[match!.pattern].controller }),
      };
      status.leadImage = meta.leadImage;
      const rendered = renderer && match && !notFound && PAGES[match.pattern].serverRendered ? await renderOnServer(request, bootstrap) : null;
      const base = opts.siteOrigin;
      const image = meta.image ? new URL(meta.image, base).toString() : undefined;
      const size = meta.image ? (shareCardSize(meta.image) ?? (await pictureFacts(meta.image))) : null;
      const large = size ? size.width >= LARGE_CARD_MIN.width && size.height >= LARGE_CARD_MIN.height : Boolean(image);
      const imageAlt = meta.imageAlt ?? meta.title;
      // Share links keep their query (a ranking position); anything else is its path. A link that names
      // its language is that language's own page, so search engines list each one.
      const plain = notFound ? null : new URL(meta.url ?? url.pathname, base);
      const named = languageOf(url.searchParams.get('lang'));
      const canonical = plain && (named ? inLanguage(plain, named) : plain.toString());
      const feeds = match && !notFound && FEED_PAGES.has(match.pattern);
      const tags = [
        `<title>${escapeHtml(meta.title)}</title>`,
        `<meta name="description" content="${escapeHtml(meta.description)}">`,
        `<meta property="og:site_name" content="${SITE_NAME}">`,
        `<meta property="og:type" content="${meta.article ? 'article' : 'website'}">`,
        meta.article ? `<meta property="article:published_time" content="${escapeHtml(meta.article.publishedTime)}">` : '',
        meta.article ? `<meta property="article:modified_time" content="${escapeHtml(meta.article.modifiedTime)}">` : '',
        `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
        `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
        canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : '',
        canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
        plain ? alternates(plain) : '',
        image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
        image && size ? `<meta property="og:image:width" content="${size.width}">` : '',
        image && size ? `<meta property="og:image:height" content="${size.height}">` : '',
        image ? `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}">` : '',
        `<meta name="twitter:card" content="${large ? 'summary_large_image' : 'summary'}">`,
        `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
        `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
        image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : '',
        image ? `<meta name="twitter:image:alt" content="${escapeHtml(imageAlt)}">` : '',
        feeds
          ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(say('Guildhall news (RSS)'))}" href="${escapeHtml(`${base}/news/rss.xml`)}">`
          : '',
        feeds
          ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(say('Guildhall news (Atom)'))}" href="${escapeHtml(`${base}/news/atom.xml`)}">`
          : '',
        // Phones add the site to the home screen with its name and icon, described in the page's language.
        `<link rel="manifest" href="/manifest.webmanifest${bootstrap.language === 'en' ? '' : `?lang=${bootstrap.language}`}">`,
        `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
        meta.leadImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(meta.leadImage)}">` : '',
        `<script id="bootstrap" type="application/json">${safeJson(bootstrap)}</script>`,
      ]
        .filter(Boolean)
        .join('\n    ');
      const built = loadManifest();
      const scripts = rendered && built ? pageScripts(built, match!.pattern, bootstrap.language) : null;
      const shell = loadShell();
      if (!rendered || !built || !scripts) {
        // A deep link fetches its page's chunk with the entry script, not after it has run.
        const preloads = built ? pagePreloadTags(built, notFound ? null : match!.pattern, bootstrap.language) : '';
        return shell({ lang: bootstrap.language, head: tags, entryScripts: true, headEnd: preloads, rootAttributes: '', root: '', afterRoot: '' });
      }
      // The page arrives painted: it needs its styles, and its scripts only bring it to life. The boot
      // script asks for them once the page and its pictures are there (src/server-render/boot.ts), so
      // on a slow line they do not take the bandwidth of what the player sees first.
      const headEnd = [
        pageStyleTags(built, match!.pattern),
        `<script id="page-scripts" type="application/json">${safeJson({ entry: scripts.entry, preload: scripts.preload })}</script>`,
        `<script type="module" crossorigin src="${escapeHtml(scripts.boot)}"></script>`,
      ]
        .filter(Boolean)
        .join('\n    ');
      return shell({
        lang: bootstrap.language,
        head: tags,
        entryScripts: false,
        headEnd,
        rootAttributes: ' data-server-rendered="true"',
        root: rendered.html,
        // The page's data for its scripts comes after the page itself: on a slow line the page
        // paints as it arrives, and the data (as long as the table it fills) is only read once the
        // scripts run.
        afterRoot: `<script id="page-queries" type="application/json">${safeJson(rendered.queries)}</script>`,
      });
    };

    // Every page route answers with the SPA and its bootstrap; unknown paths get a real 404.
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      if (!hasBuild) {
        return reply.code(503).type('text/plain').send('The site has not been built yet. Run `npm run build` (npm start does it for you).');
      }
      const status: { code: number; leadImage?: string; redirect?: string } = { code: 200 };
      const html = await renderPage(request, status);
      if (status.redirect) return reply.header('cache-control', 'public, max-age=3600').redirect(status.redirect, 301);
      // Named in the answer's headers too, the page's lead picture is asked for before the page is parsed.
      if (status.leadImage) reply.header('link', `<${encodeURI(status.leadImage)}>; rel=preload; as=image; fetchpriority=high`);
      return reply.code(status.code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    };
    // Pages (and the bootstrap call) carry the session; the static files above do not.
    await app.register(async (pages) => {
      addSessionHooks(pages, { csrf: false });
      // `npm run dev`: Vite serves the page, which asks for its bootstrap with ?page=<its path>.
      pages.get<{ Querystring: { page?: string } }>(
        '/api/bootstrap',
        { schema: { querystring: BootstrapQuery, response: answers({ 200: Bootstrap }) } },
        async (request) => {
          const match = typeof request.query.page === 'string' ? matchPage(request.query.page) : null;
          return { ...(await app.buildBootstrap(request)), ...(match ? { controller: PAGES[match.pattern].controller } : {}) };
        },
      );
      // Each page of the SPA is a route of its own (a page, not an API call: hidden from the references);
      // any other path is the SPA's 404 page.
      for (const page of PAGE_PATTERNS) {
        // The play page runs Ruffle, which compiles WebAssembly: only this document may (security-headers).
        pages.get(page, { config: { page }, schema: { hide: true }, ...(page === '/play' ? { helmet: app.playPageHelmet } : {}) }, sendPage);
      }
      pages.get('/*', sendPage);
    });
  },
  { name: 'spa', dependencies: ['session', 'bootstrap', 'page-meta', 'security-headers'] },
);
