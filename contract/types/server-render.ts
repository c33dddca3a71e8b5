import type { Bootstrap } from './bootstrap';

/** One API call the server-side render makes, answered in-process by the API itself. */
export interface RenderCall {
  method: string;
  /** Site-relative, with its query string (`/api/character/1?x=y`). */
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

export interface RenderCallAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface RenderPageInput {
  /** The page's address as the player asked for it (absolute, for the router). */
  url: string;
  bootstrap: Bootstrap;
  /** The player's cookies, given to the render at its root: page code reads them (e.g. a dismissed prompt) as it reads the document's in the browser. */
  cookies: Record<string, string>;
  /** Answers the page's API reads with the player's own session. */
  call: (request: RenderCall) => Promise<RenderCallAnswer>;
}

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** React Query's dehydrated cache: the client starts from the same data, without asking again. */
  queries: unknown;
}

/**
 * The server-side render of a page (src/server-render/entry-server.tsx, built to dist-ssr/): null when the page is
 * left to the browser (a redirect, a read that failed, or a page that needs the browser).
 */
export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage | null>;

/** The scripts of a page the server painted, named in the page for its boot script (src/server-render/boot.ts). */
export interface PageScripts {
  /** The boot script, the page's only script tag. */
  boot: string;
  /** The site's entry module, which the boot script starts once the page and its pictures are there. */
  entry: string;
  /** Modules the entry loads in steps, and the page's own: asked for beside the entry, so the steps
   *  never wait on the network one after another. */
  preload: string[];
}
