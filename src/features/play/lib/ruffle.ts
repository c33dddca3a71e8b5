import { version as ruffleVersion } from '@ruffle-rs/ruffle/package.json';

// Ruffle (the Flash Player emulator in WebAssembly) is self-hosted by our server under a versioned
// path and loaded only by the play page, with a script tag, so no other page's bundle carries it.

export const RUFFLE_BASE_URL = `/ruffle/${ruffleVersion}/`;

export interface SocketProxy {
  host: string;
  port: number;
  proxyUrl: string;
}

/** The subset of Ruffle's configuration this site sets (see Ruffle's "Configuration options"). */
export interface RuffleConfig {
  url?: string;
  base?: string;
  publicPath?: string;
  polyfills?: boolean;
  allowScriptAccess?: boolean;
  allowNetworking?: 'all' | 'internal' | 'none';
  openUrlMode?: 'allow' | 'confirm' | 'deny';
  allowFullscreen?: boolean;
  autoplay?: 'auto' | 'on' | 'off';
  unmuteOverlay?: 'visible' | 'hidden';
  letterbox?: 'off' | 'fullscreen' | 'on';
  contextMenu?: 'on' | 'rightClickOnly' | 'off';
  showSwfDownload?: boolean;
  upgradeToHttps?: boolean;
  favorFlash?: boolean;
  logLevel?: 'error' | 'warn' | 'info' | 'debug' | 'trace';
  socketProxy?: SocketProxy[];
  credentialAllowList?: string[];
  backgroundColor?: string;
}

interface RufflePlayerApi {
  load(options: RuffleConfig): Promise<void>;
  readonly readyState: number;
}

export interface RufflePlayerElement extends HTMLElement {
  ruffle(version?: 1): RufflePlayerApi;
  readonly readyState: number;
}

interface RuffleSource {
  createPlayer(): RufflePlayerElement;
}

interface RuffleGlobal {
  config?: RuffleConfig;
  newest?(): RuffleSource | null;
}

declare global {
  interface Window {
    RufflePlayer?: RuffleGlobal;
  }
}

/** The smallest valid WebAssembly module: compiling it proves the browser (and the page's CSP) allow wasm. */
const EMPTY_MODULE = Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00);

/** Whether this document can run Ruffle at all: WebAssembly present, enabled and allowed to compile. */
export async function canRunWebAssembly(): Promise<boolean> {
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.compile !== 'function') return false;
  try {
    await WebAssembly.compile(EMPTY_MODULE);
    return true;
  } catch {
    return false;
  }
}

let loading: Promise<RuffleSource> | null = null;

/** Loads /ruffle/<version>/ruffle.js once per page and answers its newest player source. */
export function loadRuffle(): Promise<RuffleSource> {
  loading ??= new Promise<RuffleSource>((resolve, reject) => {
    // Before the script runs: where its wasm lives, and no scanning of the page for <object> tags.
    window.RufflePlayer = { ...window.RufflePlayer, config: { ...window.RufflePlayer?.config, publicPath: RUFFLE_BASE_URL, polyfills: false } };
    const script = document.createElement('script');
    script.src = `${RUFFLE_BASE_URL}ruffle.js`;
    script.async = true;
    script.onload = () => {
      const source = window.RufflePlayer?.newest?.();
      if (source) resolve(source);
      else reject(new Error('Ruffle did not register a player'));
    };
    script.onerror = () => reject(new Error('Ruffle could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
